package dev.ply.classic.tt;

/**
 * The slots of a {@link TranspositionTable} that one search thread filled since the table was last
 * empty: the first {@code capacity} of them, and whether there were more. {@link
 * TranspositionTable#wipe()} writes zeros over the slots of every thread's log instead of over the
 * whole table when together they are few. One log a thread, so that threads filling slots at once
 * never write the same log; a slot two threads fill at once is in both, which does no harm.
 *
 * <p>Thread: written by its thread during a search, read by the table's owner between searches
 * (after the helpers are joined).
 */
final class WriteLog {

  private final int[] slots;

  /** The slots filled, counted up to one more than the log holds. */
  private int count;

  WriteLog(int capacity) {
    slots = new int[capacity];
  }

  /** Logs the slot {@code k}, just filled. */
  void add(int k) {
    if (count < slots.length) {
      slots[count] = k;
      count++;
    } else {
      count = slots.length + 1;
    }
  }

  /** How many slots the log holds at most. */
  int capacity() {
    return slots.length;
  }

  /** How many slots were filled, or one more than the log holds when it could not hold them. */
  int count() {
    return count;
  }

  /** Whether every slot filled is in the log. */
  boolean complete() {
    return count <= slots.length;
  }

  /** Marks the log as not holding every slot written (the table's memory holds stale entries). */
  void overflow() {
    count = slots.length + 1;
  }

  /** Writes zeros over the logged entries of {@code table} (two words each) and empties the log. */
  void zero(long[] table) {
    for (int i = 0; i < count; i++) {
      int k = slots[i];
      table[k] = 0L;
      table[k + 1] = 0L;
    }
    count = 0;
  }

  /** Empties the log (the table was written over whole). */
  void reset() {
    count = 0;
  }
}
