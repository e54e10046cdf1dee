package dev.ply.simultaneous;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameSolver;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Solution;
import dev.ply.api.SolveStep;
import dev.ply.api.Strategy;
import dev.ply.simultaneous.matrix.Equilibrium;
import dev.ply.simultaneous.matrix.Fraction;
import dev.ply.simultaneous.matrix.OneShotGame;
import dev.ply.simultaneous.matrix.RegretMatching;
import dev.ply.simultaneous.matrix.SimplexMethod;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.pf4j.Extension;

/**
 * The matrix-game solver, strategy {@code matrix-solver}: for a two-player zero-sum game of one
 * simultaneous move (rock-paper-scissors), it reads the payoff matrix through the api ({@link
 * OneShotGame}) and solves it exactly by linear programming ({@link SimplexMethod}: Dantzig 1947
 * and 1951), and approximately by regret matching in self-play ({@link RegretMatching}: Hart and
 * Mas-Colell 2000). Its players play an equilibrium mixed strategy, each move drawn from the
 * player's seed: the simplex method's ({@code method: lp}, the default) or regret matching's
 * average after {@code iterations} ({@code method: regret-matching}).
 *
 * <p>{@code ply solve} ({@link GameSolver}) runs regret matching for {@code iterations} iterations,
 * reporting the average strategies' value and exploitability at iterations 1, 2, 4, 8 … and the
 * last, and returns the simplex method's exact value with both equilibrium strategies as figures.
 *
 * <p>It refuses, before any game, a game that is not one-shot, naming the property ({@link
 * #whyNot}): more than two players, not zero-sum, a first position that is not simultaneous, or a
 * joint move after which the game goes on (Goofspiel, rock-paper-scissors of several rounds).
 */
@Extension
public final class MatrixSolverStrategy implements Strategy, GameSolver {

  static final String METHOD = "method";
  static final String ITERATIONS = "iterations";
  static final String LP = "lp";
  static final String REGRET_MATCHING = "regret-matching";

  @Override
  public String id() {
    return "matrix-solver";
  }

  @Override
  public String description() {
    return "solves a one-shot simultaneous two-player zero-sum game exactly (simplex method) or by"
        + " regret matching, and plays the equilibrium mixed strategy";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.text(
            METHOD,
            LP,
            "the equilibrium played: lp (the simplex method's, exact) or regret-matching (the"
                + " average strategy after 'iterations')"),
        OptionSpec.integer(
            ITERATIONS,
            10_000,
            1,
            1_000_000_000L,
            "iterations of regret matching (for method regret-matching and for ply solve)"));
  }

  @Override
  public Set<GameFeature> handles() {
    return Set.of(GameFeature.SIMULTANEOUS_MOVES);
  }

  /** A game whose default variant is one-shot (see {@link OneShotGame}). */
  @Override
  public boolean supports(Game game) {
    return whyNot(game).isEmpty();
  }

  /**
   * The property that makes {@code game}, in its default variant, no one-shot game ({@link
   * #whyNot(Game, Options)} for another variant).
   */
  @Override
  public Optional<String> whyNot(Game game) {
    return OneShotGame.whyNot(game, Options.resolve(game.variantOptions(), Map.of()));
  }

  /**
   * The property that makes {@code game} in {@code variant} no one-shot game: rock-paper-scissors
   * of three rounds is refused before its first game. {@link #newPlayer} and {@link #solve} check
   * it too, with the same words, for a caller that did not ask.
   */
  @Override
  public Optional<String> whyNot(Game game, Options variant) {
    return OneShotGame.whyNot(game, variant);
  }

  /**
   * @throws IllegalArgumentException when the variant is not one-shot, or {@code method} is neither
   *     {@code lp} nor {@code regret-matching}
   */
  @Override
  public Player newPlayer(PlayerContext context) {
    String method = method(context.options());
    OneShotGame matrix = OneShotGame.of(context.game(), context.variant());
    double[][] policy = new double[2][];
    double value;
    if (method.equals(LP)) {
      Equilibrium e = SimplexMethod.solve(matrix.payoff());
      policy[0] = e.strategyOf(0);
      policy[1] = e.strategyOf(1);
      value = e.value().doubleValue();
    } else {
      RegretMatching rm = new RegretMatching(RegretMatching.toDoubles(matrix.payoff()));
      long n = context.options().getLong(ITERATIONS);
      for (long i = 0; i < n; i++) {
        rm.iterate();
      }
      policy[0] = rm.average(0);
      policy[1] = rm.average(1);
      value = rm.averageValue();
    }
    return new MixedStrategyPlayer(
        matrix, policy, value / context.game().maxUtility(), context.seed());
  }

  private static String method(Options options) {
    String m = options.getString(METHOD).trim().toLowerCase(Locale.ROOT);
    if (!m.equals(LP) && !m.equals(REGRET_MATCHING)) {
      throw new IllegalArgumentException(
          "option 'method' must be 'lp' or 'regret-matching', got '"
              + options.getString(METHOD)
              + "'");
    }
    return m;
  }

  /**
   * Regret matching for {@code iterations}, its steps reported at powers of two and at the last;
   * then the exact solution by the simplex method.
   *
   * @throws IllegalArgumentException when the game is not one-shot, or {@code position} is not its
   *     start
   */
  @Override
  public Solution solve(PlayerContext context, GameState position, Consumer<SolveStep> progress) {
    if (position.plies() != 0) {
      throw new IllegalArgumentException(
          "matrix-solver solves a one-shot game from its start, not after "
              + position.plies()
              + " moves");
    }
    OneShotGame matrix = OneShotGame.of(context.game(), context.variant());
    RegretMatching rm = new RegretMatching(RegretMatching.toDoubles(matrix.payoff()));
    long n = context.options().getLong(ITERATIONS);
    for (long i = 1; i <= n; i++) {
      rm.iterate();
      if (i == n || Long.bitCount(i) == 1) {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("value", rm.averageValue());
        figures.put("exploitability", rm.exploitability());
        progress.accept(new SolveStep(i, figures));
      }
    }
    Equilibrium e = SimplexMethod.solve(matrix.payoff());
    Map<String, Double> figures = new LinkedHashMap<>();
    figures.put("regret-matching-value", rm.averageValue());
    figures.put("regret-matching-exploitability", rm.exploitability());
    figures.put("iterations", (double) n);
    addStrategy(figures, "p1", matrix.rowNames(), e.rows());
    addStrategy(figures, "p2", matrix.columnNames(), e.columns());
    return new Solution(e.value().doubleValue(), pureMove(matrix.rowMoves(), e.rows()), figures);
  }

  private static void addStrategy(
      Map<String, Double> figures, String seat, String[] names, Fraction[] p) {
    for (int a = 0; a < p.length; a++) {
      figures.put(seat + "-" + names[a], p[a].doubleValue());
    }
  }

  /** The one move played with probability 1, or {@link GameState#NO_MOVE} for a mixed strategy. */
  private static int pureMove(int[] moves, Fraction[] p) {
    for (int a = 0; a < p.length; a++) {
      if (p[a].equals(Fraction.ONE)) {
        return moves[a];
      }
    }
    return GameState.NO_MOVE;
  }
}
