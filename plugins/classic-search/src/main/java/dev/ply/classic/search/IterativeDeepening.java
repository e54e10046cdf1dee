package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchListener;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.classic.ordering.HistoryTable;
import dev.ply.classic.ordering.KillerMoves;
import dev.ply.classic.ordering.MovePicker;
import dev.ply.classic.ordering.PrincipalVariation;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.tt.LocalTable;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Optional;

/**
 * Runs a {@link DepthSearch} under a move's {@link Limits}, either once to the depth limit or
 * deepening one ply at a time (Slate and Atkin 1977), and turns the outcome into a {@link
 * SearchReport}.
 *
 * <p>Deepening searches the previous iteration's best move first, stops when the depth limit is
 * reached, when the result is proven or the whole tree was searched, or when the next iteration is
 * unlikely to finish in time; it plays the best move of the deepest completed iteration. A search
 * cut off before any iteration completes plays the best root move it had searched completely, or
 * failing that the first legal move, so a player always has a legal answer.
 */
public final class IterativeDeepening {

  private final DepthSearch search;
  private final boolean deepen;
  private final TranspositionTable table;
  private final boolean stopOnProvenResult;
  private boolean tactics;
  private KillerMoves killers;
  private HistoryTable history;
  private PrincipalVariation previousLine;
  private int maxUtility = 1;
  private SearchListener listener;

  /** The helper threads of a parallel search (Lazy SMP), or null for a search on one thread. */
  private LazySmp smp;

  /** The marks of the positions the threads are searching, shared by them; null on one thread. */
  private BusyPositions busy;

  /** The plies below the root where the threads defer each other's moves. */
  private int deferPlies = SearchContext.DEFER_PLIES;

  /** Whether {@link #busy} may hold marks: its threads searched since it was last cleared. */
  private boolean busyMarked;

  /** The nodes the main thread visits before the helpers start (see {@link #helpersAfter}). */
  private long helpersAfter;

  /** The root's {@link GameState#maxMoves()} in the run under way, for the helpers' contexts. */
  private int maxMovesOfRun;

  /**
   * The main thread's move buffers and principal variation table, kept from one run to the next
   * (made anew when a position allows more moves than they were made for).
   */
  private MovePicker picker;

  private TriangularPvTable pvTable;

  /**
   * @param search the search to run
   * @param deepen true to deepen one ply at a time; false for one search to the depth limit
   */
  public IterativeDeepening(DepthSearch search, boolean deepen) {
    this(search, deepen, null);
  }

  /**
   * @param search the search to run
   * @param deepen true to deepen one ply at a time; false for one search to the depth limit
   * @param table a transposition table for the searches that use one, or null for none; every
   *     iteration of a run shares it, and the caller calls {@link TranspositionTable#newSearch()}
   *     between runs
   */
  public IterativeDeepening(DepthSearch search, boolean deepen, TranspositionTable table) {
    this(search, deepen, table, true);
  }

  /**
   * @param stopOnProvenResult whether deepening may stop at the first proven result: right for
   *     games decided by win, draw or loss (a faster win would have shown at a shallower depth),
   *     wrong for games scored by margin (Kalah), where a deeper search can find a larger one
   */
  public IterativeDeepening(
      DepthSearch search, boolean deepen, TranspositionTable table, boolean stopOnProvenResult) {
    this.search = search;
    this.deepen = deepen;
    this.table = table;
    this.stopOnProvenResult = stopOnProvenResult;
  }

  /**
   * Lets the search use the {@link dev.ply.api.Tactics} of games that offer them (see {@link
   * SearchContext#useTactics(int)}).
   *
   * @param maxUtility the game's largest utility
   * @return this driver
   */
  public IterativeDeepening usingTactics(int maxUtility) {
    this.tactics = true;
    this.maxUtility = maxUtility;
    return this;
  }

  /**
   * Turns on move-ordering heuristics (see {@link MovePicker#use}): the killer heuristic, the
   * history heuristic (kept from move to move until {@link #newGame()}), and the previous
   * iteration's principal variation first.
   *
   * @return this driver
   */
  public IterativeDeepening ordering(
      boolean killerMoves, boolean historyHeuristic, boolean principalVariationFirst) {
    killers = killerMoves ? new KillerMoves() : null;
    history = historyHeuristic ? new HistoryTable() : null;
    previousLine = principalVariationFirst ? new PrincipalVariation() : null;
    return this;
  }

  /**
   * Reports every position the later runs visit to {@code listener} (see {@link
   * dev.ply.api.Player#trace}).
   *
   * @return this driver
   */
  public IterativeDeepening tracing(SearchListener listener) {
    this.listener = listener;
    return this;
  }

