package dev.ply.host.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.Node;

/**
 * The problems found so far in one file, with their positions, and the nodes already refused (whose
 * values are not read again, so one mistake makes one problem).
 */
final class Problems {

  private final Path file;
  private final List<ConfigProblem> found = new ArrayList<>();
  private final Set<Node> refused = Collections.newSetFromMap(new IdentityHashMap<>());

  Problems(Path file) {
    this.file = file;
  }

  /** The file whose problems these are. */
  Path file() {
    return file;
  }

  /** A problem at the start of {@code node}. */
  void add(Node node, String message, String hint) {
    add(node.getStartMark(), message, hint);
  }

  /** A problem at a mark (SnakeYAML's marks are 0-based; problems are 1-based). */
  void add(Mark mark, String message, String hint) {
    if (mark == null) {
      addToFile(message, hint);
    } else {
      add(mark.getLine() + 1, mark.getColumn() + 1, message, hint);
    }
  }

  /** A problem at a 1-based line and column. */
  void add(int line, int column, String message, String hint) {
    found.add(new ConfigProblem(file, line, column, message, hint));
  }

  /** A problem of the whole file, with no position. */
  void addToFile(String message, String hint) {
    found.add(new ConfigProblem(file, 0, 0, message, hint));
  }

  /** Remembers that {@code node} has been reported and must not be read. */
  void refuse(Node node) {
    refused.add(node);
  }

  boolean isRefused(Node node) {
    return refused.contains(node);
  }

  /** How many problems have been found, to tell whether a step added any. */
  int count() {
    return found.size();
  }

  boolean isEmpty() {
    return found.isEmpty();
  }

  /** Every problem so far, in the order of the file (problems of the whole file first). */
  ConfigException toException() {
    List<ConfigProblem> sorted = new ArrayList<>(found);
    sorted.sort(
        Comparator.comparingInt(ConfigProblem::line).thenComparingInt(ConfigProblem::column));
    return new ConfigException(sorted);
  }
}
