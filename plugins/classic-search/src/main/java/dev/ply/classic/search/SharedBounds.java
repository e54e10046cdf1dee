package dev.ply.classic.search;

import dev.ply.api.Values;
import java.util.ArrayList;
import java.util.List;

/**
 * The bounds on the root's value that the threads of a parallel search have proven, for a driver
 * that searches the root with a sequence of null windows ({@link MtdF}, {@link MtdBi}, through
 * {@link RootInterval}): a thread whose pass ends publishes the bound it proved, and every thread
 * narrows its own interval with the others' before its next pass. A pass whose test no longer lies
 * inside the shared interval can only prove what is known already, so its thread is told to give it
 * up ({@link PassSettled}) and go on to its next test, rather than finish it and start the next one
 * only then. On the first 20 positions of Pons' Test_L1_R2, four threads searched 1.30 times the
 * nodes of one with it, 1.33 to 1.36 without; two threads, 1.14 to 1.19 against 1.18 to 1.23 (runs
 * on a busy 2-core machine: see benchmarks/connect4/HISTORY.md).
 *
 * <p>Bounds hold for one depth: a thread that publishes a bound for another depth than the one held
 * starts the interval afresh at its own (threads of a deepening search may search different depths;
 * a solve searches one). A bound is a proof, so mixing those of several threads changes no value,
 * only which thread proves it.
 *
 * <p>Thread-safe: {@link #begin}, {@link #publish} and {@link #now} take the object's lock, once a
 * pass; the check at every node ({@link Watch#check()}) reads one volatile field of the thread's
 * own watch.
 */
final class SharedBounds {

  /** What the threads know at one moment: the interval, and the root move that proved its floor. */
  record Known(int depth, int lower, int upper, int move, int value, int[] line, boolean horizon) {}

  /** One thread's pass under way: its depth and test, and whether another thread settled it. */
  static final class Watch {
    private int depth;
    private int beta;
    private boolean testing;
    private volatile boolean settled;

    /**
     * @throws PassSettled when another thread's bound has settled this thread's pass
     */
    void check() {
      if (settled) {
        throw PassSettled.INSTANCE;
      }
    }
  }

  private int depth = -1;
  private int lower = -Values.INFINITY;
  private int upper = Values.INFINITY;
  private int move = -1;
  private int value;
  private int[] line = new int[0];

  /**
   * Whether a pass that proved the bounds held reached the horizon: a thread that takes them
   * without searching must know that its iteration did not exhaust the tree.
   */
  private boolean horizon;

  private final List<Watch> watches = new ArrayList<>();

  /** Forgets the bounds and the threads' watches: a new parallel search. */
  synchronized void reset() {
    depth = -1;
    lower = -Values.INFINITY;
    upper = Values.INFINITY;
    move = -1;
    line = new int[0];
    horizon = false;
    watches.clear();
  }

  /** A watch for a thread of the search under way, told when its passes are settled. */
  synchronized Watch watch() {
    Watch w = new Watch();
    watches.add(w);
    return w;
  }

  /** What the threads have proven so far. */
  synchronized Known now() {
    return new Known(depth, lower, upper, move, value, line, horizon);
  }

  /** The thread of {@code w} starts a pass at {@code depth} testing {@code beta}. */
  synchronized void begin(Watch w, int depth, int beta) {
    w.depth = depth;
    w.beta = beta;
    w.testing = true;
    w.settled = settles(w);
  }

  /** The thread of {@code w} has ended or given up its pass. */
  synchronized void end(Watch w) {
    w.testing = false;
    w.settled = false;
  }

  /**
   * A pass at {@code depth} testing {@code beta} returned {@code g}: a floor when {@code g >= beta}
   * (proven by the root move {@code move}, of value {@code value}, line {@code line}), else a
   * ceiling; {@code horizon} when the thread's search reached the horizon. Settles the other
   * threads' passes it makes useless.
   */
  synchronized void publish(
      int depth, int beta, int g, int move, int value, int[] line, boolean horizon) {
    if (depth != this.depth) {
      this.depth = depth;
      lower = -Values.INFINITY;
      upper = Values.INFINITY;
      this.move = -1;
      this.line = new int[0];
      this.horizon = false;
    }
    this.horizon |= horizon;
    if (g >= beta && g > lower) {
      lower = g;
      this.move = move;
      this.value = value;
      this.line = line;
    } else if (g < beta && g < upper) {
      upper = g;
    }
    for (Watch w : watches) {
      if (w.testing && !w.settled && settles(w)) {
        w.settled = true;
      }
    }
  }

  /** Whether the bounds held settle the pass of {@code w}: its test is outside (lower, upper]. */
  private boolean settles(Watch w) {
    return w.depth == depth && (w.beta <= lower || w.beta > upper);
  }
}
