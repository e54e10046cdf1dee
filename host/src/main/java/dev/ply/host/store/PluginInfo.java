package dev.ply.host.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * One plugin that was loaded for a run, recorded so that a result can be traced to the code that
 * made it.
 *
 * @param id the plugin's id, such as {@code connect-four}
 * @param version the plugin's version, such as {@code 1.0.0}
 * @param path where the plugin was loaded from (its jar or directory)
 * @param sha256 the SHA-256 of the jar, lowercase hex, or empty when unknown
 * @param provides what it offers, as {@code kind:id} ({@code game:connect-four}, {@code
 *     evaluator:connect-four-windows}), to tell which plugin each entrant used; known for a run
 *     being started, empty when read back from a store
 */
public record PluginInfo(
    String id, String version, String path, String sha256, List<String> provides) {

  public PluginInfo {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(sha256, "sha256");
    provides = List.copyOf(provides);
  }

  /** A plugin whose offers are not known. */
  public PluginInfo(String id, String version, String path, String sha256) {
    this(id, version, path, sha256, List.of());
  }

  /** A plugin whose jar's digest is unknown. */
  public PluginInfo(String id, String version, String path) {
    this(id, version, path, "");
  }

  /** A plugin loaded from {@code jar}, with the jar's SHA-256 (empty if it cannot be read). */
  public static PluginInfo of(String id, String version, Path jar) {
    return of(id, version, jar, List.of());
  }

  /** As {@link #of(String, String, Path)}, with what the plugin offers ({@code kind:id}). */
  public static PluginInfo of(String id, String version, Path jar, List<String> provides) {
    return new PluginInfo(id, version, jar.toString(), sha256Of(jar), provides);
  }

  /** Whether it offers the extension {@code extensionId} of this kind ({@code game}, ...). */
  public boolean offers(String kind, String extensionId) {
    return provides.contains(kind + ":" + extensionId);
  }

  private static String sha256Of(Path file) {
    if (!Files.isRegularFile(file)) {
      return "";
    }
    try (InputStream in = Files.newInputStream(file)) {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      byte[] buffer = new byte[1 << 16];
      for (int n; (n = in.read(buffer)) > 0; ) {
        digest.update(buffer, 0, n);
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (IOException | NoSuchAlgorithmException e) {
      return "";
    }
  }
}
