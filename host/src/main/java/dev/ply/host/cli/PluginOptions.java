package dev.ply.host.cli;

import dev.ply.host.config.PluginPaths;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.plugins.RecordedJars;
import dev.ply.host.plugins.StaleJars;
import dev.ply.host.store.ResultReader;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * The {@code --plugins} option shared by every command that loads plugins, and the other places
 * plugins come from. In load order: the plugins the build produced (the launcher's {@code
 * ply.plugins}), the folders of the {@code PLY_PLUGINS} environment variable, the {@code --plugins}
 * options, and the {@code plugins:} of the config file a command runs. A folder or jar named twice
 * is loaded once; of two jars with one plugin id, the one from the later place loads (a jar given
 * with {@code --plugins} overrides Ply's own), and a line says which and why.
 */
final class PluginOptions {

  /** The system property the {@code ply} launcher sets to the plugins the build produced. */
  static final String PLUGINS_PROPERTY = "ply.plugins";

  /** The environment variable of the plugin folders a user always wants loaded. */
  static final String PLUGINS_VARIABLE = "PLY_PLUGINS";

  @Option(
      names = "--plugins",
      paramLabel = "DIR|JAR",
      description =
          "Also load the plugin jars in DIR, or the plugin JAR itself (repeatable). The"
              + " plugins the build produced and the folders of PLY_PLUGINS are always loaded, and so"
              + " are those under 'plugins' of the config file a command runs (ply worker runs none:"
              + " give it those folders with --plugins).")
  List<Path> extra = new ArrayList<>();

  /** The folders and jars of the config file being run, once {@link #load(PrintWriter, Path)}. */
  private List<Path> fromFile = List.of();

  /** The jars a run recorded, once {@link #loadForRun} found them unchanged. */
  private List<Path> recorded = List.of();

  /** Where {@code PLY_PLUGINS} is read from: the environment (a test gives its own). */
  Function<String, String> environment = System::getenv;

  /** The directories to load: the launcher's, PLY_PLUGINS, --plugins, the config file's. */
  List<Path> directories() {
    return new ArrayList<>(places().keySet());
  }

  /**
   * The directories to load, in load order, each with the name of its place for the line of a
   * plugin id found in two jars; a folder named twice comes once, with its first place.
   */
  Map<Path, String> places() {
    Map<Path, String> dirs = new LinkedHashMap<>();
    List<Path> built = new ArrayList<>();
    split(System.getProperty(PLUGINS_PROPERTY), built);
    List<Path> variable = new ArrayList<>();
    split(environment.apply(PLUGINS_VARIABLE), variable);
    Set<Path> seen = new LinkedHashSet<>();
    put(built, "Ply's own plugins", seen, dirs);
    put(variable, PLUGINS_VARIABLE, seen, dirs);
    put(extra, "--plugins", seen, dirs);
    put(fromFile, "the config file's plugins:", seen, dirs);
    put(recorded, "the run's record", seen, dirs);
    return dirs;
  }

  private static void put(List<Path> paths, String place, Set<Path> seen, Map<Path, String> into) {
    for (Path d : paths) {
      if (seen.add(d.toAbsolutePath().normalize())) {
        into.put(d, place);
      }
    }
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
    Map<Path, String> places = places();
    if (places.isEmpty()) {
      err.println(
          "ply: warning: no plugin directory: run through the ./ply launcher, or give"
              + " --plugins DIR");
    }
    PluginRegistry registry = PluginRegistry.load(new ArrayList<>(places.keySet()), places);
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

  /**
   * As {@link #load(PrintWriter)} for a command that reads a recorded run: when no loaded plugin
   * offers the run's game, the jars the run recorded that no loaded plugin has are loaded too, each
   * only if it is still at its path with the SHA-256 the run recorded; a line on {@code notes}
   * names each such jar, and one on {@code err} each recorded jar that is gone or changed.
   *
   * @param command the command's name for the lines, such as {@code ply report}
   */
  PluginRegistry loadForRun(
      PrintWriter err, PrintWriter notes, String command, ResultReader.Run run) {
    java.io.StringWriter first = new java.io.StringWriter();
    PluginRegistry registry = load(new PrintWriter(first, true));
    if (registry.game(run.game()).isPresent() || run.plugins().isEmpty()) {
      err.print(first);
      return registry;
    }
    RecordedJars.Found found =
        RecordedJars.find(run.plugins(), id -> registry.plugin(id).isPresent());
    if (found.jars().isEmpty()) {
      err.print(first);
    } else {
      registry.close();
      recorded = found.jars();
      PluginRegistry again = load(err);
      for (Path jar : found.jars()) {
        notes.println(
            command + ": loaded " + jar + ", the jar run " + run.id() + " recorded (same SHA-256)");
      }
      found.lines().forEach(l -> err.println(command + ": warning: " + l));
      return again;
    }
    found.lines().forEach(l -> err.println(command + ": warning: " + l));
    return registry;
  }

  /** Remembers the folders and jars a config file names, without loading anything. */
  void readConfig(Path configFile) {
    fromFile = PluginPaths.of(configFile);
  }
}
