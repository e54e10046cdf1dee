package dev.ply.host.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * What the store records about a run when it starts: which config, which game, which code. Nothing
 * here may be null.
 *
 * @param kind {@code match} or {@code tournament}
 * @param name a short name for people, such as the config file's name
 * @param configPath the config file as the user named it
 * @param configText the config file's full text, so the run can be repeated or audited
 * @param configSha256 the SHA-256 of {@code configText} as lowercase hex ({@link #sha256})
 * @param gameId the game's id, such as {@code connect-four}
 * @param variant the variant's options as text ({@code height=6, width=7}); empty for none
 * @param started when the run started
 * @param plyVersion the version of Ply that ran it
 * @param jvm the Java runtime that ran it ({@link #currentJvm})
 * @param os the operating system that ran it ({@link #currentOs})
 * @param plugins every plugin that was loaded
 */
public record RunInfo(
    String kind,
    String name,
    String configPath,
    String configText,
    String configSha256,
    String gameId,
    String variant,
    Instant started,
    String plyVersion,
    String jvm,
    String os,
    List<PluginInfo> plugins) {

  public RunInfo {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(configPath, "configPath");
    Objects.requireNonNull(configText, "configText");
    Objects.requireNonNull(configSha256, "configSha256");
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(started, "started");
    Objects.requireNonNull(plyVersion, "plyVersion");
    Objects.requireNonNull(jvm, "jvm");
    Objects.requireNonNull(os, "os");
    plugins = List.copyOf(plugins);
  }

  /** The SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex digits. */
  public static String sha256(String text) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime must provide SHA-256", e);
    }
  }

  /** The running Java, such as {@code OpenJDK 64-Bit Server VM 17.0.15+6 (Eclipse Adoptium)}. */
  public static String currentJvm() {
    return System.getProperty("java.vm.name")
        + " "
        + System.getProperty("java.runtime.version")
        + " ("
        + System.getProperty("java.vendor")
        + ")";
  }

  /** The running operating system, such as {@code Linux 6.1.0 amd64}. */
  public static String currentOs() {
    return System.getProperty("os.name")
        + " "
        + System.getProperty("os.version")
        + " "
        + System.getProperty("os.arch");
  }
}
