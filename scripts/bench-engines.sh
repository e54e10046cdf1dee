#!/usr/bin/env bash
# The referee's speed with real engines (issues #16 and #36): 200 games of Stockfish against itself
# at 2,000 nodes a move, two at a time (benchmarks/chess/stockfish-selfplay.yaml), and what they
# cost: games a minute, plies a second, and the referee's overhead per move (the wall time of a
# move as the referee measured it, minus the time the engine says it searched), then the same
# games replayed by benchmarks/chess/uci_floor.py, a minimal UCI driver that sends the engines
# the same commands and does nothing else.
#
#   scripts/bench-engines.sh                        # the 200 node-limited games, and the floor
#   scripts/bench-engines.sh --clock 20             # and 20 games at 10 s + 0.1 s: any time forfeit?
#   scripts/bench-engines.sh --fastchess PATH       # side by side with fastchess, alternated
#   scripts/bench-engines.sh --fastchess PATH --games 40 --concurrency 1 --runs 3
#
# With --fastchess, fastchess (https://github.com/Disservin/fastchess) and Ply play the same games
# (the first GAMES/2 openings of random8.epd, each twice with colours swapped, at the concurrency
# given) one after the other, RUNS times (fastchess first in each pair); each is timed whole, from
# the command to its exit, as a user waits for it. It prints each run, the medians and the ratio,
# and each referee's own processor time (the JVM's, or fastchess's, without the engines': read from
# /proc while it runs) in all and per move.
# Needs Debian's stockfish (apt-get install stockfish; it lives in /usr/games).
set -euo pipefail
cd "$(dirname "$0")/.."
clock_games=0
fastchess=""
games=200
concurrency=2
runs=3
usage="usage: scripts/bench-engines.sh [--clock N] [--fastchess PATH [--games N] [--concurrency N] [--runs N]]"
while [ $# -gt 0 ]; do
  case "$1" in
    --clock) clock_games=${2:?"--clock N: how many games on the clock"}; shift 2 ;;
    --fastchess) fastchess=${2:?"--fastchess PATH: the fastchess program"}; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
[ -x /usr/games/stockfish ] || { echo "bench-engines: install stockfish first" >&2; exit 1; }
if [ -n "$fastchess" ] && [ ! -x "$fastchess" ]; then
  echo "bench-engines: $fastchess is not a program (build fastchess with make)" >&2; exit 1
fi
if [ $((games % 2)) -ne 0 ] || [ "$games" -lt 2 ]; then
  echo "bench-engines: --games must be even (each opening is played twice)" >&2; exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./ply list > /dev/null

summary() {  # summary DB: the run's rates, read back from the store with sqlite3's JSON functions
  python3 - "$1" <<'PY'
import sqlite3, sys, datetime
db = sqlite3.connect(sys.argv[1])
t = lambda s: datetime.datetime.fromisoformat(s.replace("Z", "+00:00"))
games = db.execute("select started_at, ended_at, plies, termination from games").fetchall()
start = min(t(g[0]) for g in games)
end = max(t(g[1]) for g in games)
wall = (end - start).total_seconds()
plies = sum(g[2] for g in games)
forfeits = sum(1 for g in games if g[3] == "time-forfeit")
moves, overhead = db.execute("""select count(*), avg(time_ms - json_extract(counters,
    '$."engine-time-ms"')) from moves where json_extract(counters, '$."engine-time-ms"')
    is not null""").fetchone()
print(f"{len(games)} games in {wall:.1f} s: {len(games) * 60 / wall:.0f} games a minute,"
      f" {plies / wall:.0f} plies a second, {plies / len(games):.0f} plies a game")
print(f"referee overhead: {overhead:.2f} ms a move (wall time minus the engine's reported"
      f" time, over {moves} moves); time forfeits: {forfeits}")
PY
}

