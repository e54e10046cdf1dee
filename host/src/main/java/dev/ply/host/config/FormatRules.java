package dev.ply.host.config;

import dev.ply.api.Game;
import java.util.List;
import java.util.Optional;

/**
 * A format as a config file sees it: its code, the top-level keys only it takes, which games and
 * how many entrants it can seat, and the reading of its keys. The loader ({@link RunConfigLoader})
 * reads every key that all formats share, and hands a format its own; a key of another format is a
 * problem at that key. The tournament layer adds to each format the pairer that plays it ({@code
 * tournament.Formats} lists them), so a new format is one class and one line there.
 */
public interface FormatRules {

  /** The code a file writes after {@code format:}, such as {@code round-robin}. */
  String code();

  /**
   * The top-level keys this format takes beyond those every format shares, in documentation order.
   */
  List<String> keys();

  /**
   * Why this format cannot play {@code game} (a problem at the {@code game} value), or empty.
   *
   * @return the message and the hint
   */
  default Optional<List<String>> gameProblem(Game game) {
    return Optional.empty();
  }

  /**
   * Checks the number of entrants (or players) the file lists, reporting through {@code keys}.
   *
   * @param game the game, when it is known
   * @param count how many the list has
   */
  void checkEntrants(FormatKeys keys, Optional<Game> game, int count);

  /**
   * Reads this format's own keys, reporting each problem through {@code keys}.
   *
   * @return the settings, or empty when a problem was reported
   */
  Optional<? extends FormatSettings> read(FormatKeys keys);
}
