package dev.ply.backgammon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The legal turns of a roll: every sequence of single checker steps the rules allow, kept only if
 * it uses as many dice as any sequence can (and the larger die when only one of two dice can be
 * used), then merged by the position it leads to, one move per distinct position.
 *
 * <p>A board is a side's own count per point: index 1..24 its points (it moves from 24 towards 1),
 * {@link Turn#BAR} its bar, 0 its checkers borne off. The opponent's point {@code p} is the mover's
 * point {@code 25 - p}.
 */
final class TurnGenerator {

  /** The legal turns of one position and roll, in a fixed order, with the positions they reach. */
  record Turns(int[] moves, Map<String, Integer> byResult) {}

  private final int[] mine;
  private final int[] theirs;
  private final int[] codes = new int[4];
  private int longest;
  private boolean largerDieUsed;
  private int larger;

  /** Per resulting position: the canonical move (the largest packing) and the dice it used. */
  private final Map<String, int[]> found = new HashMap<>();

  private TurnGenerator(int[] mine, int[] theirs) {
    this.mine = mine.clone();
    this.theirs = theirs.clone();
  }

  /** The legal turns of the side whose board is {@code mine} with dice {@code high >= low}. */
  static Turns generate(int[] mine, int[] theirs, int high, int low) {
    TurnGenerator g = new TurnGenerator(mine, theirs);
    g.larger = high;
    if (high == low) {
      g.search(new int[] {high, high, high, high}, 0, Turn.BAR);
    } else {
      g.search(new int[] {high, low}, 0, Turn.BAR);
      g.search(new int[] {low, high}, 0, Turn.BAR);
    }
    List<int[]> kept = new ArrayList<>();
    Map<String, Integer> byResult = new HashMap<>();
    for (Map.Entry<String, int[]> e : g.found.entrySet()) {
      int[] entry = e.getValue(); // {move, steps, usedLarger}
      boolean keep =
          entry[1] == g.longest
              && !(g.longest == 1 && high != low && g.largerDieUsed && entry[2] == 0);
      if (keep) {
        kept.add(entry);
        byResult.put(e.getKey(), entry[0]);
      }
    }
    int[] moves = new int[kept.size()];
    for (int i = 0; i < moves.length; i++) {
      moves[i] = kept.get(i)[0];
    }
    Arrays.sort(moves);
    for (int i = 0; i < moves.length / 2; i++) { // largest packing first: bar entries, far checkers
      int t = moves[i];
      moves[i] = moves[moves.length - 1 - i];
      moves[moves.length - 1 - i] = t;
    }
    if (moves.length == 0) {
      moves = new int[] {Turn.PASS};
      byResult.put(key(mine, theirs), Turn.PASS);
    }
    return new Turns(moves, byResult);
  }

  /**
   * Plays the dice from {@code next} on in every legal way. With doubles the start points never
   * rise ({@code maxFrom}): any order of the same steps reaches the same position, so one order
   * suffices.
   */
  private void search(int[] dice, int next, int maxFrom) {
    boolean moved = false;
    if (next < dice.length) {
      int die = dice[next];
      boolean doubles = dice.length == 4;
      for (int from = doubles ? maxFrom : Turn.BAR; from >= 1; from--) {
        if (!canStep(mine, theirs, from, die)) {
          continue;
        }
        moved = true;
        int hit = step(mine, theirs, from, die);
        codes[next] = Turn.code(from, die);
        search(dice, next + 1, from);
        unstep(mine, theirs, from, die, hit);
      }
    }
    if (!moved && next > 0) {
      record(next, dice);
    }
  }

  private void record(int steps, int[] dice) {
    boolean usedLarger = false;
    for (int i = 0; i < steps; i++) {
      usedLarger |= dice[i] == larger;
    }
    if (steps > longest) {
      longest = steps;
    }
    if (steps == 1 && usedLarger) {
      largerDieUsed = true;
    }
    int move = Turn.pack(codes, steps);
    String key = key(mine, theirs);
    int[] before = found.get(key);
    if (before == null || before[1] < steps || (before[1] == steps && move > before[0])) {
      found.put(key, new int[] {move, steps, usedLarger ? 1 : 0});
    } else if (before[1] == steps && usedLarger) {
      before[2] = 1;
    }
  }

  /** Whether a checker of {@code mine} may move from {@code from} with {@code die}. */
  static boolean canStep(int[] mine, int[] theirs, int from, int die) {
    if (mine[from] == 0 || (mine[Turn.BAR] > 0 && from != Turn.BAR)) {
      return false;
    }
    int to = from - die;
    if (to >= 1) {
      return theirs[25 - to] < 2;
    }
    for (int p = 7; p <= Turn.BAR; p++) {
      if (mine[p] > 0) {
        return false; // bearing off needs every checker home
      }
    }
    if (to == 0) {
      return true;
    }
    for (int p = from + 1; p <= 6; p++) {
      if (mine[p] > 0) {
        return false; // a larger die bears off only from the highest point
      }
    }
    return true;
  }

  /** Moves a checker; returns 1 when it hit a blot (sent to the opponent's bar), else 0. */
  static int step(int[] mine, int[] theirs, int from, int die) {
    int to = Math.max(0, from - die);
    mine[from]--;
    mine[to]++;
    if (to >= 1 && theirs[25 - to] == 1) {
      theirs[25 - to] = 0;
      theirs[Turn.BAR]++;
      return 1;
    }
    return 0;
  }

  static void unstep(int[] mine, int[] theirs, int from, int die, int hit) {
    int to = Math.max(0, from - die);
    if (hit == 1) {
      theirs[Turn.BAR]--;
      theirs[25 - to] = 1;
    }
    mine[to]--;
    mine[from]++;
  }

  /** The position both boards show, as a key. */
  static String key(int[] mine, int[] theirs) {
    char[] c = new char[52];
    for (int i = 0; i < 26; i++) {
      c[i] = (char) ('a' + mine[i]);
      c[26 + i] = (char) ('a' + theirs[i]);
    }
    return new String(c);
  }
}