if [ -n "$fastchess" ]; then
  sed -e "s/games-per-pairing: 200/games-per-pairing: $games/" \
      -e "s/^concurrency: 2/concurrency: $concurrency/" \
      -e "s|file: random8.epd|file: $PWD/benchmarks/chess/random8.epd|" \
      benchmarks/chess/stockfish-selfplay.yaml > "$work/side.yaml"
  mkdir -p "$work/fastchess"
  python3 - "$work" "$runs" -- \
    "$(cd "$(dirname "$fastchess")" && pwd)/$(basename "$fastchess")" \
    -engine cmd=/usr/games/stockfish name=stockfish-a \
    -engine cmd=/usr/games/stockfish name=stockfish-b \
    -each tc=inf nodes=2000 option.Hash=16 option.Threads=1 \
    -openings file="$PWD/benchmarks/chess/random8.epd" format=epd order=sequential \
    -rounds $((games / 2)) -games 2 -repeat -concurrency "$concurrency" -- \
    ./ply tournament "$work/side.yaml" --db "$work/side.db" --fresh <<'PY'
import os, sqlite3, statistics, subprocess, sys, time
work, runs = sys.argv[1], int(sys.argv[2])
rest = sys.argv[3:]
split = rest.index("--", 1)
fastchess, ply = rest[1:split], rest[split + 1:]
tick = os.sysconf("SC_CLK_TCK")

def timed(command, cwd):
    """Wall seconds from start to exit, and the processor seconds of the process itself."""
    start = time.monotonic()
    p = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    cpu = 0.0
    while p.poll() is None:
        try:
            with open(f"/proc/{p.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            cpu = (int(fields[11]) + int(fields[12])) / tick
        except (OSError, IndexError):
            pass
        time.sleep(0.05)
    if p.returncode != 0:
        sys.exit(f"bench-engines: {command[0]} failed with exit code {p.returncode}")
    return time.monotonic() - start, cpu

rows = []
for run in range(1, runs + 1):
    f_wall, f_cpu = timed(fastchess, os.path.join(work, "fastchess"))
    p_wall, p_cpu = timed(ply, os.getcwd())
    plies = sqlite3.connect(os.path.join(work, "side.db")).execute(
        "select sum(plies) from games where run_id = (select max(run_id) from games)").fetchone()[0]
    rows.append((f_wall, p_wall, f_cpu, p_cpu, plies))
    print(f"run {run}: fastchess {f_wall:6.1f} s   Ply {p_wall:6.1f} s   Ply / fastchess"
          f" {p_wall / f_wall:.2f}", flush=True)
med = lambda i: statistics.median(r[i] for r in rows)
plies = rows[-1][4]
games = sqlite3.connect(os.path.join(work, "side.db")).execute(
    "select count(*) from games where run_id = (select max(run_id) from games)").fetchone()[0]
ratios = statistics.median(r[1] / r[0] for r in rows)
print(f"median of {runs}: fastchess {med(0):.1f} s ({games * 60 / med(0):.0f} games a minute),"
      f" Ply {med(1):.1f} s ({games * 60 / med(1):.0f} games a minute);"
      f" Ply / fastchess {med(1) / med(0):.2f} (median of the runs' ratios {ratios:.2f})")
print(f"the referee's own processor time (median): fastchess {med(2):.2f} s"
      f" ({med(2) * 1e6 / plies:.0f} us a move), Ply's JVM {med(3):.2f} s"
      f" ({med(3) * 1e6 / plies:.0f} us a move, start-up and JIT compiler included),"
      f" over the {plies} moves of a run")
PY
  exit 0
fi

./ply tournament benchmarks/chess/stockfish-selfplay.yaml --db "$work/nodes.db" --fresh \
  > "$work/nodes.log"
echo "Stockfish at 2,000 nodes a move, two games at a time:"
summary "$work/nodes.db"
# Side by side: the same games replayed by a referee that does nothing but talk UCI.
python3 benchmarks/chess/uci_floor.py "$work/nodes.db"

if [ "$clock_games" -gt 0 ]; then
  sed -e "s/games-per-pairing: 200/games-per-pairing: $clock_games/" \
      -e "s/    nodes: 2000/    clock: {base: 10s, increment: 100ms}/" \
      -e "s/name: Stockfish self-play, 2000 nodes/name: Stockfish self-play, 10s+0.1s/" \
      -e "s|file: random8.epd|file: $PWD/benchmarks/chess/random8.epd|" \
      benchmarks/chess/stockfish-selfplay.yaml > "$work/clock.yaml"
  ./ply tournament "$work/clock.yaml" --db "$work/clock.db" --fresh > "$work/clock.log"
  echo "Stockfish at 10 s + 0.1 s, two games at a time:"
  summary "$work/clock.db"
fi
