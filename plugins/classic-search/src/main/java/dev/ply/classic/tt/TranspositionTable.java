package dev.ply.classic.tt;

import dev.ply.api.Values;
import java.util.Arrays;

/**
 * A transposition table (Greenblatt, Eastlake and Crocker 1967): a fixed-size hash table of search
 * results keyed by {@link dev.ply.api.GameState#hash()}, so that a position reached again, by
 * another move order or in another search, need not be searched again.
 *
 * <p><b>Memory:</b> the size is fixed when the table is made and allocated at once, as one {@code
 * long} array of two words per entry (16 bytes an entry, key and data side by side), and a log of
 * at most {@value #WRITE_LOG} written slots for {@link #wipe()}. The number of entries is the
 * largest power of two that fits the size given. They come in <b>buckets of two</b>, 32 bytes: a
 * position's bucket is {@code hash & mask}, and it may sit in either entry. The array begins with
 * two unused words, so that on HotSpot (a 16-byte array header, and a big array placed at the start
 * of a heap region) no bucket straddles two 64-byte cache lines: one trip to memory reads both.
 *
 * <p><b>Layout</b> of one entry, after the table at the top of Stockfish's {@code tt.cpp}:
 *
 * <pre>
 *   key word, stored xored with the data word (see Threads below)
 *     bits  0..5    generation    6 bits   the search that wrote or last read the entry
 *     bits  6..63   key           58 bits  hash bits 6..63; bits 0..5 are implied by the bucket,
 *                                          since there are at least 64 buckets
 *     bits  6..15   epoch        10 bits   in tables of 2^16 buckets or more (2 MiB), whose bucket
 *                                          implies hash bits 0..15: the clearing of the table
 *                                          the entry belongs to, in place of those hash bits
 *   data word
 *     bits  0..31   value         32 bits  int, from the side to move's point of view, proven
 *                                          values relative to this position ({@link #toTable})
 *     bits 32..39   depth          8 bits  plies searched below the position; 255: 255 or more
 *     bits 40..41   bound          2 bits  0 empty, 1 UPPER, 2 LOWER, 3 EXACT
 *     bits 42..57   move          16 bits  the best move, when bit 58 is set
 *     bit  58       has move       1 bit   0: no move is known ("none")
 *     bit  59       horizon        1 bit   1: the value rests on a heuristic at the horizon
 *     bits 60..63   work           4 bits  the size of the search below the position: w for
 *                                          4^w to 4^(w+1) - 1 nodes, 15 for more
 * </pre>
 *
 * <p><b>Replacement:</b> a result goes to the entry of its bucket that holds its position, if one
 * does; else to an empty entry (or one of an older epoch); else it replaces the entry less worth
 * keeping, as Stockfish replaces the least of a cluster. Worth is ranked by: written or read by the
 * current search (its generation), then depth, then work. So among results of the same depth the
 * one that took more nodes to find is kept: the "big" replacement of Breuker, Uiterwijk and van den
 * Herik ("Replacement schemes for transposition tables", ICCA Journal 17(4), 1994). In a solve
 * without a depth limit every entry carries the greatest depth, and work alone decides: a table
 * much smaller than the search then keeps the results that save the most. A result for a position
 * already held replaces its entry unless that entry is of the current search and deeper. When a
 * result without a move replaces an entry of the same position, the entry's move is kept (as
 * Stockfish does). A hit on probe marks the entry as belonging to the current search. The
 * generation is a 6-bit counter that {@link #newSearch()} bumps, so an entry 64 searches old looks
 * current again: that only changes which entry a bucket keeps, never what an entry means.
 *
 * <p><b>Clearing</b> a table of 2 MiB or more costs nothing most of the time: {@link #clear()}
 * bumps the 10-bit epoch, and an entry of an older epoch is treated as empty. Only when the epoch
 * wraps, every 1,024 clears, is the memory written over; smaller tables are always written over.
 * The price is a cold table: the next search's first probes go to memory, where a table just
 * written over would answer from the cache. {@link #wipe()} writes the memory, as solvers do
 * between positions. (Writing a table of hundreds of MiB before every game would take milliseconds
 * and push everything else out of the processor's caches.) After a small search, one that wrote at
 * most {@value #WRITE_LOG} slots, a wipe writes zeros over just those: each search thread keeps a
 * log of the first slots it filled since the table was last empty ({@link WriteLog}), so a parallel
 * search that wrote few leaves a cheap wipe too.
 *
 * <p><b>Local tables:</b> a table of {@value #LOCAL_MIN_MIB} MiB or more also keeps, for each
 * search thread that asks ({@link #local(int)}), a small table of its own ({@link LocalTable}, 1
 * MiB), small enough to stay in a core's cache. {@link TableAccess} sends there the results of
 * small subtrees, near the leaves, which are most of a search's positions and rarely save more than
 * their probe costs: a probe of a table of 64 MiB is a trip to memory that takes as long as a node
 * of Connect Four. The local tables are emptied and start new searches with this one; they are not
 * shared between threads.
 *
 * <p>The horizon bit lets iterative deepening tell an exhausted tree from a cut one when a subtree
 * is answered from the table instead of being searched.
 *
 * <p><b>Threads:</b> any number of search threads may probe and store at once (Lazy SMP), with no
 * lock: the lockless scheme of Hyatt and Mann ("A lockless transposition-table implementation for
 * parallel search", ICGA Journal 25(1), 2002). The key word is stored xored with the data word, so
 * an entry torn by two threads writing the same slot at once (the key of one and the data of the
 * other) fails the key check and reads as a miss; a race can lose an entry, never mix two. With one
 * thread the xor changes nothing a search sees. The table counts nothing: a counter here would be
 * written by every thread at every probe, and its cache line would bounce between the cores; each
 * search counts its own probes and hits ({@link TableAccess}). A hit rewrites the key word only
 * when the entry's generation is an older search's, for the same reason. <b>Failure:</b> a hash
 * collision on all 58 stored bits goes undetected; a search must treat the move it reads as a hint
 * and check that it is legal.
 */
