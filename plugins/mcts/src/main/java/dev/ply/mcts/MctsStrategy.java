package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SignatureCase;
import dev.ply.api.Strategy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Monte Carlo tree search with UCT, the upper confidence bound applied to trees of Kocsis and
 * Szepesvári, "Bandit based Monte-Carlo Planning" (ECML 2006): the search grows a tree of the
 * positions it has visited, one node per iteration, chooses its way down that tree by UCB1 (Auer,
 * Cesa-Bianchi and Fischer 2002), finishes each iteration with a playout to the end of the game,
 * and plays the root move it visited most.
 *
 * <p>It needs nothing of a game but its rules: no evaluator (one may guide the playouts), no zero
 * sum, any number of players, and no assumption that players alternate (Kalah's extra turns,
 * Othello's passes). Each node keeps, for every seat, the sum of that seat's rewards, and a node's
 * child is chosen for the seat to move there. Games of chance too: a chance node's child is drawn
 * by the outcomes' probabilities, in the tree and in the playouts.
 *
 * <p>Options (see {@link #options()}): {@code exploration}, the UCT constant; {@code playout},
 * {@code random} or {@code evaluator} (see {@link EvaluatorPlayout}); {@code playout-epsilon};
 * {@code iterations}; {@code reuse-tree}; {@code max-nodes}. How the search ends is told by {@link
 * SearchBudget}; what it reports by {@link TreeReport}.
 *
 * <p>Stateless: every per-game state (the tree, the random numbers) lives in the {@link
 * MctsPlayer}s it makes.
 */
@Extension
public final class MctsStrategy implements Strategy {

  static final String EXPLORATION = "exploration";
  static final String PLAYOUT = "playout";
  static final String PLAYOUT_EPSILON = "playout-epsilon";
  static final String ITERATIONS = "iterations";
  static final String REUSE_TREE = "reuse-tree";
  static final String MAX_NODES = "max-nodes";

  @Override
  public String id() {
    return "mcts";
  }

  @Override
  public String description() {
    return "Monte Carlo tree search (UCT) with random or evaluator-guided playouts, for any number"
        + " of players and games of chance; keeps the tree between moves";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.decimal(
            EXPLORATION,
            Math.sqrt(2),
            0,
            100,
            "the UCT constant C: a child's mean reward plus C * sqrt(ln N / n);"
                + " larger explores more"),
        OptionSpec.text(
            PLAYOUT,
            MctsSettings.PlayoutKind.RANDOM.word(),
            "random: uniformly random playouts; evaluator: each playout move is the"
                + " evaluator's best with chance 1 - playout-epsilon (needs an evaluator)"),
        OptionSpec.decimal(
            PLAYOUT_EPSILON,
            0.1,
            0,
            1,
            "evaluator playouts only: the chance of a random move instead of the evaluator's best"),
        OptionSpec.integer(
            ITERATIONS,
            0,
            0,
            1_000_000_000_000L,
            "playouts per move; 0 for none of its own: the move's time or node limit ends the"
                + " search, or with neither "
                + SearchBudget.DEFAULT_ITERATIONS
                + " playouts"),
        OptionSpec.bool(
            REUSE_TREE,
            true,
            "keep the subtree of the position reached between two moves of this player"),
        OptionSpec.integer(
            MAX_NODES,
            1_000_000,
            1,
            100_000_000,
            "the largest tree, in nodes (about 100 bytes each); beyond it the tree stops growing"));
  }

  /** Games with chance nodes too: their outcomes are drawn by their probabilities. */
  @Override
  public Set<GameFeature> handles() {
    return Set.of(GameFeature.CHANCE);
  }

  /** Any game: UCT needs neither two players nor zero sum. */
  @Override
  public boolean supports(Game game) {
    return true;
  }

  @Override
  public boolean usesEvaluator() {
    return true;
  }

  /**
   * @throws IllegalArgumentException when {@code playout} is neither {@code random} nor {@code
   *     evaluator}, or is {@code evaluator} and no evaluator is configured
   */
  @Override
  public Player newPlayer(PlayerContext context) {
    MctsSettings settings = MctsSettings.from(context.options());
    Playout playout =
        switch (settings.playout()) {
          case RANDOM -> new RandomPlayout(context.game());
          case EVALUATOR ->
              new EvaluatorPlayout(
                  context.game(),
                  context
                      .evaluator()
                      .orElseThrow(
                          () ->
                              new IllegalArgumentException(
                                  "option 'playout' is 'evaluator' but no evaluator is"
                                      + " configured; set 'evaluator:' for this player, or use playout: random")),
                  settings.playoutEpsilon());
        };
    return new MctsPlayer(context.game(), settings, playout, context.seed());
  }

  /** Tic-tac-toe from the start, 2,000 iterations on one thread. */
  @Override
  public List<SignatureCase> signatureCases() {
    return List.of(
        new SignatureCase(
            "tic-tac-toe", Map.of(), List.of(), Map.of(ITERATIONS, 2000L), Optional.empty(), 9));
  }
}
