package dev.ply.kalah;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/** The side to move's store minus the opponent's, a point a seed. */
@Extension
public final class StoreEvaluator implements Evaluator {

  @Override
  public String id() {
    return "kalah-stores";
  }

  @Override
  public String gameId() {
    return "kalah";
  }

  @Override
  public String description() {
    return "my store minus the opponent's store";
  }

  @Override
  public int evaluate(GameState state) {
    if (!(state instanceof KalahState kalah)) {
      throw new IllegalArgumentException(
          "kalah-stores reads Kalah positions, not " + state.getClass().getName());
    }
    return kalah.storeDifference();
  }
}
