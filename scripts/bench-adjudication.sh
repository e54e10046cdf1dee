#!/usr/bin/env bash
# What adjudication by proof saves (issue #14): a Connect Four round robin of players with 100 ms a move
# (benchmarks/adjudication/connect-four.yaml) played to the end, then with
# `adjudication: {proof: {nodes: N, strategy: mtd-bi, tt-mb: 64}}`; prints each run's wall time,
# plies played, how many games each rule ended, and whether every game kept its result.
#
#   scripts/bench-adjudication.sh            # proof budget 200,000 nodes
#   scripts/bench-adjudication.sh 200000     # another budget
set -euo pipefail
cd "$(dirname "$0")/.."
nodes=${1:-200000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./ply list > /dev/null
config=benchmarks/adjudication/connect-four.yaml
cp "$config" "$work/plain.yaml"
{ cat "$config"; printf 'adjudication:\n  proof: {nodes: %s, strategy: mtd-bi, tt-mb: 64}\n' \
    "$nodes"; } > "$work/proof.yaml"

for run in plain proof; do
  start=$(date +%s.%N)
  ./ply tournament "$work/$run.yaml" --db "$work/$run.db" --fresh > "$work/$run.log"
  end=$(date +%s.%N)
  echo "$run: $(echo "$end - $start" | bc) s wall, $(sqlite3 "$work/$run.db" \
    "select count(*) || ' games, ' || sum(plies) || ' plies' from games")"
done
echo "games ended by each rule with proof: $(sqlite3 "$work/proof.db" "select coalesce(
  group_concat(rule || ' ' || n, ', '), 'none') from (select rule, count(*) n from adjudications
  group by rule)")"
echo "results that differ from the games played to the end: $(sqlite3 "$work/proof.db" \
  "attach '$work/plain.db' as p; select count(*) from games g join p.games q on q.number =
  g.number where coalesce(g.winner, '') <> coalesce(q.winner, '')")"
