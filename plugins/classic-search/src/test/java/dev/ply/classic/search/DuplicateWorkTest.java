package dev.ply.classic.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.SearchReport;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DuplicateWorkTest {

  /** The counted thread's statistics: its nodes, and the counters the tally writes. */
  private final SearchStats stats = new SearchStats();

  /** One thread's tally of its duplicated work, writing to {@link #stats}. */
  private DuplicateWork counting() {
    BusyPositions busy = new BusyPositions(new TranspositionTable(1));
    busy.countDuplicates();
    return busy.duplicateWork(stats);
  }

  private static void visit(SearchStats stats, int ply, int nodes) {
    for (int i = 0; i < nodes; i++) {
      stats.node(ply);
    }
  }

  /** The nodes the counter sorted into its three kinds, at every ply, none of them negative. */
  private static long sorted(SearchStats stats) {
    SearchReport.Builder report = SearchReport.builder(0);
    stats.addTo(report);
    long sum = 0;
    for (Map.Entry<String, Long> e : report.build().counters().entrySet()) {
      if (e.getKey().matches("dup-(own|joined|finished)-ply-\\d+")) {
        assertTrue(e.getValue() >= 0, e.getKey() + " " + e.getValue());
        sum += e.getValue();
      }
    }
    return sum;
  }

  /**
   * A position searched without the deferral (its results kept in a thread's local table) between
   * two that take part: the subtree of the deeper one is counted once, at its own ply, and the
   * sorted nodes add up to exactly the thread's nodes (the code before counted it again at the
   * root: 30 sorted of 20, which made LazySmpTest's sum exceed the nodes now and then).
   */
  @Test
  void aSubtreeBelowAPlyTheDeferralSkippedIsCountedOnceNotAgainAboveIt() {
    DuplicateWork work = counting();
    work.passBegins(0);
    work.enter(11L, 0);
    visit(stats, 0, 5);
    visit(stats, 1, 3); // ply 1 searched without the deferral
    work.enter(13L, 2);
    visit(stats, 2, 10);
    work.leave(13L, 2);
    visit(stats, 1, 2);
    work.leave(11L, 0);
    assertEquals(20, stats.nodes());
    assertEquals(20, sorted(stats));
  }

  /**
   * A pass given up in the middle leaves its deep positions unleft; the next pass counts its own
   * positions without them, none negative (the code before counted 11 nodes for the stale ply 1 and
   * -7 for the root).
   */
  @Test
  void aPassGivenUpInTheMiddleLeavesNothingThatTheNextPassCountsTwice() {
    DuplicateWork work = counting();
    work.passBegins(0);
    work.enter(11L, 0);
    work.enter(12L, 1);
    visit(stats, 1, 7); // given up here: neither position is left
    work.passGivenUp();
    work.passBegins(1);
    work.enter(11L, 0);
    visit(stats, 0, 4);
    work.enter(14L, 2);
    visit(stats, 2, 6);
    work.leave(14L, 2);
    work.abandon(1); // a ply the new pass never entered: nothing to count
    work.leave(11L, 0);
    assertEquals(17, stats.nodes());
    assertEquals(10, sorted(stats));
  }
}
