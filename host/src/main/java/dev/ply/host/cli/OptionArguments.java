package dev.ply.host.cli;

import dev.ply.api.Evaluator;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.host.config.OptionText;
import dev.ply.host.config.Suggestions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code --variant}, {@code --option} and {@code --evaluator-option NAME=VALUE} arguments, typed by
 * the plugin's specs.
 */
final class OptionArguments {

  private OptionArguments() {}

  /**
   * The values of {@code texts}, each read by its spec's type.
   *
   * @throws IllegalArgumentException for an unknown name (with the nearest one) or a bad value
   */
  static Map<String, Object> typed(
      List<OptionSpec> specs, Map<String, String> texts, String owner) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : texts.entrySet()) {
      OptionSpec spec =
          specs.stream()
              .filter(s -> s.name().equals(e.getKey()))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "unknown option '"
                              + e.getKey()
                              + "' of "
                              + owner
                              + ". "
                              + Suggestions.hint(
                                  e.getKey(), specs.stream().map(OptionSpec::name).toList())));
      values.put(e.getKey(), OptionText.parse(spec, e.getValue()));
    }
    return values;
  }

  /**
   * {@code evaluator} with its options set from {@code texts} ({@code --evaluator-option}),
   * defaults filled in: the evaluator a player of {@code ply play} or {@code ply trace} gets.
   *
   * @throws IllegalArgumentException for options without an evaluator, an unknown name or a bad
   *     value
   */
  static Optional<Evaluator> configured(Optional<Evaluator> evaluator, Map<String, String> texts) {
    if (evaluator.isEmpty()) {
      if (!texts.isEmpty()) {
        throw new IllegalArgumentException(
            "--evaluator-option without --evaluator: name the evaluator they set");
      }
      return evaluator;
    }
    Evaluator e = evaluator.get();
    return Optional.of(
        e.withOptions(
            Options.resolve(e.options(), typed(e.options(), texts, "evaluator " + e.id()))));
  }
}
