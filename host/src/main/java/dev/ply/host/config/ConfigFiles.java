package dev.ply.host.config;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * What every config file shares before its keys are read: reading its text, finding its top-level
 * mapping, and naming its default database.
 */
final class ConfigFiles {

  private ConfigFiles() {}

  /** Why a file could not be read, as the message and hint of a problem. */
  static final class Unreadable extends Exception {
    private final String hint;

    Unreadable(String message, String hint) {
      super(message, null, false, false);
      this.hint = hint;
    }

    String hint() {
      return hint;
    }
  }

  /**
   * The text of a file, read as UTF-8.
   *
   * @param kind what the file should be, with its article, for {@code this is a directory, not a
   *     match file}
   * @throws Unreadable with {@code no such file} (hint: the absolute path looked for), {@code the
   *     file is not UTF-8 text}, {@code cannot read the file: permission denied}, and so on
   */
  static String read(Path file, String kind) throws Unreadable {
    try {
      if (Files.isDirectory(file)) {
        throw new Unreadable("this is a directory, not " + kind, "");
      }
      return Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new Unreadable("no such file", "looked for " + file.toAbsolutePath());
    } catch (AccessDeniedException e) {
      throw new Unreadable("cannot read the file: permission denied", "");
    } catch (MalformedInputException e) {
      throw new Unreadable("the file is not UTF-8 text", "save it as UTF-8");
    } catch (IOException e) {
      throw new Unreadable("cannot read the file: " + e.getMessage(), "");
    }
  }

  /** As {@link #read(Path, String)}, for the config file itself: a problem of the whole file. */
  static String readConfig(Path file, String kind) throws ConfigException {
    try {
      return read(file, kind);
    } catch (Unreadable e) {
      throw new ConfigException(List.of(new ConfigProblem(file, 0, 0, e.getMessage(), e.hint())));
    }
  }

  /**
   * The top-level mapping of a config text. A text with no mapping there (empty, a list, a
   * scalar, a syntax error, a refused tag) is reported, and fails at once: nothing else can be
   * checked.
   *
   * @param emptyHint the hint for an empty file, such as {@code a match file needs at least 'game'
   *     and 'players'}
   * @param topHint the hint for a top level of another kind, such as {@code a match file starts
   *     with keys such as 'game:'}
   */
  static MappingNode top(String text, Problems problems, String emptyHint, String topHint)
      throws ConfigException {
    Node root = YamlTree.compose(text, problems);
    if (root == null && problems.isEmpty() || root != null && NodeReader.isNull(root)) {
      problems.add(1, 1, "the file is empty", emptyHint);
    } else if (root != null && !problems.isRefused(root) && !(root instanceof MappingNode)) {
      problems.add(root, "expected a mapping of keys at the top level, got "
          + NodeReader.describe(root), topHint);
    }
    if (!(root instanceof MappingNode top) || problems.isRefused(root)) {
      throw problems.toException();
    }
    return top;
  }

  /**
   * {@code results/<file name without its extension>.db}, or {@code results/<fallback>.db} for a
   * source with no file name.
   */
  static Path defaultDatabase(Path source, String fallback) {
    Path fileName = source.getFileName();
    String base = fileName == null ? "" : fileName.toString();
    int dot = base.lastIndexOf('.');
    if (dot > 0) {
      base = base.substring(0, dot);
    }
    return Path.of("results", (base.isEmpty() ? fallback : base) + ".db");
  }
}
