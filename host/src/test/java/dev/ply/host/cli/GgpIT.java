package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GDL games between Ply's referee and Ply's strategies served as GGP players ({@code ply
 * serve-ggp}, each in a process of its own), over real HTTP on loopback, with the packaged plugin
 * jars (the gdl plugin reads the rules START sends) and a real SQLite store.
 */
class GgpIT {

  @TempDir Path temp;

  private PlyProcesses processes;

  private final FakeGgpPlayers fakes = new FakeGgpPlayers();

  @BeforeEach
  void processes() {
    processes = new PlyProcesses(temp);
  }

  @AfterEach
  void stopEverything() throws Exception {
    processes.close();
    fakes.close();
  }

  private Path write(String name, String yaml) throws IOException {
    Path file = temp.resolve(name + ".yaml");
    Files.writeString(file, yaml);
    return file;
  }

  @Test
  void ticTacToeOverHttpIsTheDrawItIsAndTheSameGamesAsInTheHostMoveForMove() throws Exception {
    String x = processes.serveGgp("x", "--strategy", "alphabeta", "--depth", "9");
    String o = processes.serveGgp("o", "--strategy", "alphabeta", "--depth", "9");
    Path overHttp =
        write(
            "http",
            """
            game: gdl-tic-tac-toe
            games: 2
            grace: 5s
            players:
              - {name: x, protocol: ggp, url: '%s', time: 20s}
              - {name: o, protocol: ggp, url: '%s', time: 20s}
            """
                .formatted(x, o));
    Path inHost =
        write(
            "host",
            """
            game: gdl-tic-tac-toe
            games: 2
            players:
              - {name: x, strategy: alphabeta, depth: 9}
              - {name: o, strategy: alphabeta, depth: 9}
            """);
    Path httpDb = temp.resolve("http.db");
    Path hostDb = temp.resolve("host.db");
    PlyRun http = ply("match", overHttp.toString(), "--db", httpDb.toString());
    assertEquals(0, http.code(), http.err() + http.out());
    PlyRun host = ply("match", inHost.toString(), "--db", hostDb.toString());
    assertEquals(0, host.code(), host.err() + host.out());

    String games = "select number, result, termination from games order by number";
    assertEquals(
        List.of("1|1/2-1/2|normal", "2|1/2-1/2|normal"),
        rows(httpDb, games),
        "tic-tac-toe is a draw between players that search it to the end");
    assertEquals(rows(hostDb, games), rows(httpDb, games));
    String moves =
        "select g.number, m.ply, m.seat, m.move from moves m join games g on g.id = m.game_id"
            + " order by g.number, m.ply";
    assertEquals(rows(hostDb, moves), rows(httpDb, moves));
    assertTrue(rows(httpDb, moves).size() >= 2 * 9 - 2, "whole games were played");
    String said = Files.readString(temp.resolve("x.err"));
    assertTrue(said.contains("START ") && said.contains("STOP "), said);
  }

  @Test
  void oneServedStrategyPlaysEveryRoleOfAFourRoleGameAndASimultaneousOneToTheirEnd()
      throws Exception {
    String url = processes.serveGgp("random", "--strategy", "random", "--matches", "4");
    Path race =
        write(
            "race",
            """
            game: gdl-four-way-race
            games: 2
            players:
              - {name: north, protocol: ggp, url: '%1$s', time: 10s}
              - {name: east, protocol: ggp, url: '%1$s', time: 10s}
              - {name: south, protocol: ggp, url: '%1$s', time: 10s}
              - {name: west, protocol: ggp, url: '%1$s', time: 10s}
            """
                .formatted(url));
    Path rps =
        write(
            "rps",
            """
            game: gdl-rock-paper-scissors
            games: 2
            players:
              - {name: left, protocol: ggp, url: '%1$s', time: 10s}
              - {name: right, protocol: ggp, url: '%1$s', time: 10s}
            """
                .formatted(url));
    for (Path file : List.of(race, rps)) {
      Path db = temp.resolve(file.getFileName() + ".db");
      PlyRun run = ply("match", file.toString(), "--db", db.toString());
      assertEquals(0, run.code(), run.err() + run.out());
      // A served player that lost track of the game would answer nil: an illegal move.
      assertEquals(
          List.of("2|normal"),
          rows(db, "select count(*), termination from games group by termination"),
          file.toString());
    }
    String said = Files.readString(temp.resolve("random.err"));
    assertEquals(
        4 * 2 + 2 * 2,
        said.lines().filter(l -> l.contains(": the match is over, its utility")).count(),
        said);
  }