public final class TranspositionTable {

  /** The value is an upper bound: the search failed low. */
  public static final int UPPER = 1;

  /** The value is a lower bound: the search failed high. */
  public static final int LOWER = 2;

  /** The value is exact. */
  public static final int EXACT = 3;

  /** What {@link #probe(long)} returns when the position is not in the table. */
  public static final long MISS = 0L;

  /** The largest depth an entry tells apart; deeper searches are stored as this depth. */
  public static final int MAX_DEPTH = 255;

  /** The largest size a table may be given, in MiB. */
  public static final int MAX_MIB = 1024;

  /**
   * The fewest entries a table may have: 64 buckets, so that the bucket implies the key word's low
   * 6 bits.
   */
  public static final int MIN_ENTRIES = 128;

  /** The smallest table, in MiB, that keeps local tables: below it they would gain little. */
  public static final int LOCAL_MIN_MIB = 4;

  private static final int ENTRY_BYTES = 16;
  private static final long GENERATION_MASK = 0x3FL;
  private static final int EPOCH_SHIFT = 6;
  private static final long EPOCH_MASK = 0x3FFL;

  /** The fewest buckets for which the bucket implies hash bits 0..15, freeing them for epochs. */
  private static final int EPOCH_BUCKETS = 1 << 16;

  private static final int DEPTH_SHIFT = 32;
  private static final int BOUND_SHIFT = 40;
  private static final int MOVE_SHIFT = 42;
  private static final long HAS_MOVE = 1L << 58;
  private static final long HORIZON = 1L << 59;
  private static final int MAX_MOVE = 0xFFFF;
  private static final int WORK_SHIFT = 60;

  /** The unused words before the first bucket, which align the buckets to cache lines. */
  private static final int PAD = 2;

  /**
   * The entries after {@link #PAD} words, bucket b's two at {@code PAD + 4b} and {@code PAD + 4b +
   * 2}, each a key word followed by its data word.
   */
  private final long[] slots;

  /** The number of buckets less one. */
  private final int mask;

  /** The bits of a hash a key word keeps. */
  private final long keyMask;

  private long generation;
  private long epoch;

  /**
   * The slots the owner's thread filled since the table was last empty ({@link #wipe()}): the log
   * of thread 0, and the one {@link #store(long, int, int, int, int, boolean, long)} writes.
   */
  private final WriteLog ownLog;

  /** The write logs of the search threads, by thread: the owner's first, null where none asked. */
  private volatile WriteLog[] logs;

  /** The local tables of the threads that asked for one, by thread; null where none asked. */
  private volatile LocalTable[] locals = new LocalTable[0];

  /** The threshold the local tables get ({@link #shareFrom}). */
  private volatile int localSharedWork = LocalTable.SHARED_WORK;

