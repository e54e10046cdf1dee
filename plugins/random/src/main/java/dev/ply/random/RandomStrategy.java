package dev.ply.random;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import java.util.List;
import java.util.SplittableRandom;
import org.pf4j.Extension;

/**
 * Plays a uniformly random legal move. The baseline every other strategy should beat, and the
 * simplest strategy plugin to read.
 *
 * <p>Reproducible: the moves depend only on the seed the referee gives each game, so a match
 * replayed with the same seed replays the same games.
 */
@Extension
public final class RandomStrategy implements Strategy {

  @Override
  public String id() {
    return "random";
  }

  @Override
  public String description() {
    return "a uniformly random legal move, reproducible from the game's seed";
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
    return new RandomPlayer(context.seed());
  }

  private static final class RandomPlayer implements Player {
    private SplittableRandom random;
    private int[] buffer = new int[0];

    RandomPlayer(long seed) {
      this.random = new SplittableRandom(seed);
    }

    @Override
    public void newGame(int seat, long seed) {
      random = new SplittableRandom(seed);
    }

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      if (buffer.length < state.maxMoves()) {
        buffer = new int[state.maxMoves()];
      }
      int n = state.legalMoves(buffer);
      if (n == 0) {
        throw new IllegalStateException("asked to move in a finished game");
      }
      return SearchReport.builder(buffer[random.nextInt(n)]).nodes(1).build();
    }
  }
}
