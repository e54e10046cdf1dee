#!/usr/bin/env python3
# A UCI engine that goes wrong in one way, named by its argument:
#   nouciok   says its name but never uciok
#   late      answers every go after 3 s, ignoring stop
#   long      answers go with a line of 2 MiB and no end
#   crash     writes an info line, then exits with code 3 in the middle of the search
#   midgame   plays its first move of a process, then crashes as crash does at its second go
#   numeric   answers its move in another notation (ICCF numbers: 5254 for e2e4)
#   deaf      plays (e2e4 for White, e7e5 for Black) but never ends 'go infinite', stop or not
import sys, time

mode = sys.argv[1]
moves = 0
gos = 0
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "uci":
        print("id name broken " + mode, flush=True)
        if mode != "nouciok":
            print("uciok", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[0] == "position":
        moves = len(words[words.index("moves") + 1:]) if "moves" in words else 0
    elif words[0] == "go":
        gos += 1
        if mode == "midgame" and gos == 2:
            print("info depth 1 score cp 0", flush=True)
            sys.exit(3)
        if mode == "late":
            time.sleep(3)
        elif mode == "long":
            sys.stdout.write("x" * (2 << 20))
            sys.stdout.flush()
            time.sleep(60)
        elif mode == "crash":
            print("info depth 1 score cp 0", flush=True)
            sys.exit(3)
        elif mode == "numeric":
            print("bestmove 5254", flush=True)
            continue
        elif mode == "deaf" and "infinite" in words:
            continue
        print("bestmove " + ("e7e5" if moves % 2 else "e2e4"), flush=True)
    elif words[0] == "quit":
        break
