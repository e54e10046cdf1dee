#!/usr/bin/env python3
# A scripted GTP engine for the tests: it writes each line it reads to the file named first (when
# that is not "-"), keeps the stones played on its board, and answers genmove with the first point
# of its list not taken yet, echoing each command's id. The words after the file change what it
# does at genmove:
#   resign    answers resign                 garbage   answers a word that is no vertex
#   error     answers "? cannot do it"       crash     exits with code 3 (once: a file beside the
#   late      answers after 1.5 s                      record says it did)
#   stale     first writes an answer with another id, then its own
#   noid      answers without ids, at all    same      always answers C3 (illegal once taken)
#   refuse    answers every play with "? illegal move"
#   hang      sleeps a minute at genmove (once: a file beside the record says it did)
#   stray     answers every play, then writes a second answer "= A1" without an id
#   notime    answers time_settings and time_left with "? unknown command"
import os
import sys
import time

POINTS = ["C3", "D4", "B2", "D2", "B4", "E5", "A1"]
path = sys.argv[1]
record = open(path, "a", buffering=1) if path != "-" else None
modes = set(sys.argv[2:])
stones = set()


def answer(ident, text, ok=True):
    if "noid" in modes:
        ident = ""
    sys.stdout.write(("=" if ok else "?") + ident + (" " + text if text else "") + "\n\n")
    sys.stdout.flush()


for line in sys.stdin:
    if record:
        record.write(line)
    words = line.split()
    ident = ""
    if words and words[0].isdigit():
        ident, words = words[0], words[1:]
    if not words:
        continue
    command = words[0]
    if command == "protocol_version":
        answer(ident, "2")
    elif command == "name":
        answer(ident, "gtp fake")
    elif command == "version":
        answer(ident, "1.0")
    elif command in ("boardsize", "clear_board"):
        stones.clear()
        answer(ident, "")
    elif command in ("time_settings", "time_left") and "notime" in modes:
        answer(ident, "unknown command", ok=False)
    elif command == "play":
        if "refuse" in modes:
            answer(ident, "illegal move", ok=False)
        else:
            stones.add(words[2].upper())
            answer(ident, "")
            if "stray" in modes:
                answer("", "A1")
    elif command == "genmove":
        if "crash" in modes and record and not os.path.exists(path + ".crashed"):
            open(path + ".crashed", "w").close()
            sys.exit(3)
        if "late" in modes:
            time.sleep(1.5)
        if "hang" in modes and record and not os.path.exists(path + ".hung"):
            open(path + ".hung", "w").close()
            time.sleep(60)
        if "stale" in modes:
            answer("999", "A1")
        if "resign" in modes:
            answer(ident, "resign")
        elif "garbage" in modes:
            answer(ident, "banana")
        elif "error" in modes:
            answer(ident, "cannot do it", ok=False)
        else:
            move = "C3" if "same" in modes else next((p for p in POINTS if p not in stones), "pass")
            stones.add(move)
            answer(ident, move)
    elif command == "quit":
        answer(ident, "")
        break
    else:
        answer(ident, "")
