package dev.ply.host.cli;

import dev.ply.host.config.PluginPaths;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.plugins.StaleJars;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * The {@code --plugins} option shared by every command that loads plugins, and the other places
 * plugins come from. In load order: the plugins the build produced (the launcher's
 * {@code ply.plugins}), the folders of the {@code PLY_PLUGINS} environment variable, the
 * {@code --plugins} options, and the {@code plugins:} of the config file a command runs. A folder
 * or jar named twice is loaded once; of two jars with one plugin id, the first loads.
 */
final class PluginOptions {

  /** The system property the {@code ply} launcher sets to the plugins the build produced. */
  static final String PLUGINS_PROPERTY = "ply.plugins";
  /** The environment variable of the plugin folders a user always wants loaded. */
  static final String PLUGINS_VARIABLE = "PLY_PLUGINS";

  @Option(names = "--plugins", paramLabel = "DIR|JAR",
      description = "Also load the plugin jars in DIR, or the plugin JAR itself (repeatable). The"
          + " plugins the build produced, the folders of PLY_PLUGINS and those a config file"
          + " names under 'plugins' are always loaded.")
  List<Path> extra = new ArrayList<>();

  /** The folders and jars of the config file being run, once {@link #load(PrintWriter, Path)}. */
  private List<Path> fromFile = List.of();

  /** Where {@code PLY_PLUGINS} is read from: the environment (a test gives its own). */
  Function<String, String> environment = System::getenv;

  /** The directories to load: the launcher's, PLY_PLUGINS, --plugins, the config file's. */
  List<Path> directories() {
    List<Path> dirs = new ArrayList<>();
    split(System.getProperty(PLUGINS_PROPERTY), dirs);
    split(environment.apply(PLUGINS_VARIABLE), dirs);
    dirs.addAll(extra);
    dirs.addAll(fromFile);
    Set<Path> seen = new LinkedHashSet<>();
    List<Path> unique = new ArrayList<>();
    for (Path d : dirs) {
      if (seen.add(d.toAbsolutePath().normalize())) {
        unique.add(d);
      }
    }
    return unique;
  }

  private static void split(String paths, List<Path> into) {
    if (paths != null && !paths.isBlank()) {
      for (String part : paths.split(File.pathSeparator)) {
        if (!part.isBlank()) {
          into.add(Path.of(part));
        }
      }
    }
  }

  /** Loads the plugins and prints one warning line for each that could not be used. */
  PluginRegistry load(PrintWriter err) {
    List<Path> dirs = directories();
    if (dirs.isEmpty()) {
      err.println("ply: warning: no plugin directory: run through the ./ply launcher, or give"
          + " --plugins DIR");
    }
    PluginRegistry registry = PluginRegistry.load(dirs);
    for (String problem : registry.problems()) {
      err.println("ply: warning: " + problem);
    }
    for (String stale : StaleJars.warnings(registry.plugins())) {
      err.println("ply: warning: " + stale);
    }
    return registry;
  }

  /** As {@link #load(PrintWriter)}, with the folders and jars {@code configFile} names too. */
  PluginRegistry load(PrintWriter err, Path configFile) {
    fromFile = PluginPaths.of(configFile);
    return load(err);
  }

  /** Remembers the folders and jars a config file names, without loading anything. */
  void readConfig(Path configFile) {
    fromFile = PluginPaths.of(configFile);
  }
}
