package dev.ply.host.tournament;

import dev.ply.host.config.EntrantSpec;
import dev.ply.host.config.Openings;
import dev.ply.host.config.PlayerSpec;
import dev.ply.host.config.RunConfig;
import dev.ply.host.isolation.Players;
import dev.ply.host.referee.GameClock;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import java.util.List;
import java.util.Optional;

/** Turns a checked config (a match or a tournament) into the plan the runner plays. */
public final class Plans {

  private Plans() {}

  /**
   * The plan of {@code config}, with {@code concurrency} games at once (the config's own value when
   * empty).
   *
   * @throws IllegalArgumentException when the format cannot play the config's entrants (a match of
   *     a game that does not seat two), or an opening cannot be made
   */
  public static TournamentPlan of(
      RunConfig config, Optional<Integer> concurrency, Players players) {
    return of(
        config,
        concurrency,
        players,
        Formats.of(config.format().code())
            .orElseThrow(
                () -> new IllegalArgumentException("unknown format " + config.format().code())));
  }

  /**
   * The plan of {@code config} in {@code format}, a format that is not one of {@link Formats#ALL}
   * (a tuning's, which {@code ply tournament} does not take).
   *
   * @throws IllegalArgumentException as {@link #of(RunConfig, Optional, Players)}
   */
  public static TournamentPlan of(
      RunConfig config, Optional<Integer> concurrency, Players players, TournamentFormat format) {
    List<Entrant> entrants = config.entrants().stream().map(Plans::entrant).toList();
    List<String> names = entrants.stream().map(Entrant::name).toList();
    Pairer pairer = format.pairer(config.game().game(), names, config.format());
    OpeningBook openings = openings(config);
    try {
      openings.opening(0); // an impossible opening is a config error, found before any game
    } catch (IllegalStateException e) {
      throw new IllegalArgumentException("openings: " + e.getMessage(), e);
    }
    Optional<SprtMonitor> sprt =
        config.sprt().map(s -> new SprtMonitor(names.get(0), names.get(1), s));
    return new TournamentPlan(
        config.game().game(),
        config.game().variant(),
        pairer,
        config.format().gamesPerPairing(),
        openings,
        config.seed(),
        new RefereeSettings(
            config.plyCap(), config.grace(), config.moveCap(), config.adjudication()),
        concurrency.orElse(config.concurrency()),
        entrants,
        sprt,
        config.violations(),
        players,
        config.format().alternateColours(),
        config.duplicate());
  }

  /**
   * Makes (and closes) one player of every entrant, so that a strategy that refuses its options
   * does so before the run starts, as a config error.
   *
   * @throws IllegalArgumentException naming the entrant
   */
  public static void checkPlayers(TournamentPlan plan) {
    // The highest folder of the logs' path that is not there yet (results/, say).
    java.nio.file.Path made = null;
    for (java.nio.file.Path p = plan.players().logDir().toAbsolutePath();
        p != null && !java.nio.file.Files.exists(p);
        p = p.getParent()) {
      made = p;
    }
    try {
      checkEach(plan);
    } catch (RuntimeException e) {
      // Nothing was run, so nothing is left behind: the logs the checks wrote go with the folders
      // made for them (what a refused program said is in the error).
      if (made != null) {
        deleteTree(made);
      }
      throw e;
    }
  }

  private static void deleteTree(java.nio.file.Path dir) {
    try (java.util.stream.Stream<java.nio.file.Path> all = java.nio.file.Files.walk(dir)) {
      for (java.nio.file.Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
        java.nio.file.Files.deleteIfExists(p);
      }
    } catch (java.io.IOException | java.io.UncheckedIOException e) {
      // not there, or a file still open: left as it is
    }
  }

  /** How many entrants are started at once by the check before a run. */
  static final int CHECKS_AT_ONCE = 8;

