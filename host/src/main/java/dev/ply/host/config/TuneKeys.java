package dev.ply.host.config;

import dev.ply.host.config.NodeReader.Entry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The keys of a tuning file ({@code format: tune}) that hold more than a number: {@code
 * parameters}, either a list of mappings or the lines Stockfish's {@code TUNE} prints, pasted as a
 * block, and {@code tune}, the entrant tuned. Each problem is reported at its line and column, as
 * every other key's is.
 */
public final class TuneKeys {

  /** The keys of one parameter written as a mapping. */
  public static final List<String> PARAMETER_KEYS =
      List.of("name", "start", "min", "max", "c-end", "r-end");

  private static final String LINE_HINT =
      "one parameter a line: name,start,min,max,c_end,r_end (as Stockfish's TUNE prints it)";

  private TuneKeys() {}

  /**
   * The parameters under {@code key}, in file order; empty when the file does not give them or a
   * problem was reported.
   */
  public static Optional<List<TuneParameter>> parameters(FormatKeys keys, String key) {
    Optional<Node> node = keys.take(key);
    if (node.isEmpty()) {
      keys.missing(key, "the parameters to tune, one a line: name,start,min,max,c_end,r_end");
      return Optional.empty();
    }
    Problems problems = keys.shared().problems();
    int before = problems.count();
    List<TuneParameter> found =
        node.get() instanceof ScalarNode scalar
            ? fromLines(problems, scalar)
            : fromMappings(keys.shared().reader(), problems, node.get());
    if (found.isEmpty() && problems.count() == before) {
      problems.add(
          node.get(), "'" + key + "': expected at least one parameter, got none", LINE_HINT);
      return Optional.empty();
    }
    Map<String, TuneParameter> seen = new LinkedHashMap<>();
    for (TuneParameter p : found) {
      TuneParameter first = seen.putIfAbsent(p.name(), p);
      if (first != null) {
        problems.add(
            p.line(),
            p.column(),
            "duplicate parameter '" + p.name() + "' (first at line " + first.line() + ")",
            "");
      }
    }
    return problems.count() > before ? Optional.empty() : Optional.of(List.copyOf(found));
  }

  /** {@code tune}: the name of the entrant tuned, checked against the entrants' names. */
  public static Optional<String> tuned(FormatKeys keys, String key) {
    return keys.take(key).flatMap(n -> keys.entrantName("'" + key + "'", n));
  }

  /** The lines of a block such as {@code parameters: |}, each {@code name,start,min,max,c,r}. */
  private static List<TuneParameter> fromLines(Problems problems, ScalarNode block) {
    // A block (| or >) starts on the line after its indicator, at the indentation of its text.
    org.yaml.snakeyaml.error.Mark mark = block.getStartMark();
    int[] buffer = mark.getBuffer();
    int at = mark.getPointer();
    boolean isBlock = at < buffer.length && (buffer[at] == '|' || buffer[at] == '>');
    int firstLine = mark.getLine() + 1 + (isBlock ? 1 : 0);
    int column = mark.getColumn() + 1;
    if (isBlock) {
      while (at < buffer.length && buffer[at] != '\n') {
        at++;
      }
      int indent = 0;
      while (at + 1 + indent < buffer.length && buffer[at + 1 + indent] == ' ') {
        indent++;
      }
      column = indent + 1;
    }
    List<TuneParameter> found = new ArrayList<>();
    String[] lines = block.getValue().split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int lineNumber = firstLine + i;
      String[] fields = line.split(",", -1);
      if (fields.length != 6) {
        problems.add(
            lineNumber,
            column,
            "parameter line '" + line + "' has " + fields.length + " fields, expected 6",
            LINE_HINT);
        continue;
      }
      double[] numbers = new double[5];
      boolean ok = true;
      for (int f = 1; f < 6 && ok; f++) {
        Double value = NodeReader.parseDecimal(fields[f].strip());
        if (value == null) {
          problems.add(
              lineNumber,
              column,
              "parameter '"
                  + fields[0].strip()
                  + "': field "
                  + (f + 1)
                  + " ("
                  + PARAMETER_KEYS.get(f).replace('-', '_')
                  + ") is not a number: '"
                  + fields[f].strip()
                  + "'",
              LINE_HINT);
          ok = false;
        } else {
          numbers[f - 1] = value;
        }
      }
      if (ok) {
        checked(problems, fields[0].strip(), numbers, lineNumber, column).ifPresent(found::add);
      }
    }
    return found;
  }

  private static List<TuneParameter> fromMappings(NodeReader reader, Problems problems, Node node) {
    List<TuneParameter> found = new ArrayList<>();
    Optional<List<Node>> items = reader.list("'parameters'", node);
    if (items.isEmpty()) {
      return found;
    }
    for (Node item : items.get()) {
      Optional<Map<String, Entry>> entries =
          reader.mappingEntries("a parameter", item, PARAMETER_KEYS);
      if (entries.isEmpty()) {
        continue;
      }
      int before = problems.count();
      Map<String, Entry> e = entries.get();
      for (String k : PARAMETER_KEYS) {
        if (!e.containsKey(k)) {
          problems.add(
              item,
              "missing required key '" + k + "'",
              "a parameter has name, start, min, max, c-end and r-end");
        }
      }
      if (problems.count() > before) {
        continue;
      }
      Optional<String> name = reader.text("'name'", e.get("name").value());
      double[] numbers = new double[5];
      for (int f = 1; f < 6; f++) {
        String k = PARAMETER_KEYS.get(f);
        Optional<Double> value = reader.decimal("'" + k + "'", e.get(k).value());
        numbers[f - 1] = value.orElse(Double.NaN);
      }
      if (problems.count() > before || name.isEmpty()) {
        continue;
      }
      int line = item.getStartMark().getLine() + 1;
      int column = item.getStartMark().getColumn() + 1;
      checked(problems, name.get(), numbers, line, column).ifPresent(found::add);
    }
    return found;
  }

  /** The parameter, or a problem for the first of its values that cannot be used. */
  private static Optional<TuneParameter> checked(
      Problems problems, String name, double[] n, int line, int column) {
    double start = n[0];
    double min = n[1];
    double max = n[2];
    double cEnd = n[3];
    double rEnd = n[4];
    String who = "parameter '" + name + "'";
    if (name.isEmpty() || !name.equals(name.strip())) {
      problems.add(
          line, column, "a parameter needs a name", "the option's name, first on its line");
    } else if (!(min < max)) {
      problems.add(
          line,
          column,
          who
              + ": min "
              + TuneParameter.number(min)
              + " is not below max "
              + TuneParameter.number(max),
          "write min before max, min < max");
    } else if (start < min || start > max) {
      problems.add(
          line,
          column,
          who
              + ": start "
              + TuneParameter.number(start)
              + " is outside its bounds "
              + TuneParameter.number(min)
              + ".."
              + TuneParameter.number(max),
          "set start between min and max, or widen the bounds");
    } else if (!(cEnd > 0)) {
      problems.add(
          line,
          column,
          who + ": c_end must be more than 0, got " + TuneParameter.number(cEnd),
          "c_end is the last iteration's perturbation; Stockfish's TUNE suggests (max-min)/20 = "
              + TuneParameter.number((max - min) / 20));
    } else if (!(rEnd >= 0)) {
      problems.add(
          line,
          column,
          who + ": r_end must be 0 or more, got " + TuneParameter.number(rEnd),
          "Stockfish's TUNE suggests 0.0020");
    } else {
      return Optional.of(new TuneParameter(name, start, min, max, cEnd, rEnd, line, column));
    }
    return Optional.empty();
  }
}
