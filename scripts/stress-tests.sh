#!/usr/bin/env bash
# The README's test command, run again and again beside two busy loops (`yes > /dev/null`), as on
# a loaded two-core CI machine: a test that waits a fixed short time for a child process, a thread
# or a socket fails here sooner or later. For developers; CI does not run it.
#
#   scripts/stress-tests.sh                      # ./mvnw -B verify, 20 times
#   scripts/stress-tests.sh 5                    # 5 times
#   scripts/stress-tests.sh 10 -o -pl host -am -Dtest=EngineProcessTest   # one class, 10 times
#   scripts/stress-tests.sh 10 -o -pl host -am -Dit.test=EngineCheckIT     # one IT, 10 times
#
# Arguments after the count go to Maven. With -Dtest= alone only those unit tests run (no
# integration test), with -Dit.test= alone only those integration tests; the modules that have
# none of them are not an error.
# Stops at the first failing run, says which run it was and where its reports are. Each run's
# Maven output is kept in a log file, named at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=20
if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then runs=$1; shift; fi
if [ "$runs" -lt 1 ]; then echo "stress-tests: give a number of runs of 1 or more" >&2; exit 2; fi
unit=0 it=0
for arg in "$@"; do
  case $arg in -Dtest=*) unit=1 ;; -Dit.test=*) it=1 ;; esac
done
if [ $unit = 1 ] || [ $it = 1 ]; then
  set -- "$@" -Dsurefire.failIfNoSpecifiedTests=false -Dfailsafe.failIfNoSpecifiedTests=false
  if [ $it = 0 ]; then set -- "$@" -Dit.test=NoSuchIT; fi
  if [ $unit = 0 ]; then set -- "$@" -Dtest=NoSuchTest; fi
fi
logs=$(mktemp -d "${TMPDIR:-/tmp}/ply-stress.XXXXXX")

busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2> /dev/null; done
  wait "${busy[@]}" 2> /dev/null
}
trap stop_busy EXIT
trap 'exit 130' INT TERM
for _ in 1 2; do
  yes > /dev/null &
  busy+=($!)
done

echo "stress-tests: ./mvnw -B verify $* — $runs runs beside 2 busy loops; logs in $logs"
passed=0
for ((i = 1; i <= runs; i++)); do
  log="$logs/run-$i.log"
  touch "$logs/started"  # reports older than this are from an earlier run
  start=$(date +%s)
  ./mvnw -B verify "$@" > "$log" 2>&1
  status=$?
  took=$(($(date +%s) - start))
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    printf 'run %d/%d: pass in %d s\n' "$i" "$runs" "$took"
    continue
  fi
  printf 'run %d/%d: FAIL in %d s (exit code %d)\n' "$i" "$runs" "$took" "$status"
  echo "Maven's output: $log"
  failed=$(find . -path '*/target/*-reports/TEST-*.xml' -newer "$logs/started" \
    -exec grep -l -E '<(failure|error)[ >]' {} + 2> /dev/null | sed 's|^\./||')
  if [ -n "$failed" ]; then
    echo "failing test reports (the .txt and -output.txt beside each hold the details):"
    echo "$failed" | sed 's/^/  /'
  else
    echo "no failing test report: the build failed elsewhere (see the log)"
  fi
  grep -E '^\[ERROR\] +[A-Za-z0-9_.]+(Test|IT)\.' "$log" | head -20
  echo "stress-tests: $passed of $runs runs passed before run $i failed"
  exit 1
done
echo "stress-tests: all $runs runs passed"
