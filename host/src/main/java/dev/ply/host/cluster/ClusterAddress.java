package dev.ply.host.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A cluster member's address, {@code HOST:PORT}, as {@code --listen} and {@code --join} take it.
 *
 * @param host a host name or an IP address
 * @param port a TCP port, 1 to 65535
 */
public record ClusterAddress(String host, int port) {

  /** The coordinator's default: loopback only, Hazelcast's usual port. */
  public static final ClusterAddress DEFAULT_COORDINATOR = new ClusterAddress("127.0.0.1", 5701);

  public ClusterAddress {
    Objects.requireNonNull(host, "host");
    if (host.isBlank()) {
      throw new IllegalArgumentException("an address needs a host, as in 127.0.0.1:5701");
    }
    if (port < 1 || port > 65_535) {
      throw new IllegalArgumentException("a port is 1 to 65535, got " + port);
    }
  }

  /**
   * Reads {@code HOST:PORT}; a bare {@code HOST} takes {@code defaultPort}.
   *
   * @throws IllegalArgumentException saying what is wrong
   */
  public static ClusterAddress parse(String text, int defaultPort) {
    String t = text.strip();
    int colon = t.lastIndexOf(':');
    if (colon < 0) {
      return new ClusterAddress(t, defaultPort);
    }
    try {
      return new ClusterAddress(t.substring(0, colon), Integer.parseInt(t.substring(colon + 1)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "expected HOST:PORT such as 127.0.0.1:5701, got '" + text + "'");
    }
  }

  /** Reads {@code HOST:PORT[,HOST:PORT…]}. */
  public static List<ClusterAddress> parseList(String text, int defaultPort) {
    List<ClusterAddress> list = new ArrayList<>();
    for (String part : text.split(",")) {
      if (!part.isBlank()) {
        list.add(parse(part, defaultPort));
      }
    }
    if (list.isEmpty()) {
      throw new IllegalArgumentException("expected HOST:PORT[,HOST:PORT...], got '" + text + "'");
    }
    return list;
  }

  @Override
  public String toString() {
    return host + ":" + port;
  }
}