  @Test
  void aPlayerThatNeverAnswersAndOneThatAnswersGarbageLoseWithTheReasonAndTheRunGoesOn()
      throws Exception {
    String mute = fakes.mute();
    String babbler = fakes.start(message -> "((mark 1");
    Path config =
        write(
            "misbehaving",
            """
            name: misbehaving GGP players
            game: gdl-tic-tac-toe
            format: round-robin
            games-per-pairing: 2
            grace: 500ms
            concurrency: 1
            entrants:
              - {name: mute, protocol: ggp, url: '%s', time: 1s}
              - {name: babbler, protocol: ggp, url: '%s', time: 10s}
              - {name: random, strategy: random}
            """
                .formatted(mute, babbler));
    Path db = temp.resolve("misbehaving.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err() + run.out());
    assertEquals(6L, count(db), "every game of the round robin was played");
    assertEquals(
        List.of("3|time-forfeit"),
        rows(db, "select count(*), kind from violations where player = 'mute' group by kind"),
        "mute loses on time each game where it is asked a move: all but the one babbler opens");
    List<String> late = rows(db, "select detail from violations where player = 'mute'");
    assertTrue(
        late.stream().allMatch(d -> d.startsWith("mute did not move within 1500 ms")),
        late.toString());
    List<String> babbled =
        rows(
            db,
            "select v.detail from violations v where v.player = 'babbler' and v.kind ="
                + " 'illegal-move'");
    assertEquals(3, babbled.size(), "babbler's every first move");
    assertTrue(
        babbled.stream().allMatch(d -> d.startsWith("babbler returned an illegal move: ((mark 1")),
        babbled.toString());
    assertEquals(
        List.of("2"),
        rows(
            db,
            "select count(*) from games where winner = 'random' and (first_player = 'babbler' or"
                + " second_player = 'babbler')"),
        "random wins both games against babbler");
  }

  private static long count(Path db) throws SQLException {
    return Long.parseLong(rows(db, "select count(*) from games").get(0));
  }

  @Test
  void aUrlThatRefusesConnectionsFailsTheStartCheckInOneLineAndNothingIsPlayed() throws Exception {
    int closed;
    try (ServerSocket socket = new ServerSocket(0)) {
      closed = socket.getLocalPort();
    }
    Path config =
        write(
            "refused",
            """
            game: gdl-tic-tac-toe
            players:
              - {name: gone, protocol: ggp, url: 'http://127.0.0.1:%d/', time: 5s}
              - {name: random, strategy: random}
            """
                .formatted(closed));
    Path db = temp.resolve("refused.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(Main.USAGE_ERROR, run.code(), run.err() + run.out());
    assertTrue(
        run.err()
            .contains(
                "entrant gone cannot start: cannot reach the GGP player at http://127.0.0.1:"
                    + closed
                    + "/: connection refused"),
        run.err());
    assertEquals(0, Files.exists(db) ? count(db) : 0);
  }

  @Test
  void aGgpPlayerAtAGameWithoutGdlRulesIsRefusedWhenTheFileIsRead() throws Exception {
    Path config =
        write(
            "nogdl",
            """
            game: tic-tac-toe
            players:
              - {name: far, protocol: ggp, url: 'http://127.0.0.1:9/', time: 5s}
              - {name: random, strategy: random}
            """);
    PlyRun run = ply("match", config.toString(), "--db", temp.resolve("nogdl.db").toString());
    assertEquals(Main.USAGE_ERROR, run.code(), run.err());
    assertTrue(run.err().contains(":3:27: game tic-tac-toe has no GDL rules"), run.err());
  }

  @Test
  void serveGgpSaysInOneLineWhenItsStrategyIsUnknownOrItsPortIsTaken() throws Exception {
    PlyRun unknown = ply("serve-ggp", "--strategy", "alphabeat", "--port", "0");
    assertEquals(Main.USAGE_ERROR, unknown.code(), unknown.err());
    assertTrue(
        unknown.err().contains("ply serve-ggp: unknown strategy 'alphabeat'. did you mean"),
        unknown.err());
    try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      PlyRun busy = ply("serve-ggp", "--strategy", "random", "--port", "" + taken.getLocalPort());
      assertEquals(Main.RUNTIME_FAILURE, busy.code(), busy.err());
      assertTrue(
          busy.err().contains("ply serve-ggp: cannot listen at 127.0.0.1:" + taken.getLocalPort()),
          busy.err());
    }
  }

  private static List<String> rows(Path db, String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      int columns = r.getMetaData().getColumnCount();
      while (r.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= columns; i++) {
          row.append(i > 1 ? "|" : "").append(r.getString(i));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }
}
