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

  /**
   * The file of each mark that belongs to another file read with this one (an engines file whose
   * definitions an entrant takes), so that a problem there names that file and its line.
   */
  private final java.util.Map<Mark, Path> otherFiles = new IdentityHashMap<>();

  Problems(Path file) {
    this.file = file;
  }

  /** The file whose problems these are. */
  Path file() {
    return file;
  }

  /** The file {@code node} was read from: this one, or one {@linkplain #adopt adopted}. */
  Path fileOf(Node node) {
    return otherFiles.getOrDefault(node.getStartMark(), file);
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
      ConfigProblem problem =
          new ConfigProblem(
              otherFiles.getOrDefault(mark, file),
              mark.getLine() + 1,
              mark.getColumn() + 1,
              message,
              hint);
      if (!found.contains(problem)) { // a definition two entrants share is reported once
        found.add(problem);
      }
    }
  }

  /**
   * Takes the nodes under {@code root} as those of {@code other}: a problem at one of them names
   * that file. The problems found in it so far are added to these.
   */
  void adopt(Node root, Problems other) {
    java.util.ArrayDeque<Node> open = new java.util.ArrayDeque<>();
    if (root != null) {
      open.push(root);
    }
    Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    while (!open.isEmpty()) {
      Node node = open.pop();
      if (!seen.add(node)) {
        continue; // an alias met again
      }
      otherFiles.put(node.getStartMark(), other.file);
      if (node instanceof org.yaml.snakeyaml.nodes.MappingNode m) {
        m.getValue()
            .forEach(
                t -> {
                  open.push(t.getKeyNode());
                  open.push(t.getValueNode());
                });
      } else if (node instanceof org.yaml.snakeyaml.nodes.SequenceNode s) {
        s.getValue().forEach(open::push);
      }
    }
    other.found.forEach(p -> found.add(p));
    refused.addAll(other.refused);
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

  /**
   * Every problem so far, in the order of the file (problems of the whole file first), then those
   * of the files it named (an engines file), each in its order.
   */
  ConfigException toException() {
    List<ConfigProblem> sorted = new ArrayList<>(found);
    sorted.sort(
        Comparator.comparing((ConfigProblem p) -> !p.file().equals(file)) // this file's first
            .thenComparing(p -> p.file().toString())
            .thenComparingInt(ConfigProblem::line)
            .thenComparingInt(ConfigProblem::column));
    return new ConfigException(sorted);
  }
}
