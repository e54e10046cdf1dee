package dev.ply.othello;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/** Mobility: the side to move's legal moves minus the opponent's, ten points each. */
@Extension
public final class MobilityEvaluator implements Evaluator {

  @Override
  public String id() {
    return "othello-mobility";
  }

  @Override
  public String gameId() {
    return "othello";
  }

  @Override
  public String description() {
    return "10 x (my legal moves - the opponent's)";
  }

  @Override
  public int evaluate(GameState state) {
    OthelloState s = PositionalEvaluator.othello(state);
    int me = s.playerToMove();
    return 10 * (Long.bitCount(s.mobility(me)) - Long.bitCount(s.mobility(1 - me)));
  }
}
