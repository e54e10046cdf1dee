(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('ply-games').textContent);
  var games = data.games;
  var list = document.getElementById('game-list');
  var board = document.getElementById('board');
  var drawn = document.getElementById('board-svg');
  var slider = document.getElementById('slider');
  var position = document.getElementById('position');
  var info = document.getElementById('game-info');
  var moves = document.getElementById('moves');
  var moveInfo = document.getElementById('move-info');
  var note = document.getElementById('replay-note');
  var view = document.getElementById('view');
  // -1: the whole truth; a seat: only what that seat saw (a game of hidden information).
  var seen = -1;
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

  // A move as the game writes it in its records (SAN for chess), else as recorded.
  function moveText(g, k) {
    return g.san && k < g.san.length ? g.san[k] : g.moves[k][1];
  }

  // A search's value in the game's units (m[7], written by the host: "+31 cp", "win in 7").
  function valueText(m) {
    return m.length > 7 && m[7] ? m[7] : number(m[4]);
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
      b.appendChild(document.createTextNode(moveText(game, k)));
      b.title = 'depth ' + m[2] + ', ' + valueText(m) + ', ' + m[5] + ' ms'
        + (m[6] ? ', pv ' + m[6] : '');
      b.addEventListener('click', function () { go(k + 1); });
      moves.appendChild(b);
      buttons.push(b);
    });
    note.textContent = game.note || '';
    view.textContent = '';
    seen = -1;
    view.hidden = !game.views;
    if (game.views) {
      var truth = document.createElement('option');
      truth.value = '-1';
      truth.textContent = 'the whole truth';
      view.appendChild(truth);
      game.players.forEach(function (p, s) {
        var o = document.createElement('option');
        o.value = String(s);
        o.textContent = 'what ' + p + ' saw';
        view.appendChild(o);
      });
    }
    go(game.frames || game.views ? 0 : game.moves.length);
  }

  view.addEventListener('change', function () {
    seen = parseInt(view.value, 10);
    go(at);
  });

  function mover(m) {
    return m[0] < 0 ? 'chance' : game.players[m[0]];
  }

  // The drawings come packed (HtmlReport.packDrawings): each distinct line once, and each drawing
  // as runs [first, count, ...] of indices into the lines.
  function unpack(svgs, k) {
    var runs = svgs.frames[k];
    var out = [];
    for (var r = 0; r < runs.length; r += 2) {
      for (var i = runs[r]; i < runs[r] + runs[r + 1]; i++) {
        out.push(svgs.lines[i]);
      }
    }
    return out.join('\n');
  }

  // A drawn board is shown as an image of its own (a data: URL, nothing fetched): an SVG in an
  // <img> runs no script and loads nothing, whatever the game's plugin wrote.
  function draw(k) {
    var svgs = seen < 0 ? game.svgs : null;
    if (svgs && k >= 0 && k < svgs.frames.length) {
      var src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(unpack(svgs, k));
      if (drawn.getAttribute('src') !== src) {
        drawn.setAttribute('src', src);
      }
      drawn.alt = board.textContent;
      drawn.hidden = false;
      board.hidden = true;
    } else {
      drawn.hidden = true;
      drawn.removeAttribute('src');
      board.hidden = false;
    }
  }

  function go(p) {
    var last = game.moves.length;
    at = Math.max(0, Math.min(last, p));
    slider.max = String(last);
    slider.value = String(at);
    var frames = seen >= 0 ? game.views[seen] : game.frames;
    // A seat's view shows what the seat saw, not the moves it may not have seen.
    moves.hidden = seen >= 0;
    if (frames && frames.length) {
      board.textContent = frames[Math.min(at, frames.length - 1)];
      var shown = game.opening.length + at;
      position.textContent = (at === 0
        ? 'start' + (game.opening.length ? ' (after the opening)' : '')
        : 'after move ' + shown + ' of ' + (game.opening.length + last))
        + (at >= frames.length ? ' (no board past move '
          + (game.opening.length + frames.length - 1) + ': see the note)' : '');
      draw(Math.min(at, frames.length - 1));
    } else {
      board.textContent = game.final;
      position.textContent = 'final position (no board for each move)';
      draw(-1);
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
      moveInfo.textContent = seen >= 0 ? '' : mover(m) + ' played ' + moveText(game, at - 1)
        + (moveText(game, at - 1) !== m[1] ? ' (' + m[1] + ')' : '') + ': depth ' + m[2]
        + ', ' + m[3] + ' nodes, score ' + valueText(m) + ', ' + m[5] + ' ms'
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
  slider.addEventListener('input', function () { go(Number(slider.value)); });
  document.getElementById('first').addEventListener('click', function () { go(0); });
  document.getElementById('prev').addEventListener('click', function () { go(at - 1); });
  document.getElementById('next').addEventListener('click', function () { go(at + 1); });
  document.getElementById('last').addEventListener('click', function () {
    go(game.moves.length);
  });
  document.addEventListener('keydown', function (e) {
    if (!game || e.target === list || e.target === slider) { return; }
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
    var m = /^#replay=(\d+)(?:\/(\d+))?$/.exec(window.location.hash);
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
