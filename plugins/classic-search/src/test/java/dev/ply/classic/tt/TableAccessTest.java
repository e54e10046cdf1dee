package dev.ply.classic.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.classic.stats.SearchStats;
import org.junit.jupiter.api.Test;

/** The bound type of a fail-soft value, read against the window its position was searched with. */
class TableAccessTest {

  @Test
  void aValueAtOrBelowAlphaIsAnUpperBoundAtOrAboveBetaALowerBoundBetweenExact() {
    assertEquals(TranspositionTable.UPPER, TableAccess.bound(-7, -3, 4));
    assertEquals(TranspositionTable.UPPER, TableAccess.bound(-3, -3, 4));
    assertEquals(TranspositionTable.EXACT, TableAccess.bound(-2, -3, 4));
    assertEquals(TranspositionTable.EXACT, TableAccess.bound(3, -3, 4));
    assertEquals(TranspositionTable.LOWER, TableAccess.bound(4, -3, 4));
    assertEquals(TranspositionTable.LOWER, TableAccess.bound(9, -3, 4));
    // A null window has no exact values: every value is one bound or the other.
    assertEquals(TranspositionTable.UPPER, TableAccess.bound(5, 5, 6));
    assertEquals(TranspositionTable.LOWER, TableAccess.bound(6, 5, 6));
  }

  @Test
  void anUpperBoundIsStoredWithoutItsBestMove() {
    TranspositionTable table = new TranspositionTable(1);
    TableAccess access = new TableAccess(table, new SearchStats());
    long failedLow = 0x5EED_0003L;
    long exact = 0x5EED_0004L;
    access.store(failedLow, 4, 4, 0, -2, TranspositionTable.UPPER, 3, false, 10);
    access.store(exact, 4, 4, 0, 1, TranspositionTable.EXACT, 3, false, 10);
    assertEquals(-1, TranspositionTable.move(table.probe(failedLow)), "a fail-low's move is noise");
    assertEquals(3, TranspositionTable.move(table.probe(exact)));
    assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(table.probe(failedLow)));
  }
}
