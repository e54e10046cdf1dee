#!/usr/bin/env python3
"""The floor of a UCI referee on this machine: the fewest seconds in which any referee can play
the games of a run that Ply recorded, measured beside Ply's own time (scripts/bench-engines.sh).

It replays each recorded game with the same engines and the same commands Ply sends
(ucinewgame, isready, position fen ... moves ..., go nodes N), doing nothing else: no legality
check, no clock, no record. Stockfish at a node limit with a fresh hash is deterministic, so the
engines search the same positions as in Ply's run. Games are played two at a time, as Ply did.

    python3 benchmarks/chess/uci_floor.py RESULTS.db [ENGINE] [NODES]
"""
import sqlite3
import subprocess
import sys
import threading
import time

db, engine = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "/usr/games/stockfish")
nodes = sys.argv[3] if len(sys.argv) > 3 else "2000"
games = sqlite3.connect(db).execute(
    "select g.variant, (select group_concat(move, ' ') from (select move from moves m"
    " where m.game_id = g.id order by m.ply)) from games g order by g.number").fetchall()


def start():
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)
    ask(p, ["uci"], "uciok")
    ask(p, ["setoption name Hash value 16", "setoption name Threads value 1", "isready"],
        "readyok")
    return p


def ask(p, lines, until):
    for line in lines:
        p.stdin.write(line + "\n")
    p.stdin.flush()
    while True:
        answer = p.stdout.readline()
        if answer.startswith(until):
            return answer


def play(share):
    engines = [start(), start()]
    for variant, moves in share:
        fen = variant.split("fen=", 1)[1].split(", chess960=")[0] if "fen=" in variant else None
        moves = (moves or "").split()
        for e in engines:
            ask(e, ["ucinewgame", "isready"], "readyok")
        for ply in range(len(moves)):
            position = ("position fen " + fen) if fen else "position startpos"
            if ply:
                position += " moves " + " ".join(moves[:ply])
            ask(engines[ply % 2], [position, "go nodes " + nodes], "bestmove")
    for e in engines:
        e.stdin.write("quit\n")
        e.stdin.flush()


started = time.time()
threads = [threading.Thread(target=play, args=(games[i::2],)) for i in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
wall = time.time() - started
plies = sum(len((m or "").split()) for _, m in games)
print(f"floor: {len(games)} games in {wall:.1f} s: {len(games) * 60 / wall:.0f} games a minute,"
      f" {plies / wall:.0f} plies a second (the same engines and commands, nothing else)")
