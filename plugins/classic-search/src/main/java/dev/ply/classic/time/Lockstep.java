package dev.ply.classic.time;

import java.util.concurrent.locks.LockSupport;

/**
 * Turns for the threads of one parallel search, for measurement (the strategies' {@code lockstep}
 * option): a thread searches a quantum of nodes, then hands the turn to the next thread still
 * searching, round and round. All threads then advance at one pace, counted in nodes, as N threads
 * on N equal cores do, whatever cores this machine has: sixteen threads on two cores search about
 * the nodes sixteen cores would, where the scheduler's own turns (milliseconds, hundreds of
 * thousands of nodes) would let one thread run far ahead of the others and see their work late.
 * Only the nodes mean something then; the times are those of one core at a time.
 *
 * <p>Every thread of the search is in the round from the start (thread 0, the main thread, holds
 * the first turn), so a helper whose thread has not begun yet is waited for, as if all began at
 * once; a thread leaves the round when it stops ({@link #leave}), whatever stopped it, or the
 * others would wait for it forever.
 */
public final class Lockstep {

  private final int quantum;

  /** Which threads are still in the round; guarded by this. */
  private final boolean[] searching;

  /** Which threads have had a turn already; guarded by this. */
  private final boolean[] begun;

  /** Each thread, once it has asked for a turn, so that the one before it can wake it alone. */
  private final Thread[] waiters;

  /** The thread whose turn it is, or -1 when none is left; guarded by this. */
  private int turn;

  /** The turns handed on so far; guarded by this. */
  private long turns;

  /**
   * @param threads the threads of the search, the main thread 0
   * @param quantum the nodes of a turn, at least 1
   */
  public Lockstep(int threads, int quantum) {
    if (threads < 1 || quantum < 1) {
      throw new IllegalArgumentException("threads " + threads + ", quantum " + quantum);
    }
    this.quantum = quantum;
    this.searching = new boolean[threads];
    this.begun = new boolean[threads];
    this.waiters = new Thread[threads];
    java.util.Arrays.fill(searching, true);
  }

  /** The nodes of a turn. */
  public int quantum() {
    return quantum;
  }

  /**
   * Called by {@code thread} before its first node, and then whenever it has searched its quantum:
   * the first time it waits for its turn (the main thread holds the first); after that it hands the
   * turn on, then waits until it comes back.
   */
  public void take(int thread) {
    Thread wake = null;
    synchronized (this) {
      waiters[thread] = Thread.currentThread();
      if (!begun[thread]) {
        begun[thread] = true;
      } else if (turn == thread) {
        turn = next(thread);
        turns++;
        wake = waiter(turn);
      }
    }
    if (wake != null) {
      LockSupport.unpark(wake); // only the next thread: waking all costs more than a turn
    }
    while (!mayGo(thread)) {
      LockSupport.park(this);
      if (Thread.currentThread().isInterrupted()) {
        return; // the caller's stop signal ends the search
      }
    }
  }

  private synchronized boolean mayGo(int thread) {
    return turn == thread || turn < 0 || !searching[thread];
  }

  /** The thread of {@code index} if it has asked for a turn, else null. */
  private Thread waiter(int index) {
    return index < 0 ? null : waiters[index];
  }

  /**
   * {@code thread} has stopped searching: it leaves the round, and hands the turn on if it held it.
   */
  public void leave(int thread) {
    Thread wake = null;
    synchronized (this) {
      searching[thread] = false;
      if (turn == thread) {
        turn = next(thread);
        wake = waiter(turn);
      }
    }
    if (wake != null) {
      LockSupport.unpark(wake);
    }
  }

  /** The turns handed on so far. */
  public synchronized long turns() {
    return turns;
  }

  /** The next thread after {@code thread} still in the round, {@code thread} itself, or -1. */
  private int next(int thread) {
    int n = searching.length;
    for (int i = 1; i <= n; i++) {
      int t = (thread + i) % n;
      if (searching[t]) {
        return t;
      }
    }
    return -1;
  }
}
