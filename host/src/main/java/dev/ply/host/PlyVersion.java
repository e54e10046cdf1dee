package dev.ply.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version of Ply and of the api contract it provides to plugins, as set by the build: one
 * version, the project's ({@code 1.0.0-SNAPSHOT}), whose major.minor.patch is the contract ({@code
 * 1.0.0}) that plugins' {@code Plugin-Requires} name.
 */
public final class PlyVersion {

  private static final Properties PROPERTIES = load();

  private PlyVersion() {}

  private static Properties load() {
    Properties p = new Properties();
    try (InputStream in = PlyVersion.class.getResourceAsStream("ply.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }

  /** Ply's own version, such as {@code 1.0.0-SNAPSHOT}. */
  public static String ply() {
    return PROPERTIES.getProperty("ply.version", "unknown");
  }

  /** The api contract version plugins are checked against (their {@code Plugin-Requires}). */
  public static String api() {
    return dev.ply.loader.ApiVersion.contract();
  }
}
