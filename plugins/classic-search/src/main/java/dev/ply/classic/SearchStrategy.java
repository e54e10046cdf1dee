package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SignatureCase;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
import dev.ply.classic.search.AspirationWindows;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.search.SearchContext;
import dev.ply.classic.tt.LocalTable;
import dev.ply.classic.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the strategies of this plugin share: two-player zero-sum games only, an optional evaluator
 * at the horizon, the {@code iterative-deepening} option, and for the searches that can use one a
 * transposition table ({@code tt-mb}). Each subclass names one search.
 */
abstract class SearchStrategy implements Strategy {

  static final String ITERATIVE_DEEPENING = StandardOptions.DEEPENING;
  static final String TT_MB = StandardOptions.TABLE_MB;
  static final String TACTICS = "tactics";
  static final String KILLERS = "killers";
  static final String HISTORY = "history";
  static final String PV_FIRST = "pv-first";
  static final String ASPIRATION = "aspiration";
  static final String THREADS = StandardOptions.THREADS;
  static final String TT_WIPE = StandardOptions.TABLE_WIPE;
  static final String HELPERS_AFTER = "helpers-after";
  static final String DEFER_PLIES = "defer-plies";
  static final String COUNT_DUPLICATES = "count-duplicates";
  static final String LOCKSTEP = "lockstep";

  static final String SHARED_WORK = "shared-work";

  /** The most threads one search may be given. */
  static final int MAX_THREADS = 256;

  /** The search this strategy runs. */
  abstract DepthSearch search();

  /** The search this strategy runs, configured by its options; {@link #search()} by default. */
  DepthSearch search(Options options) {
    return search();
  }

  /** Options of this search's own, offered after the shared ones; none by default. */
  List<OptionSpec> ownOptions() {
    return List.of();
  }

  /**
   * The signature's searches of every search here: tic-tac-toe, a random tree and Nim to the end,
   * without deepening; and for a search with a table, Connect Four, Othello and Kalah with the
   * games' evaluators, deepening, on a 4 MiB table. Then the search's own ({@link
   * #ownSignatureCases()}).
   */
  @Override
  public List<SignatureCase> signatureCases() {
    List<SignatureCase> cases = new ArrayList<>();
    Map<String, Object> exact = Map.of(ITERATIVE_DEEPENING, false);
    cases.add(new SignatureCase("tic-tac-toe", Map.of(), List.of(), exact, Optional.empty(), 9));
    cases.add(
        new SignatureCase(
            "random-tree",
            Map.of("branching", 6L, "depth", 5L, "seed", 7L),
            List.of(),
            exact,
            Optional.empty(),
            5));
    cases.add(
        new SignatureCase("nim", Map.of("heaps", "3,4,5"), List.of(), exact, Optional.empty(), 12));
    if (usesTable()) {
      Map<String, Object> deepening = Map.of(ITERATIVE_DEEPENING, true, TT_MB, 4L);
      cases.add(
          new SignatureCase(
              "connect-four",
              Map.of(),
              List.of("4", "4", "5", "3"),
              deepening,
              Optional.of("connect-four-windows"),
              8));
      cases.add(
          new SignatureCase(
              "othello", Map.of(), List.of(), deepening, Optional.of("othello-positional"), 5));
      cases.add(
          new SignatureCase(
              "kalah", Map.of(), List.of(), deepening, Optional.of("kalah-stores"), 7));
    }
    cases.addAll(ownSignatureCases());
    return cases;
  }

  /** Signature searches of this search's own, after the shared ones; none by default. */
  List<SignatureCase> ownSignatureCases() {
    return List.of();
  }

  /** Whether deepening is on when the config does not say. */
  abstract boolean deepensByDefault();

  /** Whether the search can use a transposition table, offered as the {@code tt-mb} option. */
  boolean usesTable() {
    return false;
  }

  /**
   * Whether the search takes its moves from the shared move generation, so that the ordering
   * options ({@code killers}, {@code history}, {@code pv-first}) apply.
   */
  boolean ordersMoves() {
    return false;
  }

  /** Whether the search can run in aspiration windows, offered as the {@code aspiration} option. */
  boolean usesAspiration() {
    return false;
  }

  /** Whether the search can use a game's {@link dev.ply.api.Tactics}, offered as an option. */
  boolean usesTactics() {
    return false;
  }

  /**
   * Every search here is exact without an evaluator or a depth limit: it stops early only when a
   * node limit, a deadline or the stop signal makes it (its node count then reaches the limit).
   */
  @Override
  public boolean solves() {
    return true;
  }

