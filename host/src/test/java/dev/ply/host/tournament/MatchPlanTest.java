package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.config.EntrantSpec;
import dev.ply.host.config.GameSpec;
import dev.ply.host.config.Openings;
import dev.ply.host.config.PlayerSpec;
import dev.ply.host.config.RunConfig;
import dev.ply.host.config.RunConfigLoader;
import dev.ply.host.isolation.Players;
import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match file played through the one pipeline: its plan, the tournament runner and a real SQLite
 * store, as {@code ply match} plays it.
 */
class MatchPlanTest {

  @TempDir Path temp;

  /**
   * With {@code misbehave}, its players throw in the match's first game, return an illegal move in
   * its second, ignore their deadline and the stop signal in its third, and play properly after;
   * without, they always play the first legal move.
   */
  static final class Scripted implements Strategy {
    final AtomicInteger playersMade = new AtomicInteger();

    /** Lets the runaway of game 3 go at last, once the test is over. */
    final CountDownLatch released = new CountDownLatch(1);

    final AtomicInteger gamesStarted = new AtomicInteger();
    private final boolean misbehave;

    Scripted(boolean misbehave) {
      this.misbehave = misbehave;
    }

    @Override
    public String id() {
      return "scripted";
    }

    @Override
    public String description() {
      return "misbehaves on purpose";
    }

    @Override
    public List<OptionSpec> options() {
      return List.of();
    }

    @Override
    public boolean supports(Game game) {
      return true;
    }

    @Override
    public Player newPlayer(PlayerContext context) {
      playersMade.incrementAndGet();
      return new Player() {
        int game;

        @Override
        public void newGame(int seat, long seed) {
          game = gamesStarted.incrementAndGet();
        }

        @Override
        public SearchReport chooseMove(GameState state, Limits limits) {
          int[] moves = new int[state.maxMoves()];
          state.legalMoves(moves);
          switch (misbehave ? game : 0) {
            case 1 -> throw new IllegalStateException("bug");
            case 2 -> {
              return SearchReport.of(15); // takes 15 from the first heap of three
            }
            case 3 -> {
              awaitIgnoringInterrupts(released); // past deadline, ignores stop and interrupts
              return SearchReport.of(moves[0]);
            }
            default -> {
              return SearchReport.of(moves[0]);
            }
          }
        }
      };
    }

    private static void awaitIgnoringInterrupts(CountDownLatch latch) {
      while (latch.getCount() > 0) {
        try {
          latch.await();
        } catch (InterruptedException ignored) {
          // a runaway ignores interrupts too
        }
      }
    }
  }

  @Test
  void aPlayerThatMisbehavesLosesThatGameAndARunawayLosesTheRestOfTheMatch() {
    Scripted scripted = new Scripted(true);
    Game nim = new NimFixture();
    // A second for each of bad's moves and a second's grace: bad's mistakes come at once, so a
    // busy machine does not turn them into time forfeits; good answers at once and has 30 s.
    PlayerSpec bad =
        new PlayerSpec(
            "bad",
            scripted,
            Optional.empty(),
            Options.empty(),
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.of(Duration.ofSeconds(1)));
    PlayerSpec good =
        new PlayerSpec(
            "good",
            new Scripted(false),
            Optional.empty(),
            Options.empty(),
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.of(Duration.ofSeconds(30)));
    RunConfig config =
        match(
            Path.of("test.yaml"),
            "",
            new GameSpec(nim, Options.empty()),
            List.of(bad, good),
            5,
            false,
            1,
            100,
            Duration.ofSeconds(1),
            Duration.ofSeconds(30),
            new StoreLocation.SqliteFile(Path.of("unused.db")),
            "");

    List<GameRecord> games = new ArrayList<>();
    Tally tally =
        play(
            config,
            new TournamentListener() {
              @Override
              public void gameFinished(GameRecord game, int done, int total, Tally tally) {
                games.add(game);
              }
            });
    scripted.released.countDown();

    // In game 3 "bad" ignores the stop signal and is abandoned: a runaway plays no more in-process
    // games of the run, and loses them without a move being asked of it.
    assertEquals(
        List.of(
            Termination.EXCEPTION,
            Termination.ILLEGAL_MOVE,
            Termination.TIME_FORFEIT,
            Termination.RUNAWAY,
            Termination.RUNAWAY),
        games.stream().map(GameRecord::termination).toList());
    assertEquals("bad threw java.lang.IllegalStateException: bug", games.get(0).reason());
    assertEquals(3, scripted.playersMade.get(), "a runaway gets no new player in-process");
    assertEquals(0, games.get(3).plies());
    assertTrue(games.get(3).reason().contains("use isolation: process"), games.get(3).reason());
    assertEquals(5, tally.lines().get("bad").forfeits());
    assertEquals(5.0, tally.lines().get("good").points());
    assertEquals(5, tally.lines().get("good").games());
  }

