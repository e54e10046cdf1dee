package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine I/O log of a run ({@code --engine-log}) with Debian's Stockfish through the real CLI:
 * every line is timed to the microsecond and names its game and engine, and the log replays to the
 * games the store recorded (a game's last {@code position … moves} and the {@code bestmove} that
 * answered it are its moves).
 */
class EngineLogIT {

  private static final Pattern LINE =
      Pattern.compile(
          "(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6})Z game (\\d+) (stockfish-[ab]) ([<>])"
              + " (.*)");

  @TempDir Path temp;

  @Test
  void theEngineLogOfAStockfishRunReplaysToTheGamesTheStoreRecorded() throws Exception {
    EnginesIT.require(EnginesIT.STOCKFISH, "stockfish");
    Path book = Path.of("..", "benchmarks", "chess", "random8.epd").toAbsolutePath();
    Path config = temp.resolve("logged.yaml");
    String engine =
        "command: [/usr/games/stockfish], protocol: uci, options: {Hash: 16, Threads: 1},"
            + " nodes: 300";
    Files.writeString(
        config,
        """
        name: logged
        game: chess
        format: round-robin
        games-per-pairing: 4
        openings: {file: %s, order: sequential}
        concurrency: 2
        entrants:
          - {name: stockfish-a, %s}
          - {name: stockfish-b, %s}
        """
            .formatted(book, engine, engine));
    Path db = temp.resolve("logged.db");
    Path log = temp.resolve("io/engines.log");
    PlyRun run =
        ply("tournament", config.toString(), "--db", db.toString(), "--engine-log", log.toString());
    assertEquals(0, run.code(), run.err());

    List<String> lines = Files.readAllLines(log);
    String previous = "";
    Map<Integer, List<String>> lastPosition = new HashMap<>();
    Map<Integer, String> lastBest = new HashMap<>();
    for (String line : lines) {
      Matcher m = LINE.matcher(line);
      assertTrue(m.matches(), "every line is timed, numbered and named: " + line);
      assertTrue(m.group(1).compareTo(previous) >= 0, "in the order of their times: " + line);
      previous = m.group(1);
      int game = Integer.parseInt(m.group(2));
      String text = m.group(5);
      if (m.group(4).equals(">") && text.startsWith("position ")) {
        int at = text.indexOf(" moves ");
        lastPosition.put(
            game, at < 0 ? List.of() : Arrays.asList(text.substring(at + 7).trim().split(" ")));
        lastBest.remove(game);
      } else if (m.group(4).equals("<") && text.startsWith("bestmove ")) {
        lastBest.put(game, text.split(" ")[1]);
      }
    }
    for (int game = 1; game <= 4; game++) {
      List<String> replayed = new ArrayList<>(lastPosition.get(game));
      replayed.add(lastBest.get(game));
      assertEquals(moves(db, game), replayed, "game " + game + " as the log has it");
    }
  }

  private static List<String> moves(Path db, int number) throws Exception {
    List<String> moves = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        PreparedStatement s =
            c.prepareStatement(
                "select m.move from moves m join games g on g.id = m.game_id"
                    + " where g.number = ? order by m.ply")) {
      s.setInt(1, number);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          moves.add(r.getString(1));
        }
      }
    }
    return moves;
  }
}
