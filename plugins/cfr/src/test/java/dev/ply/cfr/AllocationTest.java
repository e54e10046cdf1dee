package dev.ply.cfr;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.ExternalSamplingMccfr;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.regret.VanillaCfr;
import dev.ply.cfr.tree.GameTree;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * An iteration allocates nothing: every array is made with the minimizer, one slot per position.
 */
class AllocationTest {

  @Test
  void iterationsOnLeducAllocateNothing() {
    Assumptions.assumeTrue(
        ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
        "the JVM counts a thread's allocations");
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long me = Thread.currentThread().getId();
    GameTree tree = Trees.leduc();
    for (RegretMinimizer m :
        new RegretMinimizer[] {
          new VanillaCfr(tree), new CfrPlus(tree), new ExternalSamplingMccfr(tree, 3)
        }) {
      int iterations = m instanceof ExternalSamplingMccfr ? 20_000 : 50;
      for (int t = 0; t < iterations; t++) {
        m.iterate(); // warm up: classes loaded, code compiled
      }
      long before = threads.getThreadAllocatedBytes(me);
      for (int t = 0; t < iterations; t++) {
        m.iterate();
      }
      long allocated = threads.getThreadAllocatedBytes(me) - before;
      // A few hundred bytes of slack for the measurement itself; one array per position of an
      // iteration would be megabytes.
      assertTrue(
          allocated < 1024,
          m.getClass().getSimpleName() + " allocated " + allocated + " bytes in " + iterations);
    }
  }
}
