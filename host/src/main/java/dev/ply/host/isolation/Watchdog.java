package dev.ply.host.isolation;

import java.util.PriorityQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One thread for the whole JVM that does something at a given time: tells an engine to stop at its
 * move's deadline, kills it at the end of the grace, for a player whose thread reads the engine's
 * output itself and so cannot time its own waits ({@link EngineProcess#readByCaller}).
 *
 * <p>It costs no wake-up a move: a watch that ends before its time is only marked cancelled and
 * left in the queue (dropped when its time comes), so the thread is woken by a new watch only when
 * that watch is due before every other; with the same move cap for every move, a new watch is due
 * after the ones before it. The thread sleeps until the earliest watch is due.
 */
final class Watchdog {

  /** Something to do at {@code due} (a {@link System#nanoTime()}), unless cancelled first. */
  static final class Watch implements AutoCloseable {
    final long due;
    final Runnable action;
    private volatile boolean cancelled;

    private Watch(long due, Runnable action) {
      this.due = due;
      this.action = action;
    }

    /** Cancels it: the action is not done, if it has not been already. */
    @Override
    public void close() {
      cancelled = true;
    }
  }

  private static final ReentrantLock LOCK = new ReentrantLock();
  private static final Condition EARLIER = LOCK.newCondition();
  private static final PriorityQueue<Watch> QUEUE =
      new PriorityQueue<>((a, b) -> Long.compare(a.due - b.due, 0));
  private static Thread thread;

  private Watchdog() {}

  /** Does {@code action} on the watchdog's thread at {@code due}, unless the watch is closed. */
  static Watch at(long due, Runnable action) {
    Watch watch = new Watch(due, action);
    LOCK.lock();
    try {
      if (thread == null) {
        thread = new Thread(Watchdog::run, "ply-engine-watchdog");
        thread.setDaemon(true);
        thread.start();
      }
      Watch head = QUEUE.peek();
      QUEUE.add(watch);
      if (head == null || due - head.due < 0) {
        EARLIER.signal();
      }
    } finally {
      LOCK.unlock();
    }
    return watch;
  }

  private static void run() {
    while (true) {
      Watch due;
      LOCK.lock();
      try {
        while (true) {
          Watch head = QUEUE.peek();
          if (head == null) {
            EARLIER.awaitUninterruptibly();
            continue;
          }
          long wait = head.due - System.nanoTime();
          if (wait <= 0) {
            due = QUEUE.poll();
            break;
          }
          EARLIER.awaitNanos(wait);
        }
      } catch (InterruptedException e) {
        continue; // nothing interrupts it on purpose; it goes on watching
      } finally {
        LOCK.unlock();
      }
      if (!due.cancelled) {
        try {
          due.action.run();
        } catch (RuntimeException e) {
          // an engine that is gone already: nothing to stop or kill
        }
      }
    }
  }
}
