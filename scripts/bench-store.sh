#!/usr/bin/env bash
# Games per second of configs/tic-tac-toe-10000-games.yaml recorded into SQLite and into
# PostgreSQL: the store's cost per game, since tic-tac-toe games take microseconds.
#
#   scripts/bench-store.sh postgresql://ply@127.0.0.1:5432/ply_bench   # an empty database
#
# The password comes from PGPASSWORD or ~/.pgpass, as for psql. The rate is the run's games over
# the time from its first game's start to its last game's end, read back from each store.
set -euo pipefail
cd "$(dirname "$0")/.."
url=${1:?"usage: scripts/bench-store.sh postgresql://user@host:port/database"}
config=configs/tic-tac-toe-10000-games.yaml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./ply list > /dev/null

rate() {  # rate DB: games per second of the latest run in DB, from ply export
  ./ply export "$1" --format csv -o "$work/export" > /dev/null
  python3 - "$work/export/games.csv" <<'PY'
import csv, sys, datetime
rows = list(csv.DictReader(open(sys.argv[1])))
t = lambda s: datetime.datetime.fromisoformat(s.replace("Z", "+00:00"))
start = min(t(r["started_at"]) for r in rows)
end = max(t(r["ended_at"]) for r in rows)
print(f"{len(rows) / (end - start).total_seconds():.0f}")
PY
}

./ply tournament "$config" --db "$work/bench.db" --fresh > /dev/null
echo "SQLite:     $(rate "$work/bench.db") games/s"
./ply tournament "$config" --db "$url" --fresh > /dev/null
echo "PostgreSQL: $(rate "$url") games/s"
