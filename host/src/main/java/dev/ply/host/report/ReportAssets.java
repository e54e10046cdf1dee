package dev.ply.host.report;

/**
 * The report's style sheet and replay script, inlined into every report so that the file needs
 * nothing else: no URL, no font, no library.
 *
 * <p>The script reads the games from the JSON in {@code <script type="application/json"
 * id="ply-games">}, fills the game list, and steps through the selected game's renderings. It
 * writes text only through {@code textContent}, never markup, so no recorded string can become
 * HTML. A link ending in {@code #replay=N/P} opens game N after its P-th recorded move. Once it is
 * ready it sets {@code data-replay-ready="yes"} on {@code <body>}, which {@code
 * scripts/check-report.sh} looks for in the DOM headless Chromium dumps.
 */
final class ReportAssets {

  private ReportAssets() {}

  static final String CSS =
      """
      :root { --fg: #1d232a; --muted: #5b6670; --line: #d5dbe1; --accent: #2f6fb0;
              --soft: #f3f6f9; }
      * { box-sizing: border-box; }
      body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
             color: var(--fg); margin: 0 auto; padding: 16px 28px 60px; max-width: 1240px; }
      h1 { font-size: 1.6em; margin: 0.4em 0 0.2em; }
      h2 { font-size: 1.25em; margin: 1.8em 0 0.5em; padding-bottom: 4px;
           border-bottom: 2px solid var(--line); }
      h3 { font-size: 1.05em; margin: 1.2em 0 0.4em; }
      p.note, .muted { color: var(--muted); }
      nav a { color: var(--accent); margin-right: 14px; text-decoration: none; }
      table { border-collapse: collapse; margin: 6px 0 10px; }
      th, td { border: 1px solid var(--line); padding: 3px 9px; vertical-align: top; }
      th { background: var(--soft); text-align: left; font-weight: 600; }
      td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
      td.diag { background: #eceff2; text-align: center; color: var(--muted); }
      table.info th { width: 12em; }
      table.matrix td { text-align: center; min-width: 4.2em; font-variant-numeric: tabular-nums; }
      pre { background: var(--soft); border: 1px solid var(--line); padding: 10px 12px;
            overflow-x: auto; font: 13px/1.35 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
      code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
                    font-size: 13px; }
      .charts { display: flex; flex-wrap: wrap; gap: 18px; }
      svg.chart { max-width: 100%; height: auto; font-size: 12px; }
      svg .grid { stroke: #e3e7eb; stroke-width: 1; }
      svg .grid.zero { stroke: #9aa5b0; stroke-dasharray: 4 3; }
      svg .interval { stroke: var(--accent); stroke-width: 2; }
      svg .point { fill: var(--accent); }
      svg .bar { fill: #6c9bd2; }
      svg .name, svg .value, svg .tick { fill: var(--fg); }
      svg .tick, svg .axis-label { fill: var(--muted); }
      svg .chart-title { font-weight: 600; font-size: 13px; fill: var(--fg); }
      .replay { display: grid; grid-template-columns: minmax(260px, 360px) 1fr; gap: 20px;
                align-items: start; }
      #game-list { width: 100%; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
      .controls { display: flex; gap: 6px; align-items: center; margin: 6px 0; flex-wrap: wrap; }
      .controls button { font-size: 14px; padding: 3px 10px; }
      #position { color: var(--muted); margin-left: 8px; }
      #board { display: inline-block; min-width: 16em; font-size: 15px; line-height: 1.25; }
      #moves { display: flex; flex-wrap: wrap; gap: 3px; margin: 6px 0; }
      #moves button { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; border: 1px solid
                      var(--line); background: #fff; padding: 1px 5px; cursor: pointer; }
      #moves button .ply { color: var(--muted); margin-right: 3px; }
      #moves button.current { background: var(--accent); color: #fff; border-color: var(--accent); }
      #moves button.current .ply { color: #dce8f5; }
      #moves .opening { color: var(--muted); font: 12px ui-monospace, monospace; padding: 2px 4px; }
      #replay-note { color: #8a4b00; margin: 4px 0; }
      #replay-note:empty, #move-info:empty { display: none; }
      td.nowrap { white-space: nowrap; }
      #game-info td, #game-info th { font-size: 13px; }
      #move-info { font-size: 13px; color: var(--muted); min-height: 1.5em; }
      details summary { cursor: pointer; color: var(--accent); }
      """;

