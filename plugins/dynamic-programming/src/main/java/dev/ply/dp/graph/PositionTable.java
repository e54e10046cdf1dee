package dev.ply.dp.graph;

/**
 * A map from a position's 64-bit hash to its number in a {@link PositionGraph}: open addressing
 * with linear probing over two primitive arrays, so that a million positions cost 12 bytes a slot
 * and no object each (a {@code HashMap<Long, Integer>} would cost about 80 bytes a position).
 *
 * <p>Layout: {@code keys[slot]} holds the hash, {@code ids[slot]} the number plus one, so that 0
 * marks an empty slot (a hash may be any long, 0 included). The table doubles when three quarters
 * of its slots are taken. Written by one thread while a graph is built, then only read: once built
 * it may be read by any number of threads.
 */
public final class PositionTable {

  private static final int MIN_CAPACITY = 1 << 10;

  private long[] keys;
  private int[] ids;
  private int mask;
  private int size;

  /** An empty table for about {@code expected} positions. */
  public PositionTable(int expected) {
    int capacity = MIN_CAPACITY;
    while (capacity < 1 << 30 && capacity * 3L / 4 < expected) {
      capacity <<= 1;
    }
    allocate(capacity);
  }

  private void allocate(int capacity) {
    keys = new long[capacity];
    ids = new int[capacity];
    mask = capacity - 1;
  }

  /** How many positions the table holds. */
  public int size() {
    return size;
  }

  /** The bytes the table's arrays take. */
  public long bytes() {
    return (long) keys.length * (Long.BYTES + Integer.BYTES);
  }

  /** The number stored for {@code hash}, or -1 when there is none. */
  public int get(long hash) {
    for (int slot = slot(hash); ; slot = (slot + 1) & mask) {
      int id = ids[slot];
      if (id == 0) {
        return -1;
      }
      if (keys[slot] == hash) {
        return id - 1;
      }
    }
  }

  /**
   * Stores {@code id} (at least 0) for {@code hash}, which must not be in the table yet (the caller
   * asked {@link #get} first).
   */
  public void put(long hash, int id) {
    if (id < 0) {
      throw new IllegalArgumentException("id " + id + " is negative");
    }
    if ((size + 1) * 4L > (mask + 1) * 3L) {
      grow();
    }
    int slot = slot(hash);
    while (ids[slot] != 0) {
      slot = (slot + 1) & mask;
    }
    keys[slot] = hash;
    ids[slot] = id + 1;
    size++;
  }

  /** Gives every position its new number: {@code newId[old]}. */
  void renumber(int[] newId) {
    for (int slot = 0; slot < ids.length; slot++) {
      if (ids[slot] != 0) {
        ids[slot] = newId[ids[slot] - 1] + 1;
      }
    }
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldIds = ids;
    if (oldKeys.length >= 1 << 30) {
      throw new IllegalStateException("a position table holds at most 2^29 positions");
    }
    allocate(oldKeys.length << 1);
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldIds[i] != 0) {
        int slot = slot(oldKeys[i]);
        while (ids[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        keys[slot] = oldKeys[i];
        ids[slot] = oldIds[i];
      }
    }
  }

  /**
   * The home slot of a hash: its bits mixed once more (a game's hash need not be uniform in its low
   * bits, as a packed position is not), by the finalizer of MurmurHash3's 64-bit variant.
   */
  private int slot(long hash) {
    long z = hash;
    z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
    z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
    z ^= z >>> 33;
    return (int) z & mask;
  }
}
