package dev.ply.simultaneous;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import dev.ply.simultaneous.smmcts.SmMctsPlayer;
import dev.ply.simultaneous.smmcts.SmMctsSettings;
import java.util.List;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Simultaneous-move Monte Carlo tree search, strategy {@code sm-mcts}: Lanctot, Lisý and Winands,
 * "Monte Carlo Tree Search in Simultaneous Move Games with Applications to Goofspiel" (2013). At a
 * position where several seats choose at once, each seat selects its own move by its own statistics
 * (decoupled selection), by regret matching (the default; Hart and Mas-Colell 2000), Exp3 (Auer et
 * al. 2002) or UCB1 (decoupled UCT); chance outcomes are drawn with their probabilities, and
 * positions where one seat moves are searched as UCT does. Regret matching and Exp3 make the
 * search's average strategies approach an equilibrium (Lisý, Kovařík, Lanctot and Bošanský 2013);
 * decoupled UCT has no such guarantee. The player draws its move from its recommended mixed policy
 * at a simultaneous position.
 *
 * <p>Any number of players, zero-sum or not (each seat's reward is its own); not hidden
 * information. Options: {@code selection}, {@code exploration}, {@code gamma}, {@code iterations},
 * {@code max-nodes}.
 */
@Extension
public final class SmMctsStrategy implements Strategy {

  @Override
  public String id() {
    return "sm-mcts";
  }

  @Override
  public String description() {
    return "simultaneous-move MCTS (decoupled regret matching, Exp3 or UCT at joint positions),"
        + " for games of simultaneous moves and chance such as Goofspiel";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.text(
            SmMctsSettings.SELECTION,
            SmMctsSettings.REGRET_MATCHING,
            "how each seat selects its own move at a node: regret-matching, exp3 or ucb"
                + " (decoupled UCT)"),
        OptionSpec.decimal(
            SmMctsSettings.EXPLORATION,
            Math.sqrt(2),
            0,
            100,
            "ucb only: the constant C of mean reward + C * sqrt(ln N / n)"),
        OptionSpec.decimal(
            SmMctsSettings.GAMMA,
            0.1,
            0.001,
            1,
            "regret-matching and exp3: the share of uniform exploration in each selection"),
        OptionSpec.integer(
            SmMctsSettings.ITERATIONS,
            0,
            0,
            1_000_000_000_000L,
            "iterations per move; 0 for none of its own: the move's time or node limit ends the"
                + " search, or with neither 10000 iterations"),
        OptionSpec.integer(
            SmMctsSettings.MAX_NODES,
            250_000,
            1,
            100_000_000,
            "the largest tree, in nodes (about 400 bytes each at Goofspiel of 13 cards); beyond"
                + " it the tree stops growing"));
  }

  /** Chance and simultaneous moves; not hidden information (it searches the true position). */
  @Override
  public Set<GameFeature> handles() {
    return Set.of(GameFeature.CHANCE, GameFeature.SIMULTANEOUS_MOVES);
  }

  /** Any game it handles the features of: it needs neither two players nor zero sum. */
  @Override
  public boolean supports(Game game) {
    return true;
  }

  /**
   * @throws IllegalArgumentException when {@code selection} names no selection
   */
  @Override
  public Player newPlayer(PlayerContext context) {
    return new SmMctsPlayer(context.game(), SmMctsSettings.from(context.options()), context.seed());
  }
}
