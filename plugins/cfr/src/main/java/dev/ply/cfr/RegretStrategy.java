package dev.ply.cfr;

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
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.tree.BestResponse;
import dev.ply.cfr.tree.GameTree;
import dev.ply.cfr.tree.InformationSetKeys;
import dev.ply.cfr.tree.TreeTooLargeException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * What the CFR strategies share: they hold the whole game tree of a small two-player zero-sum game
 * ({@link GameTree}), run a {@link RegretMinimizer} on it for the configured iterations, and play
 * its average policy ({@link PolicyPlayer}); as a {@link GameSolver} they report the average
 * policy's value and exploitability along the way.
 *
 * <p><b>Caches.</b> One instance serves the whole host, and a tournament makes a player for every
 * seat of every game: the policy trained for a game, variant and options is computed once and kept
 * (thread-safe: a second thread asking for the same policy waits for the first). The size of a
 * game's tree, measured for {@link #whyNot(Game, Options)} (never for {@link #whyNot(Game)}, which
 * listing asks), is kept per game and variant, for the three strategies at once.
 */
abstract class RegretStrategy implements Strategy, GameSolver {

  static final String ITERATIONS = "iterations";
  static final String MAX_NODES = "max-nodes";
  static final String MAX_SETS = "max-information-sets";
  static final String TRACE = "trace-information-set";

  /** The default caps: about 60 bytes a position with the solver's arrays, so 120 MB. */
  static final long DEFAULT_MAX_NODES = 2_000_000;

  /** The largest tree the option {@code max-nodes} allows: about 1.2 GB. */
  static final long MOST_NODES = 20_000_000;

  private final Map<String, Memo<TabularPolicy>> policies = new ConcurrentHashMap<>();

  /** What {@link #size} says of a game whose variant throws. */
  private static final double UNPLAYABLE = Double.NEGATIVE_INFINITY;

  /** The size of each game's tree, by game and variant, measured once for all three strategies. */
  private static final Map<String, Double> SIZES = new ConcurrentHashMap<>();

  private final java.util.concurrent.atomic.AtomicLong trainings =
      new java.util.concurrent.atomic.AtomicLong();

  /** The iterations a player trains for when the config does not say. */
  abstract long defaultIterations();

  /** A new minimizer of this strategy's kind on {@code tree}. */
  abstract RegretMinimizer minimizer(GameTree tree, Options options);

  /** Options of this strategy beyond the shared ones; none by default. */
  List<OptionSpec> moreOptions() {
    return List.of();
  }

  @Override
  public final List<OptionSpec> options() {
    List<OptionSpec> specs = new ArrayList<>();
    specs.add(
        OptionSpec.integer(
            ITERATIONS,
            defaultIterations(),
            1,
            1_000_000_000,
            "iterations to train (each updates both seats)"));
    specs.add(
        OptionSpec.integer(
            MAX_NODES,
            DEFAULT_MAX_NODES,
            1,
            MOST_NODES,
            "the most positions of the game tree held in memory (about 60 bytes each);"
                + " a larger game is refused"));
    specs.add(
        OptionSpec.integer(
            MAX_SETS,
            DEFAULT_MAX_NODES,
            1,
            MOST_NODES,
            "the most information sets the tables hold; a game with more is refused"));
    specs.add(
        OptionSpec.text(
            TRACE,
            "",
            "an information set (its observation text) whose regrets and policies ply solve"
                + " shows at every step"));
    specs.addAll(moreOptions());
    return List.copyOf(specs);
  }

  /** Two seats, zero sum: the game a best response and CFR's guarantee are defined for. */
  @Override
  public final boolean supports(Game game) {
    return game.players() == 2 && game.zeroSum();
  }

