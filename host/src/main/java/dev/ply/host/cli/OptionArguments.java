package dev.ply.host.cli;

import dev.ply.api.OptionSpec;
import dev.ply.host.config.OptionText;
import dev.ply.host.config.Suggestions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code --variant} and {@code --option NAME=VALUE} arguments, typed by the plugin's specs. */
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
}
