package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ply export --format sgf} read back by GNU Go (Debian's {@code gnugo}, in {@code
 * /usr/games}): loading each exported file gives the board that playing the recorded moves gives,
 * with the komi of the game's variant, and {@code gnugo --infile FILE --score aftermath} scores it.
 */
class SgfExportIT {

  private static final Path GNUGO = Path.of("/usr/games/gnugo");

  @TempDir Path temp;

  private static int ply(String... args) {
    return Main.execute(
        new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true), args);
  }

  /** GNU Go in GTP mode: one command, its answer (without the "= "). */
  private static final class Gtp implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    Gtp() throws IOException {
      process = new ProcessBuilder(GNUGO.toString(), "--mode", "gtp").start();
      in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    String ask(String command) throws IOException {
      in.write(command + "\n");
      in.flush();
      StringBuilder answer = new StringBuilder();
      for (String line = out.readLine(); line != null && !line.isEmpty(); line = out.readLine()) {
        answer.append(answer.length() > 0 ? "\n" : "").append(line);
      }
      assertTrue(answer.charAt(0) == '=', command + " -> " + answer);
      return answer.substring(1).strip();
    }

    /** The stones of a colour, sorted. */
    List<String> stones(String colour) throws IOException {
      List<String> s = new ArrayList<>(Arrays.asList(ask("list_stones " + colour).split("\\s+")));
      s.removeIf(String::isEmpty);
      s.sort(null);
      return s;
    }

    @Override
    public void close() throws InterruptedException {
      process.destroyForcibly();
      process.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void gnuGoLoadsEveryExportedGameToTheBoardItsRecordedMovesMake() throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(GNUGO)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + GNUGO + " is missing");
      Assumptions.abort("install Debian's gnugo to run this");
    }
    Path config = temp.resolve("go.yaml");
    Files.writeString(
        config,
        """
        game: go
        variant: {size: 7, komi: 4.5}
        games: 2
        players:
          - {name: ab, strategy: alphabeta, evaluator: go-area, depth: 1}
          - {name: uct, strategy: mcts, options: {iterations: 200}}
        """);
    Path db = temp.resolve("go.db");
    assertEquals(0, ply("match", config.toString(), "--db", db.toString()));
    Path out = temp.resolve("sgf");
    assertEquals(0, ply("export", db.toString(), "--format", "sgf", "-o", out.toString()));

    List<List<String>> games = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "select g.number, m.move from games g join moves m"
                    + " on m.game_id = g.id order by g.number, m.ply")) {
      while (r.next()) {
        while (games.size() < r.getInt(1)) {
          games.add(new ArrayList<>());
        }
        games.get(r.getInt(1) - 1).add(r.getString(2));
      }
    }
    assertEquals(2, games.size());
    try (Gtp gnugo = new Gtp()) {
      for (int n = 1; n <= games.size(); n++) {
        Path file = out.resolve(String.format("game-%04d.sgf", n));
        assertTrue(Files.readString(file).contains("KM[4.5]"));
        gnugo.ask("loadsgf " + file.toAbsolutePath());
        List<String> black = gnugo.stones("black");
        List<String> white = gnugo.stones("white");
        assertEquals("4.5", gnugo.ask("get_komi"));
        assertEquals("7", gnugo.ask("query_boardsize"));
        gnugo.ask("clear_board");
        List<String> moves = games.get(n - 1);
        for (int i = 0; i < moves.size(); i++) {
          gnugo.ask("play " + (i % 2 == 0 ? "black " : "white ") + moves.get(i));
        }
        assertEquals(gnugo.stones("black"), black, "game " + n + " loaded from its SGF");
        assertEquals(gnugo.stones("white"), white, "game " + n + " loaded from its SGF");
        assertFalse(black.isEmpty() && white.isEmpty());
      }
    }
    Process score =
        new ProcessBuilder(
                GNUGO.toString(),
                "--infile",
                out.resolve("game-0001.sgf").toString(),
                "--score",
                "aftermath",
                "--chinese-rules")
            .redirectErrorStream(true)
            .start();
    String said = new String(score.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(score.waitFor(60, TimeUnit.SECONDS));
    assertTrue(said.contains("wins by") || said.contains("Jigo"), said);
    assertTrue(said.contains("Result from file: "), said);
  }
}
