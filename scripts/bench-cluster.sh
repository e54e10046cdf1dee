#!/usr/bin/env bash
# Games per second of a node-limited Connect Four tournament played by one cluster worker, then by
# two (one slot each), on this machine's loopback; prints both rates and their ratio.
#
#   scripts/bench-cluster.sh            # about a minute and a half on two cores
#
# The rate is the run's games over the time from its first game's start to its last game's end,
# read from the results database, so the start-up of the JVMs is not counted.
set -euo pipefail
cd "$(dirname "$0")/.."
ply=./ply
config=benchmarks/cluster/connect-four-nodes.yaml
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
# The cluster's secret, for the coordinator and its workers alike.
PLY_CLUSTER_SECRET=$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')
export PLY_CLUSTER_SECRET
$ply list > /dev/null  # build once, before anything is timed

rate() {  # rate WORKERS PORT
  local workers=$1 port=$2 db="$work/bench-$1.db"
  $ply tournament "$config" --db "$db" --cluster --listen "127.0.0.1:$port" > "$work/coordinator-$1.log" 2>&1 &
  local coordinator=$!
  for _ in $(seq 1 100); do
    grep -q 'coordinator listening' "$work/coordinator-$1.log" && break
    sleep 0.2
  done
  local pids=()
  for w in $(seq 1 "$workers"); do
    $ply worker --join "127.0.0.1:$port" --listen "127.0.0.1:$((port + 10 * w))" \
      > "$work/worker-$1-$w.log" 2>&1 &
    pids+=($!)
  done
  wait "$coordinator"
  kill "${pids[@]}" 2>/dev/null || true
  sqlite3 "$db" "select printf('%.2f', count(*) / ((julianday(max(ended_at)) - julianday(min(started_at))) * 86400.0)) from games"
}

one=$(rate 1 5901)
two=$(rate 2 5951)
echo "one worker:  $one games/s"
echo "two workers: $two games/s"
python3 -c "print(f'ratio:       {$two / $one:.2f}x')"
