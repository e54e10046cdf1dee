#!/usr/bin/env python3
# A "UCI engine" that never answers the handshake: Ply must forfeit its games on the handshake's
# own timeout, not hang.
import sys, time
for line in sys.stdin:
    time.sleep(0.01)
