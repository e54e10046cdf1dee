package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chess engines through UCI, the real CLI and the real chess plugin: Debian's Stockfish plays
 * (CI installs it; elsewhere the test says how), and scripted engines that never finish the
 * handshake or answer an illegal move lose their games with the reason recorded while the run
 * goes on.
 */
class EnginesIT {

  private static final Path STOCKFISH = Path.of("/usr/games/stockfish");

  @TempDir
  Path temp;

  record Run(int code, String out, String err) {}

  private static Run ply(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Run(code, out.toString(), err.toString());
  }

  private static long count(Path db, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  @Test
  void stockfishPlaysAGauntletWithItsDepthNodesAndScoresRecorded() throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(STOCKFISH)) {
      Assumptions.assumeFalse(required, "PLY_REQUIRE_ENGINES is set but " + STOCKFISH
          + " is missing");
      Assumptions.abort("install Debian's stockfish (apt-get install stockfish) to run this");
    }
    Path db = temp.resolve("engines.db");
    Run run = ply("tournament", Path.of("..", "configs", "chess-engines-gauntlet.yaml")
        .toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(8, count(db, "select count(*) from games"), "two pairings of four games");
    assertEquals(0, count(db, "select count(*) from games where termination <> 'normal'"
        + " and termination <> 'ply-cap'"), "no engine broke a rule");
    assertEquals(8, count(db, "select count(*) from games where reason like '%checkmate'"
        + " or reason like 'draw by %'"));
    long moves = count(db, "select count(*) from moves where player = 'stockfish'");
    assertTrue(count(db, "select count(*) from moves where player = 'stockfish'"
        + " and nodes between 20000 and 21000") > moves * 8 / 10,
        "the node limit reached the engine (it stops sooner only on a forced line)");
    assertTrue(count(db, "select count(*) from moves where player = 'stockfish'"
        + " and depth > 0 and json_extract(counters, '$.seldepth') > 0"
        + " and (json_extract(counters, '$.score-cp') is not null"
        + " or json_extract(counters, '$.score-mate') is not null)") > 50);
  }

  @Test
  void enginesThatNeverShakeHandsOrAnswerIllegallyLoseWithTheReasonAndTheRunGoesOn()
      throws Exception {
    Path engines = Path.of("src", "test", "resources", "engines").toAbsolutePath();
    Path config = temp.resolve("bad-engines.yaml");
    Files.writeString(config, """
        name: bad engines
        game: chess
        format: round-robin
        games-per-pairing: 2
        move-cap: 5s
        entrants:
          - {name: silent, command: [python3, %s/silent_engine.py], protocol: uci}
          - {name: garbage, command: [python3, %s/garbage_engine.py], protocol: uci}
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 1}
        """.formatted(engines, engines));
    Path db = temp.resolve("bad.db");
    Run run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(6, count(db, "select count(*) from games"), "every game is played out");
    assertEquals(4, count(db, "select count(*) from games where termination = 'time-forfeit'"
        + " and reason like 'silent did not return from newGame within the move cap%'"));
    assertTrue(count(db, "select count(*) from games where termination = 'illegal-move'"
        + " and reason like '%e2e5%'") > 0);
    assertEquals(4, count(db, "select count(*) from games where winner = 'alphabeta'"));
  }

  /** A line-protocol player that notes its pid at start and plays the first legal move. */
  private Path startCountingPlayer() throws Exception {
    Path player = temp.resolve("counting.py");
    Files.writeString(player, """
        import os, sys
        open(sys.argv[1], "a").write(str(os.getpid()) + "\\n")
        legal = []
        for line in sys.stdin:
            w = line.split()
            if not w: continue
            if w[0] == "ply": print("ready counting", flush=True)
            elif w[0] == "newgame": print("ok", flush=True)
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
      Files.writeString(config, """
          game: tic-tac-toe
          games: 4
          players:
            - {name: counting, command: [python3, %s, %s], restart: %s}
            - {name: rnd, strategy: random}
          """.formatted(player, pids, restart));
      Run run = ply("match", config.toString(), "--db", temp.resolve(restart + ".db").toString());
      assertEquals(0, run.code(), run.err());
      long started = Files.readAllLines(pids).size();
      // the start check before the run starts it once more
      assertEquals(restart.equals("per-run") ? 2 : 5, started, restart);
    }
  }
}
