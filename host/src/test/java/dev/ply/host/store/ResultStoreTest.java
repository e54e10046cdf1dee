package dev.ply.host.store;

import static dev.ply.host.store.StoreFixtures.count;
import static dev.ply.host.store.StoreFixtures.game;
import static dev.ply.host.store.StoreFixtures.jdbc;
import static dev.ply.host.store.StoreFixtures.move;
import static dev.ply.host.store.StoreFixtures.row;
import static dev.ply.host.store.StoreFixtures.rows;
import static dev.ply.host.store.StoreFixtures.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Termination;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultStoreTest {

  @TempDir Path dir;

  private Path file() {
    return dir.resolve("results").resolve("ply.db");
  }

  @Test
  void runWithTwoGamesRoundTripsExactly() throws Exception {
    GameRecord first =
        new GameRecord(
            1,
            "tic-tac-toe",
            "",
            List.of("alice", "bob"),
            0,
            Termination.NORMAL,
            "alice made three in a row",
            -42L,
            Instant.parse("2025-03-01T10:16:00Z"),
            Instant.parse("2025-03-01T10:17:05.987654321Z"),
            "X X X\n. O O\n. . .",
            List.of(
                new MoveRecord(
                    1,
                    0,
                    "alice",
                    "a1",
                    1_500_000L,
                    9,
                    549_946L,
                    0,
                    "a1 b2 c3",
                    Map.of("tt-hits", 7L, "cutoffs", 12L)),
                new MoveRecord(2, 1, "bob", "b2", 2_000_001_000L, 0, 0L, null, "", Map.of())));
    GameRecord second =
        new GameRecord(
            2,
            "tic-tac-toe",
            "size=3",
            List.of("bob", "alice"),
            -1,
            Termination.PLY_CAP,
            "the ply cap of 1 was reached",
            Long.MAX_VALUE,
            Instant.parse("2025-03-01T10:18:00.5Z"),
            Instant.parse("2025-03-01T10:18:01Z"),
            ". . .\n. X .\n. . .",
            List.of(
                new MoveRecord(
                    1,
                    0,
                    "bob",
                    "b2",
                    3L,
                    1,
                    10L,
                    -5,
                    "b2",
                    Map.of("re-searches", Long.MIN_VALUE))));
    long runId;
    try (ResultStore store = ResultStore.open(file())) {
      runId = store.startRun(run());
      store.recordGame(runId, first);
      store.recordGame(runId, second);
    }

    Path f = file();
    assertEquals(
        List.of(
            row(
                runId,
                "match",
                "ttt.yaml",
                "configs/ttt.yaml",
                StoreFixtures.CONFIG,
                RunInfo.sha256(StoreFixtures.CONFIG),
                "tic-tac-toe",
                "",
                "2025-03-01T10:15:30.123Z",
                null,
                "running",
                "0.1.0-SNAPSHOT",
                "OpenJDK 17",
                "Linux 6.1 amd64")),
        rows(
            f,
            "SELECT id, kind, name, config_path, config_text, config_sha256, game, variant,"
                + " started_at, finished_at, status, ply_version, jvm, os FROM runs"));
    assertEquals(
        List.of(
            row(runId, "classic-search", "0.2.0", "plugins/classic-search.jar"),
            row(runId, "tic-tac-toe", "0.1.0", "plugins/tic-tac-toe.jar")),
        rows(f, "SELECT run_id, plugin_id, version, path FROM run_plugins ORDER BY plugin_id"));
    assertEquals(
        List.of(
            row(
                runId,
                1L,
                "tic-tac-toe",
                "",
                "alice",
                "bob",
                "1-0",
                "alice",
                "normal",
                "alice made three in a row",
                2L,
                -42L,
                "2025-03-01T10:16:00.000Z",
                "2025-03-01T10:17:05.987Z",
                "X X X\n. O O\n. . ."),
            row(
                runId,
                2L,
                "tic-tac-toe",
                "size=3",
                "bob",
                "alice",
                "1/2-1/2",
                null,
                "ply-cap",
                "the ply cap of 1 was reached",
                1L,
                Long.MAX_VALUE,
                "2025-03-01T10:18:00.500Z",
                "2025-03-01T10:18:01.000Z",
                ". . .\n. X .\n. . .")),
        rows(
            f,
            "SELECT run_id, number, game, variant, first_player, second_player, result,"
                + " winner, termination, reason, plies, seed, started_at, ended_at, final_position"
                + " FROM games ORDER BY number"));
    assertEquals(
        List.of(
            row(1L, 0L, "alice", 1.0), row(1L, 1L, "bob", 0.0),
            row(2L, 0L, "bob", 0.5), row(2L, 1L, "alice", 0.5)),
        rows(
            f,
            "SELECT g.number, p.seat, p.player, p.score FROM game_players p"
                + " JOIN games g ON g.id = p.game_id ORDER BY g.number, p.seat"));
    assertEquals(
        List.of(
            row(
                1L,
                1L,
                0L,
                "alice",
                "a1",
                1.5,
                9L,
                549_946L,
                0L,
                "a1 b2 c3",
                "{\"cutoffs\":12,\"tt-hits\":7}"),
            row(1L, 2L, 1L, "bob", "b2", 2000.001, 0L, 0L, null, null, null),
            row(
                2L,
                1L,
                0L,
                "bob",
                "b2",
                3.0e-6,
                1L,
                10L,
                -5L,
                "b2",
                "{\"re-searches\":" + Long.MIN_VALUE + "}")),
        rows(
            f,
            "SELECT g.number, m.ply, m.seat, m.player, m.move, m.time_ms, m.depth, m.nodes,"
                + " m.value, m.pv, m.counters FROM moves m JOIN games g ON g.id = m.game_id"
                + " ORDER BY g.number, m.ply"));
    assertEquals(
        List.of(row(12L)),
        rows(f, "SELECT json_extract(counters, '$.cutoffs') FROM moves WHERE move = 'a1'"));
  }

  @Test
  void pragmasAreInEffectWhenAnExistingFileIsReopened() throws Exception {
    ResultStore.open(file()).close();
    try (JdbcResultStore store = (JdbcResultStore) ResultStore.open(file())) {
      assertEquals("wal", store.pragma("journal_mode"));
      assertEquals("2", store.pragma("synchronous"));
      assertEquals("1", store.pragma("foreign_keys"));
      assertEquals("10000", store.pragma("busy_timeout"));
    }
    // At rest the file is one file again, so that readers create no -wal and -shm beside it.
    assertEquals(List.of(row("delete")), rows(file(), "PRAGMA journal_mode"));
  }

  @Test
  void foreignKeysRefuseAGameOfAnUnknownRun() throws Exception {
    try (ResultStore store = ResultStore.open(file())) {
      StoreException e = assertThrows(StoreException.class, () -> store.recordGame(99, game(1, 2)));
      assertTrue(e.getMessage().contains("game 1 of run 99"), e.getMessage());
    }
    assertEquals(0, count(file(), "games"));
  }

  @Test
  void reopeningAFileKeepsItsDataAndDoesNotRecreateTheSchema() throws Exception {
    long runId;
    try (ResultStore store = ResultStore.open(file())) {
      runId = store.startRun(run());
      store.recordGame(runId, game(1, 3));
    }
    String schemaQuery = "SELECT type, name, sql FROM sqlite_schema ORDER BY name";
    List<List<Object>> schema = rows(file(), schemaQuery);
    try (ResultStore store = ResultStore.open(file())) {
      store.recordGame(runId, game(2, 4));
      long secondRun = store.startRun(run());
      assertEquals(runId + 1, secondRun);
    }
    assertEquals(schema, rows(file(), schemaQuery));
    assertEquals(List.of(row(3L)), rows(file(), "SELECT version FROM schema_version"));
    assertEquals(2, count(file(), "runs"));
    assertEquals(
        List.of(row(1L, 3L), row(2L, 4L)),
        rows(
            file(),
            "SELECT number, COUNT(*) FROM moves m JOIN games g ON g.id = m.game_id"
                + " GROUP BY number ORDER BY number"));
  }

  @Test
  void aFileThatIsNotADatabaseIsRefusedClearlyAndLeftAlone() throws Exception {
    Path notes = dir.resolve("notes.txt");
    byte[] text =
        "These are my notes, not a database. ".repeat(100).getBytes(StandardCharsets.UTF_8);
    Files.write(notes, text);
    StoreException e = assertThrows(StoreException.class, () -> ResultStore.open(notes));
    assertEquals(
        notes.toAbsolutePath() + " is not a Ply results database (it is not an SQLite" + " file)",
        e.getMessage(),
        "no raw driver code such as [SQLITE_NOTADB]");
    assertArrayEquals(text, Files.readAllBytes(notes));
  }

  @Test
  void anSqliteFileOfAnotherApplicationIsRefusedClearly() throws Exception {
    Path other = dir.resolve("other.db");
    try (Connection c = jdbc(other);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE customers (name TEXT)");
    }
    StoreException e = assertThrows(StoreException.class, () -> ResultStore.open(other));
    assertEquals(
        other.toAbsolutePath()
            + " is not a Ply results database: it has tables"
            + " [customers] but no schema_version",
        e.getMessage());
    assertEquals(
        List.of(row("customers")),
        rows(other, "SELECT name FROM sqlite_schema WHERE type = 'table'"));
  }

  @Test
  void aNewerSchemaVersionIsRefusedClearly() throws Exception {
    ResultStore.open(file()).close();
    try (Connection c = jdbc(file());
        Statement s = c.createStatement()) {
      s.execute("UPDATE schema_version SET version = 4");
    }
    StoreException e = assertThrows(StoreException.class, () -> ResultStore.open(file()));
    assertEquals(
        file().toAbsolutePath()
            + " has results schema version 4, written by a newer Ply;"
            + " this Ply reads version 3. Use a newer Ply, or another file.",
        e.getMessage());
  }

  @Test
  void aMissingSchemaVersionRowIsRefusedClearly() throws Exception {
    ResultStore.open(file()).close();
    try (Connection c = jdbc(file());
        Statement s = c.createStatement()) {
      s.execute("DELETE FROM schema_version");
    }
    StoreException e = assertThrows(StoreException.class, () -> ResultStore.open(file()));
    assertEquals(
        file().toAbsolutePath()
            + " has an unknown results schema version [];"
            + " this Ply reads version 3.",
        e.getMessage());
  }

  @Test
  void aVersionOneFileIsMigratedToTheCurrentVersionKeepingItsGames() throws Exception {
    long runId;
    try (ResultStore store = ResultStore.open(file())) {
      runId = store.startRun(run());
      store.recordGame(runId, game(1, 3));
    }
    // Turn the file back into what version 1 wrote.
    try (Connection c = jdbc(file());
        Statement s = c.createStatement()) {
      s.execute("DROP TABLE violations");
      s.execute("DROP TABLE schedule");
      s.execute("DROP TABLE entrants");
      s.execute("ALTER TABLE games DROP COLUMN opening");
      s.execute("ALTER TABLE run_plugins DROP COLUMN sha256");
      s.execute("UPDATE schema_version SET version = 1");
    }
    try (ResultStore store = ResultStore.open(file())) {
      store.recordGame(runId, game(2, 4));
      assertEquals(2, store.finished(runId).size());
    }
    assertEquals(List.of(row(3L)), rows(file(), "SELECT version FROM schema_version"));
    assertEquals(List.of(row(""), row("")), rows(file(), "SELECT opening FROM games"));
    assertEquals(0, count(file(), "schedule"));
  }

  @Test
  void aVersionTwoFileGetsTheEntrantsPluginsAndKeepsItsEntrants() throws Exception {
    long runId;
    try (ResultStore store = ResultStore.open(file())) {
      runId = store.startRun(run());
      store.recordEntrants(runId, List.of(new EntrantRow(1, "bob", "minimax", "", "", "")));
    }
    try (Connection c = jdbc(file());
        Statement s = c.createStatement()) {
      s.execute("ALTER TABLE entrants DROP COLUMN strategy_plugin");
      s.execute("ALTER TABLE entrants DROP COLUMN evaluator_plugin");
      s.execute("UPDATE schema_version SET version = 2");
    }
    try (ResultStore store = ResultStore.open(file())) {
      long second = store.startRun(run());
      store.recordEntrants(
          second,
          List.of(
              new EntrantRow(
                  1,
                  "ab",
                  "alphabeta",
                  "c4-windows",
                  "",
                  "depth 6",
                  "classic-search",
                  "connect-four")));
    }
    assertEquals(List.of(row(3L)), rows(file(), "SELECT version FROM schema_version"));
    assertEquals(
        List.of(row("bob", null, null), row("ab", "classic-search", "connect-four")),
        rows(
            file(),
            "SELECT name, strategy_plugin, evaluator_plugin FROM entrants" + " ORDER BY run_id"));
  }

  @Test
  void aGameThatFailsHalfWayLeavesNothingAndTheStoreStillWorks() throws Exception {
    GameRecord broken =
        game(
            1,
            List.of("alice", "bob"),
            0,
            List.of(move(1, 0, "alice", "a1"), move(1, 1, "bob", "b2")));
    try (ResultStore store = ResultStore.open(file())) {
      long runId = store.startRun(run());
      StoreException e = assertThrows(StoreException.class, () -> store.recordGame(runId, broken));
      assertTrue(
          e.getMessage()
              .startsWith(
                  "could not record game 1 of run "
                      + runId
                      + " in "
                      + file().toAbsolutePath()
                      + ": "),
          e.getMessage());

      assertEquals(0, count(file(), "games"));
      assertEquals(0, count(file(), "game_players"));
      assertEquals(0, count(file(), "moves"));

      store.recordGame(runId, game(1, 5));
      store.finishRun(runId, Instant.parse("2025-03-01T11:00:00Z"), "finished");
    }
    assertEquals(1, count(file(), "games"));
    assertEquals(2, count(file(), "game_players"));
    assertEquals(5, count(file(), "moves"));
    assertEquals(List.of(row("finished")), rows(file(), "SELECT status FROM runs"));
  }

  @Test
  void theSameGameNumberCannotBeRecordedTwiceInARun() throws Exception {
    try (ResultStore store = ResultStore.open(file())) {
      long runId = store.startRun(run());
      store.recordGame(runId, game(1, 2));
      assertThrows(StoreException.class, () -> store.recordGame(runId, game(1, 3)));
    }
    assertEquals(1, count(file(), "games"));
    assertEquals(2, count(file(), "moves"));
  }

  @Test
  void finishRunSetsStatusAndFinishedAt() throws Exception {
    try (ResultStore store = ResultStore.open(file())) {
      long done = store.startRun(run());
      long stopped = store.startRun(run());
      long open = store.startRun(run());
      store.finishRun(done, Instant.parse("2025-03-01T12:00:00.25Z"), "finished");
      store.finishRun(stopped, Instant.parse("2025-03-01T12:30:00Z"), "interrupted");
      assertEquals(
          List.of(
              row(done, "finished", "2025-03-01T12:00:00.250Z"),
              row(stopped, "interrupted", "2025-03-01T12:30:00.000Z"),
              row(open, "running", null)),
          rows(file(), "SELECT id, status, finished_at FROM runs ORDER BY id"));
    }
  }

  @Test
  void finishRunRefusesAnUnknownStatusAndAnUnknownRun() {
    try (ResultStore store = ResultStore.open(file())) {
      long runId = store.startRun(run());
      assertThrows(
          IllegalArgumentException.class, () -> store.finishRun(runId, Instant.EPOCH, "done"));
      StoreException e =
          assertThrows(
              StoreException.class, () -> store.finishRun(runId + 1, Instant.EPOCH, "failed"));
      assertEquals(file().toAbsolutePath() + " has no run " + (runId + 1), e.getMessage());
    }
  }

  @Test
  void standingsCountWinsDrawsLossesAndPointsPerRunAndPlayer() throws Exception {
    try (ResultStore store = ResultStore.open(file())) {
      long first = store.startRun(run());
      long second = store.startRun(run());
      List<String> ab = List.of("alice", "bob");
      List<String> ba = List.of("bob", "alice");
      store.recordGame(first, game(1, ab, 0, List.of()));
      store.recordGame(first, game(2, ba, 1, List.of()));
      store.recordGame(first, game(3, ab, -1, List.of()));
      store.recordGame(first, game(4, ba, 0, List.of()));
      store.recordGame(second, game(1, List.of("carol", "dave", "erin"), -1, List.of()));
      store.recordGame(second, game(2, List.of("carol", "dave", "erin"), 2, List.of()));
    }
    assertEquals(
        List.of(
            row(1L, "alice", 4L, 2L, 1L, 1L, 2.5),
            row(1L, "bob", 4L, 1L, 1L, 2L, 1.5),
            // Three players: placement scores (a draw 1/2 each; the winner alone 1, the two
            // others level below it 1/4 each).
            row(2L, "erin", 2L, 1L, 1L, 0L, 1.5),
            row(2L, "carol", 2L, 0L, 1L, 1L, 0.75),
            row(2L, "dave", 2L, 0L, 1L, 1L, 0.75)),
        rows(file(), "SELECT run_id, player, games, wins, draws, losses, points FROM standings"));
  }

  @Test
  void gamesOfThreePlayersKeepEverySeat() throws Exception {
    try (ResultStore store = ResultStore.open(file())) {
      long runId = store.startRun(run());
      store.recordGame(runId, game(1, List.of("carol", "dave", "erin"), 2, List.of()));
    }
    assertEquals(
        List.of(row("carol", "dave", "won by seat 2", "erin")),
        rows(file(), "SELECT first_player, second_player, result, winner FROM games"));
    assertEquals(
        List.of(row(0L, "carol", 0.25), row(1L, "dave", 0.25), row(2L, "erin", 1.0)),
        rows(file(), "SELECT seat, player, score FROM game_players ORDER BY seat"));
  }

  @Test
  void lookupsByRunAndByGameUseAnIndex() throws Exception {
    ResultStore.open(file()).close();
    assertTrue(plan("SELECT * FROM games WHERE run_id = 1").contains("USING INDEX"));
    assertTrue(plan("SELECT * FROM moves WHERE game_id = 1").contains("USING INDEX"));
    assertTrue(plan("SELECT * FROM game_players WHERE game_id = 1").contains("USING INDEX"));
  }

  private String plan(String query) throws Exception {
    return rows(file(), "EXPLAIN QUERY PLAN " + query).toString();
  }

  @Test
  void gamesRecordedFromManyThreadsAreAllKept() throws Exception {
    int threads = 4;
    int gamesEach = 10;
    try (ResultStore store = ResultStore.open(file())) {
      long runId = store.startRun(run());
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          int first = t * gamesEach + 1;
          done.add(
              pool.submit(
                  () -> {
                    for (int n = first; n < first + gamesEach; n++) {
                      store.recordGame(runId, game(n, 3));
                    }
                  }));
        }
        for (Future<?> f : done) {
          f.get();
        }
      } finally {
        pool.shutdown();
      }
    }
    assertEquals(threads * gamesEach, count(file(), "games"));
    assertEquals(3L * threads * gamesEach, count(file(), "moves"));
  }

  @Test
  void aClosedStoreSaysSo() {
    ResultStore store = ResultStore.open(file());
    store.close();
    store.close();
    StoreException e = assertThrows(StoreException.class, () -> store.startRun(run()));
    assertTrue(e.getMessage().endsWith("is closed"), e.getMessage());
  }

  @org.junit.jupiter.api.Test
  void aWriteWaitsOutALockHeldLongerThanTheBusyTimeout() throws Exception {
    try (ResultStore store = ResultStore.open(file())) {
      long run = store.startRun(StoreFixtures.run());
      java.sql.Connection other = StoreFixtures.jdbc(file());
      java.sql.Statement s = other.createStatement();
      s.execute("BEGIN IMMEDIATE"); // another program holds the write lock for 11 s
      Thread release =
          new Thread(
              () -> {
                try {
                  Thread.sleep(11_000);
                  s.execute("COMMIT");
                  other.close();
                } catch (Exception e) {
                  throw new IllegalStateException(e);
                }
              });
      release.start();
      store.recordGame(run, game(1, 3));
      release.join();
      assertEquals(1, store.finished(run).size());
    }
  }
}
