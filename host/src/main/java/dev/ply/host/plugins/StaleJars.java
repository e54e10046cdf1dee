package dev.ply.host.plugins;

import dev.ply.loader.LoadedPlugin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The dev loop's safety net: a plugin jar loaded from a Maven project's {@code target/} folder
 * whose sources beside it ({@code src/}, {@code pom.xml}) changed after it was built, so that a
 * tournament never plays yesterday's code without saying so.
 */
public final class StaleJars {

  private StaleJars() {}

  /** One warning line for each loaded plugin whose jar is older than its project's sources. */
  public static List<String> warnings(List<LoadedPlugin> plugins) {
    List<String> lines = new ArrayList<>();
    for (LoadedPlugin p : plugins) {
      stale(p.path()).ifPresent(lines::add);
    }
    return lines;
  }

  /** The warning for one jar, if it lies in {@code <project>/target/} and a source is newer. */
  static Optional<String> stale(Path jar) {
    Path target = jar.toAbsolutePath().getParent();
    if (target == null
        || target.getFileName() == null
        || !target.getFileName().toString().equals("target")
        || target.getParent() == null) {
      return Optional.empty();
    }
    Path project = target.getParent();
    try {
      FileTime built = Files.getLastModifiedTime(jar);
      Optional<Path> newest = newest(project);
      if (newest.isEmpty()) {
        return Optional.empty();
      }
      FileTime changed = Files.getLastModifiedTime(newest.get());
      if (changed.compareTo(built) <= 0) {
        return Optional.empty();
      }
      Duration later = Duration.between(built.toInstant(), changed.toInstant());
      return Optional.of(
          jar
              + " is older than its sources: "
              + project.relativize(newest.get())
              + " changed "
              + words(later)
              + " after the jar was built; rebuild it: (cd "
              + project
              + " && ./mvnw -q package)");
    } catch (IOException | UncheckedIOException e) {
      return Optional.empty();
    }
  }

  /** The most recently changed file of the project's pom and {@code src/}. */
  private static Optional<Path> newest(Path project) throws IOException {
    List<Path> candidates = new ArrayList<>();
    Path pom = project.resolve("pom.xml");
    if (Files.isRegularFile(pom)) {
      candidates.add(pom);
    }
    Path src = project.resolve("src");
    if (Files.isDirectory(src)) {
      try (Stream<Path> files = Files.walk(src)) {
        files.filter(Files::isRegularFile).forEach(candidates::add);
      }
    }
    Path newest = null;
    FileTime time = null;
    for (Path c : candidates) {
      FileTime t = Files.getLastModifiedTime(c);
      if (time == null || t.compareTo(time) > 0) {
        newest = c;
        time = t;
      }
    }
    return Optional.ofNullable(newest);
  }

  private static String words(Duration d) {
    long s = Math.max(1, d.toSeconds());
    if (s < 120) {
      return s + " s";
    }
    if (s < 7200) {
      return s / 60 + " min";
    }
    return s / 3600 + " h";
  }
}
