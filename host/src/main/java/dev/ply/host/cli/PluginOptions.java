package dev.ply.host.cli;

import dev.ply.host.plugins.PluginRegistry;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The {@code --plugins} option shared by every command that loads plugins. */
final class PluginOptions {

  /** The system property the {@code ply} launcher sets to the plugins the build produced. */
  static final String PLUGINS_PROPERTY = "ply.plugins";

  @Option(names = "--plugins", paramLabel = "DIR|JAR",
      description = "Also load the plugin jars in DIR, or the plugin JAR itself (repeatable). The"
          + " plugins the build produced are always loaded.")
  List<Path> extra = new ArrayList<>();

  /** The directories to load: the launcher's, then the extra ones. */
  List<Path> directories() {
    List<Path> dirs = new ArrayList<>();
    String builtIn = System.getProperty(PLUGINS_PROPERTY);
    if (builtIn != null && !builtIn.isBlank()) {
      for (String part : builtIn.split(File.pathSeparator)) {
        dirs.add(Path.of(part));
      }
    }
    dirs.addAll(extra);
    return dirs;
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
    return registry;
  }
}
