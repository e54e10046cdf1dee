package dev.ply.host.isolation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The lines an engine wrote that its player has not read yet, handed from the reader thread to the
 * player's thread in order, bounded. Unlike a plain blocking queue it does not wake a waiting
 * player for a <em>quiet</em> line (a UCI {@code info} line: a dozen a move at 2,000 nodes, none of
 * which the player acts on by itself); the player is woken by the next line that is not quiet, the
 * end of the output, a full queue (or one too full for what the reader adds) or its timeout, and
 * then takes the quiet lines before it one by one without waiting. A move then costs the player's
 * thread two wake-ups ({@code readyok}, {@code bestmove}) instead of one a line: the profile of 40
 * games of Stockfish at 2,000 nodes showed the engine's reader and the player's thread spending
 * most of their processor time switching to each other.
 *
 * <p>Thread: one reader thread {@link #put}s; one player thread at a time {@link #take}s; {@link
 * #clear} from any thread.
 *
 * @param <T> what is queued
 */
final class LineQueue<T> {

  /** An item and whether it is quiet. */
  private record Item<T>(T value, boolean quiet) {}

  private final int capacity;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition wakeful = lock.newCondition();
  private final Condition room = lock.newCondition();
  private final ArrayDeque<Item<T>> items = new ArrayDeque<>();

  /** How many queued items are not quiet. */
  private int loud;

  /** Whether the reader waits for room for more items than there is. */
  private boolean crowded;

  LineQueue(int capacity) {
    this.capacity = capacity;
  }

  /**
   * Adds {@code value} at the end, waiting at most {@code timeoutMillis} for room.
   *
   * @return false when there was no room in time
   */
  boolean put(T value, boolean quiet, long timeoutMillis) throws InterruptedException {
    return putAll(List.of(value), v -> quiet, timeoutMillis);
  }

  /**
   * Adds {@code values} at the end at once, waiting at most {@code timeoutMillis} for room for them
   * all: the player's thread sees all of them or none, never the first without the rest (the lines
   * a program wrote in one write, a {@code move} and a stray second one).
   *
   * @param values at most the queue's capacity
   * @return false when there was no room in time (nothing was added)
   */
  boolean putAll(List<T> values, java.util.function.Predicate<T> quiet, long timeoutMillis)
      throws InterruptedException {
    if (values.size() > capacity) {
      throw new IllegalArgumentException(values.size() + " items, room for " + capacity);
    }
    lock.lock();
    try {
      long left = TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
      while (items.size() + values.size() > capacity) {
        if (left <= 0) {
          crowded = false;
          return false;
        }
        crowded = true;
        wakeful.signal(); // the player may wait for a line that is not quiet: let it take some
        left = room.awaitNanos(left);
      }
      crowded = false;
      boolean wake = false;
      for (T value : values) {
        boolean q = quiet.test(value);
        items.addLast(new Item<>(value, q));
        if (!q) {
          loud++;
          wake = true;
        }
      }
      if (wake || items.size() >= capacity) {
        wakeful.signal();
      }
      return true;
    } finally {
      lock.unlock();
    }
  }

  /** Puts {@code value} first, not quiet, without waiting for room (the end of the output). */
  void putFirst(T value) {
    lock.lock();
    try {
      items.addFirst(new Item<>(value, false));
      loud++;
      wakeful.signal();
    } finally {
      lock.unlock();
    }
  }

  /**
   * The first item, waiting at most {@code timeoutNanos} until an item that is not quiet is queued
   * (or the queue is full); at the timeout, the first quiet item if there is one.
   *
   * @return the item, or null when the queue is empty at the timeout
   */
  T take(long timeoutNanos) throws InterruptedException {
    lock.lock();
    try {
      long left = timeoutNanos;
      while (loud == 0 && items.size() < capacity && !crowded && left > 0) {
        left = wakeful.awaitNanos(left);
      }
      return pollFirst();
    } finally {
      lock.unlock();
    }
  }

  /** The items queued now, up to the first for which {@code stop} holds (left queued), taken. */
  List<T> takeQueued(java.util.function.Predicate<T> stop) {
    List<T> taken = new ArrayList<>();
    lock.lock();
    try {
      while (!items.isEmpty() && !stop.test(items.peekFirst().value())) {
        taken.add(pollFirst());
      }
    } finally {
      lock.unlock();
    }
    return taken;
  }

  /** Empties the queue. */
  void clear() {
    lock.lock();
    try {
      items.clear();
      loud = 0;
      room.signalAll();
    } finally {
      lock.unlock();
    }
  }

  private T pollFirst() {
    Item<T> first = items.pollFirst();
    if (first == null) {
      return null;
    }
    if (!first.quiet()) {
      loud--;
    }
    room.signal();
    return first.value();
  }
}
