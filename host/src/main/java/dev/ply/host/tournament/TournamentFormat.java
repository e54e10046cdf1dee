package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatRules;
import dev.ply.host.config.FormatSettings;
import java.util.List;

/**
 * A format whole: what a config file may write for it ({@link FormatRules}) and the {@link Pairer}
 * that plays it. Each format is one of these, listed once in {@link Formats}.
 */
public interface TournamentFormat extends FormatRules {

  /**
   * The pairer of a run in this format.
   *
   * @param game the game played
   * @param names the entrants' names, in file order
   * @param settings what this format read from the file (its own {@link #read} made it)
   * @throws IllegalArgumentException when this format cannot play those entrants
   */
  Pairer pairer(Game game, List<String> names, FormatSettings settings);
}
