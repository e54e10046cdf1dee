package dev.ply.classic.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The work below an open position, as a transposition table weighs its entries by. */
class SearchStatsTest {

  @Test
  void nodesBelowCountsThePositionsVisitedSinceThePositionOfItsPlyWasEntered() {
    SearchStats stats = new SearchStats();
    stats.node(0); // the root
    stats.node(1); // its first child, a leaf
    assertEquals(0, stats.nodesBelow(1), "a leaf has nothing below it");
    stats.node(1); // its second child, with two children of its own
    stats.node(2);
    stats.node(2);
    assertEquals(2, stats.nodesBelow(1), "the second child's subtree, not the first's");
    stats.lookAheadNode(); // a position tactics read: a node too
    assertEquals(3, stats.nodesBelow(1));
    assertEquals(5, stats.nodesBelow(0), "everything but the root itself");
    assertEquals(6, stats.nodes());
  }

  @Test
  void nodesBelowHoldsAtEveryPlyOfADeepLine() {
    SearchStats stats = new SearchStats();
    int deepest = 1000; // far beyond the plies it first makes room for
    for (int ply = 0; ply <= deepest; ply++) {
      stats.node(ply);
    }
    for (int ply = 0; ply <= deepest; ply++) {
      assertEquals(deepest - ply, stats.nodesBelow(ply), "ply " + ply);
    }
  }
}
