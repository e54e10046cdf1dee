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
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adjudication through the real CLI and real plugins: a result proven during a game is the result
 * {@code ply solve} gives for the position where the game stopped (Connect Four and Kalah); between
 * perfect players a proof never changes a result; Stockfish resigns by its own scores, each
 * resignation's evidence being the scores recorded with its moves.
 */
class AdjudicationIT {

  private static final Path STOCKFISH = Path.of("/usr/games/stockfish");

  @TempDir Path temp;

  /** One recorded game: its players by seat, winner (null for a draw), termination, moves. */
  record Game(
      int number,
      List<String> players,
      String winner,
      String termination,
      String rule,
      String moves) {}

  private static List<Game> games(Path db) throws Exception {
    List<Game> games = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                """
            select g.number, g.first_player, g.second_player, g.winner, g.termination, a.rule,
                   trim(g.opening || ' ' || coalesce((select group_concat(move, ' ') from
                     (select move from moves m where m.game_id = g.id order by m.ply)), ''))
              from games g left join adjudications a on a.game_id = g.id
             order by g.number""")) {
      while (r.next()) {
        games.add(
            new Game(
                r.getInt(1),
                List.of(r.getString(2), r.getString(3)),
                r.getString(4),
                r.getString(5),
                r.getString(6),
                r.getString(7)));
      }
    }
    return games;
  }

  private Path run(String command, String yaml) throws Exception {
    Path config = temp.resolve("run" + Math.abs(yaml.hashCode()) + ".yaml");
    Files.writeString(config, yaml);
    Path db = temp.resolve(config.getFileName() + ".db");
    PlyRun run = ply(command, config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    return db;
  }

  private static final Pattern VALUE = Pattern.compile("player (\\d) to move\\nvalue (-?\\d+)");

  /** The winner {@code ply solve} names for the position after {@code moves}, or null. */
  private static String solvedWinner(
      String game, List<String> variant, String moves, List<String> players) {
    List<String> args =
        new ArrayList<>(List.of("solve", game, moves, "--strategy", "mtdf", "--tt-mb", "16"));
    variant.forEach(v -> args.addAll(List.of("--variant", v)));
    PlyRun solved = ply(args.toArray(String[]::new));
    assertEquals(0, solved.code(), solved.err());
    Matcher m = VALUE.matcher(solved.out());
    assertTrue(m.find(), solved.out());
    int toMove = Integer.parseInt(m.group(1)) - 1;
    int value = Integer.parseInt(m.group(2));
    return value == 0 ? null : players.get(value > 0 ? toMove : 1 - toMove);
  }

  private void assertProofsAgreeWithSolve(
      String game, List<String> variant, String playersYaml, long nodes) throws Exception {
    Path db =
        run(
            "match",
            """
        game: %s
        variant: {%s}
        games: 4
        adjudication:
          proof: {nodes: %d, strategy: mtd-bi, tt-mb: 16}
        players:
        %s
        """
                .formatted(
                    game, String.join(", ", variant).replace("=", ": "), nodes, playersYaml));
    List<Game> games = games(db);
    long proven = games.stream().filter(g -> "proof".equals(g.rule())).count();
    assertTrue(proven >= 2, "depth-limited players reach provable positions: " + games);
    for (Game g : games) {
      if ("proof".equals(g.rule())) {
        assertEquals(
            solvedWinner(game, variant, g.moves(), g.players()),
            g.winner(),
            "game " + g.number() + " stopped after " + g.moves());
      }
    }
  }

  @Test
  void aProofOnConnectFourGivesTheResultPlySolveGivesWhereTheGameStopped() throws Exception {
    assertProofsAgreeWithSolve(
        "connect-four",
        List.of(),
        """
          - {name: ab3, strategy: alphabeta, evaluator: connect-four-windows, depth: 3}
          - {name: ab4, strategy: alphabeta, evaluator: connect-four-windows, depth: 4}
        """,
        300_000);
  }

  @Test
  void aProofOnKalahGivesTheResultPlySolveGivesWhereTheGameStopped() throws Exception {
    assertProofsAgreeWithSolve(
        "kalah",
        List.of("pits=4", "seeds=3"),
        """
          - {name: ab2, strategy: alphabeta, evaluator: kalah-stores, depth: 2}
          - {name: ab3, strategy: alphabeta, evaluator: kalah-stores, depth: 3}
        """,
        100_000);
  }

  @Test
  void betweenPerfectPlayersAProofNeverChangesAResult() throws Exception {
    String[][] cases = {
      {"tic-tac-toe", "{}"},
      {"connect-four", "{width: 5, height: 4}"},
      {"kalah", "{pits: 3, seeds: 3}"}
    };
    for (String[] c : cases) {
      String players =
          """
          players:
            - {name: first, strategy: mtdf, options: {tt-mb: 16, iterative-deepening: false}}
            - {name: second, strategy: mtdf, options: {tt-mb: 16, iterative-deepening: false}}
          """;
      String head = "game: " + c[0] + "\nvariant: " + c[1] + "\ngames: 2\n";
      List<Game> played = games(run("match", head + players));
      List<Game> proven =
          games(
              run(
                  "match",
                  head + "adjudication: {proof: {nodes: 5_000_000, strategy: mtdf}}\n" + players));
      assertEquals(played.size(), proven.size());
      for (int i = 0; i < played.size(); i++) {
        assertEquals(played.get(i).winner(), proven.get(i).winner(), c[0] + " game " + (i + 1));
        assertEquals("normal", played.get(i).termination());
        assertEquals("proof", proven.get(i).rule(), "a perfect game is provable at once");
      }
    }
  }

  @Test
  void stockfishResignsByItsOwnScoresAndEachResignationCarriesThem() throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(STOCKFISH)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + STOCKFISH + " is missing");
      Assumptions.abort("install Debian's stockfish (apt-get install stockfish) to run this");
    }
    Path db =
        run(
            "match",
            """
        game: chess
        games: 2
        adjudication:
          resign: {moves: 3, score: 500}
          draw: {after-move: 60, moves: 10, score: 5}
          max-moves: 150
        players:
          - name: stockfish
            command: [/usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            nodes: 20000
          - name: skill-0
            command: [/usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1, Skill Level: 0}
            nodes: 20000
        """);
    List<Game> games = games(db);
    assertTrue(
        games.stream().anyMatch(g -> "resign".equals(g.rule())),
        "full strength against skill 0 is lost long before mate: " + games);
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      // Every resignation: the loser's last three moves were recorded at -500 or worse.
      ResultSet r =
          s.executeQuery(
              """
          select g.number, (select count(*) from
            (select value from moves m where m.game_id = g.id
               and m.player <> g.winner order by m.ply desc limit 3) where value <= -500)
            from games g join adjudications a on a.game_id = g.id where a.rule = 'resign'""");
      while (r.next()) {
        assertEquals(3, r.getInt(2), "game " + r.getInt(1));
      }
    }
  }
}
