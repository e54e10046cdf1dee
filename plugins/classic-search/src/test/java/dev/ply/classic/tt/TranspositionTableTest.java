package dev.ply.classic.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Values;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void mateDistanceAdjustmentRoundTripsForEveryKindOfValue() {
    int[] values = {
      0,
      1,
      -1,
      12_345,
      -Values.EVAL_LIMIT + 1,
      Values.EVAL_LIMIT - 1,
      Values.terminal(1, 1),
      Values.terminal(-1, 1),
      Values.terminal(3, 17),
      Values.terminal(-3, 40),
      Values.terminal(Values.MAX_UTILITY, 0),
      Values.terminal(-Values.MAX_UTILITY, 900)
    };
    for (int value : values) {
      for (int ply = 0; ply <= 60; ply++) {
        int stored = TranspositionTable.toTable(value, ply);
        assertEquals(value, TranspositionTable.fromTable(stored, ply), value + " at ply " + ply);
        assertEquals(Values.isProven(value), Values.isProven(stored), value + " stays proven");
      }
    }
  }

  @Test
  void aWinFoundThroughATranspositionCountsPliesFromTheNewRoot() {
    // A win 7 plies from the root, seen at a position 2 plies below it: a win in 5 from there.
    int atNode = TranspositionTable.toTable(Values.terminal(1, 7), 2);
    assertEquals(Values.terminal(1, 5), atNode);
    // The same position reached 4 plies below another root: a win in 9 from that root.
    assertEquals(Values.terminal(1, 9), TranspositionTable.fromTable(atNode, 4));
    // And a loss keeps its sign and its distance.
    int loss = TranspositionTable.toTable(Values.terminal(-2, 6), 3);
    assertEquals(Values.terminal(-2, 3), loss);
    assertEquals(Values.terminal(-2, 4), TranspositionTable.fromTable(loss, 1));
    assertEquals("loss in 4 (by 2)", Values.describe(TranspositionTable.fromTable(loss, 1)));
  }

  @Test
  void heuristicValuesAreNotAdjusted() {
    assertEquals(-250, TranspositionTable.toTable(-250, 9));
    assertEquals(Values.EVAL_LIMIT - 1, TranspositionTable.fromTable(Values.EVAL_LIMIT - 1, 9));
  }

  @Test
  void anEntryReadsBackEveryFieldItWasStoredWith() {
    TranspositionTable table = TranspositionTable.ofEntries(1024);
    int[] values = {0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE + 1, Values.terminal(-5, 3)};
    int[] bounds = {TranspositionTable.UPPER, TranspositionTable.LOWER, TranspositionTable.EXACT};
    long hash = 0x1234_5678_9ABC_DEF0L;
    for (int value : values) {
      for (int bound : bounds) {
        for (int move : new int[] {0, 7, 0xFFFF}) {
          table.newSearch();
          int work = move == 0 ? 0 : move == 7 ? 7 : 15;
          table.store(hash, 13, value, bound, move, move == 7, 1L << (2 * work));
          long e = table.probe(hash);
          assertEquals(value, TranspositionTable.value(e));
          assertEquals(13, TranspositionTable.depth(e));
          assertEquals(bound, TranspositionTable.bound(e));
          assertEquals(move, TranspositionTable.move(e));
          assertEquals(move == 7, TranspositionTable.horizon(e));
          assertEquals(work, TranspositionTable.work(e));
        }
      }
    }
  }

  @Test
  void aMissingPositionAndAnotherPositionOfTheSameBucketAreMisses() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    assertEquals(TranspositionTable.MISS, table.probe(5));
    table.store(5, 3, 10, TranspositionTable.EXACT, 2);
    assertEquals(TranspositionTable.MISS, table.probe(5 + 64));
    assertEquals(TranspositionTable.MISS, table.probe(5 + (1L << 40)));
    assertEquals(10, TranspositionTable.value(table.probe(5)));
  }

  @Test
  void depthsBeyondTheFieldAreStoredAsTheDeepest() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(1, Integer.MAX_VALUE - 5, 0, TranspositionTable.EXACT, -1);
    assertEquals(TranspositionTable.MAX_DEPTH, TranspositionTable.depth(table.probe(1)));
    assertEquals(-1, TranspositionTable.move(table.probe(1)));
  }

  @Test
  void aStoreSaysWhetherItFilledRewroteEvictedOrKeptAnEntry() {
    TranspositionTable table = TranspositionTable.ofEntries(128); // 64 buckets of two
    assertEquals(TranspositionTable.FILLED, table.store(3, 6, 100, TranspositionTable.EXACT, 1));
    assertEquals(
        TranspositionTable.FILLED, table.store(3 + 64, 6, 200, TranspositionTable.EXACT, 2));
    assertEquals(TranspositionTable.REWROTE, table.store(3, 6, 150, TranspositionTable.EXACT, 1));
    assertEquals(TranspositionTable.KEPT, table.store(3, 2, 160, TranspositionTable.EXACT, 1));
    assertEquals(
        TranspositionTable.EVICTED, table.store(3 + 128, 7, 300, TranspositionTable.EXACT, 3));
    table.newSearch();
    assertEquals(
        TranspositionTable.FILLED,
        table.store(3 + 192, 1, 400, TranspositionTable.EXACT, 4),
        "an earlier search's entry is written over, not lost to this search");
  }

  @Test
  void twoPositionsOfOneBucketAreBothKept() {
    TranspositionTable table = TranspositionTable.ofEntries(128); // 64 buckets
    table.store(3, 6, 100, TranspositionTable.EXACT, 1);
    table.store(3 + 64, 2, 200, TranspositionTable.LOWER, 2);
    assertEquals(100, TranspositionTable.value(table.probe(3)));
    assertEquals(200, TranspositionTable.value(table.probe(3 + 64)));
    assertEquals(2, table.occupied());
  }

  @Test
  void aThirdPositionReplacesTheShallowerEntryOfTheCurrentSearch() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(3, 2, 100, TranspositionTable.EXACT, 1);
    table.store(3 + 64, 6, 200, TranspositionTable.EXACT, 2);
    table.store(3 + 128, 1, 300, TranspositionTable.EXACT, 3); // shallower still, but new: stored
    assertEquals(TranspositionTable.MISS, table.probe(3));
    assertEquals(200, TranspositionTable.value(table.probe(3 + 64)));
    assertEquals(300, TranspositionTable.value(table.probe(3 + 128)));
  }

  @Test
  void aThirdPositionReplacesAnOlderSearchsEntryHoweverDeep() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(3, 9, 100, TranspositionTable.EXACT, 1);
    table.newSearch();
    table.store(3 + 64, 1, 200, TranspositionTable.EXACT, 2);
    table.store(3 + 128, 1, 300, TranspositionTable.EXACT, 3);
    assertEquals(TranspositionTable.MISS, table.probe(3));
    assertEquals(200, TranspositionTable.value(table.probe(3 + 64)));
    assertEquals(300, TranspositionTable.value(table.probe(3 + 128)));
  }

  @Test
  void aHitMakesAnOlderSearchsEntryCurrentAgain() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(3, 9, 100, TranspositionTable.EXACT, 1);
    table.store(3 + 64, 9, 200, TranspositionTable.EXACT, 2);
    table.newSearch();
    assertEquals(100, TranspositionTable.value(table.probe(3))); // read: current again
    table.store(3 + 128, 9, 300, TranspositionTable.EXACT, 3);
    assertEquals(100, TranspositionTable.value(table.probe(3)));
    assertEquals(TranspositionTable.MISS, table.probe(3 + 64));
  }

  @Test
  void betweenResultsOfTheSameDepthTheOneOfMoreWorkIsKept() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(3, 255, 100, TranspositionTable.LOWER, 1, false, 5_000);
    table.store(3 + 64, 255, 200, TranspositionTable.LOWER, 2, false, 40);
    table.store(3 + 128, 255, 300, TranspositionTable.LOWER, 3, false, 1_000);
    assertEquals(100, TranspositionTable.value(table.probe(3)));
    assertEquals(TranspositionTable.MISS, table.probe(3 + 64), "the entry of 40 nodes goes");
    assertEquals(300, TranspositionTable.value(table.probe(3 + 128)));
    table.store(3 + 192, 255, 400, TranspositionTable.LOWER, 4, false, 2);
    assertEquals(100, TranspositionTable.value(table.probe(3)));
    assertEquals(TranspositionTable.MISS, table.probe(3 + 128), "1,000 nodes is less than 5,000");
    assertEquals(400, TranspositionTable.value(table.probe(3 + 192)), "the newest is always kept");
  }

  @Test
  void aShallowerResultForAPositionHeldDeeperInTheCurrentSearchIsRefused() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(3 + 64, 1, 50, TranspositionTable.EXACT, 1); // the bucket's other entry
    table.store(3, 6, 100, TranspositionTable.EXACT, 1);
    table.store(3, 2, 200, TranspositionTable.EXACT, 2);
    assertEquals(100, TranspositionTable.value(table.probe(3)));
    table.store(3, 6, 300, TranspositionTable.LOWER, 4); // as deep: replaces
    assertEquals(300, TranspositionTable.value(table.probe(3)));
    assertEquals(2, table.occupied(), "never two entries of one position");
    table.newSearch();
    table.store(3, 1, 400, TranspositionTable.UPPER, 5); // an older search's: replaced
    assertEquals(400, TranspositionTable.value(table.probe(3)));
    assertEquals(2, table.occupied());
  }

  @Test
  void theWorkFieldIsTheBaseFourLogarithmOfTheNodes() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    long[][] nodesAndField = {
      {0, 0},
      {1, 0},
      {3, 0},
      {4, 1},
      {15, 1},
      {16, 2},
      {1L << 29, 14},
      {(1L << 30) - 1, 14},
      {1L << 30, 15},
      {Long.MAX_VALUE, 15}
    };
    for (long[] c : nodesAndField) {
      table.store(7, 3, 0, TranspositionTable.EXACT, 1, false, c[0]);
      assertEquals(c[1], TranspositionTable.work(table.probe(7)), c[0] + " nodes");
    }
  }

  @Test
  void aResultWithoutAMoveKeepsTheMoveOfItsPosition() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    table.store(9, 2, 50, TranspositionTable.LOWER, 6);
    table.store(9, 3, 20, TranspositionTable.UPPER, -1);
    long e = table.probe(9);
    assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(e));
    assertEquals(6, TranspositionTable.move(e));
    table.store(9 + 64, 4, 20, TranspositionTable.UPPER, -1); // another position: no move
    assertEquals(-1, TranspositionTable.move(table.probe(9 + 64)));
  }

  @Test
  void neverHoldsMoreEntriesThanItsSizeAllows() {
    TranspositionTable table = new TranspositionTable(1);
    assertEquals(1 << 16, table.capacity(), "1 MiB of 16-byte entries");
    assertTrue(table.bytes() <= 1 << 20);
    SplittableRandom random = new SplittableRandom(42);
    for (int i = 0; i < 3 * table.capacity(); i++) {
      if (i % 10_000 == 0) {
        table.newSearch();
      }
      table.store(
          random.nextLong(),
          random.nextInt(20),
          random.nextInt(),
          1 + random.nextInt(3),
          random.nextInt(100));
    }
    int occupied = table.occupied();
    assertTrue(occupied <= table.capacity(), occupied + " entries");
    assertTrue(occupied > table.capacity() / 2, "random keys fill most slots: " + occupied);
  }

  @Test
  void aSizeThatIsNoPowerOfTwoRoundsDownToOne() {
    TranspositionTable table = new TranspositionTable(3);
    assertEquals(1 << 17, table.capacity());
    assertTrue(table.bytes() <= 3L << 20);
  }

  @Test
  void refusesSizesOutOfRange() {
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> new TranspositionTable(TranspositionTable.MAX_MIB + 1));
    assertThrows(IllegalArgumentException.class, () -> TranspositionTable.ofEntries(64));
    assertThrows(IllegalArgumentException.class, () -> TranspositionTable.ofEntries(100));
  }

  @Test
  void clearingEmptiesEverySlot() {
    TranspositionTable table = TranspositionTable.ofEntries(128);
    for (int i = 0; i < 128; i++) {
      table.store(i, 1, i, TranspositionTable.EXACT, i);
    }
    assertEquals(128, table.occupied());
    table.clear();
    assertEquals(0, table.occupied());
    assertEquals(TranspositionTable.MISS, table.probe(3));
  }

  @Test
  void clearingALargeTableByEpochHidesEveryOldEntryEvenAfterTheEpochWraps() {
    TranspositionTable table = new TranspositionTable(2); // 2^16 buckets: cleared by epoch
    SplittableRandom random = new SplittableRandom(7);
    long[] hashes = random.longs(1000).toArray();
    for (int round = 0; round < 2100; round++) {
      table.clear();
      assertEquals(
          TranspositionTable.MISS,
          table.probe(hashes[round % hashes.length]),
          "after clear " + round);
      table.store(hashes[round % hashes.length], 3, round, TranspositionTable.EXACT, 1);
      assertEquals(round, TranspositionTable.value(table.probe(hashes[round % hashes.length])));
    }
    for (long h : hashes) {
      table.store(h, 1, 5, TranspositionTable.LOWER, 2);
    }
    assertTrue(table.occupied() > 900, table.occupied() + " entries");
    table.clear();
    assertEquals(0, table.occupied());
    for (long h : hashes) {
      assertEquals(TranspositionTable.MISS, table.probe(h));
    }
  }

  @Test
  void wipingEmptiesALargeTableAndItsEntriesOfEveryEpoch() {
    TranspositionTable table = new TranspositionTable(2);
    SplittableRandom random = new SplittableRandom(11);
    long[] hashes = random.longs(500).toArray();
    for (int round = 0; round < 3; round++) {
      for (long h : hashes) {
        table.store(h, 2, round, TranspositionTable.UPPER, 4);
      }
      table.clear(); // a new epoch: the old entries are stale but still in memory
      table.store(hashes[0], 5, 7, TranspositionTable.EXACT, 1);
    }
    assertTrue(table.occupied() >= 1);
    table.wipe();
    assertEquals(0, table.occupied());
    for (long h : hashes) {
      assertEquals(TranspositionTable.MISS, table.probe(h));
    }
    table.store(hashes[3], 9, 42, TranspositionTable.LOWER, 3);
    long entry = table.probe(hashes[3]);
    assertEquals(42, TranspositionTable.value(entry));
    assertEquals(9, TranspositionTable.depth(entry));
    assertEquals(3, TranspositionTable.move(entry));
  }

  @Test
  void aWipeAfterASmallSearchWritesOverItsSlotsAloneAndLeavesEveryWordZero() {
    SplittableRandom random = new SplittableRandom(5);
    TranspositionTable table = new TranspositionTable(1);
    for (int i = 0; i < 100; i++) {
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1);
    }
    assertTrue(table.wipesLoggedSlotsOnly(), "100 slots written: the log holds them");
    table.wipe();
    assertTrue(table.isBlank());
    for (int i = 0; i < 2 * TranspositionTable.WRITE_LOG; i++) {
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1);
    }
    assertFalse(table.wipesLoggedSlotsOnly(), "more slots written than the log holds");
    table.wipe();
    assertTrue(table.isBlank());
    assertTrue(table.wipesLoggedSlotsOnly(), "empty again: the log starts over");
  }

  @Test
  void aWipeWritesOverTheWholeTableAfterAnEpochClear() {
    SplittableRandom random = new SplittableRandom(6);
    TranspositionTable table = new TranspositionTable(2);
    for (int i = 0; i < 50; i++) {
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1);
    }
    table.clear(); // stale entries stay in memory, unlogged
    table.store(random.nextLong(), 3, 1, TranspositionTable.EXACT, 1);
    assertFalse(table.wipesLoggedSlotsOnly());
    table.wipe();
    assertTrue(table.isBlank());
  }

  @Test
  void aWipeAfterAParallelSearchThatWroteLittleWritesOverTheSlotsOfEveryThreadAlone() {
    SplittableRandom random = new SplittableRandom(7);
    TranspositionTable table = new TranspositionTable(2);
    WriteLog helper = table.writeLog(1);
    for (int i = 0; i < 100; i++) {
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1);
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1, true, 5, helper);
    }
    assertSame(helper, table.writeLog(1), "one log a thread, kept");
    assertTrue(table.wipesLoggedSlotsOnly(), "200 slots in two logs");
    table.wipe();
    assertTrue(table.isBlank(), "the helper's slots too");
    assertEquals(0, helper.count());
    for (int i = 0; i < TranspositionTable.WRITE_LOG / 2 + 1; i++) {
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1);
      table.store(random.nextLong(), 3, i, TranspositionTable.LOWER, 1, true, 5, helper);
    }
    assertTrue(helper.complete(), "each log holds its own");
    assertFalse(
        table.wipesLoggedSlotsOnly(), "but together they are more than a wipe writes one by one");
    table.wipe();
    assertTrue(table.isBlank());
    assertTrue(table.wipesLoggedSlotsOnly());
  }
}
