package dev.ply.host.report;

import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.host.referee.Termination;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {

  static final String HOSTILE = "<script>alert(1)</script>\"'&";

  @TempDir Path temp;

  /** A report with its summary. */
  record Report(String html, HtmlReport.Summary summary) {}

  private static Report report(Path db, Optional<Game> game, int maxRendered) throws IOException {
    try (ResultReader reader = ResultReader.open(db)) {
      RunResults results = RunResults.load(reader, Optional.empty());
      StringWriter out = new StringWriter();
      HtmlReport.Summary summary = HtmlReport.write(reader, results, game, out, maxRendered);
      return new Report(out.toString(), summary);
    }
  }

  private static Report report(Path db) throws IOException {
    return report(db, Optional.of(new TinyGame()), HtmlReport.MAX_RENDERED_GAMES);
  }

  /** The games of the replay data embedded in the page. */
  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> replayData(String html) {
    Matcher m =
        Pattern.compile(
                "<script type=\"application/json\" id=\"ply-games\">(.*?)</script>", Pattern.DOTALL)
            .matcher(html);
    assertTrue(m.find(), "the page embeds the games");
    Map<String, Object> data = (Map<String, Object>) TinyJson.parse(m.group(1));
    return (List<Map<String, Object>>) data.get("games");
  }

  /** A tournament of three entrants, one of them with a hostile name, on a 3×3 tiny grid. */
  private Path tournament() {
    Path db = temp.resolve("t.db");
    String config = "name: t\ngame: tiny\n# " + HOSTILE + "\nentrants: [alpha, beta]\n";
    ReportFixtures.write(
        db,
        run("tournament", "t", config),
        List.of("alpha", "beta", HOSTILE),
        List.of(
            game(1, "alpha", "beta", 0, "a1", "b1", "c1"),
            game(2, "beta", "alpha", 1, "a1", "b1"),
            game(
                3,
                "alpha",
                HOSTILE,
                -1,
                Termination.PLY_CAP,
                "ply cap " + HOSTILE,
                "b2",
                "a1",
                "c3"),
            game(
                4, HOSTILE, "alpha", 1, Termination.ILLEGAL_MOVE, HOSTILE + " played z9", "", "a1"),
            game(5, "beta", HOSTILE, 0, "c3"),
            game(6, HOSTILE, "beta", 0, "c3")));
    return db;
  }

  @Test
  void reportIsOneFileWithoutAnyUrlExternalScriptOrStylesheet() throws IOException {
    String html = report(tournament()).html();
    assertTrue(html.startsWith("<!DOCTYPE html>"));
    assertTrue(html.endsWith("</html>\n"));
    for (String forbidden :
        List.of(
            "http://",
            "https://",
            "<script src",
            "<link",
            "src=",
            "href=\"http",
            "url(",
            "@import",
            "//cdn",
            "xlink:href")) {
      assertFalse(html.contains(forbidden), "the page contains " + forbidden);
    }
    assertEquals(2, count(html, "<script"), "the replay data and the replay script");
    assertTrue(html.contains("<style>"));
    assertTrue(html.contains("<svg class=\"chart\""), "the Elo plot is inline SVG");
    assertEquals(3, count(html, "<svg class=\"chart bars\""), "depth, nodes and time charts");
    assertTrue(html.contains("setAttribute('data-replay-ready', 'yes')"));
  }

  @Test
  void hostileNamesReasonsAndConfigTextAppearOnlyEscaped() throws IOException {
    String html = report(tournament()).html();
    assertFalse(html.contains(HOSTILE));
    assertFalse(html.contains("<script>alert"));
    assertFalse(html.contains("\"'&"));
    assertFalse(html.toLowerCase().contains("</script>\"'"));
    String escaped = "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;";
    assertTrue(html.contains("<td>" + escaped + "</td>"), "the name in the standings");
    assertTrue(html.contains("# " + escaped + "\nentrants"), "the config text in its <pre>");
    assertTrue(html.contains("<title>" + escaped + ": "), "the name in the SVG");
    String inScript = "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\\"'\\u0026";
    assertTrue(html.contains(inScript + " played z9"), "the reason in the replay data");
    assertEquals(2, count(html, "</script>"), "no data closes a script element");
    List<Map<String, Object>> games = replayData(html);
    assertEquals(HOSTILE + " played z9", games.get(3).get("reason"));
    assertEquals(List.of(HOSTILE, "alpha"), games.get(3).get("players"));
  }

  @Test
  void aPasswordKeptInTheConfigTextOfAnOlderRunIsNotPublished() throws IOException {
    Path db = temp.resolve("old.db");
    String config =
        "name: t\ngame: tiny\ndatabase: postgresql://ply:0ld-S3cret@db/ply\n"
            + "entrants: [alpha, beta]\n";
    ReportFixtures.write(
        db,
        run("tournament", "t", config),
        List.of("alpha", "beta"),
        List.of(game(1, "alpha", "beta", 0, "a1", "b1", "c1")));
    String html = report(db).html();
    assertFalse(html.contains("0ld-S3cret"), "the report publishes the password");
    assertTrue(html.contains("database: postgresql://ply:***@db/ply"), "the rest is shown");
  }

  @Test
  void everyGameHasItsMovesAndABoardAfterEachOfThem() throws IOException {
    Report report = report(tournament());
    List<Map<String, Object>> games = replayData(report.html());
    assertEquals(6, games.size());
    assertEquals(6, report.summary().renderedGames());
    assertEquals(Optional.empty(), report.summary().replayNote());
    for (Map<String, Object> g : games) {
      List<?> moves = (List<?>) g.get("moves");
      List<?> frames = (List<?>) g.get("frames");
      assertEquals(moves.size() + 1, frames.size(), "game " + g.get("n"));
      assertNull(g.get("note"));
    }
    Map<String, Object> first = games.get(0);
    assertEquals(
        List.of("...\n...\n...", "X..\n...\n...", "XO.\n...\n...", "XOX\n...\n..."),
        first.get("frames"));
    assertEquals(
        List.of(0L, "a1", 2L, 10L, 1L, 4.0, "a1 b2", "+1"),
        ((List<?>) first.get("moves")).get(0),
        "seat, move, depth, nodes, value, ms, pv, the value in the game's units");
    assertNull(first.get("san"), "a game whose notation is its move text sends none");
    Map<String, Object> opened = games.get(2);
    assertEquals(List.of("b2"), opened.get("opening"));
    assertEquals(
        List.of("...\n.X.\n...", "O..\n.X.\n...", "O..\n.X.\n..X"),
        opened.get("frames"),
        "the board after the opening comes first; the opening's mover was X");
    assertEquals("1003", opened.get("seed"), "as text: a seed has 64 bits, a JS number 53");
    assertEquals("final of game 3", opened.get("final"));
  }

  @Test
  void eachGameSaysHowItEndedInPlainWordsAndCountsItsPliesAsTheReplayDoes() throws IOException {
    List<Map<String, Object>> games = replayData(report(tournament()).html());
    assertEquals(
        List.of("", "", "a draw at the move limit", "forfeit: an illegal move", "", ""),
        games.stream().map(g -> g.get("ending")).toList(),
        "no 'by normal'");
    assertEquals(
        List.of("3 plies", "2 plies", "3 plies (1 from the opening)", "1 ply", "1 ply", "1 ply"),
        games.stream().map(g -> g.get("length")).toList(),
        "the opening's moves count, as the replay's 'after move 1 of 3' does");
    String html = report(tournament()).html();
    assertFalse(html.contains("' by ' + game.termination"), "the script shows no code");
    assertFalse(html.contains("g.plies + ' plies'"), "the script shows the Java label");
  }

  @Test
  void withoutTheGamePluginTheReplayShowsMovesAndTheFinalPositionWithANote() throws IOException {
    Report report = report(tournament(), Optional.empty(), HtmlReport.MAX_RENDERED_GAMES);
    assertEquals(0, report.summary().renderedGames());
    assertTrue(report.summary().replayNote().orElseThrow().contains("'tiny' is not loaded"));
    assertTrue(report.html().contains("The game plugin &#39;tiny&#39; is not loaded"));
    for (Map<String, Object> g : replayData(report.html())) {
      assertNull(g.get("frames"));
      assertFalse(((List<?>) g.get("moves")).isEmpty());
      assertTrue(((String) g.get("final")).startsWith("final of game"));
    }
  }

  @Test
  void onlyTheFirstGamesUpToTheLimitGetBoardsAndThePageSaysSo() throws IOException {
    Report report = report(tournament(), Optional.of(new TinyGame()), 4);
    List<Map<String, Object>> games = replayData(report.html());
    assertEquals(4, report.summary().renderedGames());
    assertEquals(
        List.of(true, true, true, true, false, false),
        games.stream().map(g -> g.get("frames") != null).toList());
    assertEquals(
        List.of(1L, 1L),
        games.subList(4, 6).stream().map(g -> (long) ((List<?>) g.get("moves")).size()).toList(),
        "moves are kept");
    assertTrue(report.html().contains("for the first 4 of the 6 games"));
  }

  @Test
  void aMoveTheGameRefusesEndsThatGamesBoardsWithANote() throws IOException {
    Path db = temp.resolve("bad.db");
    ReportFixtures.write(
        db,
        run("match", "bad", "game: tiny\n"),
        List.of(),
        List.of(
            game(1, "alpha", "beta", 0, "a1", "a1", "b1"),
            game(2, "beta", "alpha", 0, "a1", "b1")));
    List<Map<String, Object>> games = replayData(report(db).html());
    assertEquals(2, ((List<?>) games.get(0).get("frames")).size());
    assertEquals(
        "Boards: the replay stops at move 2 (a1): the game says a1 is not legal.",
        games.get(0).get("note"));
    assertEquals(3, ((List<?>) games.get(1).get("frames")).size(), "the next game is fine");
  }

  @Test
  void aGameThatDrawsItselfHasADrawingOfEveryBoardCheckedAgainstTheContract() throws IOException {
    Report report =
        report(
            tournament(),
            Optional.of(new TinyGame(TinyGame.Drawing.KIT)),
            HtmlReport.MAX_RENDERED_GAMES);
    List<Map<String, Object>> games = replayData(report.html());
    Map<String, Object> first = games.get(0);
    List<String> svgs = unpack(first.get("svgs"));
    assertEquals(((List<?>) first.get("frames")).size(), svgs.size(), "one drawing a board");
    org.w3c.dom.Document last = dev.ply.api.draw.SvgDocument.parse((String) svgs.get(3));
    assertEquals("X", dev.ply.api.draw.SvgDocument.at(last, "a1").get(0).getTextContent());
    assertEquals("O", dev.ply.api.draw.SvgDocument.at(last, "b1").get(0).getTextContent());
    assertEquals("X", dev.ply.api.draw.SvgDocument.at(last, "c1").get(0).getTextContent());
    assertNull(first.get("note"));
    assertTrue(report.html().contains("<img id=\"board-svg\""), "the page has the image");
    assertTrue(report.html().contains("id=\"slider\""), "and the slider");
    assertFalse(report.html().contains("<svg xmlns"), "drawings are data, never markup");
  }

  /** The drawings of a game as the page's script unpacks them. */
  @SuppressWarnings("unchecked")
  private static List<String> unpack(Object packed) {
    Map<String, Object> svgs = (Map<String, Object>) packed;
    List<String> lines = (List<String>) svgs.get("lines");
    List<String> drawings = new java.util.ArrayList<>();
    for (Object frame : (List<?>) svgs.get("frames")) {
      List<Long> runs = (List<Long>) frame;
      List<String> out = new java.util.ArrayList<>();
      for (int r = 0; r < runs.size(); r += 2) {
        for (long i = runs.get(r); i < runs.get(r) + runs.get(r + 1); i++) {
          out.add(lines.get((int) i));
        }
      }
      drawings.add(String.join("\n", out));
    }
    return drawings;
  }

  @Test
  void packedDrawingsUnpackToThemselvesAndKeepEachLineOnce() {
    List<String> svgs = List.of("a\nb\nc\n", "a\nx\nc\n", "a\nb\nc\n", "");
    Map<String, Object> packed = HtmlReport.packDrawings(svgs);
    assertEquals(List.of("a", "b", "c", "", "x"), packed.get("lines"));
    assertEquals(
        List.of(List.of(0L, 4L), List.of(0L, 1L, 4L, 1L, 2L, 2L), List.of(0L, 4L), List.of(3L, 1L)),
        packed.get("frames"));
    assertEquals(svgs, unpack(TinyJson.parse(dev.ply.host.json.Json.of(packed))));
  }

  @Test
  void aDrawingThatThrowsFallsBackToTheTextBoardAndSaysSo() throws IOException {
    Report report =
        report(
            tournament(),
            Optional.of(new TinyGame(TinyGame.Drawing.THROWS_AT_THREE)),
            HtmlReport.MAX_RENDERED_GAMES);
    List<Map<String, Object>> games = replayData(report.html());
    assertNull(games.get(0).get("svgs"), "three moves: the last drawing throws");
    assertEquals(4, ((List<?>) games.get(0).get("frames")).size(), "the text boards stay");
    assertEquals(
        "The text board is shown: after move 3, the game's drawing failed:"
            + " IllegalStateException: no ink left.",
        games.get(0).get("note"));
    assertEquals(3, unpack(games.get(1).get("svgs")).size(), "two moves draw");
  }

  @Test
  void aDrawingThatBreaksTheContractIsNotShown() throws IOException {
    Report report =
        report(
            tournament(),
            Optional.of(new TinyGame(TinyGame.Drawing.SCRIPT)),
            HtmlReport.MAX_RENDERED_GAMES);
    Map<String, Object> first = replayData(report.html()).get(0);
    assertNull(first.get("svgs"));
    assertTrue(
        ((String) first.get("note"))
            .contains("at the start, the game's drawing breaks the contract"),
        (String) first.get("note"));
    assertFalse(report.html().contains("0 0 9 9"), "nothing of the drawing reaches the page");
  }

  @Test
  void variantThatDoesNotFitTheGameFallsBackToMovesWithANote() throws IOException {
    Path db = temp.resolve("variant.db");
    ReportFixtures.write(
        db,
        new dev.ply.host.store.RunInfo(
            "match",
            "v",
            "v.yaml",
            "x",
            "x",
            "tiny",
            "colour=blue",
            ReportFixtures.START,
            "0",
            "jvm",
            "os",
            List.of()),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1")));
    Report report = report(db);
    assertTrue(report.summary().replayNote().orElseThrow().contains("colour"));
    assertNull(replayData(report.html()).get(0).get("frames"));
  }

  @Test
  void reportShowsRatingsFromThePriorAndTheReproducibilityRecord() throws IOException {
    Path db = temp.resolve("m.db");
    ReportFixtures.write(
        db,
        run("match", "m", "game: tiny\nseed: 7\n"),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1"), game(2, "beta", "alpha", 1, "a1")));
    String html = report(db).html();
    assertTrue(html.contains("Elo: Bradley-Terry with a weak prior"), "a rout needs the prior");
    assertTrue(
        html.contains(
            "(1) alpha: won every game: the games alone give no finite rating,"
                + " so this one rests mostly on the prior"),
        html);
    assertTrue(html.contains("<pre>game: tiny\nseed: 7\n</pre>"));
    assertTrue(html.contains("<td class=\"mono\">" + "ab".repeat(32) + "</td>"));
    assertTrue(
        html.contains(
            "<td class=\"nowrap\">classic-search</td><td class=\"nowrap\">0.2.0"
                + "</td><td class=\"mono\">unknown"));
    assertTrue(html.contains("<tr><th>Ply version</th><td>0.1.0-TEST</td></tr>"));
    assertTrue(html.contains("<tr><th>JVM</th><td>OpenJDK 17 (test)</td></tr>"));
    assertTrue(html.contains("<tr><th>Operating system</th><td>Linux test</td></tr>"));
    assertTrue(html.contains("#1     1001"), "the seeds");
    assertTrue(html.contains("<h3>Head to head</h3>"));
    assertTrue(html.contains("pentanomial (colour-swapped pairs)"));
  }

  @Test
  void reportOfAVersion1FileUsesThePlayersAsEntrants() throws Exception {
    Path db = temp.resolve("v1.db");
    ReportFixtures.write(
        db,
        run("match", "old", "game: tiny\n"),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1", "b1"), game(2, "beta", "alpha", -1, "a1")));
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      s.execute("DROP TABLE entrants");
      s.execute("DROP TABLE schedule");
      s.execute("ALTER TABLE games DROP COLUMN opening");
      s.execute("ALTER TABLE run_plugins DROP COLUMN sha256");
      s.execute("UPDATE schema_version SET version = 1");
    }
    Report report = report(db);
    assertTrue(report.html().contains("<tr><th>Entrants</th><td>alpha, beta</td></tr>"));
    List<Map<String, Object>> games = replayData(report.html());
    assertEquals(List.of(), games.get(0).get("opening"));
    assertEquals(3, ((List<?>) games.get(0).get("frames")).size());
  }

  @Test
  void heatRunsFromRedThroughYellowToGreen() {
    assertEquals("hsl(0,75%,70%)", HtmlReport.heat(0));
    assertEquals("hsl(60,35%,88%)", HtmlReport.heat(0.5));
    assertEquals("hsl(120,75%,70%)", HtmlReport.heat(1));
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  @SuppressWarnings("unchecked")
  void theReplayOfAGameOfHiddenInformationShowsEachSeatOnlyWhatItSawOrTheWholeTruth()
      throws IOException {
    Game guess = new dev.ply.host.referee.KindFixtures.HiddenGuess();
    List<dev.ply.host.referee.GameRecord> games = ReportFixtures.hiddenGuessGames(3);
    Path db = temp.resolve("guess.db");
    ReportFixtures.write(db, run("match", "guess", "game: hidden-guess\n"), List.of(), games);
    Report report = report(db, Optional.of(guess), HtmlReport.MAX_RENDERED_GAMES);
    assertTrue(report.html().contains("<select id=\"view\" hidden"), "the view switch");
    for (Map<String, Object> g : replayData(report.html())) {
      List<Object> moves = (List<Object>) g.get("moves");
      List<List<String>> views = (List<List<String>>) g.get("views");
      assertEquals(2, views.size(), "one view a seat");
      String card = ((List<Object>) moves.get(0)).get(1).toString().substring(1);
      assertEquals(
          List.of("", "card " + card, "card " + card + "; seat 0 passed"),
          views.get(0).subList(0, 3),
          "the dealer sees its card once dealt");
      assertEquals(List.of("", "", "seat 0 passed"), views.get(1).subList(0, 3));
      assertTrue(views.get(1).stream().noneMatch(v -> v.contains("card")), views.get(1).toString());
      assertEquals(
          moves.size() + 1, views.get(1).size(), "a view at the start and after each move");
    }
  }
}
