#!/usr/bin/env python3
# A UCI engine that completes the handshake, then answers every go with a move that is not legal.
import sys
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if word == "uci":
        print("id name garbage\nuciok", flush=True)
    elif word == "isready":
        print("readyok", flush=True)
    elif word == "go":
        print("info depth 1 score cp 3\nbestmove e2e5", flush=True)
    elif word == "quit":
        break
