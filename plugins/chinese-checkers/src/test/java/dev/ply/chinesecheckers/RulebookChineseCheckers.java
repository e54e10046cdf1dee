package dev.ply.chinesecheckers;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A second implementation of Chinese Checkers, written for the tests from the rules as a rulebook
 * gives them and sharing no code with the plugin: the board is drawn as two overlapping triangles
 * of rows in doubled coordinates, corners are told apart by their angle from the centre, moves are
 * found by moving the piece and following its jumps, and positions are copied rather than undone.
 * Only the notation (row letter from the top, place in the row from the left) and the seating
 * (which corner each seat starts in) are conventions it shares with the plugin.
 */
final class RulebookChineseCheckers {

  /** A hole: x is twice the column (neighbours in a row are two apart), y the row from the top. */
  record Hole(int x, int y) {}

  private static final int[][] NEIGHBOURS = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

  final int size;
  final int players;
  final int maxPlies;
  final Map<Hole, Integer> board = new LinkedHashMap<>(); // every hole, -1 when empty
  final Map<Hole, Integer> cornerOf = new LinkedHashMap<>(); // corner holes: 0 bottom, clockwise
  final Map<Hole, String> names = new LinkedHashMap<>();
  final int[] home;
  final List<Integer> finishOrder = new ArrayList<>();
  int toMove;
  int plies;

  RulebookChineseCheckers(int size, int players, int turns) {
    this.size = size;
    this.players = players;
    this.maxPlies = turns * players;
    int k = size;
    Set<Hole> up = new HashSet<>();
    Set<Hole> down = new HashSet<>();
    for (int y = 0; y <= 3 * k; y++) { // the triangle pointing up: row y has y + 1 holes
      for (int x = -y; x <= y; x += 2) {
        up.add(new Hole(x, y));
      }
    }
    for (int y = k; y <= 4 * k; y++) { // the triangle pointing down
      int half = 4 * k - y;
      for (int x = -half; x <= half; x += 2) {
        down.add(new Hole(x, y));
      }
    }
    List<Hole> all = new ArrayList<>(up);
    for (Hole h : down) {
      if (!up.contains(h)) {
        all.add(h);
      }
    }
    all.sort((a, b) -> a.y != b.y ? Integer.compare(a.y, b.y) : Integer.compare(a.x, b.x));
    int place = 0;
    int row = -1;
    for (Hole h : all) {
      if (h.y != row) {
        row = h.y;
        place = 0;
      }
      place++;
      board.put(h, -1);
      names.put(h, (char) ('a' + h.y) + Integer.toString(place));
      if (up.contains(h) != down.contains(h)) { // outside the central hexagon
        double angle = Math.toDegrees(Math.atan2((h.y - 2 * k) * Math.sqrt(3) / 2, h.x / 2.0));
        cornerOf.put(h, Math.floorMod((int) Math.round((angle - 90) / 60), 6));
      }
    }
    // The seating: two players face each other; three take every other corner; four sit in two
    // facing pairs; six fill the star.
    home =
        switch (players) {
          case 2 -> new int[] {0, 3};
          case 3 -> new int[] {0, 2, 4};
          case 4 -> new int[] {0, 1, 3, 4};
          default -> new int[] {0, 1, 2, 3, 4, 5};
        };
    for (Map.Entry<Hole, Integer> e : cornerOf.entrySet()) {
      for (int seat = 0; seat < players; seat++) {
        if (e.getValue() == home[seat]) {
          board.put(e.getKey(), seat);
        }
      }
    }
  }

  private RulebookChineseCheckers(RulebookChineseCheckers o) {
    this.size = o.size;
    this.players = o.players;
    this.maxPlies = o.maxPlies;
    this.board.putAll(o.board);
    this.cornerOf.putAll(o.cornerOf);
    this.names.putAll(o.names);
    this.home = o.home;
    this.finishOrder.addAll(o.finishOrder);
    this.toMove = o.toMove;
    this.plies = o.plies;
  }

  RulebookChineseCheckers copy() {
    return new RulebookChineseCheckers(this);
  }

  int goal(int seat) {
    return (home[seat] + 3) % 6;
  }

  boolean over() {
    return finishOrder.size() >= players - 1 || plies >= maxPlies;
  }

