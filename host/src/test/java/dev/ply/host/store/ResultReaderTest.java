package dev.ply.host.store;

import static dev.ply.host.store.StoreFixtures.game;
import static dev.ply.host.store.StoreFixtures.move;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Termination;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultReaderTest {

  @TempDir Path temp;

  /** A version 2 file with one run: games 1 and 2 (alice first, bob first), 3 has no moves. */
  private Path twoGames() {
    Path db = temp.resolve("results.db");
    try (ResultStore store = ResultStore.open(db)) {
      long run = store.startRun(StoreFixtures.run());
      store.recordGame(run, game(1, 3));
      List<MoveRecord> moves =
          List.of(
              new MoveRecord(
                  2, 1, "alice", "b1", 3_000_000L, 4, 400, -7, "b1 c1", Map.of("cutoffs", 12L)),
              new MoveRecord(3, 0, "bob", "c1", 1_000_000L, 2, 100, null, "", Map.of()));
      store.recordGame(
          run,
          new GameRecord(
              2,
              "tic-tac-toe",
              "",
              List.of("bob", "alice"),
              -1,
              Termination.PLY_CAP,
              "ply cap",
              99,
              Instant.parse("2025-03-01T10:17:00Z"),
              Instant.parse("2025-03-01T10:17:01Z"),
              "x.o\n...",
              moves,
              "a1"));
      store.recordGame(run, game(3, List.of("alice", "bob"), 1, List.of()));
    }
    return db;
  }

  /** Turns a version 2 file into what version 1 wrote: no entrants, schedule, sha256, opening. */
  private static void downgradeToVersion1(Path db) throws SQLException {
    try (Connection c = StoreFixtures.jdbc(db);
        Statement s = c.createStatement()) {
      s.execute("DROP TABLE entrants");
      s.execute("DROP TABLE schedule");
      s.execute("ALTER TABLE games DROP COLUMN opening");
      s.execute("ALTER TABLE run_plugins DROP COLUMN sha256");
      s.execute("UPDATE schema_version SET version = 1");
    }
  }

  @Test
  void readsRunsWithTheirPluginsAndGameCounts() {
    Path db = twoGames();
    try (ResultReader reader = ResultReader.open(db)) {
      List<ResultReader.Run> runs = reader.runs();
      assertEquals(1, runs.size());
      ResultReader.Run run = runs.get(0);
      assertEquals("match", run.kind());
      assertEquals(StoreFixtures.CONFIG, run.configText());
      assertEquals(RunInfo.sha256(StoreFixtures.CONFIG), run.configSha256());
      assertEquals(3, run.games());
      assertEquals("running", run.status());
      assertEquals("", run.finishedAt());
      assertEquals(
          List.of("classic-search", "tic-tac-toe"),
          run.plugins().stream().map(PluginInfo::id).toList());
      assertEquals("0.2.0", run.plugins().get(0).version());
      assertEquals("OpenJDK 17", run.jvm());
      assertEquals(run, reader.run(Optional.empty()));
      assertEquals(run, reader.run(Optional.of(run.id())));
    }
  }

  @Test
  void readsGamesWithPlayersOpeningsAndMovesInOrder() {
    Path db = twoGames();
    try (ResultReader reader = ResultReader.open(db)) {
      List<ResultReader.Game> games = reader.games(1);
      assertEquals(List.of(1, 2, 3), games.stream().map(ResultReader.Game::number).toList());
      ResultReader.Game second = games.get(1);
      assertEquals(List.of("bob", "alice"), second.players());
      assertEquals(List.of(0.5, 0.5), second.scores());
      assertEquals("1/2-1/2", second.result());
      assertEquals("", second.winner());
      assertEquals("ply-cap", second.termination());
      assertEquals("a1", second.opening());
      assertEquals(List.of("a1"), second.openingMoves());
      assertEquals(99, second.seed());
      assertEquals("x.o\n...", second.finalPosition());
      List<ResultReader.Move> moves = reader.moves(second.id());
      assertEquals(2, moves.size());
      ResultReader.Move first = moves.get(0);
      assertEquals(2, first.ply());
      assertEquals("b1", first.move());
      assertEquals(3.0, first.timeMs());
      assertEquals(-7, first.value());
      assertEquals("b1 c1", first.pv());
      assertEquals("{\"cutoffs\":12}", first.counters());
      assertEquals(null, moves.get(1).value());
      assertEquals("", moves.get(1).pv());
    }
  }

  @Test
  void gamesComeBackInTheOrderTheyWereRecordedWhichIsTheOrderTheSprtCountedThem() {
    Path db = twoGames(); // recorded 1, 2, 3; game 3 ended a minute before game 2
    try (ResultReader reader = ResultReader.open(db)) {
      assertEquals(
          List.of(1, 2, 3),
          reader.gamesInOrderRecorded(1).stream().map(ResultReader.Game::number).toList());
    }
    try (ResultStore store = ResultStore.open(db)) {
      assertEquals(
          List.of(1, 2, 3),
          store.finishedInOrderRecorded(1).stream()
              .map(dev.ply.host.store.FinishedGame::number)
              .toList());
    }
  }

  @Test
  void streamsEachGameWithItsOwnMovesIncludingGamesWithoutMoves() {
    Path db = twoGames();
    List<String> seen = new ArrayList<>();
    try (ResultReader reader = ResultReader.open(db)) {
      reader.forEachGameWithMoves(
          1,
          (g, moves) ->
              seen.add(
                  g.number()
                      + ":"
                      + String.join(" ", moves.stream().map(ResultReader.Move::move).toList())));
    }
    assertEquals(List.of("1:m1 m2 m3", "2:b1 c1", "3:"), seen);
  }

  @Test
  void aggregatesMovesPerPlayer() {
    Path db = twoGames();
    try (ResultReader reader = ResultReader.open(db)) {
      List<ResultReader.MoveStats> stats = reader.moveStats(1);
      assertEquals(
          List.of("alice", "bob"), stats.stream().map(ResultReader.MoveStats::player).toList());
      ResultReader.MoveStats alice = stats.get(0);
      // alice: m1 and m3 of game 1 (depth 1, 1 node, 1 ms each) and b1 (depth 4, 400, 3 ms).
      assertEquals(3, alice.moves());
      assertEquals(2.0, alice.meanDepth(), 1e-12);
      assertEquals(134.0, alice.nodesPerMove(), 1e-12);
      assertEquals(402 / 0.005, alice.nodesPerSecond(), 1e-6);
      assertEquals(5.0 / 3, alice.meanTimeMs(), 1e-12);
    }
  }

  @Test
  void entrantsComeFromTheEntrantsTableWhenThereAreRows() {
    Path db = twoGames();
    try (ResultStore store = ResultStore.open(db)) {
      store.recordEntrants(
          1,
          List.of(
              new EntrantRow(1, "bob", "minimax", "", "", "depth 2", "classic-search", ""),
              new EntrantRow(2, "alice", "random", "", "", "")));
    }
    try (ResultReader reader = ResultReader.open(db)) {
      assertEquals(
          List.of("bob", "alice"), reader.entrants(1).stream().map(EntrantRow::name).toList());
      assertEquals("minimax", reader.entrants(1).get(0).strategy());
      assertEquals("classic-search", reader.entrants(1).get(0).strategyPlugin());
      assertEquals("", reader.entrants(1).get(1).strategyPlugin(), "none recorded");
    }
  }

  @Test
  void readsAVersion1FileWithoutChangingIt() throws Exception {
    Path db = twoGames();
    downgradeToVersion1(db);
    byte[] before = Files.readAllBytes(db);
    try (ResultReader reader = ResultReader.open(db)) {
      assertEquals(
          List.of("alice", "bob"),
          reader.entrants(1).stream().map(EntrantRow::name).toList(),
          "players in order of first appearance");
      assertEquals("", reader.games(1).get(1).opening());
      assertEquals("", reader.runs().get(0).plugins().get(0).sha256());
      assertEquals(List.of(), reader.schedule(1));
      List<List<Object>> rows = new ArrayList<>();
      reader.exportGames(
          1,
          new ResultReader.RowSink() {
            @Override
            public void header(List<String> columns) {
              assertEquals(
                  List.of("opening", "adjudication_rule", "adjudication_evidence"),
                  columns.subList(columns.size() - 3, columns.size()));
            }

            @Override
            public void row(List<Object> values) {
              rows.add(values);
            }
          });
      assertEquals(3, rows.size());
      assertEquals("", rows.get(1).get(rows.get(1).size() - 3));
    }
    assertArrayEquals(before, Files.readAllBytes(db), "a reader never writes");
    assertEquals(1L, StoreFixtures.rows(db, "SELECT version FROM schema_version").get(0).get(0));
  }

  @Test
  void readsRoundsFromTheSchedule() {
    Path db = twoGames();
    try (ResultStore store = ResultStore.open(db)) {
      store.schedule(
          1,
          List.of(
              new ScheduledGame(1, 1, "alice", "bob", "", 1),
              new ScheduledGame(2, 2, "bob", "alice", "a1", 99)));
    }
    try (ResultReader reader = ResultReader.open(db)) {
      assertEquals(
          List.of(1, 2, 0), reader.games(1).stream().map(ResultReader.Game::round).toList());
      assertEquals(2, reader.schedule(1).size());
    }
  }

  @Test
  void readingAFinishedDatabaseLeavesNoWalOrShmFileBesideIt() {
    Path db = twoGames();
    try (ResultReader reader = ResultReader.open(db)) {
      assertEquals(3, reader.games(reader.runs().get(0).id()).size());
    }
    assertEquals(List.of("results.db"), filesIn(temp));
  }

  @Test
  void aStoreClosedWhileAnotherIsOpenLeavesTheFileToTheLastOneToClose() {
    Path db = temp.resolve("results.db");
    ResultStore first = ResultStore.open(db);
    try (ResultStore second = ResultStore.open(db)) {
      second.recordGame(second.startRun(StoreFixtures.run()), game(1, 3));
    }
    assertTrue(Files.exists(temp.resolve("results.db-wal")), "the first store still writes");
    first.close();
    assertEquals(List.of("results.db"), filesIn(temp));
  }

  private static List<String> filesIn(Path folder) {
    try (var files = Files.list(folder)) {
      return files.map(f -> f.getFileName().toString()).sorted().toList();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void refusesAMissingFileWithoutCreatingIt() {
    Path missing = temp.resolve("nothing-here.db");
    StoreException e = assertThrows(StoreException.class, () -> ResultReader.open(missing));
    assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    assertTrue(Files.notExists(missing));
  }

  @Test
  void refusesAFileThatIsNotADatabase() throws Exception {
    Path text = temp.resolve("notes.db");
    Files.writeString(text, "game: tic-tac-toe\nplayers: [a, b]\n".repeat(100));
    StoreException e = assertThrows(StoreException.class, () -> ResultReader.open(text));
    assertTrue(e.getMessage().contains("is not a Ply results database"), e.getMessage());
  }

  @Test
  void aConfigFileGivenAsTheDatabaseIsCalledOneAndTheCommandToRunItNamed() throws Exception {
    Path config = temp.resolve("match.yaml");
    Files.writeString(config, "game: tic-tac-toe\nplayers: [a, b]\n".repeat(100));
    StoreException e = assertThrows(StoreException.class, () -> ResultReader.open(config));
    assertTrue(
        e.getMessage()
            .startsWith(
                config.toAbsolutePath()
                    + " is a config file, not a"
                    + " results database: run it with ply tournament (or ply match) "),
        e.getMessage());
    assertFalse(e.getMessage().contains("SQLITE"), e.getMessage());
  }

  @Test
  void refusesAnSqliteFileOfAnotherProgram() throws Exception {
    Path other = temp.resolve("other.db");
    try (Connection c = StoreFixtures.jdbc(other);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE customers (id INTEGER)");
    }
    StoreException e = assertThrows(StoreException.class, () -> ResultReader.open(other));
    assertTrue(
        e.getMessage().contains("is not a Ply results database: it has tables"), e.getMessage());
  }

  @Test
  void refusesAFileOfANewerPly() throws Exception {
    Path db = twoGames();
    try (Connection c = StoreFixtures.jdbc(db);
        Statement s = c.createStatement()) {
      s.execute("UPDATE schema_version SET version = 99");
    }
    StoreException e = assertThrows(StoreException.class, () -> ResultReader.open(db));
    assertTrue(e.getMessage().contains("written by a newer Ply"), e.getMessage());
  }

  @Test
  void namesTheRunsThereAreWhenAskedForAnother() {
    Path db = twoGames();
    try (ResultReader reader = ResultReader.open(db)) {
      StoreException e = assertThrows(StoreException.class, () -> reader.run(Optional.of(7L)));
      assertTrue(e.getMessage().endsWith("has no run 7; its runs are [1]"), e.getMessage());
    }
  }

  @Test
  void exportsMovesWithRunAndGameNumber() {
    Path db = twoGames();
    List<String> header = new ArrayList<>();
    List<List<Object>> rows = new ArrayList<>();
    try (ResultReader reader = ResultReader.open(db)) {
      reader.exportMoves(
          1,
          new ResultReader.RowSink() {
            @Override
            public void header(List<String> columns) {
              header.addAll(columns);
            }

            @Override
            public void row(List<Object> values) {
              rows.add(values);
            }
          });
    }
    assertEquals(
        List.of(
            "run_id",
            "game_id",
            "game_number",
            "ply",
            "seat",
            "player",
            "move",
            "time_ms",
            "depth",
            "nodes",
            "value",
            "pv",
            "counters"),
        header);
    assertEquals(5, rows.size());
    assertEquals(
        List.of(1L, 2L, 2L, 2L, 1L, "alice", "b1", 3.0, 4L, 400L, -7L, "b1 c1", "{\"cutoffs\":12}"),
        rows.get(3));
    assertEquals(null, rows.get(4).get(10));
    assertEquals(move(1, 0, "alice", "m1").move(), rows.get(0).get(6));
  }
}
