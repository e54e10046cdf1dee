package dev.ply.host.config;

import java.math.BigInteger;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads the values of a node tree by the type each key expects, reporting what does not fit.
 *
 * <p>A scalar is read from its raw text, whatever its quoting: a text field keeps {@code no} as
 * text, a boolean field takes only {@code true} or {@code false} (any case), and a whole-number
 * field takes decimal digits with an optional sign and {@code _} between digit groups ({@code 012}
 * is 12). Each reader returns empty when the value is unusable, after reporting it, or silently
 * when the node was already refused; so the caller goes on checking the rest of the file.
 *
 * <p>Messages have the form {@code <label>: expected <what>, got <value>}, where the label is
 * {@code 'games'} or {@code option 'width'} and the value is quoted text, {@code a mapping}, {@code
 * a list} or {@code nothing}.
 */
final class NodeReader {

  /** One key of a mapping and its value. */
  record Entry(String key, ScalarNode keyNode, Node value) {}

  private static final Pattern INTEGER = Pattern.compile("[-+]?[0-9]+(?:_[0-9]+)*");
  private static final Pattern DECIMAL =
      Pattern.compile("[-+]?(?:[0-9]+(?:_[0-9]+)*(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?");
  private static final int SHOWN_TEXT = 40;

  private final Problems problems;

  NodeReader(Problems problems) {
    this.problems = problems;
  }

  /**
   * The entries of a mapping by key, in file order. Reports keys that are not text, merge keys,
   * repeated keys (keeping the first), and, when {@code known} is not null, keys not in it.
   */
  Map<String, Entry> entries(MappingNode mapping, List<String> known) {
    return entries(mapping, known, known);
  }

  /**
   * As {@link #entries(MappingNode, List)}, with the hint of an unknown key drawn from {@code
   * suggested} (the keys that make sense in this mapping) rather than from all the known ones.
   */
  Map<String, Entry> entries(MappingNode mapping, List<String> known, List<String> suggested) {
    Map<String, Entry> entries = new LinkedHashMap<>();
    for (NodeTuple tuple : mapping.getValue()) {
      Node keyNode = tuple.getKeyNode();
      if (problems.isRefused(keyNode)) {
        continue;
      }
      if (!(keyNode instanceof ScalarNode scalar) || isNull(keyNode)) {
        problems.add(
            keyNode,
            "expected a key, got " + describe(keyNode),
            "a key is a word such as 'game' followed by ':'");
        continue;
      }
      String key = scalar.getValue();
      Entry first = entries.get(key);
      if (key.equals("<<") && scalar.isPlain()) {
        problems.add(keyNode, "merge keys ('<<') are not supported", "write the keys out in full");
      } else if (first != null) {
        problems.add(
            keyNode,
            "duplicate key '" + key + "' (first at line " + line(first.keyNode()) + ")",
            "");
      } else if (known != null && !known.contains(key)) {
        problems.add(
            keyNode,
            "unknown key '" + key + "'",
            Suggestions.hint(key, suggested, "valid keys here"));
      } else {
        entries.put(key, new Entry(key, scalar, tuple.getValueNode()));
      }
    }
    return entries;
  }

  /**
   * The entries of a mapping value, as {@link #entries}; nothing at all (an empty value, {@code ~})
   * reads as no entries.
   */
  Optional<Map<String, Entry>> mappingEntries(String label, Node node, List<String> known) {
    if (problems.isRefused(node)) {
      return Optional.empty();
    }
    if (isNull(node)) {
      return Optional.of(Map.of());
    }
    if (node instanceof MappingNode mapping) {
      return Optional.of(entries(mapping, known));
    }
    expected(label, "a mapping", node, "");
    return Optional.empty();
  }

  /** The items of a list value. */
  Optional<List<Node>> list(String label, Node node) {
    if (problems.isRefused(node)) {
      return Optional.empty();
    }
    if (node instanceof SequenceNode sequence) {
      return Optional.of(sequence.getValue());
    }
    expected(label, "a list", node, "");
    return Optional.empty();
  }

  /** The raw text of a scalar value; nothing at all is a problem. */
  Optional<String> text(String label, Node node) {
    return scalar(label, "a text", node);
  }

  /** A whole number from {@code min} to {@code max}. */
  Optional<Long> integer(String label, Node node, long min, long max) {
    Optional<String> raw = scalar(label, "a whole number", node);
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    BigInteger value = parseInteger(raw.get());
    if (value == null) {
      expected(label, "a whole number", node, integerHint(raw.get()));
      return Optional.empty();
    }
    if (value.compareTo(BigInteger.valueOf(min)) < 0
        || value.compareTo(BigInteger.valueOf(max)) > 0) {
      String range =
          value.compareTo(BigInteger.valueOf(min)) < 0 && isTypeMax(max)
              ? "a whole number of at least " + min
              : "a whole number from " + min + " to " + max;
      problems.add(node, label + ": expected " + range + ", got " + value, "");
      return Optional.empty();
    }
    return Optional.of(value.longValueExact());
  }