  /** Every legal move as "from-to" (or "pass"), sorted. */
  List<String> moves() {
    if (over()) {
      return List.of();
    }
    Set<String> found = new HashSet<>();
    for (Map.Entry<Hole, Integer> e : new ArrayList<>(board.entrySet())) {
      if (e.getValue() != toMove) {
        continue;
      }
      Hole from = e.getKey();
      List<Hole> ends = new ArrayList<>();
      for (int[] d : NEIGHBOURS) {
        Hole to = new Hole(from.x + d[0], from.y + d[1]);
        if (Integer.valueOf(-1).equals(board.get(to))) {
          ends.add(to);
        }
      }
      board.put(from, -1); // the piece is lifted while it jumps
      Set<Hole> reached = new HashSet<>();
      Deque<Hole> todo = new ArrayDeque<>();
      todo.add(from);
      while (!todo.isEmpty()) {
        Hole at = todo.pop();
        for (int[] d : NEIGHBOURS) {
          Hole over = new Hole(at.x + d[0], at.y + d[1]);
          Hole to = new Hole(at.x + 2 * d[0], at.y + 2 * d[1]);
          Integer jumped = board.get(over);
          if (jumped != null
              && jumped >= 0
              && Integer.valueOf(-1).equals(board.get(to))
              && reached.add(to)) {
            todo.push(to);
          }
        }
      }
      board.put(from, toMove);
      reached.remove(from);
      ends.addAll(reached);
      // Once in its goal, a piece stays there: it may move only to another hole of the goal.
      boolean arrived = Integer.valueOf(goal(toMove)).equals(cornerOf.get(from));
      for (Hole to : ends) {
        if (!arrived || Integer.valueOf(goal(toMove)).equals(cornerOf.get(to))) {
          found.add(names.get(from) + "-" + names.get(to));
        }
      }
    }
    List<String> list = new ArrayList<>(found);
    if (list.isEmpty()) {
      list.add("pass");
    }
    Collections.sort(list);
    return list;
  }

  void play(String move) {
    int mover = toMove;
    if (!move.equals("pass")) {
      String[] parts = move.split("-");
      Hole from = byName(parts[0]);
      Hole to = byName(parts[1]);
      board.put(from, -1);
      board.put(to, mover);
      boolean full = true;
      boolean mine = false;
      for (Map.Entry<Hole, Integer> e : cornerOf.entrySet()) {
        if (e.getValue() == goal(mover)) {
          int who = board.get(e.getKey());
          full &= who >= 0;
          mine |= who == mover;
        }
      }
      if (full && mine) {
        finishOrder.add(mover);
      }
    }
    plies++;
    int next = mover;
    do {
      next = (next + 1) % players;
    } while (finishOrder.contains(next) && next != mover);
    toMove = next;
  }

  private Hole byName(String name) {
    for (Map.Entry<Hole, String> e : names.entrySet()) {
      if (e.getValue().equals(name)) {
        return e.getKey();
      }
    }
    throw new IllegalArgumentException(name);
  }

  /** Steps from every piece of the seat to the point of its goal: the goal hole farthest out. */
  int distance(int seat) {
    Hole point = null;
    for (Map.Entry<Hole, Integer> e : cornerOf.entrySet()) {
      if (e.getValue() == goal(seat) && (point == null || far(e.getKey()) > far(point))) {
        point = e.getKey();
      }
    }
    int sum = 0;
    for (Map.Entry<Hole, Integer> e : board.entrySet()) {
      if (e.getValue() == seat) {
        sum += steps(e.getKey(), point);
      }
    }
    return sum;
  }

  private int far(Hole h) {
    return steps(h, new Hole(0, 2 * size));
  }

  private static int steps(Hole a, Hole b) {
    int dx = Math.abs(a.x - b.x);
    int dy = Math.abs(a.y - b.y);
    return dy + Math.max(0, (dx - dy) / 2);
  }

  /** One for each seat placed below, minus one for each placed above. */
  int utility(int seat) {
    int u = 0;
    for (int other = 0; other < players; other++) {
      u += Integer.compare(better(seat, other), 0);
    }
    return u;
  }

  /** Positive when {@code seat} placed better than {@code other}, negative when worse. */
  private int better(int seat, int other) {
    int a = finishOrder.indexOf(seat);
    int b = finishOrder.indexOf(other);
    if (a >= 0 || b >= 0) {
      return a < 0 ? -1 : b < 0 ? 1 : Integer.compare(b, a);
    }
    return Integer.compare(distance(other), distance(seat));
  }

  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    List<String> moves = moves();
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (String m : moves) {
      RulebookChineseCheckers next = copy();
      next.play(m);
      total += next.perft(depth - 1);
    }
    return total;
  }
}
