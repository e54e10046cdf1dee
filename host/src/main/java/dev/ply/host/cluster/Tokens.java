package dev.ply.host.cluster;

import dev.ply.host.store.RunInfo;

/**
 * Run tokens: the name of a run's cluster, which a worker must give to join it. Derived from the
 * config's text by default, so that a restarted coordinator gets the same token and its workers
 * rejoin; any token given by hand works as well. A token is not a password: the cluster must run
 * on a trusted network.
 */
public final class Tokens {

  private Tokens() {}

  /** The default token of a run: 16 hex digits of the hash of its config text. */
  public static String of(String configSha256) {
    return RunInfo.sha256("ply-cluster:" + configSha256).substring(0, 16);
  }

  /**
   * {@code token} if it is usable as a cluster name.
   *
   * @throws IllegalArgumentException if it is empty or has characters other than letters, digits,
   *     '-', '_' and '.'
   */
  public static String check(String token) {
    if (!token.matches("[A-Za-z0-9._-]{1,64}")) {
      throw new IllegalArgumentException("a token is 1 to 64 letters, digits, '.', '_' or '-'");
    }
    return token;
  }
}