  /** A finite decimal number, as {@link #parseDecimal(String)} reads it. */
  Optional<Double> decimal(String label, Node node) {
    Optional<String> raw = scalar(label, "a number", node);
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    Double value = parseDecimal(raw.get());
    if (value == null) {
      expected(label, "a number", node, "");
    }
    return Optional.ofNullable(value);
  }

  /** {@code true} or {@code false}, in any letter case. */
  Optional<Boolean> bool(String label, Node node) {
    Optional<String> raw = scalar(label, "true or false", node);
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    Boolean value = parseBoolean(raw.get());
    if (value == null) {
      expected(label, "true or false", node, "");
    }
    return Optional.ofNullable(value);
  }

  /**
   * A duration as {@link Durations#parse(String)} reads it, more than zero when {@code positive}.
   */
  Optional<Duration> duration(String label, Node node, boolean positive) {
    Optional<String> raw = scalar(label, "a duration", node);
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    Duration value;
    try {
      value = Durations.parse(raw.get());
    } catch (IllegalArgumentException e) {
      expected(label, "a duration", node, e.getMessage());
      return Optional.empty();
    }
    if (positive && value.isZero()) {
      problems.add(
          node, label + ": expected a duration of more than 0, got " + raw.get().strip(), "");
      return Optional.empty();
    }
    return Optional.of(value);
  }

  /** The raw text of a scalar value, or a problem naming {@code what} was expected. */
  Optional<String> scalar(String label, String what, Node node) {
    return scalar(label, what, node, "");
  }

  /** As {@link #scalar(String, String, Node)}, with a hint for the problem. */
  Optional<String> scalar(String label, String what, Node node, String hint) {
    if (problems.isRefused(node)) {
      return Optional.empty();
    }
    if (node instanceof ScalarNode scalar && !isNull(node)) {
      return Optional.of(scalar.getValue());
    }
    expected(label, what, node, hint);
    return Optional.empty();
  }

  /** Reports {@code <label>: expected <what>, got <node>}. */
  void expected(String label, String what, Node node, String hint) {
    problems.add(node, label + ": expected " + what + ", got " + describe(node), hint);
  }

  /** A whole number written in decimal digits (sign and {@code _} allowed), or null. */
  static BigInteger parseInteger(String raw) {
    String t = raw.strip();
    return INTEGER.matcher(t).matches() ? new BigInteger(t.replace("_", "")) : null;
  }

  /** A finite decimal number ({@code 0.5}, {@code -2}, {@code 1e-3}, {@code 1_000.5}), or null. */
  static Double parseDecimal(String raw) {
    String t = raw.strip();
    if (!DECIMAL.matcher(t).matches()) {
      return null;
    }
    double value = Double.parseDouble(t.replace("_", ""));
    return Double.isFinite(value) ? value : null;
  }

  /** {@code true} or {@code false} in any case, or null. */
  static Boolean parseBoolean(String raw) {
    String t = raw.strip();
    if (t.equalsIgnoreCase("true")) {
      return Boolean.TRUE;
    }
    return t.equalsIgnoreCase("false") ? Boolean.FALSE : null;
  }

  /** A hint for a number that is no plain whole number ({@code 1.5}, {@code 1e6}, {@code 0x10}). */
  static String integerHint(String raw) {
    return raw.chars().anyMatch(Character::isDigit)
        ? "write a whole number in decimal digits, such as 1000000 or 1_000_000"
        : "";
  }

  /** Whether a node is YAML's null: nothing at all, {@code ~} or {@code null}. */
  static boolean isNull(Node node) {
    return node instanceof ScalarNode && node.getTag().equals(Tag.NULL);
  }

  /** A node for a message: {@code 'text'}, {@code a mapping}, {@code a list} or {@code nothing}. */
  static String describe(Node node) {
    if (node instanceof MappingNode) {
      return "a mapping";
    }
    if (node instanceof SequenceNode) {
      return "a list";
    }
    if (isNull(node)) {
      return "nothing";
    }
    String text = ((ScalarNode) node).getValue();
    String shown = text.length() > SHOWN_TEXT ? text.substring(0, SHOWN_TEXT) + "..." : text;
    return "'" + shown.replace("\n", "\\n") + "'";
  }

  /** The 1-based line of a node. */
  static int line(Node node) {
    return node.getStartMark().getLine() + 1;
  }

  private static boolean isTypeMax(long max) {
    return max == Long.MAX_VALUE || max == Integer.MAX_VALUE;
  }
}
