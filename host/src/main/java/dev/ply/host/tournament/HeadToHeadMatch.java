package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import dev.ply.host.config.FormatSettings;
import dev.ply.host.store.FinishedGame;
import java.util.List;
import java.util.Optional;

/**
 * A match file's format: its two players meet once, in one round, for the match's games. A match is
 * the smallest tournament: the same schedule, runner and resume path play it.
 */
public final class HeadToHeadMatch implements Pairer {

  /**
   * {@code format: match} (what a file of {@code players:} is): one player per seat of the game,
   * who meet once for {@code games} games (1 to {@value #MAX_GAMES}, default {@value
   * #DEFAULT_GAMES}), moving one seat every game unless {@code alternate-colours} is false.
   */
  public static final TournamentFormat FORMAT =
      new TournamentFormat() {
        @Override
        public String code() {
          return "match";
        }

        @Override
        public List<String> keys() {
          return List.of("games", "alternate-colours");
        }

        @Override
        public void checkEntrants(FormatKeys keys, Optional<Game> game, int count) {
          if (game.isPresent() && count != game.get().players()) {
            int seats = game.get().players();
            keys.problemAtList(
                "game '"
                    + game.get().id()
                    + "' needs exactly "
                    + seats
                    + (seats == 1 ? " player" : " players")
                    + ", got "
                    + count,
                "");
          } else if (game.isEmpty() && count == 0) {
            keys.problemAtListValue("'players': expected at least one player, got none", "");
          }
        }

        @Override
        public Optional<Settings> read(FormatKeys keys) {
          long games = keys.integer("games", 1, MAX_GAMES).orElse((long) DEFAULT_GAMES);
          boolean alternate = keys.bool("alternate-colours").orElse(true);
          return Optional.of(new Settings((int) games, alternate));
        }

        @Override
        public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
          if (names.size() < 2) {
            throw new IllegalArgumentException(
                "a match needs two players or more; " + game.id() + " seats " + names.size());
          }
          return new HeadToHeadMatch(Pairing.table(names));
        }
      };

  /** Games played when {@code games} is not given. */
  public static final int DEFAULT_GAMES = 2;

  /** The most games a match may have. */
  public static final int MAX_GAMES = 1_000_000;

  /**
   * A match's keys.
   *
   * @param games how many games its players play
   * @param alternateColours whether they move one seat every game
   */
  public record Settings(int games, boolean alternateColours) implements FormatSettings {
    @Override
    public String code() {
      return "match";
    }

    @Override
    public int gamesPerPairing() {
      return games;
    }
  }

  private final Pairing pairing;

  /** The match of {@code first} (who moves first in the first game) against {@code second}. */
  public HeadToHeadMatch(String first, String second) {
    this(new Pairing(first, second));
  }

  /** The match of the players of a table, seated in its order in the first game. */
  public HeadToHeadMatch(Pairing table) {
    this.pairing = table;
  }

  @Override
  public int seatsPerTable() {
    return pairing.seats().size();
  }

  /** A match plays its {@code games}, whatever its number of players. */
  @Override
  public int gamesPerTable(int gamesPerPairing) {
    return gamesPerPairing;
  }

  @Override
  public int rounds() {
    return 1;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    return List.of(pairing);
  }

  @Override
  public int totalPairings() {
    return 1;
  }
}