  /**
   * Sets the mean nodes of work from which the local tables' results go to this shared table
   * ({@link LocalTable#SHARED_WORK} by default; {@link LocalTable#MANY_THREADS_SHARED_WORK} for a
   * parallel search of more than two threads), for those made and those to come.
   */
  public synchronized void shareFrom(int work) {
    localSharedWork = work;
    for (LocalTable local : locals) {
      if (local != null) {
        local.shareFrom(work);
      }
    }
  }

  /**
   * A table of {@code mib} MiB, from 1 to {@link #MAX_MIB}.
   *
   * @throws IllegalArgumentException when {@code mib} is out of range
   */
  public TranspositionTable(int mib) {
    this(entriesFor(mib));
  }

  private TranspositionTable(long entries) {
    slots = new long[(int) (2 * entries) + PAD];
    ownLog = new WriteLog((int) Math.min(entries, WRITE_LOG));
    logs = new WriteLog[] {ownLog};
    mask = (int) (entries / 2) - 1;
    keyMask = entries / 2 >= EPOCH_BUCKETS ? ~0xFFFFL : ~GENERATION_MASK;
  }

  /**
   * A table of exactly {@code entries} entries: a power of two, at least {@link #MIN_ENTRIES}. For
   * tests of replacement, where a table of a megabyte would never fill up.
   */
  public static TranspositionTable ofEntries(int entries) {
    if (entries < MIN_ENTRIES || Integer.bitCount(entries) != 1) {
      throw new IllegalArgumentException(
          "entries must be a power of two, at least " + MIN_ENTRIES + ", was " + entries);
    }
    return new TranspositionTable((long) entries);
  }

  private static long entriesFor(int mib) {
    if (mib < 1 || mib > MAX_MIB) {
      throw new IllegalArgumentException("a table takes from 1 to " + MAX_MIB + " MiB, was " + mib);
    }
    return Long.highestOneBit(((long) mib << 20) / ENTRY_BYTES);
  }

  /** How many entries the table has room for. */
  public int capacity() {
    return (slots.length - PAD) / 2;
  }

  /** The bytes the entries take: {@link #capacity()} times 16. */
  public long bytes() {
    return (long) capacity() * ENTRY_BYTES;
  }

  /** How many slots hold an entry now (counts them: for tests, not for searches). */
  public int occupied() {
    int n = 0;
    for (int i = PAD + 1; i < slots.length; i += 2) {
      if (bound(slots[i]) != 0 && isCurrent(slots[i - 1] ^ slots[i])) {
        n++;
      }
    }
    return n;
  }

  /**
   * The local table of search thread {@code thread} (0 the main thread, 1 and up the helpers of a
   * parallel search), made on first use; null when this table is smaller than {@value
   * #LOCAL_MIN_MIB} MiB. Only that thread may probe or store it.
   *
   * <p>Every search asks as it starts: a local table made already is read without a lock and
   * without writing to {@link #locals}, so that a solve of a few dozen nodes pays for neither.
   */
  public LocalTable local(int thread) {
    if ((long) capacity() * ENTRY_BYTES < ((long) LOCAL_MIN_MIB << 20)) {
      return null;
    }
    LocalTable[] now = locals;
    return thread < now.length && now[thread] != null ? now[thread] : makeLocal(thread);
  }

  private synchronized LocalTable makeLocal(int thread) {
    LocalTable[] now = locals;
    if (thread >= now.length) {
      now = Arrays.copyOf(now, thread + 1);
    }
    if (now[thread] == null) {
      now[thread] = new LocalTable();
      now[thread].shareFrom(localSharedWork);
    }
    locals = now;
    return now[thread];
  }

  /** The log of the owner's thread: the one a local table, kept by one thread, always uses. */
  WriteLog ownLog() {
    return ownLog;
  }

  /**
   * The log of the slots search thread {@code thread} fills (0 the owner's thread, 1 and up the
   * helpers of a parallel search), made on first use; read without a lock once made. Only that
   * thread may store with it ({@link TableAccess}).
   */
  WriteLog writeLog(int thread) {
    WriteLog[] now = logs;
    return thread < now.length && now[thread] != null ? now[thread] : makeLog(thread);
  }

  private synchronized WriteLog makeLog(int thread) {
    WriteLog[] now = logs;
    if (thread >= now.length) {
      now = Arrays.copyOf(now, thread + 1);
    }
    if (now[thread] == null) {
      now[thread] = new WriteLog(ownLog.capacity());
    }
    logs = now;
    return now[thread];
  }

