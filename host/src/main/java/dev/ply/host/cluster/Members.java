package dev.ply.host.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.List;
import java.util.Map;

/**
 * Starts the Hazelcast member of a coordinator or a worker: TCP/IP join with an explicit member
 * list (no multicast, no discovery), bound to the address given (loopback by default: the
 * community edition has no authentication), the cluster named after the run token, so that workers
 * of other runs stay out.
 *
 * <p>Failure detection: heartbeats every second, a member silent for ten seconds is removed and
 * its games handed out again. Split clusters (a coordinator restarted while its workers kept
 * running) look for each other every five seconds and merge.
 */
final class Members {

  /** The executor that plays games on a worker, one thread a slot. */
  static final String GAMES = "ply-games";
  /** Member attribute: {@code coordinator} or {@code worker}. */
  static final String ROLE = "ply.role";
  /** Member attribute: a worker's name, {@code host:pid}. */
  static final String NAME = "ply.name";
  /** Member attribute: a worker's slots. */
  static final String SLOTS = "ply.slots";

  private Members() {}

  /**
   * A new member of the cluster of {@code token}.
   *
   * @param listen the address this member binds to; port 0 picks a free one from 5701
   * @param join the members to join (may be empty for the first)
   * @param slots the threads of its game executor (0 for a coordinator)
   */
  static HazelcastInstance start(String token, ClusterAddress listen, List<ClusterAddress> join,
      Map<String, String> attributes, int slots) {
    Config config = new Config();
    config.setClusterName("ply-" + token);
    config.setInstanceName("ply-" + attributes.getOrDefault(ROLE, "member") + "-"
        + ProcessHandle.current().pid() + "-" + System.nanoTime());
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", System.getenv("PLY_LOG") != null ? "slf4j"
        : "none");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
    config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
    config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
    config.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
    config.setProperty("hazelcast.wait.seconds.before.join", "0");
    boolean any = listen.host().equals("0.0.0.0");
    config.setProperty("hazelcast.socket.bind.any", Boolean.toString(any));
    if (!any) {
      config.setProperty("hazelcast.local.localAddress", listen.host());
    }
    NetworkConfig network = config.getNetworkConfig();
    network.setPort(listen.port()).setPortAutoIncrement(attributes.get(ROLE).equals("worker"));
    JoinConfig joinConfig = network.getJoin();
    joinConfig.getMulticastConfig().setEnabled(false);
    joinConfig.getAutoDetectionConfig().setEnabled(false);
    joinConfig.getTcpIpConfig().setEnabled(true);
    for (ClusterAddress a : join) {
      joinConfig.getTcpIpConfig().addMember(a.toString());
    }
    attributes.forEach((k, v) -> config.getMemberAttributeConfig().setAttribute(k, v));
    config.getExecutorConfig(GAMES).setPoolSize(Math.max(1, slots));
    return Hazelcast.newHazelcastInstance(config);
  }
}
