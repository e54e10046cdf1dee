package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.View;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.pf4j.Extension;

/**
 * Perfect Information Monte Carlo, strategy {@code pimc} (Long, Sturtevant, Buro and Furtak 2010):
 * sample worlds from the seat's view, search each by UCT as a game of perfect information, and
 * combine the moves (see {@link PerfectInformationMonteCarlo}).
 *
 * <p>Options: {@code worlds} (default 20), {@code aggregate} ({@code average} or {@code vote}),
 * {@code exploration}, {@code iterations} (all worlds together), {@code max-nodes} (all worlds'
 * trees together). A node of the move's limits is one iteration. Deterministic for a seed under an
 * iteration or node limit. Stateless: the players hold everything.
 */
@Extension
public final class PimcStrategy implements Strategy {

  static final String WORLDS = "worlds";
  static final String AGGREGATE = "aggregate";

  @Override
  public String id() {
    return "pimc";
  }

  @Override
  public String description() {
    return "Perfect Information Monte Carlo: UCT on positions sampled from what the seat has seen,"
        + " their moves averaged or voted";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.integer(
            WORLDS, 20, 1, 100_000, "the positions sampled from the seat's view at every move"),
        OptionSpec.text(
            AGGREGATE,
            "average",
            "average: the move with the best mean reward over the worlds; vote: the move most"
                + " worlds' searches would play"),
        OptionSpec.decimal(
            MctsStrategy.EXPLORATION,
            Math.sqrt(2),
            0,
            100,
            "the UCT constant C of each world's search"),
        OptionSpec.integer(
            MctsStrategy.ITERATIONS,
            0,
            0,
            1_000_000_000_000L,
            "playouts per move over all worlds; 0 for none of its own: the move's time or node"
                + " limit ends the search, or with neither "
                + SearchBudget.DEFAULT_ITERATIONS),
        OptionSpec.integer(
            MctsStrategy.MAX_NODES,
            1_000_000,
            1,
            100_000_000,
            "the largest total of the worlds' trees, in nodes (at least worlds)"));
  }

  @Override
  public boolean supports(Game game) {
    return true;
  }

  /** Chance and hidden information: each world is a full position, searched by UCT. */
  @Override
  public Set<GameFeature> handles() {
    return Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION);
  }

  /**
   * @throws IllegalArgumentException when {@code aggregate} is neither {@code average} nor {@code
   *     vote}, or {@code max-nodes} is below {@code worlds}
   */
  @Override
  public Player newPlayer(PlayerContext context) {
    Options options = context.options();
    String word = options.getString(AGGREGATE).trim().toLowerCase(Locale.ROOT);
    PerfectInformationMonteCarlo.Aggregate aggregate =
        switch (word) {
          case "average" -> PerfectInformationMonteCarlo.Aggregate.AVERAGE;
          case "vote" -> PerfectInformationMonteCarlo.Aggregate.VOTE;
          default ->
              throw new IllegalArgumentException(
                  "option 'aggregate' must be 'average' or 'vote', got '"
                      + options.getString(AGGREGATE)
                      + "'");
        };
    int worlds = options.getInt(WORLDS);
    int maxNodes = options.getInt(MctsStrategy.MAX_NODES);
    if (maxNodes < worlds) {
      throw new IllegalArgumentException(
          "option 'max-nodes' (" + maxNodes + ") must be at least 'worlds' (" + worlds + ")");
    }
    int players = context.game().players();
    UctSearch uct =
        new UctSearch(
            new Uct(options.getDouble(MctsStrategy.EXPLORATION)),
            new RandomPlayout(context.game()),
            players);
    PerfectInformationMonteCarlo search =
        new PerfectInformationMonteCarlo(uct, worlds, players, maxNodes, aggregate);
    return new PimcPlayer(search, options.getLong(MctsStrategy.ITERATIONS), context.seed());
  }

  /** One search per move, on a random stream seeded by each new game. */
  private static final class PimcPlayer implements Player {

    private final PerfectInformationMonteCarlo search;
    private final long iterations;
    private SplittableRandom random;

    PimcPlayer(PerfectInformationMonteCarlo search, long iterations, long seed) {
      this.search = search;
      this.iterations = iterations;
      this.random = new SplittableRandom(seed);
    }

    @Override
    public void newGame(int seat, long seed) {
      random = new SplittableRandom(seed);
    }

    @Override
    public SearchReport chooseMove(View view, Limits limits) {
      return search.search(view, limits, new SearchBudget(limits, iterations), random);
    }

    /** A position seen whole: every world is the position itself. */
    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      return chooseMove(state.view(state.playerToMove()), limits);
    }
  }
}
