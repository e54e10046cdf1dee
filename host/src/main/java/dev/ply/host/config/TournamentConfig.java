package dev.ply.host.config;

import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A tournament file, checked and resolved: everything a runner needs to schedule, play and record
 * the tournament. Made by {@link TournamentConfigLoader}; immutable.
 *
 * @param source the file as the user named it
 * @param text the file's text, as read (for the record of the run)
 * @param name the tournament's name, free text ({@code name}, required)
 * @param description free text for people ({@code description}); empty when not given
 * @param game the game and its variant ({@code game}, {@code variant}); a two-player game
 * @param format who meets whom ({@code format}, required)
 * @param cycles how many times each pairing is played in a round-robin, 1 to {@value
 *     TournamentConfigLoader#MAX_CYCLES} ({@code cycles}, default 1; always 1 for the other
 *     formats)
 * @param seeds the gauntlet's seeds, entrant names in file order, each playing every entrant that
 *     is not a seed ({@code seeds}, required for a gauntlet; empty for the other formats)
 * @param rounds the Swiss rounds, 1 to {@value TournamentConfigLoader#MAX_ROUNDS} ({@code rounds},
 *     required for Swiss; 0 for the other formats)
 * @param gamesPerPairing the games of each meeting of two entrants, even (each opening is played
 *     twice, colours swapped), 2 to {@value TournamentConfigLoader#MAX_GAMES_PER_PAIRING} ({@code
 *     games-per-pairing}, default 2)
 * @param openings where games start ({@code openings}, default {@link Openings#none()})
 * @param seed the seed every game's, opening's and player's randomness derives from ({@code seed},
 *     default 1)
 * @param plyCap a game reaching this many plies is adjudicated a draw ({@code ply-cap}, as in a
 *     match file)
 * @param grace how long past its deadline a player may take ({@code grace}, as in a match file)
 * @param moveCap the deadline of a move for an entrant with neither {@code time} nor {@code clock}
 *     ({@code move-cap}, as in a match file)
 * @param concurrency how many games are played at once, 1 to {@value
 *     TournamentConfigLoader#MAX_CONCURRENCY} ({@code concurrency}, default 1)
 * @param database the results store: an SQLite file, relative to the working directory unless
 *     absolute, or a PostgreSQL URL ({@code database}, default {@code results/<file name without
 *     extension>.db})
 * @param anchor the entrant whose rating is fixed at 0 ({@code anchor}), if any
 * @param sprt the SPRT of a two-entrant tournament ({@code sprt}), if any
 * @param entrants at least two, in file order, with unique names ({@code entrants})
 * @param violations what breaking a rule of the referee costs ({@code violations})
 * @param adjudication the rules that end decided games early ({@code adjudication})
 */
public record TournamentConfig(
    Path source,
    String text,
    String name,
    String description,
    GameSpec game,
    Format format,
    int cycles,
    List<String> seeds,
    int rounds,
    int gamesPerPairing,
    Openings openings,
    long seed,
    int plyCap,
    Duration grace,
    Duration moveCap,
    int concurrency,
    StoreLocation database,
    Optional<String> anchor,
    Optional<SprtSpec> sprt,
    List<EntrantSpec> entrants,
    ViolationPolicy violations,
    Adjudication adjudication) {

  /** Checks that nothing is null and copies the lists. */
  public TournamentConfig {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(format, "format");
    seeds = List.copyOf(seeds);
    Objects.requireNonNull(openings, "openings");
    Objects.requireNonNull(grace, "grace");
    Objects.requireNonNull(moveCap, "moveCap");
    Objects.requireNonNull(database, "database");
    Objects.requireNonNull(anchor, "anchor");
    Objects.requireNonNull(sprt, "sprt");
    entrants = List.copyOf(entrants);
  }

  /** The names of the entrants, in file order. */
  public List<String> entrantNames() {
    return entrants.stream().map(EntrantSpec::name).toList();
  }

  /** A tournament format: who meets whom. */
  public enum Format {
    /** Every entrant meets every other, {@code cycles} times. */
    ROUND_ROBIN("round-robin"),
    /** Each seed meets every entrant that is not a seed; the others do not meet each other. */
    GAUNTLET("gauntlet"),
    /** Each round pairs entrants of equal or nearest score who have not met yet. */
    SWISS("swiss"),
    /** Entrants meet in mini-matches; the winners go on until one is left. */
    KNOCKOUT("knockout");

    private final String code;

    Format(String code) {
      this.code = code;
    }

    /** The format as a tournament file writes it: {@code round-robin}, {@code gauntlet}, … */
    public String code() {
      return code;
    }

    /** The format written as {@code code}, exactly, if any. */
    public static Optional<Format> ofCode(String code) {
      return Arrays.stream(values()).filter(f -> f.code.equals(code)).findFirst();
    }

    /** Every format's code, in declaration order. */
    public static List<String> codes() {
      return Arrays.stream(values()).map(Format::code).toList();
    }
  }
}
