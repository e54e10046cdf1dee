package dev.ply.host.config;

import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * A match file, checked and resolved: everything a runner needs to play and record the match. Made
 * by {@link MatchConfigLoader}; immutable.
 *
 * @param source the file as the user named it
 * @param text the file's text, as read (for the record of the run)
 * @param game the game and its variant ({@code game}, {@code variant})
 * @param players one entry per seat of the game, in file order ({@code players})
 * @param games how many games to play, 1 to 1,000,000 ({@code games}, default 2)
 * @param alternateColours whether players move one seat on every game, so that each plays every
 *     seat in turn ({@code alternate-colours}, default true)
 * @param seed the seed every game's and player's randomness derives from ({@code seed}, default 1)
 * @param plyCap a game reaching this many plies is adjudicated a draw ({@code ply-cap}, default
 *     1000, at least 1)
 * @param grace how long past its deadline a player may take before it loses on time ({@code grace},
 *     default 1s)
 * @param moveCap the deadline of a move for a player with no {@code time} limit ({@code move-cap},
 *     default 60s, more than zero)
 * @param database the results store: an SQLite file, relative to the working directory unless
 *     absolute, or a PostgreSQL URL ({@code database}, default {@code results/<file name without
 *     extension>.db})
 * @param description free text for people ({@code description}); empty when not given
 * @param violations what breaking a rule of the referee costs ({@code violations})
 * @param adjudication the rules that end decided games early ({@code adjudication})
 */
public record MatchConfig(
    Path source,
    String text,
    GameSpec game,
    List<PlayerSpec> players,
    int games,
    boolean alternateColours,
    long seed,
    int plyCap,
    Duration grace,
    Duration moveCap,
    StoreLocation database,
    String description,
    ViolationPolicy violations,
    Adjudication adjudication) {

  /** A match without adjudication rules. */
  public MatchConfig(
      Path source,
      String text,
      GameSpec game,
      List<PlayerSpec> players,
      int games,
      boolean alternateColours,
      long seed,
      int plyCap,
      Duration grace,
      Duration moveCap,
      StoreLocation database,
      String description,
      ViolationPolicy violations) {
    this(
        source,
        text,
        game,
        players,
        games,
        alternateColours,
        seed,
        plyCap,
        grace,
        moveCap,
        database,
        description,
        violations,
        Adjudication.NONE);
  }

  /** A match whose violations forfeit the game. */
  public MatchConfig(
      Path source,
      String text,
      GameSpec game,
      List<PlayerSpec> players,
      int games,
      boolean alternateColours,
      long seed,
      int plyCap,
      Duration grace,
      Duration moveCap,
      StoreLocation database,
      String description) {
    this(
        source,
        text,
        game,
        players,
        games,
        alternateColours,
        seed,
        plyCap,
        grace,
        moveCap,
        database,
        description,
        ViolationPolicy.FORFEIT);
  }

  /** Checks that nothing is null and copies the player list. */
  public MatchConfig {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(game, "game");
    players = List.copyOf(players);
    Objects.requireNonNull(grace, "grace");
    Objects.requireNonNull(moveCap, "moveCap");
    Objects.requireNonNull(database, "database");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(adjudication, "adjudication");
  }
}
