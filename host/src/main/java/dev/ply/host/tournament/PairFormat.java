package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import java.util.List;
import java.util.Optional;

/**
 * What the tournament formats that pair entrants two by two share: a two-player game, at least two
 * entrants, and {@code games-per-pairing}.
 */
abstract class PairFormat implements TournamentFormat {

  @Override
  public Optional<List<String>> gameProblem(Game game) {
    if (game.players() == 2) {
      return Optional.empty();
    }
    return Optional.of(
        List.of(
            "game '"
                + game.id()
                + "' is for "
                + game.players()
                + " players; this format pairs entrants two by two",
            "use format: round-robin (every table of "
                + game.players()
                + " entrants) or gauntlet (each seed at a table with every "
                + (game.players() - 1)
                + " others), in every seating, or a match file of "
                + game.players()
                + " players"));
  }

  @Override
  public void checkEntrants(FormatKeys keys, Optional<Game> game, int count) {
    if (count < 2) {
      keys.problemAtList("a tournament needs at least 2 entrants, got " + count, "");
    }
  }
}
