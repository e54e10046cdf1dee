#!/usr/bin/env python3
"""A Ply player in Python: plays a random legal move, reproducibly from the game's seed.

It speaks Ply's line protocol on standard input and output (see docs/line-protocol.md);
Ply starts it for a player whose config has `command: [python3, <this file>]`.
Anything written to standard error goes to the player's log file.
"""
import random
import sys


def main():
    rng = random.Random(0)
    legal = []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "ply":
            reply("ready random-py")
        elif command == "newgame":
            # newgame GAME SEAT SEED VARIANT
            rng = random.Random(int(words[3]))
            reply("ok")
        elif command == "legal":
            legal = words[1:]
        elif command == "go":
            if legal:
                reply("move " + rng.choice(legal) + " depth=0 nodes=1")
            else:
                reply("nomove")
        elif command == "quit":
            return
        # position, limits and stop need nothing from a random player


def reply(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
