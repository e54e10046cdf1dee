package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chess engines through UCI and xboard, the real CLI and the real chess plugin: Debian's Stockfish
 * and Fairy-Max play (CI installs them; elsewhere the test says how), on node and depth limits and
 * on a game clock, and scripted engines that go wrong in every way the referee knows lose their
 * games with the reason recorded while the run goes on.
 */
class EnginesIT {

  static final Path STOCKFISH = Path.of("/usr/games/stockfish");
  static final Path FAIRYMAX = Path.of("/usr/games/fairymax");
  static final Path ENGINES = Path.of("src", "test", "resources", "engines").toAbsolutePath();

  @TempDir Path temp;

  static long count(Path db, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  /**
   * Skips the test when {@code engine} is not installed, unless {@code PLY_REQUIRE_ENGINES=1} (as
   * CI sets it): then the test fails.
   */
  static void require(Path engine, String debianPackage) {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(engine)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + engine + " is missing");
      Assumptions.abort(
          "install Debian's "
              + debianPackage
              + " (apt-get install "
              + debianPackage
              + ") to run this");
    }
  }

  @Test
  void stockfishPlaysAGauntletWithItsDepthNodesAndScoresRecorded() throws Exception {
    require(STOCKFISH, "stockfish");
    require(FAIRYMAX, "fairymax");
    Path db = temp.resolve("engines.db");
    PlyRun run =
        ply(
            "tournament", Path.of("..", "configs", "chess-engines-gauntlet.yaml").toString(),
            "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(12, count(db, "select count(*) from games"), "three pairings of four games");
    assertEquals(
        0,
        count(
            db,
            "select count(*) from games where termination <> 'normal'"
                + " and termination <> 'ply-cap'"),
        "no engine broke a rule");
    assertEquals(
        12,
        count(
            db,
            "select count(*) from games where reason like '%checkmate'"
                + " or reason like 'draw by %'"));
    long moves = count(db, "select count(*) from moves where player = 'stockfish'");
    assertTrue(
        count(
                db,
                "select count(*) from moves where player = 'stockfish'"
                    + " and nodes between 20000 and 21000")
            > moves * 8 / 10,
        "the node limit reached the engine (it stops sooner only on a forced line)");
    assertTrue(
        count(
                db,
                "select count(*) from moves where player = 'stockfish'"
                    + " and depth > 0 and json_extract(counters, '$.seldepth') > 0"
                    + " and (json_extract(counters, '$.score-cp') is not null"
                    + " or json_extract(counters, '$.score-mate') is not null)")
            > 50);
  }

  @Test
  void enginesThatNeverShakeHandsOrAnswerIllegallyLoseWithTheReasonAndTheRunGoesOn()
      throws Exception {
    Path engines = Path.of("src", "test", "resources", "engines").toAbsolutePath();
    Path config = temp.resolve("bad-engines.yaml");
    Files.writeString(
        config,
        """
        name: bad engines
        game: chess
        format: round-robin
        games-per-pairing: 2
        move-cap: 5s
        entrants:
          - {name: silent, command: [python3, %s/silent_engine.py], protocol: uci}
          - {name: garbage, command: [python3, %s/garbage_engine.py], protocol: uci}
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 1}
        """
            .formatted(engines, engines));
    Path db = temp.resolve("bad.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(6, count(db, "select count(*) from games"), "every game is played out");
    assertEquals(
        4,
        count(
            db,
            "select count(*) from games where termination = 'time-forfeit'"
                + " and reason like 'silent did not return from newGame within the move cap%'"));
    assertTrue(
        count(
                db,
                "select count(*) from games where termination = 'illegal-move'"
                    + " and reason like '%e2e5%'")
            > 0);
    assertEquals(4, count(db, "select count(*) from games where winner = 'alphabeta'"));
  }

  /**
   * A line-protocol player that notes its pid when it is greeted (so the start check, which only
   * starts and ends the program, is not counted) and plays the first legal move.
   */
  private Path startCountingPlayer() throws Exception {
    Path player = temp.resolve("counting.py");
    Files.writeString(
        player,
        """
        import os, sys
        legal = []
        for line in sys.stdin:
            w = line.split()
            if not w: continue
            if w[0] == "ply": print("ready counting", flush=True)
            elif w[0] == "newgame":
                open(sys.argv[1], "a").write(str(os.getpid()) + "\\n")
                print("ok", flush=True)
            elif w[0] == "legal": legal = w[1:]
            elif w[0] == "go": print("move " + legal[0], flush=True)
            elif w[0] == "quit": break
        """);
    return player;
  }

  @Test
  void anExternalProgramStaysUpAcrossTheGamesOfARunUnlessItRestartsPerGame() throws Exception {
    Path player = startCountingPlayer();
    for (String restart : new String[] {"per-run", "per-game"}) {
      Path pids = temp.resolve("pids-" + restart);
      Path config = temp.resolve(restart + ".yaml");
      Files.writeString(
          config,
          """
          game: tic-tac-toe
          games: 4
          players:
            - {name: counting, command: [python3, %s, %s], restart: %s}
            - {name: rnd, strategy: random}
          """
              .formatted(player, pids, restart));
      PlyRun run =
          ply("match", config.toString(), "--db", temp.resolve(restart + ".db").toString());
      assertEquals(0, run.code(), run.err());
      // the processes that played (the check before the run starts one that plays nothing)
      long started = Files.readAllLines(pids).stream().distinct().count();
      assertEquals(restart.equals("per-run") ? 1 : 4, started, restart);
    }
  }

  @Test
  void anXboardEnginePlaysStockfishWithItsMovesDepthScoresAndNodesRecorded() throws Exception {
    require(STOCKFISH, "stockfish");
    require(FAIRYMAX, "fairymax");
    Path config = temp.resolve("xboard.yaml");
    Files.writeString(
        config,
        """
        name: fairy-max against stockfish
        game: chess
        format: round-robin
        games-per-pairing: 2
        openings: {random-plies: 4}
        concurrency: 2
        ply-cap: 120
        entrants:
          - {name: fairymax, command: [/usr/games/fairymax], protocol: xboard, depth: 4}
          - name: stockfish
            command: [/usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1, Skill Level: 0}
            nodes: 2000
        """);
    Path db = temp.resolve("xboard.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        2,
        count(db, "select count(*) from games where termination in ('normal'," + " 'ply-cap')"),
        "both games played out by the rules");
    assertEquals(0, count(db, "select count(*) from violations"));
    long moves = count(db, "select count(*) from moves where player = 'fairymax'");
    assertTrue(moves >= 20, "fairy-max moved " + moves + " times");
    String posted =
        " from moves where player = 'fairymax' and depth between 1 and 4"
            + " and nodes > 0 and pv <> '' and (json_extract(counters, '$.score-cp') is not null"
            + " or json_extract(counters, '$.score-mate') is not null)";
    assertEquals(
        moves,
        count(db, "select count(*)" + posted),
        "each move with the depth, score (a mate as 100000 + N), nodes and line fairy-max posted"
            + " (sd 4 reached it); not: "
            + rows(
                db,
                "select ply, move, depth, nodes, pv, counters"
                    + " from moves where player = 'fairymax' except select ply, move, depth, nodes, pv,"
                    + " counters"
                    + posted));
  }

  @Test
  void stockfishOnAClockLosesNoGameOnTimeAndIsToldBothClocksBeforeEachMove() throws Exception {
    require(STOCKFISH, "stockfish");
    require(FAIRYMAX, "fairymax");
    Path heard = temp.resolve("stockfish-input.txt");
    Path config = temp.resolve("clock.yaml");
    Files.writeString(
        config,
        """
        name: stockfish on a clock
        game: chess
        format: round-robin
        games-per-pairing: 2
        openings: {random-plies: 4}
        concurrency: 2
        ply-cap: 80
        grace: 5s # what is checked is what the engines are told, not a busy machine's latency
        entrants:
          - name: stockfish
            command: [python3, %s/recording_engine.py, %s, /usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            clock: {base: 10s, increment: 100ms}
          - name: fairymax
            command: [/usr/games/fairymax]
            protocol: xboard
            clock: {base: 10s, increment: 100ms}
        """
            .formatted(ENGINES, heard));
    Path db = temp.resolve("clock.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(2, count(db, "select count(*) from games"));
    assertEquals(
        0,
        count(
            db,
            "select count(*) from games where termination <> 'normal'"
                + " and termination <> 'ply-cap'"),
        "nobody lost on time or broke a rule");
    List<String> gos =
        Files.readAllLines(heard).stream().filter(l -> l.startsWith("> go")).toList();
    assertEquals(
        count(db, "select count(*) from moves where player = 'stockfish'"),
        gos.size(),
        "one go per move");
    java.util.regex.Pattern clocks =
        java.util.regex.Pattern.compile("> go wtime (\\d+) btime (\\d+) winc 100 binc 100");
    long below = 0;
    for (String go : gos) {
      java.util.regex.Matcher m = clocks.matcher(go);
      assertTrue(m.matches(), go);
      long white = Long.parseLong(m.group(1));
      long black = Long.parseLong(m.group(2));
      assertTrue(white <= 10_100 && black <= 10_100, go);
      below += white < 10_000 && black < 10_000 ? 1 : 0;
    }
    assertTrue(below > gos.size() / 2, "both clocks ran down as the games went: " + gos);
  }

  @Test
  void enginesThatGoWrongInEveryWayLoseWithTheReasonRecordedAndTheRunGoesOn() throws Exception {
    Path config = temp.resolve("broken.yaml");
    String uci = "command: [python3, %s/broken_uci_engine.py, %s], protocol: uci";
    String xboard =
        "command: [python3, %s/xboard_words_engine.py, /dev/null, %s]," + " protocol: xboard";
    StringBuilder entrants = new StringBuilder();
    for (String mode : List.of("nouciok", "late", "long", "crash", "numeric")) {
      entrants
          .append("  - {name: ")
          .append(mode)
          .append(", ")
          .append(uci.formatted(ENGINES, mode))
          .append(mode.equals("late") ? ", time: 300ms" : "")
          .append("}\n");
    }
    for (String mode : List.of("resign", "done0")) {
      entrants
          .append("  - {name: ")
          .append(mode)
          .append(", ")
          .append(xboard.formatted(ENGINES, mode))
          .append("}\n");
    }
    Files.writeString(
        config,
        """
        name: broken engines
        game: chess
        format: gauntlet
        seeds: [alphabeta]
        games-per-pairing: 2
        concurrency: 4
        move-cap: 15s
        entrants:
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 1}
        """
            + entrants);
    Path db = temp.resolve("broken.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        14,
        count(db, "select count(*) from games where winner = 'alphabeta'"),
        "every broken engine lost both its games, and every game was played");
    String[][] expected = {
      {"nouciok", "exception", "nouciok failed: the engine did not answer 'uciok' within 10 s"},
      {"late", "time-forfeit", "late did not move within 1300 ms"},
      {"long", "exception", "long failed: protocol error: a line longer than 1048576"},
      {"crash", "exception", "crash failed: the engine's process ended with exit code 3"},
      {"numeric", "illegal-move", "numeric returned an illegal move: 5254 (legal: "},
      {"resign", "resignation", "resign resigned"},
      {
        "done0",
        "exception",
        "done0 failed: the engine did not answer 'feature done=1' after"
            + " 'feature done=0' within 10 s"
      }
    };
    for (String[] e : expected) {
      assertEquals(
          2,
          count(
              db,
              "select count(*) from games where (first_player = '"
                  + e[0]
                  + "' or second_player = '"
                  + e[0]
                  + "') and termination = '"
                  + e[1]
                  + "' and reason like '"
                  + e[2].replace("'", "''")
                  + "%'"),
          String.join(" | ", e) + "\n" + reasons(db));
    }
    assertEquals(
        0,
        count(db, "select count(*) from violations where player = 'resign'"),
        "a resignation is no violation");
  }

  private static String reasons(Path db) throws Exception {
    return rows(db, "select termination, reason from games");
  }

  /** The rows of a query, a line each, for a failure's message. */
  private static String rows(Path db, String sql) throws Exception {
    StringBuilder sb = new StringBuilder();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      int columns = r.getMetaData().getColumnCount();
      while (r.next()) {
        for (int i = 1; i <= columns; i++) {
          sb.append(i == 1 ? "" : " | ").append(r.getString(i));
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }
}
