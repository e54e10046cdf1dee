package dev.ply.loader;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import java.util.List;

/**
 * The one class of the plugin jars the tests build: a strategy that plays the first legal move. Not
 * annotated {@code @Extension}, so that the test class path has no extension index of its own: each
 * test jar gets the index it needs.
 */
public final class FixtureStrategy implements Strategy {

  @Override
  public String id() {
    return "fixture";
  }

  @Override
  public String description() {
    return "the first legal move";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public boolean supports(Game game) {
    return true;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    return new Player() {
      @Override
      public void newGame(int seat, long seed) {}

      @Override
      public SearchReport chooseMove(GameState state, Limits limits) {
        int[] moves = new int[state.maxMoves()];
        state.legalMoves(moves);
        return SearchReport.of(moves[0]);
      }
    };
  }
}
