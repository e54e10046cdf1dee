package dev.ply.host.config;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * The {@code plugins} key of a match or tournament file: folders of plugin jars, or jars, that the
 * run needs besides the ones Ply always loads, written relative to the file, such as {@code
 * plugins: [../my-game/target]}. So a file carries everything it needs, and each run records those
 * jars with their SHA-256 like every other plugin.
 *
 * <p>The plugins are loaded before the file's other keys can be checked (they name the games and
 * strategies), so a command first asks {@link #of(Path)} for them, leniently; the loaders then
 * check the key like any other, with the file's line and column ({@link SharedKeys#plugins}).
 */
public final class PluginPaths {

  /** The key. */
  static final String KEY = "plugins";

  private PluginPaths() {}

  /**
   * The folders and jars a config file names under {@code plugins}, resolved against its folder,
   * that exist; empty when the file cannot be read or has no such key. Nothing is reported here:
   * the config's loader reports what is wrong with the key.
   */
  public static List<Path> of(Path file) {
    String text;
    try {
      text = ConfigFiles.read(file, "a config file");
    } catch (ConfigFiles.Unreadable e) {
      return List.of();
    }
    Node root = YamlTree.compose(text, new Problems(file));
    if (!(root instanceof MappingNode top)) {
      return List.of();
    }
    List<Path> paths = new ArrayList<>();
    for (NodeTuple t : top.getValue()) {
      if (t.getKeyNode() instanceof ScalarNode k
          && k.getValue().equals(KEY)
          && t.getValueNode() instanceof SequenceNode list) {
        for (Node item : list.getValue()) {
          if (item instanceof ScalarNode s && !s.getValue().isBlank()) {
            try {
              Path p = resolve(file, Path.of(s.getValue()));
              if (usable(p)) {
                paths.add(p);
              }
            } catch (InvalidPathException e) {
              // reported by the loader
            }
          }
        }
      }
    }
    return paths;
  }

  /**
   * A plugin jar in the usual places whose {@code Plugin-Id} is {@code id} ({@code ply new} gives a
   * game or strategy its plugin's id), for the hint of an unknown id: {@code *}{@code /target/}
   * jars in the file's folder and the one above it, and in the working directory and the one above
   * it. Written as the file would name its folder, relative to the file's folder.
   */
  static java.util.Optional<String> nearby(Path file, String id) {
    Path dir = file.toAbsolutePath().getParent();
    Path here = Path.of("").toAbsolutePath();
    java.util.Set<Path> places = new java.util.LinkedHashSet<>();
    for (Path p : new Path[] {dir, dir == null ? null : dir.getParent(), here, here.getParent()}) {
      if (p != null) {
        places.add(p.normalize());
      }
    }
    for (Path place : places) {
      try (java.util.stream.Stream<Path> projects = Files.list(place)) {
        for (Path target :
            projects.map(p -> p.resolve("target")).filter(Files::isDirectory).sorted().toList()) {
          try (java.util.stream.Stream<Path> jars = Files.list(target)) {
            for (Path jar : jars.filter(j -> j.toString().endsWith(".jar")).sorted().toList()) {
              if (id.equals(pluginId(jar))) {
                return java.util.Optional.of(
                    (dir != null ? dir.relativize(target) : target).toString());
              }
            }
          }
        }
      } catch (java.io.IOException | RuntimeException e) {
        // a place that cannot be listed offers nothing
      }
    }
    return java.util.Optional.empty();
  }

  private static String pluginId(Path jar) {
    try (java.util.jar.JarFile j = new java.util.jar.JarFile(jar.toFile())) {
      java.util.jar.Manifest m = j.getManifest();
      return m == null ? null : m.getMainAttributes().getValue("Plugin-Id");
    } catch (java.io.IOException e) {
      return null;
    }
  }

  /** A path as written in the file, resolved against the file's folder. */
  static Path resolve(Path file, Path written) {
    Path dir = file.toAbsolutePath().getParent();
    return (dir != null ? dir.resolve(written) : written.toAbsolutePath()).normalize();
  }

  /** A folder, or a file named {@code *.jar}. */
  static boolean usable(Path p) {
    return Files.isDirectory(p)
        || Files.isRegularFile(p) && p.getFileName().toString().endsWith(".jar");
  }
}
