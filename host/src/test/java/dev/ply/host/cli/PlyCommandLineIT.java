package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real CLI, end to end: the plugin jars this build produced (target/plugins, loaded by PF4J),
 * the real config files of configs/, and a real SQLite file read back with JDBC.
 */
class PlyCommandLineIT {

  private static final Path CONFIGS = Path.of("..", "configs");

  @TempDir Path temp;

  private static long count(Connection db, String sql) throws SQLException {
    try (Statement s = db.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  @Test
  void ticTacToeMinimaxAgainstAlphaBetaDrawsEveryGameAndRecordsEveryMove() throws Exception {
    Path db = temp.resolve("ttt.db");
    PlyRun run =
        ply(
            "match",
            CONFIGS.resolve("tic-tac-toe-minimax-vs-alphabeta.yaml").toString(),
            "--db",
            db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err(), "no warnings: every plugin loads");
    assertTrue(run.out().contains("game 4/4"), run.out());
    assertEquals(
        4,
        run.out()
            .lines()
            .filter(l -> l.startsWith("game ") && l.endsWith("  draw by the rules of Tic-tac-toe"))
            .count(),
        "each game's line says how it ended, in words: " + run.out());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(1, count(c, "select count(*) from runs where status = 'finished'"));
      assertEquals(4, count(c, "select count(*) from games"));
      assertEquals(
          4,
          count(
              c,
              "select count(*) from games where result = '1/2-1/2'"
                  + " and termination = 'normal' and plies = 9"));
      assertEquals(36, count(c, "select count(*) from moves"));
      assertEquals(
          0,
          count(c, "select count(*) from moves where nodes <= 0 or time_ms <= 0"),
          "every move has nodes and time");
      assertEquals(
          549_946,
          count(
              c,
              "select nodes from moves m join games g on g.id = m.game_id"
                  + " where g.number = 1 and m.ply = 1"),
          "minimax's first move visits the whole game tree");
      assertEquals(
          2, count(c, "select count(distinct first_player) from games"), "colours alternate");
      assertEquals(
          22, count(c, "select count(*) from run_plugins"), "the twenty-two plugins are listed");
    }
  }

  @Test
  void aFinishedMatchFileIsShownAgainAsATournamentIsAndPlayedAgainOnlyWithFresh() throws Exception {
    Path db = temp.resolve("again.db");
    String file = CONFIGS.resolve("tic-tac-toe-minimax-vs-alphabeta.yaml").toString();
    assertEquals(0, ply("match", file, "--db", db.toString()).code());
    PlyRun again = ply("match", file, "--db", db.toString());
    assertEquals(0, again.code(), again.err());
    assertTrue(
        again
            .out()
            .startsWith(
                file
                    + ": run 1 of this file in "
                    + db
                    + " has already"
                    + " finished; its standings follow. Use --fresh to play it again."),
        again.out());
    assertFalse(again.out().contains("game 1/4"), "nothing is played: " + again.out());
    PlyRun fresh = ply("match", file, "--db", db.toString(), "--fresh");
    assertEquals(0, fresh.code(), fresh.err());
    assertTrue(fresh.out().contains("game 4/4"), fresh.out());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(2, count(c, "select count(*) from runs"));
      assertEquals(8, count(c, "select count(*) from games"));
    }
  }

  @Test
  void connectFourAlphaBetaBeatsRandomPlay() throws Exception {
    Path db = temp.resolve("c4.db");
    PlyRun run =
        ply(
            "match",
            CONFIGS.resolve("connect-four-alphabeta-vs-random.yaml").toString(),
            "--db",
            db.toString());
    assertEquals(0, run.code(), run.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(10, count(c, "select count(*) from games"));
      assertTrue(
          count(c, "select count(*) from games where winner = 'alphabeta-d6'") >= 9,
          "a six-ply search wins nearly every game against random moves");
      assertEquals(0, count(c, "select count(*) from games where termination <> 'normal'"));
    }
  }

