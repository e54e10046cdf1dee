package dev.ply.host.config;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * Where a GGP player listens and how long it has to answer ({@code protocol: ggp}): its {@code url}
 * and its play clock, the entrant's {@code time} per move in whole seconds (at least one). GGP has
 * no game clock, depth or node limit.
 *
 * @param url an {@code http} URL, such as {@code http://127.0.0.1:9147/}
 * @param playClock the play clock sent in START: the player's time per move, whole seconds
 */
public record GgpEndpoint(URI url, Duration playClock) {

  public GgpEndpoint {
    Objects.requireNonNull(url, "url");
    Objects.requireNonNull(playClock, "playClock");
    if (playClock.toSeconds() < 1) {
      throw new IllegalArgumentException("a GGP play clock is at least one second");
    }
  }

  /** The play clock in whole seconds, as START sends it. */
  public int playClockSeconds() {
    return (int) Math.min(Integer.MAX_VALUE, playClock.toSeconds());
  }

  /**
   * The start clock sent in START, whole seconds: the play clock, and at least {@value
   * #MIN_START_SECONDS} s for a program that analyses the rules before the first move.
   */
  public int startClockSeconds() {
    return Math.max(MIN_START_SECONDS, playClockSeconds());
  }

  /** The least start clock. */
  public static final int MIN_START_SECONDS = 10;
}
