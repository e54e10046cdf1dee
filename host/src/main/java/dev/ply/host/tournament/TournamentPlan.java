package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.host.isolation.Players;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.ViolationPolicy;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a tournament needs to run, resolved from its config.
 *
 * @param game the game
 * @param variant its variant
 * @param pairer the format: who meets whom, round by round
 * @param gamesPerPairing games each time two entrants meet: even in a tournament (colour-swapped
 *     pairs), any number from 1 in a match
 * @param openings the start positions
 * @param seed the run's seed, from which every game's seed is derived
 * @param referee the referee's rules
 * @param concurrency games played at once
 * @param entrants the entrants, in config order
 * @param sprt a sequential test that may stop a two-entrant run early
 * @param violations what a broken referee rule costs
 * @param players makes each entrant's players where its isolation says
 * @param alternateColours whether the entrants of a pairing swap seats every other game (always in
 *     a tournament; a match file's {@code alternate-colours})
 * @param duplicate whether the two games of a colour-swapped pair draw the same chance outcomes
 *     (the config's {@code duplicate}, default true)
 */
public record TournamentPlan(
    Game game,
    Options variant,
    Pairer pairer,
    int gamesPerPairing,
    OpeningBook openings,
    long seed,
    RefereeSettings referee,
    int concurrency,
    List<Entrant> entrants,
    Optional<SprtMonitor> sprt,
    ViolationPolicy violations,
    Players players,
    boolean alternateColours,
    boolean duplicate) {

  /** A plan whose pairs of a game of chance are duplicates. */
  public TournamentPlan(
      Game game,
      Options variant,
      Pairer pairer,
      int gamesPerPairing,
      OpeningBook openings,
      long seed,
      RefereeSettings referee,
      int concurrency,
      List<Entrant> entrants,
      Optional<SprtMonitor> sprt,
      ViolationPolicy violations,
      Players players,
      boolean alternateColours) {
    this(
        game,
        variant,
        pairer,
        gamesPerPairing,
        openings,
        seed,
        referee,
        concurrency,
        entrants,
        sprt,
        violations,
        players,
        alternateColours,
        true);
  }

  /** A tournament's plan: colours alternate. */
  public TournamentPlan(
      Game game,
      Options variant,
      Pairer pairer,
      int gamesPerPairing,
      OpeningBook openings,
      long seed,
      RefereeSettings referee,
      int concurrency,
      List<Entrant> entrants,
      Optional<SprtMonitor> sprt,
      ViolationPolicy violations,
      Players players) {
    this(
        game,
        variant,
        pairer,
        gamesPerPairing,
        openings,
        seed,
        referee,
        concurrency,
        entrants,
        sprt,
        violations,
        players,
        true);
  }

  /** A plan whose violations forfeit the game. */
  public TournamentPlan(
      Game game,
      Options variant,
      Pairer pairer,
      int gamesPerPairing,
      OpeningBook openings,
      long seed,
      RefereeSettings referee,
      int concurrency,
      List<Entrant> entrants,
      Optional<SprtMonitor> sprt) {
    this(
        game,
        variant,
        pairer,
        gamesPerPairing,
        openings,
        seed,
        referee,
        concurrency,
        entrants,
        sprt,
        ViolationPolicy.FORFEIT,
        new Players(List.of(), java.nio.file.Path.of("ply-logs")));
  }

  public TournamentPlan {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(pairer, "pairer");
    Objects.requireNonNull(openings, "openings");
    Objects.requireNonNull(referee, "referee");
    entrants = List.copyOf(entrants);
    Objects.requireNonNull(sprt, "sprt");
    Objects.requireNonNull(violations, "violations");
    Objects.requireNonNull(players, "players");
    if (concurrency < 1) {
      throw new IllegalArgumentException("concurrency must be at least 1");
    }
    if (gamesPerPairing < 1
        || alternateColours
            && gamesPerPairing > 1
            && gamesPerPairing % 2 != 0
            && pairer.totalPairings() != 1) {
      throw new IllegalArgumentException(
          "games per pairing must be even when colours alternate"
              + " between several pairings, was "
              + gamesPerPairing);
    }
  }

  /**
   * Whether the chance streams of this plan's games are seeded from a secure random source (a game
   * of chance): the seeds are kept in the schedule, so a game is replayed from its record, while no
   * player can work them out from the seed it is told or the config's. Plans of games without
   * chance keep the run's seed (nothing is drawn from them).
   */
  public boolean secretChance() {
    return game.features().contains(dev.ply.api.GameFeature.CHANCE);
  }

  /** The number of games the whole tournament plans. */
  public int totalGames() {
    return pairer.totalPairings() * pairer.gamesPerTable(gamesPerPairing);
  }

  /** The entrant with this name. */
  public Entrant entrant(String name) {
    return entrants.stream()
        .filter(e -> e.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no entrant named " + name));
  }
}