  @Test
  void aKnockoutPlaysStageByStageWithTieBreaksAndNamesItsWinner() throws Exception {
    Path db = temp.resolve("knockout.db");
    PlyRun run =
        ply(
            "tournament",
            CONFIGS.resolve("connect-four-knockout.yaml").toString(),
            "--db",
            db.toString());
    assertEquals(0, run.code(), run.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      // Six seeds in an eight-draw: two first-stage matches (the best two seeds have byes), two
      // semi-finals, a final: five mini-matches of two games, and tie-breaks of two games each.
      assertEquals(
          4,
          count(
              c,
              "select count(distinct first_player || second_player) from schedule"
                  + " where round = 1"));
      long games = count(c, "select count(*) from games");
      assertTrue(games >= 10 && games % 2 == 0, "five mini-matches and tie-break pairs: " + games);
      assertEquals(0, count(c, "select count(*) from schedule where game_id is null"));
      String winner =
          run.out()
              .lines()
              .filter(l -> l.startsWith("Knockout winner: "))
              .findFirst()
              .orElseThrow(() -> new AssertionError(run.out()))
              .substring(17);
      // The winner won its last mini-match: the final is the last round scheduled.
      assertEquals(
          1,
          count(
              c,
              "select count(*) from (select distinct first_player, second_player"
                  + " from schedule where round = (select max(round) from schedule)"
                  + " and first_player < second_player and (first_player = '"
                  + winner
                  + "' or second_player = '"
                  + winner
                  + "'))"));
    }
  }

