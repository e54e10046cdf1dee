package dev.ply.classic.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.classic.stats.SearchStats;
import org.junit.jupiter.api.Test;

/** The two levels of a table: a thread's local table, and the boundary it learns. */
class LocalTableTest {

  /** Stores {@code count} results at {@code remaining} plies left, each of {@code work} nodes. */
  private static void learn(LocalTable local, int remaining, long work, int count) {
    for (int i = 0; i < count; i++) {
      local.learn(remaining, work);
    }
  }

  /**
   * Results 4^r nodes big at r plies left, r from 0 to 7, as in a tree of branching factor 4; the
   * same number at each depth, {@link LocalTable#REVIEW} in all.
   */
  private static void learnTreeOfBranchingFactorFour(LocalTable local) {
    for (int r = 0; r < 8; r++) {
      learn(local, r, 1L << (2 * r), LocalTable.REVIEW / 8);
    }
  }

  @Test
  void untilTheFirstReviewEveryResultGoesToTheSharedTable() {
    LocalTable local = new LocalTable();
    learn(local, 1, 1, LocalTable.REVIEW - 1);
    assertEquals(0, local.boundary());
    assertFalse(local.holds(0));
  }

  @Test
  void theBoundaryIsTheLeastRemainingDepthWhoseResultsTookSixtyFourNodesOnAverage() {
    LocalTable local = new LocalTable();
    learnTreeOfBranchingFactorFour(local); // depth 3 takes 64 nodes on average, depth 2 only 16
    assertEquals(3, local.boundary());
    assertTrue(local.holds(2));
    assertFalse(local.holds(3));
  }

  @Test
  void childrenAreLookedUpAheadFromTheLeastRemainingDepthWhoseResultsTook256NodesOnAverage() {
    LocalTable local = new LocalTable();
    TableAccess access = new TableAccess(new TranspositionTable(4), local, new SearchStats());
    learnTreeOfBranchingFactorFour(local); // depth 3 takes 64 nodes on average, depth 4 takes 256
    assertEquals(3, local.boundary());
    assertFalse(access.big(3, false));
    assertTrue(access.big(4, false));
    assertTrue(access.big(62, false));
  }

  @Test
  void childrenWhoseHashesTheGameTellsAreLookedUpFromResultsOfFourNodesOnAverage() {
    LocalTable local = new LocalTable();
    TableAccess access = new TableAccess(new TranspositionTable(4), local, new SearchStats());
    learnTreeOfBranchingFactorFour(local); // depth 0 takes 1 node, depth 1 takes 4
    assertFalse(access.big(0, true));
    assertTrue(access.big(1, true));
    assertFalse(access.big(1, false));
  }

  @Test
  void nothingIsLookedUpAheadBeforeTheFirstReviewNorWithoutALocalTable() {
    LocalTable local = new LocalTable();
    learn(local, 3, 1_000, LocalTable.REVIEW - 1);
    assertFalse(new TableAccess(new TranspositionTable(4), local, new SearchStats()).big(40, true));
    learn(local, 3, 1_000, 1);
    assertTrue(new TableAccess(new TranspositionTable(4), local, new SearchStats()).big(40, false));
    assertFalse(new TableAccess(new TranspositionTable(4), null, new SearchStats()).big(40, true));
  }

  @Test
  void aSolveWhoseRemainingDepthsAreUnknownNeverLooksAhead() {
    LocalTable local = new LocalTable();
    // Kalah's solve: no depth limit and no moves left to read, however big the results.
    learn(local, Integer.MAX_VALUE, 1_000_000, 4 * LocalTable.REVIEW);
    assertFalse(local.big(Integer.MAX_VALUE, true));
    assertFalse(local.big(62, false));
  }

  @Test
  void aMeanJustUnderSixtyFourNodesKeepsTheDepthLocal() {
    LocalTable local = new LocalTable();
    // At depth 4, half the results took 64 nodes and half 63: a mean of 63.5.
    learn(local, 4, 64, LocalTable.REVIEW / 4);
    learn(local, 4, 63, LocalTable.REVIEW / 4);
    learn(local, 9, 64, LocalTable.REVIEW / 2);
    assertEquals(9, local.boundary());
  }

