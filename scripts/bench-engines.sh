#!/usr/bin/env bash
# The referee's speed with real engines (issue #16): 200 games of Stockfish against itself at
# 2,000 nodes a move, two at a time (benchmarks/chess/stockfish-selfplay.yaml), and what they
# cost: games a minute, plies a second, and the referee's overhead per move (the wall time of a
# move as the referee measured it, minus the time the engine says it searched), then the same
# games replayed by benchmarks/chess/uci_floor.py, a minimal UCI driver that sends the engines
# the same commands and does nothing else: the floor any referee (cutechess, fastchess) has here.
#
#   scripts/bench-engines.sh                 # the 200 node-limited games
#   scripts/bench-engines.sh --clock 20      # and 20 games at 10 s + 0.1 s: any time forfeit?
#
# Needs Debian's stockfish (apt-get install stockfish; it lives in /usr/games).
set -euo pipefail
cd "$(dirname "$0")/.."
clock_games=0
if [ "${1:-}" = "--clock" ]; then clock_games=${2:?"--clock N: how many games on the clock"}; fi
[ -x /usr/games/stockfish ] || { echo "bench-engines: install stockfish first" >&2; exit 1; }
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