  @Test
  void aMatchWithAnSprtSaysItsDecisionAndScoresTheGamesItPlayedNotTheFilesCount() throws Exception {
    Path config = temp.resolve("match-sprt.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 400
        sprt: {elo0: 0, elo1: 200}
        players:
          - {name: ab, strategy: alphabeta}
          - {name: rnd, strategy: random}
        """);
    PlyRun run = ply("match", config.toString(), "--db", temp.resolve("ms.db").toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("\nSPRT: H1 accepted: ab is at least 200"), run.out());
    String ab = run.out().lines().filter(l -> l.startsWith("ab ")).findFirst().orElseThrow();
    String[] w = ab.trim().split("\\s+"); // name W D L points score% forfeits
    int played = Integer.parseInt(w[1]) + Integer.parseInt(w[2]) + Integer.parseInt(w[3]);
    assertTrue(played < 400, "the test stopped the match early: " + ab);
    double points = Double.parseDouble(w[4]);
    assertEquals(String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * points / played), w[5], ab);
  }

  @Test
  void showPlaysAMatchOneGameAtATimeAndSaysSo() throws Exception {
    Path config = temp.resolve("match-show.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 2
        concurrency: 2
        players:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    PlyRun run =
        ply("match", config.toString(), "--show", "--db", temp.resolve("show.db").toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(
        run.err()
            .contains(
                "ply match: --show plays one game at a time, so that its boards do not"
                    + " interleave"),
        run.err());
    // One game's boards, then its line, then the next game's: never two games' moves mixed.
    List<String> lines = run.out().lines().toList();
    int firstEnd =
        lines.indexOf(
            lines.stream().filter(l -> l.startsWith("game 1/2")).findFirst().orElseThrow());
    assertTrue(
        lines.subList(firstEnd, lines.size()).stream()
            .anyMatch(l -> l.matches("1\\. [ab] plays .*")),
        "the second game starts after the first ended: " + run.out());
  }

  @Test
  void anSprtRunStopsAtItsDecisionAndStandingsShowTheSameDecision() throws Exception {
    Path config = temp.resolve("sprt.yaml");
    Files.writeString(
        config,
        """
        name: sprt
        game: connect-four
        format: round-robin
        games-per-pairing: 400
        openings: {random-plies: 4}
        concurrency: 2
        sprt: {elo0: 0, elo1: 50, model: normalized}
        entrants:
          - {name: ab5, strategy: alphabeta, evaluator: connect-four-windows, depth: 5}
          - {name: ab2, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}
        """);
    Path db = temp.resolve("sprt.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    String live =
        run.out()
            .lines()
            .filter(l -> l.startsWith("SPRT: "))
            .findFirst()
            .orElseThrow(() -> new AssertionError(run.out()))
            .substring(6);
    assertTrue(
        live.startsWith(
            "H1 accepted: ab5 is at least 50 normalized Elo stronger than ab2" + " (LLR "),
        live);
    PlyRun standings = ply("standings", db.toString());
    assertEquals(0, standings.code(), standings.err());
    assertTrue(
        standings
            .out()
            .contains(
                "SPRT of ab5 against ab2 (normalized model, H0 0, H1 50,"
                    + " alpha 0.05, beta 0.05): "
                    + live),
        standings.out());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertTrue(count(c, "select count(*) from games") < 400, "stopped early");
    }
  }

  @Test
  void pluginsTakesAJarAsWellAsADirectoryAndRefusesAFileThatIsNeither() throws IOException {
    Path jar;
    try (var jars = Files.list(Path.of("target", "test-plugins"))) {
      jar =
          jars.filter(p -> p.getFileName().toString().startsWith("ply-plugin-chaos"))
              .findFirst()
              .orElseThrow();
    }
    Path copy = Files.copy(jar, temp.resolve("chaos.jar"));
    PlyRun run = ply("list", "--plugins", copy.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("chaos"), run.out());
    assertFalse(run.err().contains("warning"), run.err());
    Path notes = Files.writeString(temp.resolve("notes.txt"), "not a jar");
    PlyRun refused = ply("list", "--plugins", notes.toString());
    assertTrue(
        refused
            .err()
            .contains(notes + ": not a plugin jar (a .jar file) or a directory of" + " them"),
        refused.err());
  }

  @Test
  void chessGamesEndByItsRulesWithTheReasonRecordedAndABadFenIsAConfigError() throws Exception {
    Path db = temp.resolve("chess.db");
    PlyRun run =
        ply(
            "match",
            CONFIGS.resolve("chess-alphabeta-vs-random.yaml").toString(),
            "--db",
            db.toString());
    assertEquals(0, run.code(), run.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(
          4,
          count(
              c,
              "select count(*) from games where reason like '% by checkmate'"
                  + " or reason like 'draw by %'"));
    }
    assertEquals(
        4,
        run.out()
            .lines()
            .filter(
                l -> l.startsWith("game ") && l.matches(".* (\\S+ won by checkmate|draw by .*)"))
            .count(),
        "each game's line gives the reason, not 'normal': " + run.out());
    Path bad = temp.resolve("bad-fen.yaml");
    Files.writeString(
        bad,
        """
        game: chess
        variant:
          fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"
        players:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    PlyRun refused = ply("match", bad.toString(), "--db", temp.resolve("never.db").toString());
    assertEquals(2, refused.code());
    assertTrue(
        refused.err().contains("FEN field 2 (side to move) must be w or b, got 'x'"),
        refused.err());
    assertTrue(refused.err().startsWith(bad + ":2:"), refused.err());
    assertFalse(Files.exists(temp.resolve("never.db")));
  }

  @Test
  void perftCountsChessPathsFromTheStartAndFromAnyFen() {
    PlyRun start = ply("perft", "chess", "4");
    assertEquals(0, start.code(), start.err());
    assertTrue(start.out().contains("perft chess depth 4: 197281"), start.out());
    PlyRun kiwipete =
        ply(
            "perft",
            "chess",
            "3",
            "--variant",
            "fen=r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assertTrue(kiwipete.out().contains("perft chess depth 3: 97862"), kiwipete.out());
  }

  @Test
  void aChildJvmThatRefusesItsOptionsIsAConfigErrorNamingTheEntrant() throws IOException {
    Path config = temp.resolve("jvm.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        players:
          - {name: picky, strategy: random, isolation: process, jvm-options: [-Xbogus]}
          - {name: rnd, strategy: random}
        """);
    Path db = temp.resolve("results").resolve("jvm.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(2, run.code(), run.err());
    assertFalse(Files.exists(temp.resolve("results")), "not even an empty folder for them");
    assertTrue(run.err().startsWith(config + ": entrant picky cannot start: "), run.err());
    assertTrue(run.err().contains("exited at once with exit code 1: "), run.err());
    assertTrue(run.err().contains("-Xbogus"), "what the JVM said is in the error: " + run.err());
    assertFalse(Files.exists(db), "nothing was written");
    assertFalse(
        Files.exists(temp.resolve("results").resolve("jvm.logs")),
        "not even the logs of the check");

    Files.writeString(
        config,
        """
        game: tic-tac-toe
        players:
          - {name: absent, command: [/no/such/program]}
          - {name: rnd, strategy: random}
        """);
    PlyRun missing = ply("match", config.toString(), "--db", db.toString());
    assertEquals(2, missing.code(), missing.err());
    assertFalse(Files.exists(temp.resolve("results")), "a missing program leaves no logs");
  }

  @Test
  void aPlayersControlCharactersNeverReachTheTerminal() throws IOException {
    Path player = temp.resolve("rude.py");
    Files.writeString(
        player,
        """
        import sys
        for line in sys.stdin:
            w = line.split()
            if not w: continue
            if w[0] == "ply": print("ready rude", flush=True)
            elif w[0] == "newgame": print("ok", flush=True)
            elif w[0] == "go": print("error \\x1b[2J\\x07boom", flush=True)
            elif w[0] == "quit": break
        """);
    Path config = temp.resolve("rude.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 1
        players:
          - {name: rude, command: [python3, %s]}
          - {name: rnd, strategy: random}
        """
            .formatted(player));
    PlyRun run = ply("match", config.toString(), "--db", temp.resolve("rude.db").toString());
    assertEquals(0, run.code(), run.err());
    assertFalse(run.out().contains("\u001b") || run.out().contains("\u0007"), run.out());
    assertTrue(run.out().contains("\\x1b[2J\\x07boom"), run.out());
    assertTrue(run.out().contains("(rude failed: the player reported an error: "), run.out());
  }

  @Test
  void aDatabaseInFoldersThatDoNotExistIsRefusedAndReadersTakePluginsToo() {
    Path missing = temp.resolve("no").resolve("such").resolve("x.db");
    PlyRun run =
        ply(
            "match",
            CONFIGS.resolve("tic-tac-toe-minimax-vs-alphabeta.yaml").toString(),
            "--db",
            missing.toString());
    assertEquals(1, run.code());
    assertTrue(run.err().contains(temp.resolve("no") + " does not exist"), run.err());
    assertFalse(Files.exists(temp.resolve("no")), "no folders were made");
    PlyRun standings = ply("standings", "--plugins", temp.toString(), missing.toString());
    assertTrue(standings.err().contains("does not exist"), standings.err());
  }

  /** A line-protocol player whose answer to {@code go} is {@code answer} (Python code). */
  private PlyRun playerAnswering(String name, String answer) throws IOException {
    Path player = temp.resolve(name + ".py");
    Files.writeString(
        player,
        """
        import sys
        for line in sys.stdin:
            w = line.split()
            if not w: continue
            if w[0] == "ply": print("ready %s", flush=True)
            elif w[0] == "newgame": print("ok", flush=True)
            elif w[0] == "legal": legal = w[1:]
            elif w[0] == "go":
                %s
            elif w[0] == "quit": break
        """
            .formatted(name, answer));
    Path config = temp.resolve(name + ".yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 1
        players:
          - {name: %s, command: [python3, %s]}
          - {name: rnd, strategy: random}
        """
            .formatted(name, player));
    return ply("match", config.toString(), "--db", temp.resolve(name + ".db").toString());
  }

  @Test
  void aPlayerThatNeverAnswersItsHandshakeLosesAfterTenSecondsNotTheMoveCap() throws IOException {
    Path player = temp.resolve("mute.py");
    Files.writeString(player, "import sys, time\nfor line in sys.stdin:\n    time.sleep(0.01)\n");
    Path config = temp.resolve("mute.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 1
        players:
          - {name: mute, command: [python3, %s], time: 1s}
          - {name: rnd, strategy: random}
        """
            .formatted(player));
    PlyRun run = ply("match", config.toString(), "--db", temp.resolve("mute.db").toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(
        run.out().contains("(mute failed: the player did not answer 'ready' within 10 s"),
        run.out());
  }

  @Test
  void aPlayerThatWritesAnEndlessLineLosesAndThePlyLivesOn() throws IOException {
    PlyRun run = playerAnswering("flood", "sys.stdout.write('x' * 3_000_000); sys.stdout.flush()");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("a line longer than 1048576 characters"), run.out());
  }

  @Test
  void aSecondMoveLineForOneGoIsAViolationNotTheNextMove() throws IOException {
    PlyRun run =
        playerAnswering(
            "chatty",
            // both lines in one write, as a program that answers twice in one go writes them
            "import os; os.write(1, ('move %s\\nmove %s\\n' % (legal[0], legal[-1])).encode())");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("this answers no question"), run.out());
  }

  @Test
  void chessBooksInEpdAndPgnStartTheGamesAndABrokenLineIsNamed() throws Exception {
    Files.writeString(
        temp.resolve("book.epd"),
        """
        rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - bm Nf3;
        r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -
        """);
    Files.writeString(temp.resolve("book.pgn"), "[Event \"x\"]\n\n1. d4 d5 2. c4 (2. Nf3) e6 *\n");
    for (String book : List.of("book.epd", "book.pgn")) {
      Path config = temp.resolve(book + ".yaml");
      Files.writeString(
          config,
          """
          name: books
          game: chess
          format: round-robin
          games-per-pairing: 4
          openings: {file: %s}
          entrants:
            - {name: a, strategy: alphabeta, evaluator: chess-material, depth: 1}
            - {name: b, strategy: random}
          """
              .formatted(book));
      Path db = temp.resolve(book + ".db");
      PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
      assertEquals(0, run.code(), run.err());
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
        if (book.endsWith("epd")) {
          assertEquals(
              2,
              count(
                  c,
                  "select count(*) from games where variant like"
                      + " '%fen=rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1%'"));
          assertEquals(
              2,
              count(
                  c,
                  "select count(*) from games where variant like"
                      + " '%fen=r1bqkbnr/pppp1ppp/2n5/%'"));
        } else {
          assertEquals(
              4,
              count(c, "select count(*) from games where opening =" + " 'd2d4 d7d5 c2c4 e7e6'"),
              "SAN read, the game's own texts recorded");
        }
      }
    }
    Files.writeString(
        temp.resolve("bad.epd"),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"
            + " KQkq -\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -\n");
    Path bad = temp.resolve("bad.yaml");
    Files.writeString(
        bad, Files.readString(temp.resolve("book.epd.yaml")).replace("book.epd", "bad.epd"));
    PlyRun refused = ply("tournament", bad.toString(), "--db", temp.resolve("bad.db").toString());
    assertEquals(2, refused.code());
    assertTrue(
        refused
            .err()
            .contains(
                "openings file 'bad.epd', line 2: FEN field 2 (side to"
                    + " move) must be w or b, got 'x'"),
        refused.err());
  }