  static final String SCRIPT =
      """
      (function () {
        'use strict';
        var data = JSON.parse(document.getElementById('ply-games').textContent);
        var games = data.games;
        var list = document.getElementById('game-list');
        var board = document.getElementById('board');
        var position = document.getElementById('position');
        var info = document.getElementById('game-info');
        var moves = document.getElementById('moves');
        var moveInfo = document.getElementById('move-info');
        var note = document.getElementById('replay-note');
        var game = null;
        var at = 0;
        var buttons = [];

        function label(g) {
          return '#' + g.n + '  ' + g.players.join(' vs ') + '  ' + g.result
            + (g.ending ? '  (' + g.ending + ')' : '') + '  ' + g.length;
        }

        function row(name, value) {
          var tr = document.createElement('tr');
          var th = document.createElement('th');
          var td = document.createElement('td');
          th.textContent = name;
          td.textContent = value;
          tr.appendChild(th);
          tr.appendChild(td);
          info.appendChild(tr);
        }

        function number(v) {
          return v === null || v === undefined ? '-' : String(v);
        }

        function select(i) {
          game = games[i];
          list.selectedIndex = i;
          info.textContent = '';
          row('Game', '#' + game.n + (game.round ? ', round ' + game.round : ''));
          row('Players', game.players.join(' vs ') + ' (' + game.players[0] + ' moved first)');
          row('Result', game.result + (game.ending ? ' (' + game.ending + ')' : ''));
          row('How it ended', game.reason);
          row('Opening', game.opening.length ? game.opening.join(' ') : 'none (start position)');
          row('Seed', String(game.seed));
          row('Played', game.started);
          moves.textContent = '';
          buttons = [];
          if (game.opening.length) {
            var o = document.createElement('span');
            o.className = 'opening';
            o.textContent = 'opening: ' + game.opening.join(' ') + ' |';
            moves.appendChild(o);
          }
          game.moves.forEach(function (m, k) {
            var b = document.createElement('button');
            b.type = 'button';
            var ply = document.createElement('span');
            ply.className = 'ply';
            ply.textContent = (game.opening.length + k + 1) + '.';
            b.appendChild(ply);
            b.appendChild(document.createTextNode(m[1]));
            b.addEventListener('click', function () { go(k + 1); });
            moves.appendChild(b);
            buttons.push(b);
          });
          note.textContent = game.note || '';
          go(game.frames ? 0 : game.moves.length);
        }

        function go(p) {
          var last = game.moves.length;
          at = Math.max(0, Math.min(last, p));
          var frames = game.frames;
          if (frames && frames.length) {
            board.textContent = frames[Math.min(at, frames.length - 1)];
            var shown = game.opening.length + at;
            position.textContent = (at === 0
              ? 'start' + (game.opening.length ? ' (after the opening)' : '')
              : 'after move ' + shown + ' of ' + (game.opening.length + last))
              + (at >= frames.length ? ' (no board past move '
                + (game.opening.length + frames.length - 1) + ': see the note)' : '');
          } else {
            board.textContent = game.final;
            position.textContent = 'final position (no board for each move)';
          }
          buttons.forEach(function (b, k) {
            if (k + 1 === at) {
              b.classList.add('current');
            } else {
              b.classList.remove('current');
            }
          });
          if (at > 0) {
            var m = game.moves[at - 1];
            moveInfo.textContent = game.players[m[0]] + ' played ' + m[1] + ': depth ' + m[2]
              + ', ' + m[3] + ' nodes, value ' + number(m[4]) + ', ' + m[5] + ' ms'
              + (m[6] ? ', expected line ' + m[6] : '');
          } else {
            moveInfo.textContent = '';
          }
        }

        games.forEach(function (g, i) {
          var o = document.createElement('option');
          o.value = String(i);
          o.textContent = label(g);
          list.appendChild(o);
        });
        list.addEventListener('change', function () { select(Number(list.value)); });
        document.getElementById('first').addEventListener('click', function () { go(0); });
        document.getElementById('prev').addEventListener('click', function () { go(at - 1); });
        document.getElementById('next').addEventListener('click', function () { go(at + 1); });
        document.getElementById('last').addEventListener('click', function () {
          go(game.moves.length);
        });
        document.addEventListener('keydown', function (e) {
          if (!game || e.target === list) { return; }
          if (e.key === 'ArrowLeft') {
            go(at - 1);
          } else if (e.key === 'ArrowRight') {
            go(at + 1);
          } else if (e.key === 'Home') {
            go(0);
          } else if (e.key === 'End') {
            go(game.moves.length);
          }
        });
        // A link such as report.html#replay=12/5 opens game 12 after its fifth recorded move.
        function fromHash() {
          var m = /^#replay=(\\d+)(?:\\/(\\d+))?$/.exec(window.location.hash);
          if (!m) { return false; }
          for (var i = 0; i < games.length; i++) {
            if (games[i].n === Number(m[1])) {
              select(i);
              if (m[2] !== undefined) { go(Number(m[2])); }
              return true;
            }
          }
          return false;
        }
        window.addEventListener('hashchange', fromHash);
        if (games.length && !fromHash()) {
          select(0);
        }
        document.body.setAttribute('data-replay-ready', 'yes');
      })();
      """;
}