  /** Starts a new search: entries written before now are the first to be replaced. */
  public void newSearch() {
    generation = (generation + 1) & GENERATION_MASK;
    for (LocalTable local : locals) {
      if (local != null) {
        local.entries.newSearch();
      }
    }
  }

  /**
   * Empties the table by writing zeros over every entry, as most solvers do (Pons' solver clears
   * its table with {@code memset}): a pass over the memory (about 4 ms for 64 MiB on the build
   * machine) that leaves the table in the processor's caches, so that the next search's probes hit
   * the cache rather than memory. On Pons' Test_L1_R1 (about 3,000 nodes a position, 64 MiB) a
   * solve then takes about 0.6 times as long; {@link #clear()} costs nothing but leaves the memory
   * cold.
   *
   * <p>When at most {@value #WRITE_LOG} slots were written since the table was last empty, by all
   * the search threads together (each keeps a log of its own), only they are written over: a pass
   * over 64 MiB would push the search's own code and data out of the caches, and a search of a few
   * dozen nodes would then take three times as long (Pons' Test_L3_R1: 17 µs instead of 5.5 µs a
   * position). A search that wrote more gains from the whole table in the cache more than it loses,
   * so it gets the full pass.
   */
  public void wipe() {
    if (wipesLoggedSlotsOnly()) {
      for (WriteLog log : logs) {
        if (log != null) {
          wipedBytes += (long) log.count() * ENTRY_BYTES;
          log.zero(slots);
        }
      }
    } else {
      Arrays.fill(slots, 0L);
      wipedBytes += 8L * slots.length;
      resetLogs();
    }
    for (LocalTable local : locals) {
      if (local != null) {
        local.entries.wipe();
        wipedBytes += local.entries.takeWipedBytes();
      }
    }
  }

  /** The bytes {@link #wipe()} and {@link #clear()} wrote over since this was last called. */
  public long takeWipedBytes() {
    long bytes = wipedBytes;
    wipedBytes = 0;
    return bytes;
  }

  private long wipedBytes;

  /**
   * Whether the next {@link #wipe()} writes over the logged slots alone: every thread's log holds
   * all it filled, and they are at most {@value #WRITE_LOG} together.
   */
  boolean wipesLoggedSlotsOnly() {
    long total = 0;
    for (WriteLog log : logs) {
      if (log != null) {
        if (!log.complete()) {
          return false;
        }
        total += log.count();
      }
    }
    return total <= WRITE_LOG;
  }

  private void resetLogs() {
    for (WriteLog log : logs) {
      if (log != null) {
        log.reset();
      }
    }
  }

  /** Whether every word of the table is zero, as after a {@link #wipe()} (for tests). */
  boolean isBlank() {
    for (long word : slots) {
      if (word != 0L) {
        return false;
      }
    }
    return true;
  }

  /**
   * The most slots a {@link #wipe()} writes over one by one, found by measurement: Pons' sets of
   * about 50 and 440 nodes a position (Test_L3_R1, Test_L2_R1) solve fastest with 512, and so do
   * the bigger ones, which it leaves to the full pass; 256 wipes too few of the small sets' tables
   * one by one, and 1,024 leaves cold tables to searches big enough to want warm ones.
   */
  static final int WRITE_LOG = 512;

  /** Empties the table; the counters are kept. */
  public void clear() {
    epoch = keyMask == ~GENERATION_MASK ? 0 : (epoch + 1) & EPOCH_MASK;
    if (epoch == 0) {
      Arrays.fill(slots, 0L);
      wipedBytes += 8L * slots.length;
      resetLogs();
    } else {
      for (WriteLog log : logs) {
        if (log != null) {
          log.overflow(); // the stale entries are in no log
        }
      }
    }
    for (LocalTable local : locals) {
      if (local != null) {
        local.entries.clear();
        wipedBytes += local.entries.takeWipedBytes();
      }
    }
  }