  @Override
  public List<OptionSpec> options() {
    OptionSpec deepening =
        OptionSpec.bool(
            ITERATIVE_DEEPENING,
            deepensByDefault(),
            "search depth 1, 2, 3 ... until the depth limit, the deadline or a proven result, and play"
                + " the best move of the deepest completed search");
    List<OptionSpec> options = new ArrayList<>(List.of(deepening));
    if (usesTable()) {
      options.add(
          OptionSpec.integer(
              TT_MB,
              0,
              0,
              TranspositionTable.MAX_MIB,
              "size of the transposition table in MiB, kept by each player from move to move;"
                  + " 0 for none"));
      options.add(
          OptionSpec.bool(
              TT_WIPE,
              false,
              "at the start of every game write zeros over the whole transposition table, as most"
                  + " solvers do, instead of marking its entries stale: about 4 ms per 64 MiB, and the"
                  + " game starts with the table in the processor's cache"));
      options.add(
          OptionSpec.integer(
              THREADS,
              1,
              1,
              MAX_THREADS,
              "search threads (Lazy SMP: helpers search the same root, sharing the transposition"
                  + " table, which they need: set tt-mb); 1 searches exactly as on one thread"));
      options.add(
          OptionSpec.integer(
              HELPERS_AFTER,
              10_000,
              0,
              1_000_000_000_000L,
              "with threads above 1, the nodes a search visits on its own thread before the helper"
                  + " threads join it: starting them costs about 0.1 ms, more than a small search"
                  + " takes; 0 starts them at once"));
      options.add(
          OptionSpec.integer(
              LOCKSTEP,
              0,
              0,
              1_000_000,
              "with threads above 1, for measurement: the threads take turns of this many nodes,"
                  + " round and round, so that they advance at one pace as on as many equal cores,"
                  + " whatever this machine has; their nodes are those such a machine would"
                  + " search, their times are not; 0 for off"));
      options.add(
          OptionSpec.integer(
              SHARED_WORK,
              0,
              0,
              1_000_000,
              "with tt-mb 4 or more, the mean nodes of work from which a remaining depth's results"
                  + " go to the shared table rather than a thread's local one; 0 for automatic: "
                  + LocalTable.SHARED_WORK
                  + " on one or two threads, "
                  + LocalTable.MANY_THREADS_SHARED_WORK
                  + " on more, where a result kept local is likelier to be searched again by"
                  + " another thread"));
      if (search().defersBusyMoves()) {
        options.add(
            OptionSpec.integer(
                DEFER_PLIES,
                SearchContext.DEFER_PLIES,
                1,
                1000,
                "with threads above 1, the plies below the root where a thread leaves for last the"
                    + " moves another thread is searching (ABDADA), at positions whose results go"
                    + " to the shared table"));
        options.add(
            OptionSpec.bool(
                COUNT_DUPLICATES,
                false,
                "with threads above 1, count where the threads repeat each other's work (for"
                    + " ply bench solve: by ply, and in passes given up or stopped); costs a little"
                    + " time"));
      }
    }
    if (usesTactics()) {
      options.add(
          OptionSpec.bool(
              TACTICS,
              true,
              "use the game's tactics where it offers them (Connect Four): take an"
                  + " immediate win at once, search only moves that do not allow one, threats first"));
    }
    if (ordersMoves()) {
      options.add(
          OptionSpec.bool(
              KILLERS,
              false,
              "killer heuristic: try first the moves that caused a cutoff at the same ply"));
      options.add(
          OptionSpec.bool(
              HISTORY,
              false,
              "history heuristic: try first the moves that caused cutoffs anywhere, deep ones most"));
      options.add(
          OptionSpec.bool(
              PV_FIRST,
              true,
              "with iterative deepening, search the previous iteration's principal variation first"));
    }
    options.addAll(ownOptions());
    if (usesAspiration()) {
      options.add(
          OptionSpec.integer(
              ASPIRATION,
              0,
              0,
              1_000_000,
              "with iterative deepening, search each iteration in a window of this half-width around"
                  + " the previous value, again with an open side when it falls outside; 0 for off"));
    }
    return List.copyOf(options);
  }

  @Override
  public boolean supports(Game game) {
    return game.players() == 2 && game.zeroSum();
  }

  @Override
  public boolean usesEvaluator() {
    return true;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    boolean deepen = context.options().getBoolean(ITERATIVE_DEEPENING);
    int mib = usesTable() ? context.options().getInt(TT_MB) : 0;
    TranspositionTable table = mib > 0 ? new TranspositionTable(mib) : null;
    int aspiration = usesAspiration() ? context.options().getInt(ASPIRATION) : 0;
    DepthSearch search =
        aspiration > 0 ? new AspirationWindows(aspiration) : search(context.options());
    IterativeDeepening driver =
        new IterativeDeepening(search, deepen, table, context.game().maxUtility() == 1);
    if (usesTactics() && context.options().getBoolean(TACTICS)) {
      driver.usingTactics(context.game().maxUtility());
    }
    if (ordersMoves()) {
      driver.ordering(
          context.options().getBoolean(KILLERS),
          context.options().getBoolean(HISTORY),
          context.options().getBoolean(PV_FIRST));
    }
    int threads = usesTable() ? context.options().getInt(THREADS) : 1;
    if (threads > 1 && table == null) {
      throw new IllegalArgumentException(
          id() + ": threads " + threads + " needs a transposition table to share: set tt-mb");
    }
    driver.threads(threads);
    if (usesTable()) {
      driver.sharedWork(context.options().getInt(SHARED_WORK));
    }
    if (threads > 1) {
      driver.helpersAfter(context.options().getLong(HELPERS_AFTER));
      driver.lockstep(context.options().getInt(LOCKSTEP));
      if (search().defersBusyMoves()) {
        driver.deferPlies(context.options().getInt(DEFER_PLIES));
        if (context.options().getBoolean(COUNT_DUPLICATES)) {
          driver.countDuplicates();
        }
      }
    }
    boolean wipe = usesTable() && context.options().getBoolean(TT_WIPE);
    return new SearchPlayer(driver, context.evaluator(), table, wipe);
  }
}
