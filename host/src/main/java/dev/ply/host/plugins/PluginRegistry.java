package dev.ply.host.plugins;

import dev.ply.host.config.Catalog;
import dev.ply.loader.PluginSet;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The plugins a command loaded, as the config checks see them: a {@link PluginSet} (the loading,
 * its one-line problems, the extensions by id) that is also the {@link Catalog} of config files.
 */
public final class PluginRegistry extends PluginSet implements Catalog {

  private PluginRegistry(List<Path> directories, Map<Path, String> places) {
    super(directories, places);
  }

  /**
   * Loads every {@code *.jar} directly inside each directory, in name order, and each path that is
   * itself a jar; see {@link PluginSet} for what is reported and what still loads.
   */
  public static PluginRegistry load(List<Path> directories) {
    return new PluginRegistry(directories, Map.of());
  }

  /**
   * As {@link #load(List)}, with the name of the place each directory comes from (such as {@code
   * --plugins}), for the line that says which of two jars with one plugin id loads.
   */
  public static PluginRegistry load(List<Path> directories, Map<Path, String> places) {
    return new PluginRegistry(directories, places);
  }
}
