#!/usr/bin/env python3
# A Ply line-protocol player that leaves a process behind the way a daemon does: at its start it
# double-forks a 'sleep 1000' under setsid (a new session, its parent gone, adopted by init, no
# descendant of the player any more) and appends that process's pid to the file named first.
# Then it plays the first legal move it is given.
import os
import subprocess
import sys

env = dict(os.environ, PIDFILE=sys.argv[1])
subprocess.run(["sh", "-c", "setsid sh -c 'sleep 1000 </dev/null >/dev/null 2>&1 &"
                " echo $! >> \"$PIDFILE\"' & wait"], env=env, check=True)
legal = []
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "ply":
        print("ready escaping", flush=True)
    elif words[0] == "newgame":
        print("ok", flush=True)
    elif words[0] == "legal":
        legal = words[1:]
    elif words[0] == "go":
        print("move " + legal[0] if legal else "nomove", flush=True)
    elif words[0] == "quit":
        break
