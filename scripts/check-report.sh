#!/usr/bin/env bash
# check-report.sh: renders a Ply HTML report (ply report DB -o report.html) in Debian's headless
# Chromium, takes screenshots, and checks that the page's replay script ran without errors.
#
# Usage: scripts/check-report.sh REPORT.html [OUT.png]
#
#   OUT.png         the top of the page (default: REPORT.png next to the report), 1280x2400
#   OUT-full.png    the whole page (up to 1280x9000), down to the replay and the record
#
# What it checks, in the DOM Chromium dumps after running the page's scripts:
#   - <body> carries data-replay-ready="yes", which the replay script sets once initialised;
#   - the board (<pre id="board">) and the game list (<select id="game-list">) were filled;
#   - opened as REPORT.html#replay=1/1, the replay steps to the first move of game 1 (that
#     move is highlighted, and with board renderings the board differs from the start);
#   - for a game that draws itself, the board is an <img> of a data: URL that changes with the
#     move and, after move 1, is the drawing the report holds for that move (with python3);
#   - the browser console reported no uncaught error.
# It also fails if the page refers to any http:// or https:// resource (a report is
# self-contained; scripts, styles and charts are all inline).
#
# Chromium runs with no network services (no QUIC, background networking, component updates or
# sync) and a throwaway profile. If chromium is missing it is installed with apt-get (as root).
#
# Exit codes: 0 all checks passed, 1 a check failed, 2 a usage error or no Chromium.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ] || [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
report="$1"
if [ ! -f "$report" ]; then
  echo "check-report: no such file: $report" >&2
  exit 2
fi
abs="$(readlink -f "$report")"
out="${2:-${abs%.html}.png}"
out="$(readlink -f "$(dirname "$out")")/$(basename "$out")"
full_out="${out%.png}-full.png"

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "check-report: chromium is not installed; run: sudo apt-get install -y chromium" >&2
    exit 2
  fi
  echo "check-report: installing chromium with apt-get ..." >&2
  apt-get update >&2 && apt-get install -y chromium >&2
fi

workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT

# Each run gets its own fresh profile directory.
chrome() {
  local profile
  profile="$(mktemp -d "$workdir/profile.XXXXXX")"
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" "$@"
}

status=0
fail() {
  echo "check-report: FAIL: $*" >&2
  status=1
}

chrome --window-size=1280,2400 --screenshot="$out" "file://$abs" 2>"$workdir/shot.log" \
  || fail "chromium could not take the screenshot (see below)"
chrome --window-size=1280,9000 --screenshot="$full_out" "file://$abs" \
  2>"$workdir/shot-full.log" || fail "chromium could not take the full-page screenshot"
chrome --enable-logging=stderr --v=0 --virtual-time-budget=5000 --dump-dom "file://$abs" \
  >"$workdir/dom.html" 2>"$workdir/dom.log" || fail "chromium could not dump the DOM"

if ! grep -q 'data-replay-ready="yes"' "$workdir/dom.html"; then
  fail "the replay script did not finish: no data-replay-ready=\"yes\" on <body>"
fi
if grep -q '<pre id="board"></pre>' "$workdir/dom.html"; then
  fail "the replay shows no board"
fi
if ! grep -q '<select id="game-list"[^>]*><option' "$workdir/dom.html"; then
  fail "the game list is empty"
fi
chrome --enable-logging=stderr --v=0 --virtual-time-budget=5000 --dump-dom \
  "file://$abs#replay=1/1" >"$workdir/step.html" 2>"$workdir/step.log" \
  || fail "chromium could not dump the DOM of #replay=1/1"
if ! grep -Eq '<button type="button"[^>]* class="current"' "$workdir/step.html"; then
  fail "#replay=1/1 did not step to the first move of game 1"
fi
board_at() {
  tr '\n' '\r' <"$1" | grep -o '<pre id="board"[^>]*>[^<]*</pre>' || true
}
drawing_at() {
  tr '\n' '\r' <"$1" | grep -o '<img id="board-svg"[^>]*>' \
    | grep -o 'src="data:image/svg+xml[^"]*"' || true
}
if grep -q 'id="position">after move' "$workdir/step.html" \
    && [ "$(board_at "$workdir/dom.html")" = "$(board_at "$workdir/step.html")" ]; then
  fail "the board did not change after stepping to the first move"
fi
# A game that draws itself: the first game's board is an image (a data: URL, nothing fetched),
# and it changes with the move.
if grep -q '"svgs":{' "$abs"; then
  if [ -z "$(drawing_at "$workdir/step.html")" ]; then
    fail "the game draws its boards, but the replay shows no drawn board"
  elif [ "$(drawing_at "$workdir/dom.html")" = "$(drawing_at "$workdir/step.html")" ]; then
    fail "the drawn board did not change after stepping to the first move"
  elif command -v python3 >/dev/null 2>&1; then
    # The image the browser shows after move 1 is the drawing the report holds for game 1's
    # first move (which ply export --format svg writes too, and DrawnBoardsIT checks against the
    # store's moves).
    drawing_at "$workdir/step.html" >"$workdir/shown.txt"
    if ! python3 - "$abs" "$workdir/shown.txt" <<'PY'
import json, re, sys, urllib.parse
page = open(sys.argv[1], encoding="utf-8").read()
data = json.loads(re.search(
    r'<script type="application/json" id="ply-games">(.*?)</script>', page, re.S).group(1))
game = next(g for g in data["games"] if g["n"] == 1)
svgs, runs = game["svgs"], game["svgs"]["frames"][1]
lines = [line for r in range(0, len(runs), 2)
         for line in svgs["lines"][runs[r]:runs[r] + runs[r + 1]]]
shown = open(sys.argv[2], encoding="utf-8").read().strip()
shown = urllib.parse.unquote(shown[len('src="'):-1].split(",", 1)[1])
sys.exit(0 if shown == "\n".join(lines) else 1)
PY
    then
      fail "the drawn board after move 1 is not the drawing the report holds for it"
    fi
  fi
fi
if grep -E 'Uncaught|SyntaxError|TypeError|ReferenceError' "$workdir/dom.log" \
    "$workdir/step.log" >&2; then
  fail "the browser console reported errors (above)"
fi
if grep -Eo '(src|href)="https?://[^"]*"' "$abs" >&2; then
  fail "the report refers to resources on the network (above)"
fi

if [ "$status" -ne 0 ]; then
  echo "--- chromium log ---" >&2
  cat "$workdir/shot.log" "$workdir/dom.log" "$workdir/step.log" >&2
  exit 1
fi
echo "check-report: OK: the replay script ran; screenshots: $out $full_out"