  /**
   * Chance and hidden information; simultaneous moves are not (yet) turned into sequential ones.
   */
  @Override
  public final Set<GameFeature> handles() {
    return EnumSet.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION);
  }

  /**
   * Refuses a game of other than two seats and a game that is not zero-sum: what can be said
   * without starting a game, so that listing which games a strategy plays ({@code ply list}) walks
   * no tree and sets up no game. The size of the tree is measured by {@link #whyNot(Game,
   * Options)}, which the host asks where a run, {@code ply play}, {@code trace} or {@code solve} is
   * about to seat this strategy.
   */
  @Override
  public final Optional<String> whyNot(Game game) {
    if (game.players() != 2) {
      return Optional.of(
          "its game has "
              + game.players()
              + " players; "
              + id()
              + " solves two-player zero-sum games (exploitability is a two-player measure)");
    }
    if (!game.zeroSum()) {
      return Optional.of("its game is not zero-sum; " + id() + " solves two-player zero-sum games");
    }
    return Optional.empty();
  }

  /**
   * Also refuses a variant whose tree is larger than the caps allow or deeper than {@link
   * GameTree#MAX_DEPTH}: the tree is walked once, without building anything, and stopped as soon as
   * it is too large (chess stops after two million positions); the answer is kept per game and
   * variant.
   */
  @Override
  public final Optional<String> whyNot(Game game, Options variant) {
    Optional<String> why = whyNot(game);
    return why.isPresent() ? why : measure(game, variant);
  }

  private Optional<String> measure(Game game, Options variant) {
    double size = SIZES.computeIfAbsent(game.id() + "|" + variant, key -> size(game, variant));
    if (size == UNPLAYABLE) {
      return Optional.of("its default variant cannot be set up");
    }
    if (size < 0) {
      return Optional.of(
          "its games can last more than "
              + GameTree.MAX_DEPTH
              + " plies (positions that repeat?), and "
              + id()
              + " holds the whole game tree");
    }
    if (size > MOST_NODES) {
      return Optional.of(
          "its game tree has more than "
              + MOST_NODES
              + " positions"
              + (size > MOST_NODES + 1
                  ? String.format(
                      java.util.Locale.ROOT,
                      " (by Knuth's estimate, at least 10^%.0f)",
                      Math.log10(size))
                  : "")
              + ", more than "
              + id()
              + "'s tables can hold (option "
              + MAX_NODES
              + ", at most "
              + MOST_NODES
              + ")");
    }
    return Optional.empty();
  }

  /**
   * The size of a game's tree (of the variant) as {@link GameTree#measure} counts it, up to {@link
   * #MOST_NODES} + 1; or, for a tree that Knuth's estimate ({@link GameTree#estimate}, at most 256
   * walks) puts above a thousand times that, the estimate, without walking the tree (Othello,
   * Kalah, chess: a moment, where the walk to the cap takes seconds).
   */
  private static double size(Game game, Options variant) {
    try {
      GameState start = game.newGame(variant);
      double enough = 1000.0 * MOST_NODES;
      double estimate = GameTree.estimate(start, 256, 1, enough);
      if (estimate < 0 || estimate > enough) {
        return estimate;
      }
      return GameTree.measure(start, MOST_NODES);
    } catch (RuntimeException e) {
      return UNPLAYABLE;
    }
  }

  @Override
  public final Player newPlayer(PlayerContext context) {
    String key = context.game().id() + "|" + context.variant() + "|" + context.options();
    TabularPolicy policy =
        policies.computeIfAbsent(key, k -> new Memo<>(() -> train(context))).get();
    return new PolicyPlayer(policy, InformationSetKeys.forGame(context.game()));
  }

  /** How many policies this instance has trained for its players, for tests. */
  long trainings() {
    return trainings.get();
  }

  private TabularPolicy train(PlayerContext context) {
    trainings.incrementAndGet();
    GameTree tree = tree(context, context.game().newGame(context.variant()));
    RegretMinimizer m = minimizer(tree, context.options());
    long iterations = context.options().getLong(ITERATIONS);
    for (long t = 0; t < iterations; t++) {
      m.iterate();
    }
    return TabularPolicy.of(tree, m.averagePolicy());
  }

  /**
   * The tree below {@code root} within the caps of the options.
   *
   * @throws IllegalArgumentException naming the cap the tree passes
   */
  private GameTree tree(PlayerContext context, GameState root) {
    Options o = context.options();
    try {
      return GameTree.build(
          root,
          InformationSetKeys.forGame(context.game()),
          o.getLong(MAX_NODES),
          o.getLong(MAX_SETS));
    } catch (TreeTooLargeException e) {
      throw new IllegalArgumentException(
          id()
              + " cannot play "
              + context.game().id()
              + ": "
              + e.getMessage()
              + (e.option().isEmpty() ? "" : " (option " + e.option() + ")"),
          e);
    }
  }

  /**
   * Runs the iterations on the whole tree and reports, at iterations 1, 2, 5, 10, 20, 50 … and the
   * last, the average policy's value for seat 0 and its exploitability (and, with {@code
   * trace-information-set}, that set's regrets and policies).
   */
  @Override
  public final Solution solve(
      PlayerContext context, GameState position, Consumer<SolveStep> progress) {
    Game game = context.game();
    if (position.plies() > 0 && game.features().contains(GameFeature.HIDDEN_INFORMATION)) {
      throw new IllegalArgumentException(
          id()
              + " solves a game of hidden information from its start only: the position after"
              + " moves holds what the seats have not seen");
    }
    GameTree tree = tree(context, position);
    Options options = context.options();
    RegretMinimizer m = minimizer(tree, options);
    BestResponse br = new BestResponse(tree);
    Trace trace = Trace.of(tree, options.getString(TRACE), position);
    long iterations = options.getLong(ITERATIONS);
    long start = System.nanoTime();
    double[] average = null;
    for (long t = 1; t <= iterations; t++) {
      m.iterate();
      if (Schedule.reports(t, iterations)) {
        average = m.averagePolicy();
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("value", br.value(average));
        figures.put("exploitability", br.exploitability(average));
        trace.addTo(figures, m, average);
        progress.accept(new SolveStep(t, figures));
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double br0 = br.bestResponse(average, 0);
    double br1 = br.bestResponse(average, 1);
    Map<String, Double> figures = new LinkedHashMap<>();
    figures.put("exploitability", (br0 + br1) / 2);
    figures.put("best-response-0", br0);
    figures.put("best-response-1", -br1);
    figures.put("iterations", (double) iterations);
    figures.put("information-sets", (double) tree.sets());
    figures.put("positions", (double) tree.size());
    figures.put("visits", (double) m.visits());
    figures.put("seconds", seconds);
    return new Solution(br.value(average), rootMove(tree, average), figures);
  }

  /** The move seat 0 plays at the root when its average policy there is pure, else NO_MOVE. */
  private static int rootMove(GameTree tree, double[] average) {
    if (tree.actor[0] != 0) {
      return GameState.NO_MOVE;
    }
    int s = tree.set[0];
    for (int a = 0; a < tree.actions[s]; a++) {
      if (average[tree.offset[s] + a] > 0.999) {
        return tree.moves[s][a];
      }
    }
    return GameState.NO_MOVE;
  }
}
