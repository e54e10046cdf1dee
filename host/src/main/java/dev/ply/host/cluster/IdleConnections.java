package dev.ply.host.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.instance.EndpointQualifier;
import com.hazelcast.instance.impl.HazelcastInstanceProxy;
import com.hazelcast.internal.server.ServerConnection;
import com.hazelcast.internal.server.tcp.TcpServerConnection;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Closes the TCP connections to a member that have not become a member's within {@value
 * #GRACE_SECONDS} seconds: Hazelcast keeps any connection it accepts until the other side closes
 * it, so anyone who can reach the port could hold as many as they like. A member that joins
 * finishes Hazelcast's handshake within milliseconds; a connection that never does is closed.
 *
 * <p>Hazelcast offers no setting for this, so the monitor reads the member's connection manager (an
 * internal API of Hazelcast 5); if a later version moves it, the monitor stops and says so once. It
 * runs on a daemon thread of its own every {@value #PERIOD_SECONDS} seconds.
 */
final class IdleConnections implements AutoCloseable {

  /** How long a connection may stay without completing the member handshake. */
  static final int GRACE_SECONDS = 10;

  static final int PERIOD_SECONDS = 2;

  private final ScheduledExecutorService timer;

  private IdleConnections(ScheduledExecutorService timer) {
    this.timer = timer;
  }

  /**
   * Watches {@code hazelcast}'s member connections until {@link #close()}.
   *
   * @param say hears the one line said if the monitor cannot work with this Hazelcast
   */
  static IdleConnections watch(
      HazelcastInstance hazelcast, java.util.function.Consumer<String> say) {
    ScheduledExecutorService timer =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "ply-idle-connections");
              t.setDaemon(true);
              return t;
            });
    timer.scheduleWithFixedDelay(
        () -> {
          try {
            closeIdle(hazelcast);
          } catch (RuntimeException | LinkageError e) {
            if (hazelcast.getLifecycleService().isRunning()) {
              say.accept("cluster: idle connections are not watched: " + e);
            }
            timer.shutdown();
          }
        },
        PERIOD_SECONDS,
        PERIOD_SECONDS,
        TimeUnit.SECONDS);
    return new IdleConnections(timer);
  }

  private static void closeIdle(HazelcastInstance hazelcast) {
    if (!hazelcast.getLifecycleService().isRunning()) {
      return;
    }
    long now = System.currentTimeMillis();
    var manager =
        ((HazelcastInstanceProxy) hazelcast)
            .getOriginal()
            .node
            .getServer()
            .getConnectionManager(EndpointQualifier.MEMBER);
    for (ServerConnection c : List.copyOf(manager.getConnections())) {
      if (c instanceof TcpServerConnection tcp
          && tcp.getRemoteUuid() == null
          && tcp.isAlive()
          && now - tcp.getStartTime() > GRACE_SECONDS * 1000L) {
        tcp.close("no member handshake within " + GRACE_SECONDS + " s", null);
      }
    }
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