  @Test
  void aPythonPlayerAndAChildJvmPlayThroughTheLineProtocol() throws Exception {
    Path db = temp.resolve("py.db");
    Path config = temp.resolve("py.yaml");
    Path script = Path.of("..", "configs", "players", "random_player.py").toAbsolutePath();
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 4
        players:
          - name: python-random
            command: [python3, %s]
            time: 2s
          - name: alphabeta
            strategy: alphabeta
            isolation: process
            jvm-options: [-Xmx96m]
            time: 2s
        """
            .formatted(script));
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(4, count(c, "select count(*) from games where termination = 'normal'"));
      assertEquals(
          0,
          count(c, "select count(*) from games where winner = 'python-random'"),
          "a full-depth search never loses tic-tac-toe to random moves");
      assertEquals(0, count(c, "select count(*) from violations"));
      assertTrue(
          count(c, "select count(*) from moves where player = 'alphabeta' and nodes > 0") > 0,
          "the child's search report crosses the protocol");
    }
    assertTrue(Files.exists(temp.resolve("py.logs").resolve("alphabeta.log")), "child log");
  }

  @Test
  void aHumanPlaysTicTacToeInTheTerminalAndIsAskedAgainAfterABadMove() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    // zz is unreadable, a1 is taken the second time; then whatever is legal, in order.
    String typed =
        String.join("\n", "zz", "a1", "a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "");
    int code =
        Main.execute(
            new java.io.BufferedReader(new java.io.StringReader(typed)),
            new PrintWriter(out, true),
            new PrintWriter(err, true),
            "play",
            "tic-tac-toe",
            "--against",
            "minimax");
    assertEquals(0, code, err.toString());
    String text = out.toString();
    assertTrue(text.contains("'zz' is not a move: a move is a square from a1"), text);
    assertTrue(text.contains("a1 is not legal here. Legal moves: "), text);
    assertTrue(text.contains("The computer plays "), text);
    assertTrue(text.contains("(depth "), "the computer's depth, value and time are shown");
    assertTrue(
        text.contains("The computer wins.") || text.contains("A draw."),
        "perfect play never loses: " + text);
  }

  @Test
  void playSaysWhoPlaysWhatListsTheMovesOnHelpAndUndoesAMoveWithItsReply() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String typed = String.join("\n", "undo", "help", "b2", "undo", "quit", "");
    int code =
        Main.execute(
            new java.io.BufferedReader(new java.io.StringReader(typed)),
            new PrintWriter(out, true),
            new PrintWriter(err, true),
            "play",
            "tic-tac-toe",
            "--against",
            "minimax");
    assertEquals(0, code, err.toString());
    String text = out.toString();
    assertTrue(
        text.startsWith(
            "Tic-tac-toe against minimax. You are player 1 and move first;"
                + " the computer is player 2.\nType a move as the game writes it (such as a1); 'help'"
                + " lists the legal moves, 'undo' takes back your last move and the computer's reply,"
                + " 'quit' ends the game."),
        text);
    assertTrue(text.contains("Nothing to undo: you have not moved yet."), text);
    assertTrue(text.contains("Legal moves: a1 b1 c1 a2 b2 c2 a3 b3 c3\nCommands: help"), text);
    String reply = text.substring(text.indexOf("The computer plays ") + 19).split(" ")[0];
    assertTrue(text.contains("Took back your move b2 and the reply " + reply + "."), text);
    // After the undo the board is empty again: the last board drawn has no stone.
    String lastBoard = text.substring(text.lastIndexOf("3 "), text.lastIndexOf("X to move"));
    assertFalse(lastBoard.contains("X") || lastBoard.contains("O"), lastBoard);
  }

  @Test
  void benchAlgorithmsPrintsKnuthAndMooresMinimalTreeForPerfectOrdering() {
    PlyRun run =
        ply(
            "bench",
            "algorithms",
            "--branching",
            "3",
            "--depth",
            "3",
            "--ordering",
            "perfect,worst",
            "--strategies",
            "alphabeta-f1,negascout",
            "--trees",
            "1");
    assertEquals(0, run.code(), run.err());
    // 3^2 + 3^1 - 1 = 11 leaves when the best move comes first; all 27 when it comes last.
    assertTrue(
        run.out().contains("perfect    3     3  alphabeta-f1                       11"), run.out());
    assertTrue(
        run.out().contains("worst      3     3  alphabeta-f1                       27"), run.out());
  }

  @Test
  void solveFindsTheExactValueOfAPositionWithTheGenericSearch() {
    PlyRun kalah =
        ply("solve", "kalah", "--variant", "pits=3", "--variant", "seeds=3", "--tt-mb", "8");
    assertEquals(0, kalah.code(), kalah.err());
    assertTrue(kalah.out().contains("value 2 ("), "Kalah(3,3) = +2: " + kalah.out());
    PlyRun ttt = ply("solve", "tic-tac-toe", "a1 b2 c1 a2", "--tt-mb", "1");
    assertEquals(0, ttt.code(), ttt.err());
    assertTrue(ttt.out().contains("value 1 (win in 1)"), ttt.out());
    assertTrue(ttt.out().contains("best move b1"), ttt.out());
  }

  @Test
  void listShowsEveryGameStrategyAndEvaluatorWithItsPlugin() {
    PlyRun run = ply("list");
    assertEquals(0, run.code(), run.err());
    for (String id :
        new String[] {
          "tic-tac-toe",
          "connect-four",
          "minimax",
          "alphabeta",
          "random",
          "connect-four-windows",
          "classic-search 1.0.0-SNAPSHOT"
        }) {
      assertTrue(run.out().contains(id), id + " in\n" + run.out());
    }
    String kuhn = run.out().substring(run.out().indexOf("  kuhn-poker "));
    assertTrue(
        kuhn.split("\n")[1].equals("      kind: chance nodes (dice, deals), hidden information"),
        kuhn);
    String random = run.out().substring(run.out().indexOf("  random "));
    assertTrue(
        random.split("\n")[1].equals(
            "      plays games with: chance nodes (dice, deals), hidden information,"
                + " simultaneous moves"),
        random);
  }

  @Test
  void perftCountsConnectFourPaths() {
    PlyRun run = ply("perft", "connect-four", "6");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("perft connect-four depth 6: 117649"), run.out());
    PlyRun small =
        ply("perft", "connect-four", "4", "--variant", "width=4", "--variant", "height=4");
    assertTrue(small.out().contains("depth 4: 256"), small.out());
  }

  private PlyRun badConfig(String name, String yaml) throws IOException {
    Path file = temp.resolve(name);
    Files.writeString(file, yaml);
    return ply("match", file.toString(), "--db", temp.resolve(name + ".db").toString());
  }

  private static final String PLAYERS =
      """
      players:
        - name: a
          strategy: minimax
        - name: b
          strategy: alphabeta
      """;

  @Test
  void anUnknownKeyFailsWithItsPlaceAndASuggestionAndWritesNoDatabase() throws IOException {
    PlyRun run = badConfig("typo.yaml", "game: tic-tac-toe\ngamse: 2\n" + PLAYERS);
    assertEquals(2, run.code());
    assertTrue(run.err().contains("typo.yaml:2:1"), run.err());
    assertTrue(run.err().contains("did you mean 'games'?"), run.err());
    assertFalse(Files.exists(temp.resolve("typo.yaml.db")), "no database written");
  }

  @Test
  void aValueOfTheWrongTypeFailsWithItsPlaceAndWritesNoDatabase() throws IOException {
    PlyRun run = badConfig("type.yaml", "game: tic-tac-toe\ngames: many\n" + PLAYERS);
    assertEquals(2, run.code());
    assertTrue(run.err().contains("type.yaml:2:8"), run.err());
    assertTrue(run.err().contains("whole number"), run.err());
    assertFalse(Files.exists(temp.resolve("type.yaml.db")));
  }

  @Test
  void anUnknownStrategyFailsWithItsPlaceAndTheNearestId() throws IOException {
    PlyRun run =
        badConfig(
            "strategy.yaml",
            """
        game: tic-tac-toe
        players:
          - name: a
            strategy: alphabet
          - name: b
            strategy: random
        """);
    assertEquals(2, run.code());
    assertTrue(run.err().contains("strategy.yaml:4:15"), run.err());
    assertTrue(run.err().contains("did you mean 'alphabeta'?"), run.err());
    assertFalse(Files.exists(temp.resolve("strategy.yaml.db")));
  }

  @Test
  void aBrokenPluginJarGetsOneLineAndTheOthersStillLoad() throws IOException {
    Path extra = Files.createDirectories(temp.resolve("extra"));
    Files.writeString(extra.resolve("corrupt.jar"), "this is not a zip file");
    Path builtIn = Path.of(System.getProperty(PluginOptions.PLUGINS_PROPERTY));
    Files.copy(
        builtIn.resolve("ply-plugin-random-1.0.0-SNAPSHOT.jar"), extra.resolve("random-again.jar"));
    writeJar(extra.resolve("empty.jar"), "empty-plugin");
    writeJar(extra.resolve("future.jar"), "future-plugin", ">=2.0.0");
    writeJar(extra.resolve("plain.jar"), null, null);

    PlyRun run = ply("list", "--plugins", extra.toString());
    assertEquals(0, run.code(), run.err());
    String[] warnings = run.err().strip().split("\n");
    assertEquals(5, warnings.length, run.err());
    assertTrue(run.err().contains("corrupt.jar: not a readable jar"), run.err());
    assertTrue(
        run.err()
            .contains(
                "plugin id 'random' is in two jars: "
                    + extra.resolve("random-again.jar")
                    + " is loaded, not "),
        run.err());
    assertTrue(
        run.err()
            .contains(
                "empty.jar: plugin 'empty-plugin' has no extension index"
                    + " (META-INF/extensions.idx)"),
        run.err());
    assertTrue(
        run.err()
            .contains(
                "future.jar: plugin 'future-plugin' was built for another Ply"
                    + " api: it requires api >=2.0.0, but this Ply provides 1.0.0"),
        run.err());
    assertTrue(
        run.err()
            .contains(
                "plain.jar: not a Ply plugin: its manifest has no Plugin-Id,"
                    + " no Plugin-Version, no Plugin-Requires"),
        run.err());
    assertTrue(run.out().contains("connect-four-windows"), "the good plugins still load");
  }

  private static void writeJar(Path file, String pluginId) throws IOException {
    writeJar(file, pluginId, ">=1.0.0 & <2.0.0");
  }

  /** A jar with a manifest and no classes; a null plugin id leaves the PF4J entries out. */
  private static void writeJar(Path file, String pluginId, String requires) throws IOException {
    Manifest manifest = new Manifest();
    Attributes main = manifest.getMainAttributes();
    main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (pluginId != null) {
      main.putValue("Plugin-Id", pluginId);
      main.putValue("Plugin-Version", "1.0.0");
      main.putValue("Plugin-Requires", requires);
    }
    try (OutputStream out = Files.newOutputStream(file);
        JarOutputStream jar = new JarOutputStream(out, manifest)) {
      jar.flush();
    }
  }

  @Test
  void versionAndHelpWorkEverywhere() {
    PlyRun version = ply("--version");
    assertEquals(0, version.code());
    assertTrue(version.out().startsWith("ply 1.0.0-SNAPSHOT (plugin api 1.0.0)"), version.out());
    for (String command : new String[] {"list", "match", "perft"}) {
      PlyRun help = ply(command, "--help");
      assertEquals(0, help.code(), command);
      assertTrue(help.out().contains("Usage: ply " + command), help.out());
    }
    assertEquals(2, ply("no-such-command").code(), "usage errors exit 2");
  }
}
