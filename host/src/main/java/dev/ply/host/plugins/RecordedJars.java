package dev.ply.host.plugins;

import dev.ply.host.store.PluginInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The plugin jars a run recorded (path and SHA-256), found again for a command that reads the run
 * later, such as {@code ply report}: a jar still at its path with the same SHA-256 is the code that
 * played, so it may be loaded without {@code --plugins}; one that is gone or changed is not, and a
 * line says so.
 */
public final class RecordedJars {

  /**
   * What was found.
   *
   * @param jars the recorded jars that are still there, unchanged, in record order
   * @param lines one sentence for each recorded jar that is gone, changed, or has no SHA-256
   */
  public record Found(List<Path> jars, List<String> lines) {
    public Found {
      jars = List.copyOf(jars);
      lines = List.copyOf(lines);
    }
  }

  private RecordedJars() {}

  /**
   * The recorded plugins that {@code loaded} says are not loaded yet (by plugin id), each as a jar
   * to load or a line. A relative recorded path is read from the working directory.
   */
  public static Found find(List<PluginInfo> recorded, Predicate<String> loaded) {
    List<Path> jars = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    for (PluginInfo p : recorded) {
      if (loaded.test(p.id())) {
        continue;
      }
      String what =
          "plugin '" + p.id() + "' " + p.version() + " that the run loaded from " + p.path();
      Path jar = Path.of(p.path());
      if (!Files.isRegularFile(jar)) {
        lines.add(what + " is gone; give --plugins with a folder that holds it");
      } else if (p.sha256().isEmpty()) {
        lines.add(
            what
                + " is not loaded: the run did not record its SHA-256 (an older Ply), so"
                + " it may not be the same jar; give --plugins "
                + jar
                + " to load it");
      } else if (!PluginInfo.of(p.id(), p.version(), jar).sha256().equals(p.sha256())) {
        lines.add(
            what
                + " has changed since (its SHA-256 differs), so it is not loaded; give"
                + " --plugins "
                + jar
                + " to load it anyway");
      } else {
        jars.add(jar);
      }
    }
    return new Found(jars, lines);
  }
}