  @Test
  void remainingDepthsFromSixtyThreeUpAreNeverLocal() {
    LocalTable local = new LocalTable();
    learn(local, 1_000, 1, LocalTable.REVIEW); // a solve without a depth limit, small results
    assertEquals(LocalTable.DEPTHS - 1, local.boundary());
    assertTrue(local.holds(62));
    assertFalse(local.holds(63));
    assertFalse(local.holds(Integer.MAX_VALUE));
  }

  @Test
  void theBoundaryFollowsTheSearchesAsTheirShapeChanges() {
    LocalTable local = new LocalTable();
    learn(local, 2, 1_000, LocalTable.REVIEW);
    assertEquals(2, local.boundary());
    // The results at depth 2 become small: the halved counts of the old ones fade out within a few
    // reviews, and depth 5's big results set the boundary.
    for (int review = 0; review < 8; review++) {
      learn(local, 2, 1, LocalTable.REVIEW / 2);
      learn(local, 5, 1_000, LocalTable.REVIEW / 2);
    }
    assertEquals(5, local.boundary());
  }

  @Test
  void aTableUnderFourMibHasNoLocalTablesAndOneOfFourHasOneForEachThread() {
    assertNull(new TranspositionTable(2).local(0));
    TranspositionTable shared = new TranspositionTable(TranspositionTable.LOCAL_MIN_MIB);
    LocalTable main = shared.local(0);
    assertNotNull(main);
    assertSame(main, shared.local(0));
    assertNotSame(main, shared.local(1));
    assertEquals(LocalTable.ENTRIES, main.entries.capacity());
  }

  @Test
  void aResultGoesToTheTableOfItsSideOfTheBoundaryAndIsFoundThere() {
    TranspositionTable shared = new TranspositionTable(TranspositionTable.LOCAL_MIN_MIB);
    LocalTable local = shared.local(0);
    TableAccess access = new TableAccess(shared, local, new SearchStats());
    // Teach the boundary through the access itself: small results at 2 plies left, big at 6.
    for (int i = 0; i < LocalTable.REVIEW; i++) {
      int remaining = i % 2 == 0 ? 2 : 6;
      access.store(
          1_000_003L * i,
          remaining,
          remaining,
          0,
          0,
          TranspositionTable.EXACT,
          -1,
          false,
          remaining == 2 ? 5 : 500);
    }
    assertEquals(6, local.boundary());
    long near = 0x5EED_0001L;
    long far = 0x5EED_0002L;
    access.store(near, 3, 3, 0, 7, TranspositionTable.EXACT, 2, false, 40);
    access.store(far, 6, 6, 0, -7, TranspositionTable.EXACT, 4, false, 4_000);
    assertEquals(7, TranspositionTable.value(local.entries.probe(near)));
    assertEquals(TranspositionTable.MISS, shared.probe(near));
    assertEquals(-7, TranspositionTable.value(shared.probe(far)));
    assertEquals(TranspositionTable.MISS, local.entries.probe(far));
    assertEquals(7, TranspositionTable.value(access.probe(near, 3)));
    assertEquals(-7, TranspositionTable.value(access.probe(far, 6)));
  }

  @Test
  void clearingWipingAndNewSearchesOfTheSharedTableReachTheLocalOnes() {
    TranspositionTable shared = new TranspositionTable(TranspositionTable.LOCAL_MIN_MIB);
    LocalTable local = shared.local(1);
    local.entries.store(42, 3, 1, TranspositionTable.EXACT, 0);
    shared.wipe();
    assertTrue(local.entries.isBlank());

    local.entries.store(42, 3, 1, TranspositionTable.EXACT, 0);
    shared.clear();
    assertEquals(TranspositionTable.MISS, local.entries.probe(42));

    // A new search ages the local entries: a third position of the bucket replaces the older
    // search's entry, however deep, rather than the current one's shallow entry.
    long bucket = LocalTable.ENTRIES / 2;
    local.entries.store(42, 200, 1, TranspositionTable.EXACT, 0);
    shared.newSearch();
    local.entries.store(42 + bucket, 1, 2, TranspositionTable.EXACT, 0);
    local.entries.store(42 + 2 * bucket, 1, 3, TranspositionTable.EXACT, 0);
    assertEquals(TranspositionTable.MISS, local.entries.probe(42));
    assertEquals(2, TranspositionTable.value(local.entries.probe(42 + bucket)));
  }
}
