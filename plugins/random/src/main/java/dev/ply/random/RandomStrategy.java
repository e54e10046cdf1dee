package dev.ply.random;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.View;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
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

  /** Any kind of game: a random move needs only the seat's own legal moves. */
  @Override
  public Set<GameFeature> handles() {
    return EnumSet.allOf(GameFeature.class);
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    return new RandomPlayer(context.seed());
  }

  private static final class RandomPlayer implements Player {
    private SplittableRandom random;
    private int[] buffer = new int[0];
    private int seat;

    RandomPlayer(long seed) {
      this.random = new SplittableRandom(seed);
    }

    @Override
    public void newGame(int seat, long seed) {
      this.seat = seat;
      random = new SplittableRandom(seed);
    }

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      if (buffer.length < state.maxMoves()) {
        buffer = new int[state.maxMoves()];
      }
      // The seat's own moves: at a simultaneous position others choose too.
      int n = state.legalMovesOf(seat, buffer);
      if (n == 0) {
        throw new IllegalStateException("asked to move where seat " + seat + " has no move");
      }
      return SearchReport.builder(buffer[random.nextInt(n)]).nodes(1).build();
    }

    @Override
    public SearchReport chooseMove(View view, Limits limits) {
      if (buffer.length < view.maxMoves()) {
        buffer = new int[view.maxMoves()];
      }
      int n = view.legalMoves(buffer);
      if (n == 0) {
        throw new IllegalStateException("asked to move where seat " + seat + " has no move");
      }
      return SearchReport.builder(buffer[random.nextInt(n)]).nodes(1).build();
    }
  }
}