  /**
   * The entry of the position with this {@code hash}, as a data word to read with {@link
   * #value(long)}, {@link #depth(long)}, {@link #bound(long)}, {@link #move(long)}, {@link
   * #horizon(long)} and {@link #work(long)}; {@link #MISS} when the table does not hold the
   * position.
   */
  public long probe(long hash) {
    int k = 4 * ((int) hash & mask) + PAD;
    long stamp = stamp(hash);
    long d = slots[k + 1];
    long key = slots[k] ^ d;
    if ((key & ~GENERATION_MASK) != stamp || d == 0L) {
      if (d == 0L) {
        return MISS; // an empty first entry: the second is empty too
      }
      k += 2;
      d = slots[k + 1];
      key = slots[k] ^ d;
      if (bound(d) == 0 || (key & ~GENERATION_MASK) != stamp) {
        return MISS;
      }
    }
    if ((key & GENERATION_MASK) != generation) {
      slots[k] = (stamp | generation) ^ d;
    }
    return d;
  }

  /** What {@link #store} did: kept the entry it had, the result being shallower. */
  public static final int KEPT = 0;

  /** What {@link #store} did: wrote an empty entry, or one of an earlier search. */
  public static final int FILLED = 1;

  /** What {@link #store} did: wrote over the entry of the same position. */
  public static final int REWROTE = 2;

  /**
   * What {@link #store} did: wrote over the entry of another position that the current search had
   * written or read, which is lost (a full table's pressure, or in a parallel search another
   * thread's result).
   */
  public static final int EVICTED = 3;

  /**
   * {@link #store(long, int, int, int, int, boolean, long)} of a result that may rest on the
   * horizon, its work unknown (for tests and tools; a search knows both).
   */
  public int store(long hash, int depth, int value, int bound, int move) {
    return store(hash, depth, value, bound, move, true, 0L);
  }

  /**
   * Offers a result to the table, which keeps it or not by the replacement rule of the class.
   *
   * @param hash the position's hash
   * @param depth the plies searched below it, at least 0; more than {@link #MAX_DEPTH} is stored as
   *     {@link #MAX_DEPTH}
   * @param value the result, already made relative to the position by {@link #toTable(int, int)}
   * @param bound {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
   * @param move the best move, or a negative number for none; a move above 65535 is stored as none
   * @param horizon whether the result rests on a heuristic value at the horizon
   * @param work the nodes the search visited below the position (0 for a result found without
   *     searching below it): what decides, between results of the same depth, which one a bucket
   *     keeps
   * @return what it did: {@link #KEPT}, {@link #FILLED}, {@link #REWROTE} or {@link #EVICTED}, for
   *     the search's counters (the table counts nothing itself)
   */
  public int store(
      long hash, int depth, int value, int bound, int move, boolean horizon, long work) {
    return store(hash, depth, value, bound, move, horizon, work, ownLog);
  }

  /**
   * {@link #store(long, int, int, int, int, boolean, long)} by a search thread that logs the slots
   * it fills in {@code log}, its own ({@link #writeLog(int)}).
   */
  int store(
      long hash,
      int depth,
      int value,
      int bound,
      int move,
      boolean horizon,
      long work,
      WriteLog log) {
    if (bound < UPPER || bound > EXACT || depth < 0) {
      throw invalid(bound, depth);
    }
    long stamp = stamp(hash);
    int k = slotFor(4 * ((int) hash & mask) + PAD, stamp);
    long old = slots[k + 1];
    long oldKey = slots[k] ^ old;
    boolean samePosition = old != 0L && (oldKey & ~GENERATION_MASK) == stamp; // stamp: this epoch
    int storedDepth = Math.min(depth, MAX_DEPTH);
    boolean current = (oldKey & GENERATION_MASK) == generation;
    if (samePosition && current && storedDepth < depth(old)) {
      return KEPT;
    }
    long word =
        (value & 0xFFFF_FFFFL)
            | ((long) storedDepth << DEPTH_SHIFT)
            | ((long) bound << BOUND_SHIFT)
            | ((long) workField(work) << WORK_SHIFT)
            | (horizon ? HORIZON : 0L);
    if (move >= 0 && move <= MAX_MOVE) {
      word |= ((long) move << MOVE_SHIFT) | HAS_MOVE;
    } else if (samePosition) {
      word |= old & (((long) MAX_MOVE << MOVE_SHIFT) | HAS_MOVE);
    }
    if (old == 0L) {
      log.add(k);
    }
    slots[k] = (stamp | generation) ^ word;
    slots[k + 1] = word;
    return samePosition ? REWROTE : old != 0L && current ? EVICTED : FILLED;
  }

  // Parts of store are methods of their own, so that store stays under the 325 bytes of bytecode
  // up to which HotSpot's C2 compiler inlines a hot method into its caller (at 454 bytes in one
  // piece, it was called, and small searches took 8% longer).

