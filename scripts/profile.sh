#!/usr/bin/env bash
# Profiles one run of a ply command with async-profiler and prints where the time went: the
# methods the samples were taken in ("self" time, inlined methods under their own names), the
# busiest first. A profile before a change to the search, and the figure after it, as the
# performance issues ask.
#
#   scripts/profile.sh [--top N] [--interval 1ms] -- PLY ARGUMENTS...
#   scripts/profile.sh -- bench solve connect-four --positions benchmarks/connect4/Test_L2_R2
#
# async-profiler (https://github.com/async-profiler/async-profiler) comes from Maven Central
# (tools.profiler:async-profiler, its jar carries the native agent), fetched once into the local
# Maven repository by the wrapper and unpacked under target/. It samples with a CPU timer
# (event=itimer), which needs no access to the processor's counters, so it works in containers and
# virtual machines where perf does not; unlike a JVM's own sampler (JFR) it is not biased towards
# safepoints, so a sample lands on the instruction that was waiting (a transposition table's
# probe, say) rather than on the next loop's back edge. The collapsed stacks are kept in
# target/profile/last.collapsed for a flame graph tool. Linux x86-64 and arm64.
set -euo pipefail
cd "$(dirname "$0")/.."
top=25
interval=1ms
while [ $# -gt 0 ]; do
  case "$1" in
    --top) top=$2; shift 2 ;;
    --interval) interval=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: scripts/profile.sh [--top N] [--interval 1ms] -- PLY ARGUMENTS..." >&2; exit 2 ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "usage: scripts/profile.sh [--top N] [--interval 1ms] -- PLY ARGUMENTS..." >&2
  exit 2
fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) arch=linux-x64 ;;
  Linux-aarch64) arch=linux-arm64 ;;
  *) echo "profile.sh: async-profiler's agent is for Linux x86-64 and arm64 only" >&2; exit 1 ;;
esac
version=3.0
dir=target/profile
agent="$dir/async-profiler-$version/$arch/libasyncProfiler.so"
if [ ! -f "$agent" ]; then
  jar="$HOME/.m2/repository/tools/profiler/async-profiler/$version/async-profiler-$version.jar"
  if [ ! -f "$jar" ]; then
    ./mvnw -q -B dependency:get -Dartifact="tools.profiler:async-profiler:$version" >&2
  fi
  mkdir -p "$dir/async-profiler-$version"
  (cd "$dir/async-profiler-$version" && jar xf "$jar" "$arch/libasyncProfiler.so")
fi
out="$dir/last.collapsed"
rm -f "$out"
PLY_JAVA_OPTS="${PLY_JAVA_OPTS:-} -agentpath:$PWD/$agent=start,event=itimer,interval=$interval,collapsed,file=$PWD/$out" \
  ./ply "$@"
python3 - "$out" "$top" <<'PY'
import collections, sys
path, top = sys.argv[1], int(sys.argv[2])
own = collections.Counter()
total = 0
with open(path) as f:
    for line in f:
        stack, _, count = line.rstrip("\n").rpartition(" ")
        count = int(count)
        total += count
        own[stack.split(";")[-1].replace("/", ".")] += count
if total == 0:
    sys.exit("profile.sh: no samples (did the command run long enough?)")
print(f"\n{total} samples; self time, busiest first:")
for frame, count in own.most_common(top):
    print(f"{100 * count / total:6.1f}%  {frame}")
PY
