package dev.ply.go;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/**
 * The Tromp–Taylor count of the board as it stands, from the side to move's view, in half points
 * like the game's utility: its stones plus the empty regions that reach only its colour, minus the
 * opponent's, with komi given to White. Chains in atari and dead stones count as they stand; the
 * estimate is exact once the game is played out. Its magnitude is at most {@code 2 * (19 * 19 +
 * 100)}, far inside the heuristic range.
 */
@Extension
public final class AreaEvaluator implements Evaluator {

  @Override
  public String id() {
    return "go-area";
  }

  @Override
  public String gameId() {
    return "go";
  }

  @Override
  public String description() {
    return "my area (stones and empty regions only I border) minus the opponent's, komi included,"
        + " in half points";
  }

  @Override
  public int evaluate(GameState state) {
    if (!(state instanceof GoState go)) {
      throw new IllegalArgumentException(
          "go-area reads Go positions, not " + state.getClass().getName());
    }
    int margin = go.blackMargin2();
    return go.playerToMove() == 0 ? margin : -margin;
  }
}
