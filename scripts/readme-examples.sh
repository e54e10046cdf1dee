#!/usr/bin/env bash
# Runs the examples of README.md, or of the page given, as a user would, in the order they appear,
# from the repository's root: every ```sh block as a shell script (a failing command fails it) and
# every ```python block with a Python that has pandas. The README's test command (./mvnw ... verify)
# is left out of its block: .ci/run runs it just before this script, and a test suite cannot run
# itself. Blocks of output or of commands CI cannot run are marked ``` or ```text instead.
#
#   scripts/readme-examples.sh            # the README's
#   scripts/readme-examples.sh docs/solving.md   # a page's (its Kalah(6,4) solve takes 7 minutes)
#   PLY_README_SKIP='kalah' scripts/readme-examples.sh docs/solving.md   # leave out blocks that
#                                                  # match a regex
#
# Exit code 0 when every example ran; 1 at the first one that failed, with its output.
set -euo pipefail
cd "$(dirname "$0")/.."
readme=${1:-README.md}
skip=${PLY_README_SKIP:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One file per block: block-N.sh or block-N.py, and its first line number in block-N.line.
awk -v dir="$work" '
  /^```(sh|python)[[:space:]]*$/ {
    n++; kind = ($0 ~ /python/) ? "py" : "sh"; file = dir "/block-" n "." kind
    print NR > (dir "/block-" n ".line"); inside = 1; printf "" > file; next }
  /^```/ { inside = 0; next }
  inside && !/^\.\/mvnw .*verify/ { print >> file }
' "$readme"

python_with_pandas() {
  for candidate in python3 /usr/bin/python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import pandas' 2>/dev/null; then
      echo "$candidate"; return 0
    fi
  done
  return 1
}

count=0
blocks=$(ls "$work" | grep -c '\.line$' || true)
for n in $(seq 1 "$blocks"); do
  line=$(cat "$work/block-$n.line")
  block=$(ls "$work/block-$n".sh "$work/block-$n".py 2>/dev/null || true)
  if [ ! -s "$block" ]; then continue; fi
  if [ -n "$skip" ] && grep -Eq -- "$skip" "$block"; then
    echo "$readme line $line: skipped (PLY_README_SKIP)"; continue
  fi
  start=$(date +%s)
  case "$block" in
    *.sh) runner=(bash -euo pipefail "$block") ;;
    *.py) python=$(python_with_pandas) || {
            echo "$readme line $line: needs Python with pandas (Debian: apt-get install python3-pandas)" >&2
            exit 1; }
          runner=("$python" "$block") ;;
  esac
  if ! "${runner[@]}" > "$work/out" 2>&1; then
    echo "$readme line $line: FAILED" >&2
    sed 's/^/    /' "$block" >&2
    echo "  output:" >&2
    tail -n 40 "$work/out" | sed 's/^/    /' >&2
    exit 1
  fi
  count=$((count + 1))
  echo "$readme line $line: ok ($(( $(date +%s) - start )) s): $(head -n 1 "$block" | cut -c1-80)"
done
echo "$count examples of $readme ran"
