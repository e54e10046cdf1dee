package dev.ply.host.store;

import java.util.Objects;

/**
 * One plugin that was loaded for a run, recorded so that a result can be traced to the code that
 * made it.
 *
 * @param id the plugin's id, such as {@code connect-four}
 * @param version the plugin's version, such as {@code 0.1.0}
 * @param path where the plugin was loaded from (its jar or directory)
 */
public record PluginInfo(String id, String version, String path) {

  public PluginInfo {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(path, "path");
  }
}
