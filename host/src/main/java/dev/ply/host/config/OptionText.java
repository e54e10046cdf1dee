package dev.ply.host.config;

import dev.ply.api.OptionSpec;
import java.util.Locale;

/**
 * Reads an option value written as text (on a command line, in the child protocol) by its spec's
 * type, with the same rules as config files: decimal whole numbers with optional {@code _}, and
 * booleans only {@code true} or {@code false}.
 */
public final class OptionText {

  private OptionText() {}

  /**
   * The value of {@code text} for {@code spec}, not yet range-checked (Options.resolve does that).
   *
   * @throws IllegalArgumentException naming the option when the text is not of its type
   */
  public static Object parse(OptionSpec spec, String text) {
    String t = text.trim();
    try {
      return switch (spec.type()) {
        case INTEGER -> Long.parseLong(t.replace("_", ""));
        case DECIMAL -> Double.parseDouble(t);
        case BOOLEAN -> {
          String lower = t.toLowerCase(Locale.ROOT);
          if (!lower.equals("true") && !lower.equals("false")) {
            throw new IllegalArgumentException(
                "option '" + spec.name() + "': expected true or false, got '" + text + "'");
          }
          yield Boolean.parseBoolean(lower);
        }
        case TEXT -> text;
      };
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "option '" + spec.name() + "': expected " + spec.type().word() + ", got '" + text + "'",
          e);
    }
  }
}
