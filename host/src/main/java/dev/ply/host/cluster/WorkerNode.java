package dev.ply.host.cluster;

import com.hazelcast.core.HazelcastInstance;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * A worker's membership of a cluster: its Hazelcast member, with its name and slots as
 * attributes and a game executor of as many threads as slots. The coordinator finds it, checks it
 * and sends it games; the worker itself only plays what it is sent.
 */
public final class WorkerNode implements AutoCloseable {

  private final HazelcastInstance hazelcast;

  private WorkerNode(HazelcastInstance hazelcast) {
    this.hazelcast = hazelcast;
  }

  /**
   * Joins the cluster of {@code token} through {@code join}, with {@code context} installed for the
   * tasks it will run.
   *
   * @param listen where this member binds (loopback by default; port 0 for any from 5701)
   */
  public static WorkerNode join(WorkerContext context, String token, List<ClusterAddress> join,
      ClusterAddress listen, int slots, PrintWriter out) {
    WorkerContext.install(context);
    HazelcastInstance hazelcast = Members.start(token, listen, join, Map.of(
        Members.ROLE, "worker", Members.NAME, context.name(),
        Members.SLOTS, Integer.toString(slots)), slots);
    out.printf("worker %s: %d slot%s, signature %d, member of cluster ply-%s at %s; waiting for"
        + " games%n", context.name(), slots, slots == 1 ? "" : "s", context.signature(), token,
        hazelcast.getCluster().getLocalMember().getAddress());
    out.flush();
    return new WorkerNode(hazelcast);
  }

  /** Whether the member is still running. */
  public boolean isRunning() {
    return hazelcast.getLifecycleService().isRunning();
  }

  @Override
  public void close() {
    hazelcast.shutdown();
  }
}
