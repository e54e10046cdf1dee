#!/usr/bin/env python3
# Runs an engine (the arguments after the first) and passes every line between it and Ply,
# appending each to the file named first: "> line" for what Ply sent, "< line" for the engine's.
# Tests read it to see what an engine was told.
import subprocess, sys, threading

import os
record = open(sys.argv[1].replace("%p", str(os.getpid())), "a", buffering=1)
lock = threading.Lock()
engine = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True, bufsize=1)

def note(mark, line):
    with lock:
        record.write(mark + " " + line.rstrip("\n") + "\n")

def answers():
    for line in engine.stdout:
        note("<", line)
        sys.stdout.write(line)
        sys.stdout.flush()

reader = threading.Thread(target=answers)
reader.start()
for line in sys.stdin:
    note(">", line)
    try:
        engine.stdin.write(line)
        engine.stdin.flush()
    except BrokenPipeError:
        break
    if line.strip() == "quit":
        break  # the engine ends; Ply need not close our input for us to follow it
try:
    engine.stdin.close()
except BrokenPipeError:
    pass
engine.wait()
reader.join()
