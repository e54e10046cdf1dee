package dev.ply.host.store;

import static dev.ply.host.store.StoreFixtures.game;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.Violation;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The same store contract on both backends, an SQLite file and a real PostgreSQL database: what is
 * written reads back exactly (64-bit seeds and node counts, nulls, violations), a game commits
 * whole or not at all, one writer per run, and databases that are not Ply's are refused.
 */
class StoreBackendsTest {

  @TempDir Path temp;

  private StoreLocation location(String backend) {
    return backend.equals("sqlite")
        ? new StoreLocation.SqliteFile(temp.resolve("results.db"))
        : StoreLocation.parse(PostgresServer.get().newDatabase());
  }

  private static GameRecord bigGame(int number) {
    List<MoveRecord> moves =
        List.of(
            new MoveRecord(
                1,
                0,
                "alice",
                "b2",
                3_000_000L,
                7,
                Long.MAX_VALUE - 1,
                -999_999,
                "b2 a1",
                Map.of("cutoffs", 1L << 40)),
            new MoveRecord(2, 1, "bob", "a1", 1_000_000L, 0, 0, null, "", Map.of()));
    return new GameRecord(
        number,
        "tic-tac-toe",
        "",
        List.of("alice", "bob"),
        1,
        Termination.ILLEGAL_MOVE,
        "alice returned an illegal move",
        Long.MIN_VALUE + 3,
        Instant.parse("2025-03-01T10:16:00.250Z"),
        Instant.parse("2025-03-01T10:16:01.500Z"),
        "x..\n.o.",
        moves,
        "c3",
        List.of(new Violation(3, 0, "alice", Termination.ILLEGAL_MOVE, "played 9", "forfeit", 1)));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"sqlite", "postgresql"})
  void whatIsWrittenReadsBackExactlyOnEitherBackend(String backend) {
    StoreLocation at = location(backend);
    long run;
    try (ResultStore store = ResultStore.open(at)) {
      run = store.startRun(StoreFixtures.run());
      store.recordGame(run, bigGame(1), "worker-7");
      store.recordGame(run, game(2, 4));
      store.finishRun(run, Instant.parse("2025-03-01T11:00:00Z"), "finished");
    }
    try (ResultReader reader = ResultReader.open(at)) {
      ResultReader.Run r = reader.runs().get(0);
      assertEquals(StoreFixtures.CONFIG, r.configText());
      assertEquals("finished", r.status());
      assertEquals(2, r.games());
      List<ResultReader.Game> games = reader.games(run);
      ResultReader.Game g = games.get(0);
      assertEquals(Long.MIN_VALUE + 3, g.seed());
      assertEquals("c3", g.opening());
      assertEquals("illegal-move", g.termination());
      assertEquals("0-1", g.result());
      List<ResultReader.Move> moves = reader.moves(g.id());
      assertEquals(Long.MAX_VALUE - 1, moves.get(0).nodes());
      assertEquals(-999_999, moves.get(0).value());
      assertEquals(null, moves.get(1).value());
      assertEquals("{\"cutoffs\":1099511627776}", moves.get(0).counters());
      assertEquals(3.0, moves.get(0).timeMs());
      assertEquals(Map.of("alice", 1), reader.runs().isEmpty() ? Map.of() : strikes(at, run));
    }
  }

  private static Map<String, Integer> strikes(StoreLocation at, long run) {
    try (ResultStore store = ResultStore.open(at)) {
      return store.strikes(run);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aGameNumberRecordedTwiceIsRefusedAndLeavesNothingOfTheSecond(String backend) {
    StoreLocation at = location(backend);
    try (ResultStore store = ResultStore.open(at)) {
      long run = store.startRun(StoreFixtures.run());
      store.recordGame(run, game(1, 3));
      StoreException e =
          assertThrows(StoreException.class, () -> store.recordGame(run, bigGame(1)));
      assertTrue(e.getMessage().contains("could not record game 1 of run " + run), e.getMessage());
      assertEquals(1, store.finished(run).size());
    }
    try (ResultReader reader = ResultReader.open(at)) {
      long run = reader.runs().get(0).id();
      assertEquals(3, reader.moves(reader.games(run).get(0).id()).size(), "the first game's");
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aSecondWriterIsRefusedTheRunAndTheClaimEndsWithTheStore(String backend) {
    StoreLocation at = location(backend);
    try (ResultStore first = ResultStore.open(at)) {
      long run = first.startRun(StoreFixtures.run());
      first.claimRun(run);
      try (ResultStore second = ResultStore.open(at)) {
        RunBusyException e = assertThrows(RunBusyException.class, () -> second.claimRun(run));
        assertTrue(
            e.getMessage().contains("is being played by process " + ProcessHandle.current().pid()),
            e.getMessage());
        assertFalse(e.getMessage().contains(PostgresServer.PASSWORD), e.getMessage());
      }
      first.close();
      try (ResultStore third = ResultStore.open(at)) {
        third.claimRun(run);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aDatabaseOfANewerPlyOrOfAnotherProgramIsRefused(String backend) throws Exception {
    StoreLocation newer = location(backend);
    ResultStore.open(newer).close();
    execute(newer, "UPDATE schema_version SET version = 99");
    StoreException e = assertThrows(StoreException.class, () -> ResultStore.open(newer));
    assertTrue(e.getMessage().contains("written by a newer Ply"), e.getMessage());
    if (backend.equals("postgresql")) {
      StoreLocation other = location(backend);
      execute(other, "CREATE TABLE customers (id INTEGER)");
      StoreException refused = assertThrows(StoreException.class, () -> ResultStore.open(other));
      assertTrue(
          refused.getMessage().contains("is not a Ply results database"), refused.getMessage());
    }
  }

  private static void execute(StoreLocation at, String sql) throws Exception {
    String url;
    String user = "";
    String password = "";
    if (at instanceof StoreLocation.PostgresUrl pg) {
      url = pg.jdbcUrl();
      user = pg.user();
      password = pg.password().orElse("");
    } else {
      url = "jdbc:sqlite:" + ((StoreLocation.SqliteFile) at).file();
    }
    try (Connection c = DriverManager.getConnection(url, user, password);
        Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }
}
