#!/usr/bin/env bash
# Random playouts a second of the gdl plugin's tic-tac-toe, Connect Four, Nim and four-role race,
# against Ply's own Java plugins of the same games and SWI-Prolog running the same rules
# (Debian's swi-prolog-nox; its column is empty without it): docs/gdl.md quotes the figures.
#
#   scripts/bench-gdl.sh [rounds] [game ...] [--no-prolog]
#   rounds of one second per program and game, default 5; the games named only (default all four);
#   --no-prolog leaves SWI-Prolog out
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./mvnw -o -q -B test-compile dependency:build-classpath -pl plugins/gdl -am \
  -Dmdep.outputFile="$work/cp" -Dmdep.includeScope=test > /dev/null
java -cp "plugins/gdl/target/test-classes:plugins/gdl/target/classes:$(cat "$work/cp")" \
  dev.ply.gdl.GdlBench "${1:-5}" "${@:2}"
