#!/usr/bin/env python3
# A scripted xboard (CECP 2) engine for the tests: it writes each line it reads to the file named
# first, and answers go with the first move of the tests' vocabulary not yet played on its board
# (after a thinking line). As a real engine does, it plays on after its move until told "force":
# a move it is told then is answered with its own, without a "go" (that is how an engine told
# "hard" ponders). The words after the file change what it does:
#   nosetboard  offers setboard=0        resign   resigns instead of moving
#   nodone      sends no feature done    done0    sends done=0 and never done=1
#   refuse      answers "Illegal move" to every move it is told
#   slowstart   takes 3 s to answer protover (as one that loads a large network might)
import sys
import time

WORDS = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]
record = open(sys.argv[1], "a", buffering=1)
modes = set(sys.argv[2:])
played = []
forcing = False


def say(text):
    print(text, flush=True)


def play():
    reply = next(w for w in WORDS if w not in played)
    played.append(reply)
    say("3 25 7 1234 %s" % reply)
    say("move " + reply)


for line in sys.stdin:
    record.write(line)
    words = line.split()
    if not words:
        continue
    command = words[0]
    if command == "protover":
        if "slowstart" in modes:
            time.sleep(3)
        say('feature myname="words engine" ping=1 usermove=1 san=1 sigint=1 colors=0')
        say("feature setboard=%d" % (0 if "nosetboard" in modes else 1))
        if "done0" in modes:
            say("feature done=0")
        elif "nodone" not in modes:
            say("feature done=0")
            say("feature flying=1 done=1")
    elif command == "ping":
        say("pong " + words[1])
    elif command == "force":
        forcing = True
    elif command in ("new", "setboard"):
        played = []
        forcing = forcing and command == "setboard"
    elif command == "usermove" or command in WORDS:
        move = words[-1]
        if "refuse" in modes:
            say("Illegal move: " + move)
        else:
            played.append(move)
            if not forcing:
                play()
    elif command == "go":
        forcing = False
        if "resign" in modes:
            say("resign")
            continue
        play()
    elif command == "quit":
        break
