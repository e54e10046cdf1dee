package dev.ply.nim;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/**
 * Bouton's theorem as a heuristic: a position with a non-zero nim-sum is won for the side to move,
 * one with a zero nim-sum is lost. Exact, but still a heuristic value (inside the evaluator range),
 * so a search prefers a proven win when it sees one.
 */
@Extension
public final class NimSumEvaluator implements Evaluator {

  @Override
  public String id() {
    return "nim-sum";
  }

  @Override
  public String gameId() {
    return "nim";
  }

  @Override
  public String description() {
    return "+1000 when the nim-sum is not zero (the side to move wins), -1000 when it is";
  }

  @Override
  public int evaluate(GameState state) {
    if (!(state instanceof NimState nim)) {
      throw new IllegalArgumentException(
          "nim-sum evaluates Nim positions, not " + state.getClass().getName());
    }
    return nim.nimSum() != 0 ? 1000 : -1000;
  }
}
