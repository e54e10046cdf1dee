package dev.ply.host.cluster;

import com.hazelcast.config.AdvancedNetworkConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.ServerSocketEndpointConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.List;
import java.util.Map;

/**
 * Starts the Hazelcast member of a coordinator or a worker: TCP/IP join with an explicit member
 * list (no multicast, no discovery), the cluster named after the run's secret ({@link
 * ClusterSecret#clusterName()}), so that members of other secrets stay out.
 *
 * <p>Hardened, since Hazelcast's community edition has no authentication: the member listens for
 * members only (an advanced network with a member endpoint and no client endpoint, so a Hazelcast
 * client cannot connect), and its deserialization filter admits Hazelcast's own classes and a few
 * JDK packages (Ply's messages cross as signed bytes, see {@link Envelopes}), so no class of Ply or
 * of its libraries can be made to run from the network. Connections that never become a member's
 * are closed by {@link IdleConnections}.
 *
 * <p>Failure detection: heartbeats every second, a member silent for ten seconds is removed and its
 * games handed out again. Split clusters (a coordinator restarted while its workers kept running)
 * look for each other every five seconds and merge.
 */
final class Members {

  /** Member attribute: {@code coordinator} or {@code worker}. */
  static final String ROLE = "ply.role";

  private Members() {}

  /**
   * A new member of the cluster {@code clusterName}.
   *
   * @param listen the address this member binds to; port 0 picks a free one from 5701
   * @param join the members to join (may be empty for the first)
   */
  static HazelcastInstance start(
      String clusterName,
      ClusterAddress listen,
      List<ClusterAddress> join,
      Map<String, String> attributes) {
    Config config = new Config();
    config.setClusterName(clusterName);
    config.setInstanceName(
        "ply-"
            + attributes.getOrDefault(ROLE, "member")
            + "-"
            + ProcessHandle.current().pid()
            + "-"
            + System.nanoTime());
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty(
        "hazelcast.logging.type", System.getenv("PLY_LOG") != null ? "slf4j" : "none");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
    config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
    config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
    config.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
    config.setProperty("hazelcast.wait.seconds.before.join", "0");
    config.setProperty("hazelcast.socket.connect.timeout.seconds", "5");
    boolean any = listen.host().equals("0.0.0.0");
    config.setProperty("hazelcast.socket.bind.any", Boolean.toString(any));
    if (!any) {
      config.setProperty("hazelcast.local.localAddress", listen.host());
    }
    // Members only: with an advanced network and no client endpoint, no Hazelcast client (whose
    // cluster name is the only thing a member would check) can connect.
    AdvancedNetworkConfig network = config.getAdvancedNetworkConfig().setEnabled(true);
    ServerSocketEndpointConfig members = new ServerSocketEndpointConfig();
    members
        .setPort(listen.port())
        .setPortAutoIncrement(!"coordinator".equals(attributes.get(ROLE)));
    network.setMemberEndpointConfig(members);
    JoinConfig joinConfig = network.getJoin();
    joinConfig.getMulticastConfig().setEnabled(false);
    joinConfig.getAutoDetectionConfig().setEnabled(false);
    joinConfig.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(5);
    for (ClusterAddress a : join) {
      joinConfig.getTcpIpConfig().addMember(a.toString());
    }
    config.getSerializationConfig().setJavaSerializationFilterConfig(serializationFilter());
    attributes.forEach((k, v) -> config.getMemberAttributeConfig().setAttribute(k, v));
    return Hazelcast.newHazelcastInstance(config);
  }

  /**
   * What Hazelcast may deserialize by class name: its own classes, and the JDK's language,
   * collections, time and exceptions. Ply's classes are not among them: Ply's messages are bytes.
   */
  static JavaSerializationFilterConfig serializationFilter() {
    JavaSerializationFilterConfig filter = new JavaSerializationFilterConfig();
    filter.setDefaultsDisabled(true);
    filter
        .getWhitelist()
        .addPrefixes("com.hazelcast.", "[")
        .addPackages(
            "java.lang",
            "java.util",
            "java.util.concurrent",
            "java.time",
            "java.io",
            "java.net",
            "java.math");
    return filter;
  }
}
