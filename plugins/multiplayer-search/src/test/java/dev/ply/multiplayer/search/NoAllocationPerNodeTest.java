package dev.ply.multiplayer.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The searches allocate their buffers when a ply is first reached and nothing per node: a second
 * search of more than 10,000 nodes allocates less than a byte a node and less than 20 kB (the
 * report, the driver's budget), where one object per node would take 16 bytes a node or more. The
 * tree game itself allocates nothing.
 */
class NoAllocationPerNodeTest {

  private static long allocatedBytes(Runnable run) {
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    run.run();
    return threads.getThreadAllocatedBytes(id) - before;
  }

  @Test
  void aSearchAllocatesLessThanAByteANode() {
    Assumptions.assumeTrue(
        ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean);
    TreeGame game = new TreeGame(3, 8, 12, 3, true, true);
    TreeGame.RandomEvaluator evaluator = new TreeGame.RandomEvaluator();
    DepthSearch[] searches = {
      new MaxN(3, true, game.maxUtility(), true), new Paranoid(), new BestReplySearch(3)
    };
    int[] depths = {7, 11, 11};
    for (int i = 0; i < searches.length; i++) {
      DepthSearch search = searches[i];
      int depth = depths[i];
      SearchRun run = new SearchRun(evaluator);
      IterativeDeepening driver = new IterativeDeepening(search, true, run);
      GameState root = game.newGame(Options.empty());
      driver.run(root, Limits.depth(depth)); // buffers made, code compiled
      long[] nodes = new long[1];
      long bytes = allocatedBytes(() -> nodes[0] = driver.run(root, Limits.depth(depth)).nodes());
      assertTrue(nodes[0] > 10_000, search.getClass().getSimpleName() + ": " + nodes[0] + " nodes");
      assertTrue(
          bytes < Math.min(nodes[0], 20_000),
          search.getClass().getSimpleName() + ": " + bytes + " bytes for " + nodes[0] + " nodes");
    }
  }
}
