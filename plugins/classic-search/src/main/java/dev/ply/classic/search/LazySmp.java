package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Values;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.Lockstep;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.time.StopSignal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Lazy SMP: the helper threads of a parallel search. The main thread searches as on one thread;
 * {@code N - 1} helpers search the same root at the same time, each on its own copy of the position
 * ({@link GameState#copy()}) with its own context (move buffers, killers, history, counters), and
 * all threads share one transposition table, lock-free ({@link
 * dev.ply.classic.tt.TranspositionTable}: Hyatt and Mann 2002). The threads coordinate through
 * nothing but the table: a subtree one thread has searched is a table hit for the others. The
 * scheme is Dan Homan's "lazy SMP" (2013), as Stockfish runs it since version 7 (2016): helpers
 * differ from the main thread so that they do not follow it in lockstep. The searches built on
 * {@link AlphaBetaSolver} (alphabeta, mtdf, mtd-bi) split the work by ABDADA's deferral (Weill
 * 1996, in Kerrigan's simplified form; see {@link BusyPositions}): in the first plies, a node
 * leaves for last the moves whose position another thread is searching now, so that the threads
 * take a node's moves in turn, each in the best order; with mtdf and mtd-bi ({@link MtdF}, {@link
 * MtdBi}) they also share the bounds on the root's value each proves ({@link RootInterval}, {@link
 * SharedBounds}), so that a thread gives up a null-window pass another thread has settled. The
 * others (negascout) have helper {@code i} rotate the ordered moves {@code i} places instead (at
 * the root all of them, so that it starts on another root move; below, all but the first, which
 * stays the best guess). When deepening, helpers of odd index start one ply deeper (Stockfish's
 * skipping of depths, simplified). On Pons' Test_L1_R2 (the first 30 positions, 64 MiB, the 2-core
 * build machine) deferral takes two threads from 1.3 to 1.75 times the speed of one; rotation
 * without deferral was 1.3 times, and neither, 1.0.
 *
 * <p>The result is always that of a search completed by one thread, never a helper's half-finished
 * one: the main thread's; or, when a search to a fixed depth (solving) is completed by a helper
 * first, that helper's, and the main thread is stopped. A deepening search takes only the main
 * thread's iterations. Helpers are stopped through a {@link StopSignal} polled at every node, and
 * joined before the result is returned, so no helper outlives the move it helped with.
 *
 * <p>The helpers run on daemon threads of this object's own pool, made on first use; a thread that
 * waits {@value #IDLE_SECONDS} seconds for the next move ends (the api tells a player of no end of
 * its life, and a tournament makes fresh players for every game, so a pool must not keep threads of
 * players long gone), and the next move makes it again. For measurement the threads can take turns
 * of a fixed number of nodes ({@link Lockstep}, the strategies' {@code lockstep} option), as on
 * equal cores. Nondeterministic by nature: with more than one thread the node counts, and with an
 * evaluator and a depth limit the value, may differ from run to run; an exact search's value does
 * not.
 */
final class LazySmp {

  /** The report counter of the turns the threads handed on ({@link Lockstep}). */
  static final String LOCKSTEP_TURNS = "lockstep-turns";

  /** A search completed by a helper: its best root move, value, line and depth. */
  record Result(int move, int value, int[] line, int depth) {}

  private final DepthSearch search;
  private final boolean deepen;
  private final boolean stopOnProvenResult;
  private final int helpers;

  /** The nodes of a thread's turn when the threads take turns ({@link Lockstep}); 0 when not. */
  private int lockstepQuantum;

  /** Seconds a helper thread waits for the next move before it ends. */
  private static final int IDLE_SECONDS = 10;

  private ExecutorService pool;

  /** A helper's context, made for each run, with the clock it is given. */
  interface HelperContext {
    SearchContext make(int helper, SearchClock clock, Optional<Evaluator> evaluator);
  }

  private final HelperContext factory;

  /**
   * @param helpers the helper threads besides the main one, at least 1
   * @param factory makes a helper's context, configured as the main thread's
   */
  LazySmp(
      DepthSearch search,
      boolean deepen,
      boolean stopOnProvenResult,
      int helpers,
      HelperContext factory) {
    if (helpers < 1) {
      throw new IllegalArgumentException("helpers " + helpers);
    }
    this.search = search;
    this.deepen = deepen;
    this.stopOnProvenResult = stopOnProvenResult;
    this.helpers = helpers;
    this.factory = factory;
  }

  /**
   * Makes the threads of every search take turns of {@code quantum} nodes ({@link Lockstep}), for
   * measurement; 0, the default, lets them run freely.
   */
  void lockstep(int quantum) {
    this.lockstepQuantum = quantum;
  }

  /**
   * A parallel search of {@code root}, whose helpers start when {@link Round#launch()} is called
   * (the driver launches them once its own search has visited enough nodes), each on its own copy
   * of {@code root} as it is now: the main thread plays on {@code root} from now on.
   */
  Round prepare(GameState root, Limits limits, Optional<Evaluator> evaluator) {
    return new Round(helpers, root.copy(), limits, evaluator);
  }

  private void launch(Round round) {
    if (pool == null) {
      AtomicInteger count = new AtomicInteger();
      ThreadPoolExecutor executor =
          new ThreadPoolExecutor(
              helpers,
              helpers,
              IDLE_SECONDS,
              TimeUnit.SECONDS,
              new LinkedBlockingQueue<>(),
              r -> {
                Thread t = new Thread(r, "ply-lazy-smp-helper-" + count.incrementAndGet());
                t.setDaemon(true);
                return t;
              });
      executor.allowCoreThreadTimeOut(true);
      pool = executor;
    }
    StopSignal signal = round.signal;
    Lockstep turns = round.lockstep;
    GameState snapshot = round.snapshot;
    Optional<Evaluator> evaluator = round.evaluator;
    Limits limits = round.limits;
    for (int i = 1; i <= helpers; i++) {
      int helper = i;
      round.futures.add(
          pool.submit(
              () -> {
                // Made on the helper's thread, so that what it writes at every node (its
                // position, its counters, its move buffers) lies in its own allocation buffer,
                // not on a cache line next to the main thread's objects (false sharing).
                long start = System.nanoTime();
                GameState own = snapshot.copy();
                SearchClock clock = new SearchClock(Limits.none(), signal);
                SearchContext context = factory.make(helper, clock, evaluator);
                round.contexts[helper - 1] = context;
                try {
                  if (turns != null) {
                    turns.take(helper); // the first turn: all it does, even before a node, in turn
                    clock.takeTurns(turns, helper);
                  }
                  round.help(helper, own, limits.maxDepth(), context);
                } finally {
                  if (turns != null) {
                    turns.leave(helper);
                  }
                  context.stats().busyNanos(System.nanoTime() - start);
                }
              }));
    }
  }

  /** One parallel search: its helpers, their contexts, and the first result completed by one. */
  final class Round {

    /** The signal every thread polls once the helpers start, made then; null before. */
    private StopSignal signal;

    /** The threads' turns, made with the signal when they take turns; else null. */
    private Lockstep lockstep;

    private final List<Future<?>> futures = new ArrayList<>();

    /** Each helper's context, written by the helper, read after it is joined. */
    private final SearchContext[] contexts;

    private final AtomicReference<Result> first = new AtomicReference<>();

    /** The root as it was when the round was made: the helpers search copies of it. */
    private final GameState snapshot;

    private final Limits limits;
    private final Optional<Evaluator> evaluator;
    private boolean launched;

    private Round(int helpers, GameState snapshot, Limits limits, Optional<Evaluator> evaluator) {
      this.contexts = new SearchContext[helpers];
      this.snapshot = snapshot;
      this.limits = limits;
      this.evaluator = evaluator;
    }

    /**
     * Starts the helpers, once; on the main thread, whose clock must poll the signal returned from
     * now on ({@link dev.ply.classic.time.SearchClock#pollSignal}): a helper that completes the
     * search first raises it.
     */
    StopSignal launch() {
      if (!launched) {
        launched = true;
        signal = new StopSignal();
        if (lockstepQuantum > 0) {
          lockstep = new Lockstep(helpers + 1, lockstepQuantum);
        }
        LazySmp.this.launch(this);
      }
      return signal;
    }

    /**
     * The turns the main thread takes with the helpers from now on ({@link SearchClock#takeTurns}),
     * when they take turns and have been launched; else null.
     */
    Lockstep lockstep() {
      return lockstep;
    }

    /** The search of helper {@code i} until it completes or the signal stops it. */
    private void help(int helper, GameState root, int maxDepth, SearchContext context) {
      int depth = deepen ? Math.min(maxDepth, 1 + helper % 2) : maxDepth;
      try {
        while (!signal.raised()) {
          context.horizon().reset();
          context.stats().newIteration();
          int value = search.search(root, depth, context);
          if (!deepen) {
            // A complete search: as good as the main thread's, and first. Stop the others.
            if (first.compareAndSet(
                null,
                new Result(
                    context.root().move(), value, context.pv().line(), context.stats().maxPly()))) {
              signal.raise();
            }
            return;
          }
          if (depth >= maxDepth
              || !context.horizon().reached()
              || (stopOnProvenResult && Values.isProven(value))) {
            return;
          }
          context.picker().searchFirstAtRoot(context.root().move());
          context.root().completedIteration(value);
          depth++;
        }
      } catch (SearchAborted stopped) {
        // stopped by the main thread, or by another helper's result
      }
    }

    /** The search completed first by a helper, or null. */
    Result helperResult() {
      return first.get();
    }

    /**
     * Stops the helpers and waits for them; adds their counters to {@code stats}.
     *
     * @throws IllegalStateException when a helper failed otherwise than by being stopped
     */
    void finish(SearchStats stats) {
      if (signal != null) {
        signal.raise();
      }
      if (lockstep != null) {
        lockstep.leave(0); // after the signal: each helper stops at its next node, none goes on
      }
      RuntimeException failure = null;
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          failure =
              new IllegalStateException("a Lazy SMP helper failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          failure = new IllegalStateException("interrupted while stopping the helpers", e);
        }
      }
      stats.markParallel(); // the report names each thread, the helpers idle if not launched
      if (lockstep != null) {
        stats.count(LOCKSTEP_TURNS, lockstep.turns());
      }
      if (launched) {
        for (SearchContext c : contexts) {
          stats.add(c != null ? c.stats() : new SearchStats()); // null: stopped before it began
        }
      }
      if (failure != null) {
        throw failure;
      }
    }
  }
}
