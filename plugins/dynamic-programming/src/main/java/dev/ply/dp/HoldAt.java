package dev.ply.dp;

import dev.ply.api.GameState;
import dev.ply.dp.graph.FixedMoves;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Pig's "hold at N" policy (Neller and Presser 2004 use hold at 20 as the yardstick of simple
 * play): roll until the turn total reaches N, then hold; a total that reaches the goal ends the
 * game at once by Pig's rules. A strategy sees a game only through the api, which does not expose
 * Pig's turn total, so the policy reads it from the position's {@link GameState#render()} ("turn
 * total 17"), and its moves by their names, {@code roll} and {@code hold}: it plays Pig alone
 * ({@link HoldAtStrategy#whyNot} refuses the rest).
 */
final class HoldAt implements FixedMoves {

  private static final Pattern TURN_TOTAL = Pattern.compile("turn total (\\d+)");

  private final int total;
  private int[] buffer = new int[0];

  /** The policy that holds from a turn total of {@code total} (at least 1). */
  HoldAt(int total) {
    if (total < 1) {
      throw new IllegalArgumentException("a total of " + total + " is below 1");
    }
    this.total = total;
  }

  /** The move at a Pig position where the player chooses: {@code hold} or {@code roll}. */
  @Override
  public int moveAt(GameState state) {
    if (buffer.length < state.maxMoves()) {
      buffer = new int[state.maxMoves()];
    }
    int n = state.legalMoves(buffer);
    int roll = GameState.NO_MOVE;
    int hold = GameState.NO_MOVE;
    for (int i = 0; i < n; i++) {
      String name = state.moveToText(buffer[i]);
      if (name.equals("roll")) {
        roll = buffer[i];
      } else if (name.equals("hold")) {
        hold = buffer[i];
      }
    }
    if (roll == GameState.NO_MOVE) {
      throw new IllegalStateException(
          "no move named roll at a position of pig:\n" + state.render());
    }
    return hold != GameState.NO_MOVE && turnTotal(state) >= total ? hold : roll;
  }

  /** Pig's turn total, as the position renders it. */
  static int turnTotal(GameState state) {
    String render = state.render();
    Matcher m = TURN_TOTAL.matcher(render);
    if (!m.find()) {
      throw new IllegalStateException(
          "the position does not say its turn total, as pig's did:\n" + render);
    }
    return Integer.parseInt(m.group(1));
  }
}