  /**
   * Searches on {@code threads} threads (Lazy SMP, see {@link LazySmp}): this one and {@code
   * threads - 1} helpers sharing the transposition table. 1, the default, searches exactly as
   * before. Each helper has the main thread's tactics and its own killer and history tables, fresh
   * at every move; the trace hears the main thread only.
   *
   * @return this driver
   * @throws IllegalArgumentException when {@code threads} is below 1, or above 1 without a table
   */
  public IterativeDeepening threads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    if (threads > 1 && table == null) {
      throw new IllegalArgumentException("a parallel search shares a transposition table");
    }
    smp =
        threads == 1
            ? null
            : new LazySmp(
                search,
                deepen,
                stopOnProvenResult,
                threads - 1,
                (helper, clock, evaluator) -> helperContext(helper, clock, evaluator));
    busy = threads == 1 ? null : new BusyPositions(table);
    if (table != null) {
      table.shareFrom(threads > 2 ? LocalTable.MANY_THREADS_SHARED_WORK : LocalTable.SHARED_WORK);
    }
    return this;
  }

  private SearchContext helperContext(
      int helper, SearchClock clock, Optional<Evaluator> evaluator) {
    SearchContext context =
        new SearchContext(
            clock,
            evaluator,
            table,
            null,
            helper,
            new MovePicker(maxMovesOfRun),
            new TriangularPvTable());
    if (tactics) {
      context.useTactics(maxUtility);
    }
    context
        .picker()
        .use(
            killers == null ? null : new KillerMoves(),
            history == null ? null : new HistoryTable(),
            null);
    if (!search.defersBusyMoves()) {
      context.picker().rotate(helper); // no deferral to split the work: another order instead
    }
    context.shareBusyPositions(busy, deferPlies);
    return context;
  }

  /**
   * Lets the helper threads of a parallel search join only once the main thread has visited {@code
   * nodes} nodes of a move's search, so that a search too small to gain from them does not pay for
   * starting them; 0, the default, starts them with the search.
   *
   * @return this driver
   */
  public IterativeDeepening helpersAfter(long nodes) {
    if (nodes < 0) {
      throw new IllegalArgumentException("helpers-after must be at least 0, was " + nodes);
    }
    this.helpersAfter = nodes;
    return this;
  }

  /**
   * Makes the threads of a parallel search take turns of {@code quantum} nodes ({@link
   * dev.ply.classic.time.Lockstep}), so that they advance at one pace as on as many equal cores,
   * for measuring the nodes such a machine would search; 0, the default, lets them run freely.
   *
   * @return this driver
   */
  public IterativeDeepening lockstep(int quantum) {
    if (quantum < 0) {
      throw new IllegalArgumentException("lockstep must be at least 0, was " + quantum);
    }
    if (smp != null) {
      smp.lockstep(quantum);
    }
    return this;
  }

  /**
   * Sets the mean nodes of work from which the local tables' results go to the shared one ({@link
   * LocalTable}); 0, the default, leaves the choice of {@link #threads}: {@link
   * LocalTable#SHARED_WORK} on one or two threads, {@link LocalTable#MANY_THREADS_SHARED_WORK} on
   * more. Call it after {@link #threads}.
   *
   * @return this driver
   */
  public IterativeDeepening sharedWork(int work) {
    if (work < 0) {
      throw new IllegalArgumentException("shared-work must be 0 or more, was " + work);
    }
    if (work > 0 && table != null) {
      table.shareFrom(work);
    }
    return this;
  }

  /**
   * Lets the threads of a parallel search defer each other's moves (ABDADA, see {@link
   * BusyPositions}) in the first {@code plies} plies below the root, at the positions whose results
   * go to the shared table; 24 by default ({@link Deferral#DEFAULT_PLIES}).
   *
   * @return this driver
   */
  public IterativeDeepening deferPlies(int plies) {
    if (plies < 1) {
      throw new IllegalArgumentException("defer-plies must be at least 1, was " + plies);
    }
    this.deferPlies = plies;
    return this;
  }

  /**
   * Lets the threads of a parallel search count where they repeat each other's work ({@link
   * DuplicateWork}), reported with each search's counters; for measurement only.
   *
   * @return this driver
   */
  public IterativeDeepening countDuplicates() {
    if (busy != null) {
      busy.countDuplicates();
    }
    return this;
  }

  /** Forgets what the ordering heuristics learnt in an earlier game. */
  public void newGame() {
    if (history != null) {
      history.clear();
    }
  }

  /** Chooses a move for the non-terminal {@code root}. */
  public SearchReport run(GameState root, Limits limits, Optional<Evaluator> evaluator) {
    SearchClock clock = new SearchClock(limits);
    maxMovesOfRun = root.maxMoves();
    if (picker == null || picker.maxMoves() != root.maxMoves()) {
      picker = new MovePicker(root.maxMoves());
      pvTable = new TriangularPvTable();
    }
    picker.searchFirstAtRoot(-1);
    SearchContext context =
        new SearchContext(clock, evaluator, table, listener, 0, picker, pvTable);
    if (tactics) {
      context.useTactics(maxUtility);
    }
    if (killers != null) {
      killers.clear();
    }
    if (previousLine != null) {
      previousLine.clear();
    }
    context.picker().use(killers, history, previousLine);
    if (busyMarked) {
      // Marks a stopped search left behind. Only after a search whose helpers started: clearing
      // the 128 KiB of marks costs a search of a few dozen nodes more than the search itself.
      busy.clear();
      busyMarked = false;
    }
    int bestMove = -1;
    int bestValue = SearchReport.NO_VALUE;
    int completedDepth = 0;
    int[] pv = new int[0];
    int depth = deepen ? 1 : limits.maxDepth();
    LazySmp.Round round = smp == null ? null : smp.prepare(root, limits, evaluator);
    if (round != null) {
      // The main thread defers busy moves only from the moment it has helpers to share with.
      clock.whenNodesReach(
          helpersAfter,
          () -> {
            busy.sharedBounds().reset(); // before any thread of this search watches them
            context.shareBusyPositions(busy, deferPlies);
            busyMarked = true;
            clock.pollSignal(round.launch()); // not before: nothing could raise it
            if (round.lockstep() != null) {
              round.lockstep().take(0); // the first turn, the main thread's: it goes on
              clock.takeTurns(round.lockstep(), 0);
            }
          });
    }
    long searchStart = round == null ? 0 : System.nanoTime(); // a clock read costs a tiny solve
    try {
      while (true) {
        context.horizon().reset();
        context.stats().newIteration();
        int value = search.search(root, depth, context);
        bestMove = context.root().move();
        bestValue = value;
        pv = context.pv().line();
        completedDepth = context.stats().maxPly();
        boolean exhausted = !context.horizon().reached();
        if (!deepen
            || depth >= limits.maxDepth()
            || exhausted
            || (stopOnProvenResult && Values.isProven(value))
            || !clock.worthAnotherIteration()) {
          break;
        }
        context.picker().searchFirstAtRoot(bestMove);
        context.root().completedIteration(value);
        if (previousLine != null) {
          previousLine.follow(root, pv);
        }
        depth++;
      }
    } catch (SearchAborted aborted) {
      LazySmp.Result helper = round == null ? null : round.helperResult();
      if (helper != null) { // a helper completed the search first: its result, as exact
        bestMove = helper.move();
        bestValue = helper.value();
        pv = helper.line();
        completedDepth = helper.depth();
      } else if (bestMove < 0 && context.root().move() >= 0) {
        bestMove = context.root().move();
        bestValue = context.root().value();
        pv = new int[] {bestMove};
      }
    } finally {
      if (round != null) {
        context.stats().busyNanos(System.nanoTime() - searchStart);
        round.finish(context.stats());
      }
    }
    if (bestMove < 0) {
      int[] moves = new int[root.maxMoves()];
      if (root.legalMoves(moves) == 0) {
        throw new IllegalStateException("asked to move in a finished game");
      }
      bestMove = moves[0];
      pv = new int[] {bestMove};
    }
    SearchReport.Builder report =
        SearchReport.builder(bestMove)
            .value(bestValue)
            .depth(completedDepth)
            .timeNanos(clock.elapsedNanos())
            .principalVariation(pv);
    context.stats().addTo(report);
    if (table != null && context.stats().sharedStores() > 0) {
      reportLocalTable(report);
    }
    long wiped = table == null ? 0 : table.takeWipedBytes();
    if (wiped > 0) {
      report.counter(SearchStats.TT_WIPED_BYTES, wiped);
    }
    return report.build();
  }

  /**
   * The main thread's local table in the report ({@link SearchStats#TT_SHARED_WORK}): only for a
   * search that stored to the shared table, so that a tiny one pays nothing.
   */
  private void reportLocalTable(SearchReport.Builder report) {
    LocalTable local = table.local(0);
    if (local != null) {
      report
          .counter(SearchStats.TT_SHARED_WORK, local.sharedWork())
          .counter(SearchStats.TT_LOCAL_BELOW, local.boundary())
          .counter(SearchStats.TT_LOCAL_SEARCHES, 1);
    }
  }
}
