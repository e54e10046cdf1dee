package dev.ply.loader;

import dev.ply.api.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of the api on this class path, as its jar says (in {@code
 * dev/ply/api/version.properties}, written by the build), and the contract version plugins are
 * checked against.
 *
 * <p>Ply has one version: the api, the host and the plugin parent share it. Its major.minor.patch
 * is the contract: {@code 1.0.0-SNAPSHOT} provides api 1.0.0, and a plugin built against it says
 * {@code Plugin-Requires: >=1.0.0 & <2.0.0}. PF4J's version ranges (java-semver) cannot name a
 * pre-release, so the suffix is dropped on both sides.
 */
public final class ApiVersion {

  private static final Pattern CORE = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)");
  private static final String FULL = load();

  private ApiVersion() {}

  private static String load() {
    Properties p = new Properties();
    try (InputStream in = Game.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p.getProperty("version", "0.0.0");
  }

  /** The api's version as built, such as {@code 1.0.0-SNAPSHOT}. */
  public static String full() {
    return FULL;
  }

  /** The contract version plugins are checked against, such as {@code 1.0.0}. */
  public static String contract() {
    return contract(FULL);
  }

  /** The major.minor.patch that starts {@code version}; {@code 0.0.0} if it has none. */
  static String contract(String version) {
    Matcher m = CORE.matcher(version);
    return m.lookingAt() ? m.group() : "0.0.0";
  }

  /**
   * The {@code Plugin-Requires} of a plugin built against api {@code version}: at least its
   * contract, below the next major version, such as {@code >=1.0.0 & <2.0.0}.
   */
  public static String requiresFor(String version) {
    String contract = contract(version);
    int major = Integer.parseInt(contract.substring(0, contract.indexOf('.')));
    return ">=" + contract + " & <" + (major + 1) + ".0.0";
  }
}
