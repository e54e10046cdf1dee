#!/usr/bin/env python3
# A scripted UCI engine for the players' unit tests: it writes each line it reads to the file named
# first, and answers go with the first move of the tests' vocabulary not yet played (after an info
# line); "go infinite" is answered only at stop. With "stray" second, it also writes a bestmove
# nobody asked for (f1b5) each time it is told a position, before any go. With "ponder" second, its
# bestmove names the next word as the move it expects in reply ("bestmove e2e4 ponder e7e5"), and
# "go ponder" is answered only at ponderhit or stop; with "ponder-wrong", it expects the word after
# the one after that, its second word for the other side (a miss). With "late", every go is
# answered only at stop, a second after it (an engine that overruns its clock by a second).
import sys
import time

WORDS = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]
record = open(sys.argv[1], "a", buffering=1)
stray = sys.argv[2:] == ["stray"]
late = sys.argv[2:] == ["late"]
ponder = sys.argv[2:] in (["ponder"], ["ponder-wrong"])
skip = 3 if sys.argv[2:] == ["ponder-wrong"] else 1
played = []
pending = False


def answer():
    move = next(w for w in WORDS if w not in played)
    print("info depth 3 seldepth 5 score cp 25 nodes 1234 nps 5000 time 7 pv %s" % move, flush=True)
    rest = [w for w in WORDS if w not in played and w != move]
    if ponder and len(rest) >= skip:
        print("bestmove %s ponder %s" % (move, rest[skip - 1]), flush=True)
    else:
        print("bestmove " + move, flush=True)


for line in sys.stdin:
    record.write(line)
    words = line.split()
    if not words:
        continue
    if words[0] == "uci":
        print("id name words\nuciok", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[0] == "position":
        played = words[words.index("moves") + 1:] if "moves" in words else []
        if stray:
            print("bestmove f1b5", flush=True)
    elif words[0] == "go":
        if "infinite" in words or "ponder" in words or late:
            pending = True
        else:
            answer()
    elif words[0] in ("stop", "ponderhit") and pending:
        pending = False
        if late:
            time.sleep(1)
        answer()
    elif words[0] == "quit":
        break