  @Test
  void aMatchAlternatesColoursGameByGameAndPlaysAnOddNumberOfGames() {
    PlayerSpec a =
        new PlayerSpec(
            "a",
            new Scripted(false),
            Optional.empty(),
            Options.empty(),
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty());
    PlayerSpec b =
        new PlayerSpec(
            "b",
            new Scripted(false),
            Optional.empty(),
            Options.empty(),
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty());
    List<List<String>> seats = new ArrayList<>();
    for (boolean alternate : new boolean[] {true, false}) {
      RunConfig config =
          match(
              Path.of("alternate.yaml"),
              "alternate " + alternate,
              new GameSpec(new NimFixture(), Options.empty()),
              List.of(a, b),
              3,
              alternate,
              1,
              100,
              Duration.ofMillis(100),
              Duration.ofSeconds(30),
              new StoreLocation.SqliteFile(Path.of("unused.db")),
              "");
      play(
          config,
          new TournamentListener() {
            @Override
            public void gameFinished(GameRecord game, int done, int total, Tally tally) {
              seats.add(game.players());
            }
          });
    }
    assertEquals(
        List.of(
            List.of("a", "b"),
            List.of("b", "a"),
            List.of("a", "b"),
            List.of("a", "b"),
            List.of("a", "b"),
            List.of("a", "b")),
        seats);
  }

  /** A match config as a file of {@code players:} would load. */
  private static RunConfig match(
      Path source,
      String text,
      GameSpec game,
      List<PlayerSpec> players,
      int games,
      boolean alternate,
      long seed,
      int plyCap,
      Duration grace,
      Duration moveCap,
      StoreLocation database,
      String description) {
    return new RunConfig(
        source,
        text,
        RunConfigLoader.Kind.MATCH,
        source.toString(),
        description,
        game,
        new HeadToHeadMatch.Settings(games, alternate),
        Openings.none(),
        seed,
        plyCap,
        grace,
        moveCap,
        1,
        database,
        Optional.empty(),
        Optional.empty(),
        players.stream().map(p -> new EntrantSpec(p, Optional.empty())).toList(),
        ViolationPolicy.FORFEIT,
        Adjudication.NONE,
        true);
  }

  private Tally play(RunConfig config, TournamentListener listener) {
    TournamentPlan plan =
        Plans.of(config, Optional.empty(), new Players(List.of(), temp.resolve("logs")));
    try (ResultStore store = ResultStore.open(temp.resolve("match.db"))) {
      RunInfo info =
          new RunInfo(
              "match",
              "test",
              "test.yaml",
              config.text(),
              RunInfo.sha256(config.text()),
              "nim",
              "",
              Instant.now(),
              "test",
              "jvm",
              "os",
              List.of());
      RunLifecycle.Result result =
          RunLifecycle.run(
              store,
              new RunLifecycle.Request(info, plan, false, RunLifecycle.WhenFinished.PLAY_AGAIN),
              new RunLifecycle.Observer() {},
              listener);
      assertEquals(config.format().gamesPerPairing(), store.finished(result.runId()).size());
      return result.outcome().orElseThrow().tally();
    }
  }

  @Test
  void aWriteThatFailsMidRunIsTheErrorReportedNotTheFailedRecordOfTheRunsEnd() {
    PlayerSpec a =
        new PlayerSpec(
            "a",
            new Scripted(false),
            Optional.empty(),
            Options.empty(),
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty());
    PlayerSpec b =
        new PlayerSpec(
            "b",
            new Scripted(false),
            Optional.empty(),
            Options.empty(),
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty());
    RunConfig config =
        match(
            Path.of("full.yaml"),
            "disk full",
            new GameSpec(new NimFixture(), Options.empty()),
            List.of(a, b),
            2,
            true,
            1,
            100,
            Duration.ofMillis(100),
            Duration.ofSeconds(30),
            new StoreLocation.SqliteFile(Path.of("unused.db")),
            "");
    TournamentPlan plan =
        Plans.of(config, Optional.empty(), new Players(List.of(), temp.resolve("logs")));
    try (ResultStore real = ResultStore.open(temp.resolve("full.db"))) {
      ResultStore failing =
          (ResultStore)
              java.lang.reflect.Proxy.newProxyInstance(
                  getClass().getClassLoader(),
                  new Class<?>[] {ResultStore.class},
                  (proxy, m, args) -> {
                    if (m.getName().equals("recordGame")) {
                      throw new dev.ply.host.store.StoreException("no space left on device");
                    }
                    if (m.getName().equals("finishRun")) {
                      throw new dev.ply.host.store.StoreException(
                          "could not record the end of run");
                    }
                    try {
                      return m.invoke(real, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                      throw e.getCause();
                    }
                  });
      RunInfo info =
          new RunInfo(
              "match",
              "full",
              "full.yaml",
              config.text(),
              RunInfo.sha256(config.text()),
              "nim",
              "",
              Instant.now(),
              "test",
              "jvm",
              "os",
              List.of());
      RuntimeException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              RuntimeException.class,
              () ->
                  RunLifecycle.run(
                      failing,
                      new RunLifecycle.Request(
                          info, plan, false, RunLifecycle.WhenFinished.PLAY_AGAIN),
                      new RunLifecycle.Observer() {},
                      new TournamentListener() {}));
      assertTrue(e.getMessage().contains("no space left on device"), e.getMessage());
      assertEquals("could not record the end of run", e.getSuppressed()[0].getMessage());
    }
  }
}
