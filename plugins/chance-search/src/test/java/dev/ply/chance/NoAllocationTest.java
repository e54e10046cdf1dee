package dev.ply.chance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.search.Expectiminimax;
import dev.ply.chance.search.Star1;
import dev.ply.chance.search.Star2;
import dev.ply.pig.Pig;
import dev.ply.pig.RaceEvaluator;
import java.lang.management.ManagementFactory;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The searches allocate nothing per node: on Pig, whose positions allocate nothing either (its
 * chance outcomes are one constant list), a search of some 100,000 nodes allocates less than a byte
 * for every hundred nodes, once its buffers exist (the first search of a player makes them).
 */
class NoAllocationTest {

  @Test
  void aSearchOfPigAllocatesNothingPerNodeOnceItsBuffersExist() {
    var bean = ManagementFactory.getThreadMXBean();
    Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
    var threads = (com.sun.management.ThreadMXBean) bean;
    Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported());
    threads.setThreadAllocatedMemoryEnabled(true);
    long id = Thread.currentThread().getId();
    GameState root = ChanceFixtures.start(new Pig(), Map.of("goal", 100L));
    RaceEvaluator race = new RaceEvaluator();
    for (ChanceSearch search :
        new ChanceSearch[] {new Expectiminimax(), new Star1(), new Star2()}) {
      ChanceFixtures.search(search, root, 5, race, 1); // makes the buffers
      long before = threads.getThreadAllocatedBytes(id);
      long nodes = ChanceFixtures.search(search, root, 6, race, 1).nodes();
      long bytes = threads.getThreadAllocatedBytes(id) - before;
      assertTrue(nodes > 100_000, "nodes " + nodes);
      assertTrue(
          bytes < nodes / 100,
          search.getClass().getSimpleName() + " allocated " + bytes + " bytes for " + nodes);
    }
  }
}
