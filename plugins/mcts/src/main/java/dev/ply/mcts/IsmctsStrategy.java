package dev.ply.mcts;

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
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.pf4j.Extension;

/**
 * Information-set Monte Carlo tree search, strategy {@code ismcts}: single-observer ISMCTS of
 * Cowling, Powley and Whitehouse (2012), one tree over the information sets of the seat to move,
 * searched on a new determinization every iteration (see {@link InformationSetMcts}).
 *
 * <p>Plays games of hidden information from the seat's {@link View} alone, games of chance, and any
 * number of seats; at a game of perfect information it is plain UCT with availability counts.
 * Options: {@code exploration} (default 0.7, the constant of the paper's experiments), {@code
 * iterations}, {@code max-nodes}. A node of the move's limits is one iteration; a depth limit
 * bounds the tree. Deterministic for a seed under an iteration or node limit. The tree is not kept
 * between moves. Stateless: the players hold everything.
 */
@Extension
public final class IsmctsStrategy implements Strategy {

  @Override
  public String id() {
    return "ismcts";
  }

  @Override
  public String description() {
    return "information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012): one tree"
        + " over the seat's information sets, a new determinization every iteration";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.decimal(
            MctsStrategy.EXPLORATION,
            0.7,
            0,
            100,
            "the constant C of the bound X + C * sqrt(ln n' / n), n' the times the move was legal"),
        OptionSpec.integer(
            MctsStrategy.ITERATIONS,
            0,
            0,
            1_000_000_000_000L,
            "determinizations (iterations) per move; 0 for none of its own: the move's time or"
                + " node limit ends the search, or with neither "
                + SearchBudget.DEFAULT_ITERATIONS),
        OptionSpec.integer(
            MctsStrategy.MAX_NODES,
            1_000_000,
            1,
            100_000_000,
            "the largest tree, in nodes; beyond it the tree stops growing"));
  }

  @Override
  public boolean supports(Game game) {
    return true;
  }

  /** Chance and hidden information; not simultaneous moves, which its tree of turns cannot hold. */
  @Override
  public Set<GameFeature> handles() {
    return Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION);
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    var options = context.options();
    InformationSetMcts search =
        new InformationSetMcts(
            options.getDouble(MctsStrategy.EXPLORATION),
            new RandomPlayout(context.game()),
            context.game().players(),
            options.getInt(MctsStrategy.MAX_NODES));
    return new IsmctsPlayer(search, options.getLong(MctsStrategy.ITERATIONS), context.seed());
  }

  /** One search per move, on a random stream seeded by each new game. */
  static final class IsmctsPlayer implements Player {

    private final InformationSetMcts search;
    private final long iterations;
    private SplittableRandom random;

    IsmctsPlayer(InformationSetMcts search, long iterations, long seed) {
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

    /**
     * Reports the tree of every later search to {@code listener}, after the search (the player side
     * of {@code ply trace}; see {@link TreeListener}).
     *
     * @return true
     */
    boolean traceTree(TreeListener listener) {
      search.traceTree(listener);
      return true;
    }

    @Override
    public java.util.Optional<dev.ply.api.GrownNode> grownTree(int maxNodes) {
      GrownTrees collected = new GrownTrees();
      return search.reportLast(collected)
          ? java.util.Optional.of(collected.tree(maxNodes))
          : java.util.Optional.empty();
    }

    /** A position seen whole: the view of the seat to move, whose samples are the position. */
    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      return chooseMove(state.view(state.playerToMove()), limits);
    }
  }
}