  /**
   * The entry a result for the position of key word {@code stamp} goes to, in the bucket at {@code
   * k}: the one holding the position, else an empty one, else the one less worth keeping.
   */
  private int slotFor(int k, long stamp) {
    long d0 = slots[k + 1];
    if (d0 == 0L || ((slots[k] ^ d0) & ~GENERATION_MASK) == stamp) {
      return k;
    }
    long d1 = slots[k + 3];
    if (d1 == 0L || ((slots[k + 2] ^ d1) & ~GENERATION_MASK) == stamp) {
      return k + 2; // the first entry is filled before the second, so an empty one comes last
    }
    return worth(slots[k + 2] ^ d1, d1) < worth(slots[k] ^ d0, d0) ? k + 2 : k;
  }

  /**
   * How much an entry that holds another position is worth keeping: nothing for an older epoch's;
   * else ranked by the current search's first, then depth, then work.
   */
  private int worth(long keyWord, long data) {
    if (!isCurrent(keyWord)) {
      return -1;
    }
    int current = (keyWord & GENERATION_MASK) == generation ? 1 << 12 : 0;
    return current | ((int) (data >>> DEPTH_SHIFT) & 0xFF) << 4 | (int) (data >>> WORK_SHIFT);
  }

  /** The work field of {@code nodes}: the base-4 logarithm, rounded down, at most 15. */
  private static int workField(long nodes) {
    return nodes <= 1 ? 0 : Math.min(15, (63 - Long.numberOfLeadingZeros(nodes)) >> 1);
  }

  private static IllegalArgumentException invalid(int bound, int depth) {
    return new IllegalArgumentException("bound " + bound + ", depth " + depth);
  }

  /** The key word of {@code hash} in this epoch, generation bits 0. */
  private long stamp(long hash) {
    return (hash & keyMask) | (epoch << EPOCH_SHIFT);
  }

  /** Whether a key word belongs to the current epoch (always, in a table too small for one). */
  private boolean isCurrent(long keyWord) {
    return keyMask == ~GENERATION_MASK || ((keyWord >>> EPOCH_SHIFT) & EPOCH_MASK) == epoch;
  }

  /** The stored value of an entry (relative to its position: see {@link #fromTable(int, int)}). */
  public static int value(long entry) {
    return (int) entry;
  }

  /** The depth of an entry, from 0 to {@link #MAX_DEPTH}. */
  public static int depth(long entry) {
    return (int) (entry >>> DEPTH_SHIFT) & 0xFF;
  }

  /** The bound type of an entry: {@link #UPPER}, {@link #LOWER}, {@link #EXACT}; 0 for a miss. */
  public static int bound(long entry) {
    return (int) (entry >>> BOUND_SHIFT) & 0x3;
  }

  /** The best move of an entry, or -1 when it has none (and for a miss). */
  public static int move(long entry) {
    return (entry & HAS_MOVE) == 0 ? -1 : (int) (entry >>> MOVE_SHIFT) & MAX_MOVE;
  }

  /**
   * The work field of an entry, from 0 to 15: its search visited from {@code 4^w} to {@code 4^(w+1)
   * - 1} nodes (0 also for 0 nodes; 15 for {@code 4^15} or more).
   */
  public static int work(long entry) {
    return (int) (entry >>> WORK_SHIFT);
  }

  /** Whether an entry's value rests on a heuristic value at the horizon. */
  public static boolean horizon(long entry) {
    return (entry & HORIZON) != 0;
  }

  /**
   * A value found {@code ply} plies below the search root, made relative to its own position for
   * storing: a proven value counts plies from the root ({@link Values#terminal(int, int)}), so the
   * plies from the root to this position are taken off its distance to the end of the game.
   * Heuristic values are unchanged.
   */
  public static int toTable(int value, int ply) {
    if (!Values.isProven(value)) {
      return value;
    }
    return value > 0 ? value + ply : value - ply;
  }

  /**
   * The inverse of {@link #toTable(int, int)}: a stored value read at a position {@code ply} plies
   * below the current search root, made relative to that root, so that "win in N" from a
   * transposition still counts the plies from the root.
   */
  public static int fromTable(int value, int ply) {
    if (!Values.isProven(value)) {
      return value;
    }
    return value > 0 ? value - ply : value + ply;
  }
}
