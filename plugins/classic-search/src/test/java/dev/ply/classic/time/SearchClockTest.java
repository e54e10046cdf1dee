package dev.ply.classic.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.api.Limits;
import dev.ply.classic.search.SearchAborted;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The action a clock runs at a node count: how a parallel search starts its helpers late. */
class SearchClockTest {

  @Test
  void anActionRunsOnceWhenTheNodesReachItsCountAndNotBefore() {
    SearchClock clock = new SearchClock(Limits.none());
    List<Long> ranAt = new ArrayList<>();
    long[] nodes = {0};
    clock.whenNodesReach(5000, () -> ranAt.add(nodes[0]));
    for (; nodes[0] < 20_000; nodes[0]++) {
      clock.beforeNode(nodes[0]);
    }
    assertEquals(List.of(5000L), ranAt);
  }

  @Test
  void anActionAtZeroNodesRunsAtTheFirstNode() {
    SearchClock clock = new SearchClock(Limits.none());
    List<Long> ranAt = new ArrayList<>();
    clock.beforeNode(0);
    clock.beforeNode(1);
    clock.whenNodesReach(0, () -> ranAt.add(2L));
    clock.beforeNode(2);
    clock.beforeNode(3);
    assertEquals(List.of(2L), ranAt);
  }

  @Test
  void aNodeLimitStillStopsTheSearchExactlyWithAnActionPending() {
    SearchClock clock = new SearchClock(Limits.nodes(3000));
    clock.whenNodesReach(
        10_000,
        () -> {
          throw new AssertionError("never reached");
        });
    long n = 0;
    try {
      for (; n < 20_000; n++) {
        clock.beforeNode(n);
      }
    } catch (SearchAborted stopped) {
      // the budget is spent
    }
    assertEquals(3000, n);
  }

  @Test
  void aStopSignalIsReadOnlyFromTheNodeItIsGivenAtAndThenStopsTheSearchAtTheNextNode() {
    SearchClock clock = new SearchClock(Limits.none());
    StopSignal signal = new StopSignal();
    signal.raise();
    clock.beforeNode(0); // the main thread before its helpers start: nothing to poll
    clock.pollSignal(signal);
    assertThrows(SearchAborted.class, () -> clock.beforeNode(1));
  }
}
