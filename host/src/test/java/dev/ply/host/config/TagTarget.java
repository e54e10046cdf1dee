package dev.ply.host.config;

/**
 * A class a malicious tag could name ({@code !!dev.ply.host.config.TagTarget}): it records whether
 * anything ever constructed it.
 */
public final class TagTarget {

  static volatile boolean constructed;

  public TagTarget() {
    constructed = true;
  }

  public TagTarget(String ignored) {
    constructed = true;
  }
}
