package dev.ply.host.config;

import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads the values of a {@code variant} or {@code options} mapping by the plugin's {@link
 * OptionSpec}s: each raw text is typed by its spec ({@code INTEGER} to {@link Long}, {@code
 * DECIMAL} to {@link Double}, {@code BOOLEAN} to {@link Boolean}, {@code TEXT} to {@link String}),
 * checked with {@link OptionSpec#check(Object)}, and the whole resolved with {@link
 * Options#resolve(java.util.List, Map)}.
 */
final class OptionValues {

  private OptionValues() {}

  /**
   * The resolved options, or empty when any name or value was reported.
   *
   * @param owner whose options these are, for messages: {@code game 'connect-four'} or {@code
   *     strategy 'alphabeta'}
   * @param none what to say when the owner has no options at all
   */
  static Optional<Options> read(
      Map<String, NodeReader.Entry> entries,
      List<OptionSpec> specs,
      String owner,
      String none,
      Problems problems,
      NodeReader reader) {
    Map<String, OptionSpec> byName = new LinkedHashMap<>();
    for (OptionSpec spec : specs) {
      byName.put(spec.name(), spec);
    }
    int before = problems.count();
    Map<String, Object> values = new LinkedHashMap<>();
    for (NodeReader.Entry entry : entries.values()) {
      OptionSpec spec = byName.get(entry.key());
      if (spec == null) {
        problems.add(
            entry.keyNode(),
            "unknown option '" + entry.key() + "' for " + owner,
            unknownHint(entry.key(), specs, owner, none));
        continue;
      }
      value(spec, entry.value(), problems, reader).ifPresent(v -> values.put(spec.name(), v));
    }
    if (problems.count() > before) {
      return Optional.empty();
    }
    return Optional.of(Options.resolve(specs, values));
  }

  /** One value, typed by its spec and checked; empty after a problem. */
  private static Optional<Object> value(
      OptionSpec spec, Node node, Problems problems, NodeReader reader) {
    String label = "option '" + spec.name() + "'";
    Optional<String> raw = reader.scalar(label, spec.type().word(), node, spec.help());
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    String text = raw.get();
    Object typed;
    switch (spec.type()) {
      case INTEGER -> {
        BigInteger v = NodeReader.parseInteger(text);
        if (v == null) {
          String hint = NodeReader.integerHint(text);
          reader.expected(
              label,
              spec.type().word(),
              node,
              hint.isEmpty() ? spec.help() : hint + "\n" + spec.help());
          return Optional.empty();
        }
        if (v.bitLength() >= Long.SIZE) { // out of a long's range: say it as check() would
          problems.add(
              node,
              label
                  + ": expected a whole number from "
                  + (long) spec.min()
                  + " to "
                  + (long) spec.max()
                  + ", got "
                  + v,
              spec.help());
          return Optional.empty();
        }
        typed = v.longValueExact();
      }
      case DECIMAL -> typed = NodeReader.parseDecimal(text);
      case BOOLEAN -> typed = NodeReader.parseBoolean(text);
      default -> typed = text;
    }
    if (typed == null) {
      reader.expected(label, spec.type().word(), node, spec.help());
      return Optional.empty();
    }
    try {
      return Optional.of(spec.check(typed));
    } catch (IllegalArgumentException e) {
      problems.add(node, label + ": " + e.getMessage(), spec.help());
      return Optional.empty();
    }
  }

  private static String unknownHint(
      String given, List<OptionSpec> specs, String owner, String none) {
    if (specs.isEmpty()) {
      return none;
    }
    List<String> names = specs.stream().map(OptionSpec::name).toList();
    return Suggestions.didYouMean(given, names)
        .orElseGet(
            () ->
                "options of "
                    + owner
                    + ":\n"
                    + specs.stream().map(s -> "  " + s.help()).collect(Collectors.joining("\n")));
  }
}
