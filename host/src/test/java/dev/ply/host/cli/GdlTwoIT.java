package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game of GDL-II through the real command line and plugin jars: the shipped tournament of the
 * searches for hidden information on gdl-guess-the-card plays every game to its end, and no guesser
 * beats a dealer that points at random, which it would if its view told it the card. GGP's protocol
 * of GDL tells every player every move, so neither side of it takes a GDL-II game.
 */
class GdlTwoIT {

  @TempDir Path temp;

  @Test
  void theSearchesForHiddenInformationPlayGuessTheCardToTheEndAndGuessNoBetterThanChance()
      throws Exception {
    Path db = temp.resolve("guess.db");
    Path config =
        Path.of("../configs", "gdl-guess-the-card-searches.yaml").toAbsolutePath().normalize();
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      try (ResultSet r =
          s.executeQuery(
              "SELECT count(*), sum(termination = 'normal'), sum(plies = 3) FROM games")) {
        r.next();
        assertEquals(600, r.getLong(1), "games");
        assertEquals(600, r.getLong(2), "games that ended by the rules");
        assertEquals(600, r.getLong(3), "games of a deal, a pointing and a guess");
      }
      try (ResultSet r =
          s.executeQuery(
              "SELECT g.player, count(*), avg(g.utility), avg(g.utility * g.utility)"
                  + " FROM game_players d JOIN game_players g"
                  + " ON g.game_id = d.game_id AND d.seat = 0 AND g.seat = 1"
                  + " WHERE d.player = 'random' AND g.player <> 'random' GROUP BY g.player")) {
        int searches = 0;
        while (r.next()) {
          searches++;
          long n = r.getLong(2);
          double mean = r.getDouble(3);
          double se = Math.sqrt((r.getDouble(4) - mean * mean) / (n - 1));
          assertEquals(100, n, r.getString(1));
          // One card in three: -100/3 in expectation. A guesser that read the card would get 100.
          assertTrue(
              Math.abs(mean + 100.0 / 3) <= 3.5 * se,
              r.getString(1) + " as guesser: " + mean + " ± " + se + ", not -33.3");
        }
        assertEquals(2, searches);
      }
    }
  }

  /**
   * CFR+ on the game's information sets: three for the dealer (the card it saw), two for the
   * guesser (where the dealer pointed; six had its view told it the card), in a tree of 1 + 3 + 6 +
   * 18 positions, and the value by hand: the guesser names the card one time in three, so the
   * dealer's utility is 100 · 2/3 − 100 · 1/3 = 100/3.
   */
  @Test
  void cfrSolvesGuessTheCardToTheValueOneHundredThirdsOnFiveInformationSets() {
    PlyRun run = ply("solve", "gdl-guess-the-card", "--strategy", "cfr-plus");
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.out().lines().map(String::strip).toList();
    assertTrue(lines.contains("value 33.3333 for player 1"), run.out());
    assertTrue(lines.contains("exploitability 0"), run.out());
    assertTrue(lines.contains("information-sets 5"), run.out());
    assertTrue(lines.contains("positions 28"), run.out());
  }

  @Test
  void aGgpPlayerAtAGdlTwoGameIsRefusedWhenTheFileIsRead() throws Exception {
    Path config = temp.resolve("ggp.yaml");
    Files.writeString(
        config,
        """
        game: gdl-guess-the-card
        players:
          - {name: far, protocol: ggp, url: 'http://127.0.0.1:9/', time: 5s}
          - {name: random, strategy: random}
        """);
    PlyRun run = ply("match", config.toString(), "--db", temp.resolve("ggp.db").toString());
    assertEquals(Main.USAGE_ERROR, run.code(), run.err());
    assertTrue(
        run.err().contains(":3:27: game gdl-guess-the-card has chance or hidden information"),
        run.err());
  }

  @Test
  void serveGgpRefusesToStartAGdlTwoMatchInOneLine() throws Exception {
    Path log = temp.resolve("serve.err");
    Process p =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
                Main.class.getName(),
                "serve-ggp",
                "--port",
                "0",
                "--strategy",
                "random")
            .directory(temp.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    try {
      Pattern listening = Pattern.compile("listening at (http://127\\.0\\.0\\.1:\\d+/)");
      String url = null;
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (url == null && System.nanoTime() < deadline) {
        Matcher m = listening.matcher(Files.exists(log) ? Files.readString(log) : "");
        if (m.find()) {
          url = m.group(1);
        } else {
          Thread.sleep(50);
        }
      }
      assertTrue(url != null, Files.readString(log));
      String rules = guessTheCardRules();
      HttpResponse<String> answer =
          HttpClient.newBuilder()
              .version(HttpClient.Version.HTTP_1_1)
              .build()
              .send(
                  HttpRequest.newBuilder(URI.create(url))
                      .timeout(Duration.ofSeconds(60))
                      .header("Content-Type", "text/acl")
                      .POST(
                          HttpRequest.BodyPublishers.ofString(
                              "(START m1 guesser (" + rules + ") 30 15)"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertEquals("busy", answer.body());
      List<String> lines = Files.readAllLines(log);
      assertTrue(
          lines.stream()
              .anyMatch(
                  l ->
                      l.contains(
                          "START m1: refused, its rules are GDL-II (chance or hidden"
                              + " information)")),
          lines.toString());
    } finally {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }

  /** The bundled game's rules, from the plugin's sources, without comments. */
  private static String guessTheCardRules() throws Exception {
    Path kif =
        Path.of("../plugins/gdl/src/main/resources/dev/ply/gdl/games/guess-the-card.kif")
            .toAbsolutePath()
            .normalize();
    StringBuilder b = new StringBuilder();
    for (String line : Files.readAllLines(kif)) {
      int semicolon = line.indexOf(';');
      b.append(semicolon >= 0 ? line.substring(0, semicolon) : line).append(' ');
    }
    return b.toString();
  }
}
