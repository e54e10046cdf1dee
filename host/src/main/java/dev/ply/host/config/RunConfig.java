package dev.ply.host.config;

import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A match or tournament file, checked and resolved: everything a runner needs to schedule, play and
 * record it. A match is a format like the others ({@code match}: its players meet once, for its
 * {@code games}); {@code players:} is the short form of a match's entrants. Made by {@link
 * RunConfigLoader}; immutable.
 *
 * @param source the file as the user named it
 * @param text the file's text, as read (for the record of the run)
 * @param kind how the file is written: a match file ({@code players:}) or a tournament file ({@code
 *     entrants:})
 * @param name the run's name, free text ({@code name}; required in a tournament file, the file's
 *     name by default in a match file)
 * @param description free text for people ({@code description}); empty when not given
 * @param game the game and its variant ({@code game}, {@code variant})
 * @param format who meets whom, and what the format read from its own keys ({@code format}, and
 *     {@code cycles}, {@code seeds}, {@code rounds}, {@code games-per-pairing}, {@code games}, …)
 * @param openings where games start ({@code openings}, default {@link Openings#none()})
 * @param seed the seed every game's, opening's and player's randomness derives from ({@code seed},
 *     default 1)
 * @param plyCap a game reaching this many plies is adjudicated a draw ({@code ply-cap}, default
 *     1000)
 * @param grace how long past its deadline a player may take before it loses on time ({@code grace},
 *     default 1s)
 * @param moveCap the deadline of a move for an entrant with neither {@code time} nor {@code clock}
 *     ({@code move-cap}, default 60s)
 * @param concurrency how many games are played at once ({@code concurrency}, default 1)
 * @param database the results store: an SQLite file, relative to the working directory unless
 *     absolute, or a PostgreSQL URL ({@code database}, default {@code results/<file name without
 *     extension>.db})
 * @param anchor the entrant whose rating is fixed at 0 ({@code anchor}), if any
 * @param sprt the SPRT of a two-entrant run ({@code sprt}), if any
 * @param entrants in file order, with unique names ({@code entrants} or {@code players})
 * @param violations what breaking a rule of the referee costs ({@code violations})
 * @param adjudication the rules that end decided games early ({@code adjudication})
 */
public record RunConfig(
    Path source,
    String text,
    RunConfigLoader.Kind kind,
    String name,
    String description,
    GameSpec game,
    FormatSettings format,
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
    Adjudication adjudication,
    boolean duplicate) {

  /** Checks that nothing is null and copies the entrants. */
  public RunConfig {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(openings, "openings");
    Objects.requireNonNull(grace, "grace");
    Objects.requireNonNull(moveCap, "moveCap");
    Objects.requireNonNull(database, "database");
    Objects.requireNonNull(anchor, "anchor");
    Objects.requireNonNull(sprt, "sprt");
    entrants = List.copyOf(entrants);
    Objects.requireNonNull(violations, "violations");
    Objects.requireNonNull(adjudication, "adjudication");
  }

  /** The entrants as players (their clocks left out), in file order. */
  public List<PlayerSpec> players() {
    return entrants.stream().map(EntrantSpec::player).toList();
  }

  /** The names of the entrants, in file order. */
  public List<String> entrantNames() {
    return entrants.stream().map(EntrantSpec::name).toList();
  }
}
