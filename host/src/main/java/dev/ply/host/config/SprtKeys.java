package dev.ply.host.config;

import static dev.ply.host.config.SharedKeys.read;

import dev.ply.host.config.NodeReader.Entry;
import dev.ply.host.rating.SprtModel;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/** The {@code sprt} key of a file: the sequential test of a run of two entrants. */
final class SprtKeys {

  /** The keys of {@code sprt}. */
  static final List<String> KEYS = List.of("elo0", "elo1", "alpha", "beta", "model");

  /** The SPRT's {@code alpha} when not given. */
  static final double DEFAULT_ALPHA = 0.05;

  /** The SPRT's {@code beta} when not given. */
  static final double DEFAULT_BETA = 0.05;

  private final NodeReader reader;
  private final Problems problems;

  SprtKeys(SharedKeys shared) {
    this.reader = shared.reader();
    this.problems = shared.problems();
  }

  Optional<SprtSpec> sprt(Map<String, Entry> keys, int entrants) {
    Entry entry = keys.get("sprt");
    if (entry == null) {
      return Optional.empty();
    }
    int before = problems.count();
    if (entrants >= 0 && entrants != 2) {
      problems.add(
          entry.keyNode(),
          "'sprt' needs exactly 2 entrants, got " + entrants,
          "the test compares two entrants; remove 'sprt' or keep two entrants");
    }
    Optional<Map<String, Entry>> values = reader.mappingEntries("'sprt'", entry.value(), KEYS);
    if (values.isEmpty()) {
      return Optional.empty();
    }
    Node at = entry.value() instanceof MappingNode ? entry.value() : entry.keyNode();
    Optional<Double> elo0 = elo(values.get(), "elo0", at);
    Optional<Double> elo1 = elo(values.get(), "elo1", at);
    double alpha = read(values.get(), "alpha", n -> rate("'alpha'", n)).orElse(DEFAULT_ALPHA);
    double beta = read(values.get(), "beta", n -> rate("'beta'", n)).orElse(DEFAULT_BETA);
    SprtModel model =
        read(
                values.get(),
                "model",
                n ->
                    reader
                        .text("'model'", n)
                        .flatMap(
                            code -> {
                              Optional<SprtModel> m = SprtModel.ofCode(code);
                              if (m.isEmpty()) {
                                problems.add(
                                    n,
                                    "unknown SPRT model '" + code + "'",
                                    Suggestions.hint(code, SprtModel.codes(), "models"));
                              }
                              return m;
                            }))
            .orElse(SprtModel.LOGISTIC);
    if (elo0.isPresent() && elo1.isPresent() && !(elo0.get() < elo1.get())) {
      Node elo1Node = values.get().get("elo1").value();
      problems.add(
          elo1Node,
          "'elo1': expected a number greater than 'elo0' ("
              + raw(values.get().get("elo0").value())
              + "), got "
              + raw(elo1Node),
          "the test decides between a difference of elo0 (H0) and of elo1 (H1) Elo");
    }
    if (problems.count() > before) {
      return Optional.empty();
    }
    return Optional.of(new SprtSpec(elo0.orElseThrow(), elo1.orElseThrow(), alpha, beta, model));
  }

  private Optional<Double> elo(Map<String, Entry> values, String key, Node at) {
    Entry entry = values.get(key);
    if (entry == null) {
      problems.add(
          at,
          "missing required key '" + key + "'",
          "an Elo difference, such as " + (key.equals("elo0") ? "0" : "10"));
      return Optional.empty();
    }
    return reader.decimal("'" + key + "'", entry.value());
  }

  /** An error rate, more than 0 and less than 0.5. */
  private Optional<Double> rate(String label, Node node) {
    Optional<Double> rate = reader.decimal(label, node);
    if (rate.isPresent() && !(rate.get() > 0 && rate.get() < 0.5)) {
      problems.add(
          node, label + ": expected a number more than 0 and less than 0.5, got " + raw(node), "");
      return Optional.empty();
    }
    return rate;
  }

  /** The stripped text of a scalar that has been read as a number. */
  private static String raw(Node node) {
    return ((ScalarNode) node).getValue().strip();
  }
}