  /**
   * Starts every entrant once, and reports every one that cannot start, not only the first: a
   * message of one line per entrant, in the entrants' order. The checks run side by side, up to
   * {@value #CHECKS_AT_ONCE} at a time: a program's check waits up to half a second to see it does
   * not fail at once ({@code StartCheck}), and one after the other that was half a second an
   * entrant before the first game (a second of a run of 40 games of Stockfish against itself).
   */
  private static void checkEach(TournamentPlan plan) {
    List<String> refused = new java.util.ArrayList<>();
    IllegalArgumentException first = null;
    List<Entrant> entrants = plan.entrants();
    java.util.concurrent.ExecutorService checks =
        java.util.concurrent.Executors.newFixedThreadPool(
            Math.max(1, Math.min(CHECKS_AT_ONCE, entrants.size())),
            r -> {
              Thread t = new Thread(r, "ply-start-check");
              t.setDaemon(true);
              return t;
            });
    List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
    try {
      for (Entrant e : entrants) {
        done.add(checks.submit(() -> checkOne(plan, e)));
      }
      for (java.util.concurrent.Future<?> check : done) {
        try {
          check.get();
        } catch (java.util.concurrent.ExecutionException failed) {
          if (!(failed.getCause() instanceof IllegalArgumentException ex)) {
            throw new IllegalStateException(failed.getCause());
          }
          refused.add(ex.getMessage());
          first = first == null ? ex : first;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the entrants were checked", e);
    } finally {
      checks.shutdownNow();
    }
    if (refused.size() == 1) {
      throw first;
    }
    if (!refused.isEmpty()) {
      throw new IllegalArgumentException(String.join("\n", refused), first);
    }
  }

  private static void checkOne(TournamentPlan plan, Entrant e) {
    // A program (an engine, a script) plays whatever its protocol carries; a plugin's strategy is
    // asked, with the variant, what it cannot play.
    java.util.Optional<String> unfit =
        e.isolation().external()
            ? java.util.Optional.empty()
            : dev.ply.host.plugins.Fit.whyNot(e.strategy(), plan.game(), plan.variant());
    if (unfit.isPresent()) {
      throw new IllegalArgumentException(
          "entrant " + e.name() + ": strategy " + e.strategy().id() + " " + unfit.get());
    }
    dev.ply.api.Player player = null;
    try {
      player =
          plan.players()
              .create(
                  e.name(),
                  e.strategy(),
                  e.evaluator(),
                  e.resolvedEvaluatorOptions(),
                  e.options(),
                  e.isolation(),
                  plan.game(),
                  plan.variant(),
                  plan.seed(),
                  timed(e));
      if (player instanceof dev.ply.host.referee.OutOfProcess outside) {
        // Start it now: a program that is not there or a JVM that refuses its options is a
        // config error, not a forfeit in every game.
        outside.checkStarts();
      }
    } catch (IllegalArgumentException ex) {
      throw new IllegalArgumentException(
          "entrant " + e.name() + " (strategy " + e.strategy().id() + "): " + ex.getMessage(), ex);
    } catch (RuntimeException ex) {
      throw new IllegalArgumentException(
          "entrant " + e.name() + " cannot start: " + ex.getMessage(), ex);
    } finally {
      if (player != null) {
        Players.close(player);
      }
    }
  }

  /** Whether an entrant plays on a time per move or a clock, rather than on the move cap only. */
  static boolean timed(Entrant e) {
    return e.limits().time().isPresent() || e.limits().clock().isPresent();
  }

  private static Entrant entrant(EntrantSpec spec) {
    PlayerSpec p = spec.player();
    SeatLimits limits =
        new SeatLimits(
            p.depth(),
            p.nodes(),
            p.time(),
            spec.clock().map(c -> new GameClock(c.base(), c.increment(), c.moves())),
            spec.timeMargin());
    return new Entrant(
        p.name(),
        p.strategy(),
        p.evaluator(),
        p.options(),
        limits,
        p.isolation(),
        p.evaluatorOptions());
  }

  private static OpeningBook openings(RunConfig config) {
    Openings openings = config.openings();
    if (openings instanceof Openings.RandomPlies r) {
      return OpeningBook.random(
          config.game().game(), config.game().variant(), r.plies(), config.seed());
    }
    if (openings instanceof Openings.FromFile f) {
      List<List<String>> lines = new java.util.ArrayList<>(f.lines());
      if (f.randomOrder()) {
        java.util.Collections.shuffle(lines, new java.util.Random(config.seed()));
      }
      return OpeningBook.of(lines);
    }
    return OpeningBook.none();
  }
}
