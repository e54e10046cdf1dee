package dev.ply.go;

import java.util.Arrays;

/**
 * The positions of a game so far, by 64-bit Zobrist key, for the superko rules: a set that is
 * undone in the order it was filled.
 *
 * <p>Open addressing with linear probing in a power-of-two table, plus the keys in the order they
 * were added. Only the most recent key is ever removed ({@link #removeLast()}, called by undo), and
 * that makes removal safe without tombstones: every key added after it is gone already, and a key
 * added before it never probed past its slot (the slot was empty then). Growing rehashes the keys
 * in the order they were added, which keeps that true. Nothing is allocated except when the set
 * grows.
 *
 * <p>Key {@code 0} marks an empty slot, so a key of {@code 0} is stored as {@link #ZERO} instead:
 * the two are one key here, a collision as unlikely as any other of a 64-bit Zobrist hash.
 */
final class PositionSet {

  static final long ZERO = 0x9E3779B97F4A7C15L;

  private long[] table;
  private int mask;
  private long[] order;
  private int size;

  PositionSet() {
    this.table = new long[256];
    this.mask = table.length - 1;
    this.order = new long[64];
  }

  private PositionSet(PositionSet other) {
    this.table = other.table.clone();
    this.mask = other.mask;
    this.order = other.order.clone();
    this.size = other.size;
  }

  /** A deep copy. */
  PositionSet copy() {
    return new PositionSet(this);
  }

  /** How many keys the set holds. */
  int size() {
    return size;
  }

  boolean contains(long key) {
    long k = key == 0 ? ZERO : key;
    for (int i = (int) k & mask; ; i = (i + 1) & mask) {
      long slot = table[i];
      if (slot == k) {
        return true;
      }
      if (slot == 0) {
        return false;
      }
    }
  }

  /** Adds a key unless it is there; returns whether it was added (and must be removed on undo). */
  boolean add(long key) {
    long k = key == 0 ? ZERO : key;
    int i = (int) k & mask;
    while (table[i] != 0) {
      if (table[i] == k) {
        return false;
      }
      i = (i + 1) & mask;
    }
    if (size == order.length) {
      order = Arrays.copyOf(order, size * 2);
    }
    order[size++] = k;
    table[i] = k;
    if (2 * size > table.length) {
      rehash(table.length * 2);
    }
    return true;
  }

  /**
   * Removes the key added last.
   *
   * @throws IllegalStateException when the set is empty
   */
  void removeLast() {
    if (size == 0) {
      throw new IllegalStateException("no key to remove");
    }
    long k = order[--size];
    int i = (int) k & mask;
    while (table[i] != k) {
      i = (i + 1) & mask;
    }
    table[i] = 0;
  }

  private void rehash(int capacity) {
    table = new long[capacity];
    mask = capacity - 1;
    for (int j = 0; j < size; j++) {
      long k = order[j];
      int i = (int) k & mask;
      while (table[i] != 0) {
        i = (i + 1) & mask;
      }
      table[i] = k;
    }
  }
}
