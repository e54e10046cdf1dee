package dev.ply.host.report;

import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Values;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.TournamentListener;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live page's HTML and JSON, from a real SQLite store written through the store's own code: the
 * report's injection cases appear only escaped, the page's sections are the JSON's, and a game in
 * play is shown with its board, or its text board and the reason when its drawing fails.
 */
class LivePageTest {

  /** The report's hostile name, and one that would close a CDATA section. */
  static final String HOSTILE = HtmlReportTest.HOSTILE;

  static final String CDATA = "x]]><b>bold</b>";

  @TempDir Path temp;

  private Path hostileRun() {
    Path db = temp.resolve("live.db");
    String config = "name: t\ngame: tiny\n# " + HOSTILE + "\nentrants: [alpha, beta]\n";
    ReportFixtures.write(
        db,
        run("tournament", HOSTILE, config),
        List.of("alpha", HOSTILE, CDATA),
        List.of(
            game(1, "alpha", HOSTILE, 0, "a1", "b1", "c1"),
            game(2, HOSTILE, CDATA, 1, "a1", "b1"),
            game(3, CDATA, "alpha", 0, "b2")));
    return db;
  }

  private static LivePage.View view(Path db) {
    try (LiveSource source =
        LiveSource.recorded(new StoreLocation.SqliteFile(db), Optional.empty(), line -> {})) {
      return source.view();
    }
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void hostileNamesAppearOnlyEscapedInThePageAndInItsJson() {
    LivePage.View view = view(hostileRun());
    String page = LivePage.document(view, "n0nce");
    String json = LivePage.json(view);
    for (String text : List.of(page, json)) {
      assertFalse(text.contains(HOSTILE), "the raw name");
      assertFalse(text.contains("<script>alert"));
      assertFalse(text.contains("]]><b>"), "the CDATA closer with its markup");
      assertFalse(text.contains("<b>bold"));
    }
    String escaped = "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;";
    assertTrue(page.contains("<td>" + escaped + "</td>"), "the name in the standings");
    assertTrue(page.contains("<title>Ply live: " + escaped + "</title>"), "the run's name");
    assertTrue(page.contains("x]]&gt;&lt;b&gt;bold&lt;/b&gt;"), "the CDATA name, escaped");
    assertEquals(1, count(page, "<script"), "the page's own script only");
    assertTrue(page.contains("<script nonce=\"n0nce\">"));
    assertEquals(1, count(page, "</script>"), "no text closes a script element");
    assertFalse(json.contains("<"), "the JSON is script-safe: no < at all");
    for (String forbidden : List.of("http://", "https://", "<link", "@import", "url(")) {
      assertFalse(page.contains(forbidden), "the page fetches nothing: " + forbidden);
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void theJsonCarriesTheSectionsThePageShowsAndTheRunsCounts() {
    Path db = hostileRun();
    LivePage.View view = view(db);
    String page = LivePage.document(view, "n");
    Map<String, Object> data = (Map<String, Object>) TinyJson.parse(LivePage.json(view));
    assertEquals("finished", data.get("state"));
    assertEquals(Boolean.TRUE, data.get("over"));
    assertEquals(3.0, ((Number) data.get("done")).doubleValue());
    assertEquals(3.0, ((Number) data.get("total")).doubleValue());
    Map<String, Object> html = (Map<String, Object>) data.get("html");
    assertEquals(LivePage.SECTIONS, new ArrayList<>(html.keySet()));
    for (String id : LivePage.SECTIONS) {
      assertTrue(
          page.contains("<section id=\"" + id + "\">" + html.get(id) + "</section>"),
          "the page's section " + id + " is the JSON's");
    }
    String standings = (String) html.get("live-standings");
    assertEquals(HtmlReport.liveSections(resultsOf(db)), standings, "the report's own tables");
    assertTrue(((String) html.get("live-progress")).contains("3 of 3 games (100.0%)"));
  }

  private static RunResults resultsOf(Path db) {
    try (var reader = dev.ply.host.store.ResultReader.open(db)) {
      return RunResults.load(reader, Optional.empty());
    }
  }

  /** A game of the tiny grid in play through a {@link LiveRun}, {@code moves} played. */
  private static LiveRun playing(TinyGame.Drawing drawing, String... moves) {
    LiveRun live = new LiveRun(new TournamentListener() {}, line -> {});
    live.started(4, 0);
    TinyGame tiny = new TinyGame(drawing);
    GameState state = tiny.newGame(Options.resolve(tiny.variantOptions(), Map.of()));
    ScheduledGame scheduled = new ScheduledGame(2, 1, HOSTILE, "beta", "", 7);
    GameListener listener = live.moves(scheduled);
    listener.started(state);
    for (int i = 0; i < moves.length; i++) {
      state.play(state.textToMove(moves[i]));
      listener.moved(
          new MoveRecord(
              i + 1,
              i % 2,
              i % 2 == 0 ? HOSTILE : "beta",
              moves[i],
              12_000_000L,
              5,
              100,
              i == 2 ? Values.terminal(1, 3) : 31,
              moves[i] + " <b2>",
              Map.of()),
          state);
    }
    return live;
  }

  @Test
  void aGameInPlayIsShownDrawnWithItsLastMoveInTheGamesUnits() {
    LiveRun live = playing(TinyGame.Drawing.KIT, "a1", "b1");
    List<LiveRun.Shown> shown = live.inPlay().stream().map(LiveRun.InPlay::shown).toList();
    assertEquals(1, shown.size());
    String html = LivePage.game(shown.get(0), "tiny");
    assertTrue(html.contains("data-game=\"2\" data-plies=\"2\""), html);
    assertTrue(html.contains("<img class=\"live-board\""), "a drawn board");
    Matcher m =
        Pattern.compile("src=\"data:image/svg\\+xml;base64,([A-Za-z0-9+/=]+)\"").matcher(html);
    assertTrue(m.find(), html);
    String svg = new String(java.util.Base64.getDecoder().decode(m.group(1)));
    TinyGame tiny = new TinyGame(TinyGame.Drawing.KIT);
    GameState expected = tiny.newGame(Options.resolve(tiny.variantOptions(), Map.of()));
    expected.play(expected.textToMove("a1"));
    expected.play(expected.textToMove("b1"));
    assertEquals(expected.svg().orElseThrow(), svg, "the drawing of the position after b1");
    assertTrue(html.contains("ply 2: b1 by beta (depth 5, +31, 12 ms, pv b1 &lt;b2&gt;)"), html);
    assertFalse(html.contains("<script"));
  }

  @Test
  void aProvenValueReadsAsAWinInSoManyPlies() {
    LiveRun live = playing(TinyGame.Drawing.NONE, "a1", "b1", "c1");
    String html = LivePage.game(live.inPlay().get(0).shown(), "tiny");
    assertTrue(html.contains("(depth 5, win in 3, 12 ms"), html);
    assertTrue(html.contains("<pre class=\"live-text\">"), "a game that does not draw: text");
    assertFalse(html.contains("live-problem"), "and nothing to apologise for");
  }

  @Test
  void aDrawingThatThrowsGivesTheTextBoardAndSaysWhy() {
    LiveRun live = playing(TinyGame.Drawing.THROWS_AT_THREE, "a1", "b1", "c1");
    String html = LivePage.game(live.inPlay().get(0).shown(), "tiny");
    assertFalse(html.contains("<img"), html);
    assertTrue(html.contains("<pre class=\"live-text\">"), html);
    assertTrue(
        html.contains(
            "the game&#39;s drawing failed: IllegalStateException: no ink left;"
                + " the text board is shown instead."),
        html);
  }

  @Test
  void aDrawingThatThrowsIsSaidOnceInTheRunsOutputWhileThePageShowsTheTextBoard() {
    Path db = hostileRun();
    List<String> lines = new ArrayList<>();
    LiveRun live = new LiveRun(new TournamentListener() {}, lines::add);
    live.started(4, 0);
    TinyGame tiny = new TinyGame(TinyGame.Drawing.THROWS_AT_THREE);
    GameState state = tiny.newGame(Options.resolve(tiny.variantOptions(), Map.of()));
    GameListener listener = live.moves(new ScheduledGame(5, 2, "alpha", "beta", "", 9));
    listener.started(state);
    for (String m : List.of("a1", "b1", "c1")) {
      state.play(state.textToMove(m));
      listener.moved(
          new MoveRecord(state.plies(), 0, "alpha", m, 1_000_000L, 1, 1, 0, "", Map.of()), state);
    }
    try (LiveSource source = LiveSource.playing(new StoreLocation.SqliteFile(db), live)) {
      source.runIs(1);
      String games = LivePage.sections(source.view()).get("live-games");
      LivePage.sections(source.view());
      assertTrue(games.contains("<pre class=\"live-text\">"), games);
      assertTrue(games.contains("no ink left; the text board is shown instead."), games);
    }
    assertEquals(
        List.of(
            "live page: game 5: the game's drawing failed: IllegalStateException: no ink left;"
                + " the page shows the text board"),
        lines);
  }

  @Test
  void aGameLeavesThePageWhenItsResultIsRecordedAndTheRunEnds() {
    LiveRun live = playing(TinyGame.Drawing.KIT, "a1");
    assertEquals(1, live.inPlay().size());
    live.gameFinished(game(2, HOSTILE, "beta", 0, "a1"), 1, 4, null);
    assertEquals(0, live.inPlay().size());
    assertEquals(1, live.progress().done());
    assertFalse(live.hasEnded());
    live.ended(1, 4);
    assertTrue(live.hasEnded());
  }

  @Test
  void aListenerThatFailsIsReportedOnceAndTheRunGoesOn() {
    List<String> lines = new ArrayList<>();
    LiveRun live = new LiveRun(new TournamentListener() {}, lines::add);
    live.started(2, 0);
    GameListener listener = live.moves(new ScheduledGame(1, 1, "a", "b", "", 1));
    GameState broken =
        (GameState)
            java.lang.reflect.Proxy.newProxyInstance(
                GameState.class.getClassLoader(),
                new Class<?>[] {GameState.class},
                (proxy, method, args) -> {
                  throw new IllegalStateException("copy refused");
                });
    listener.started(broken); // copy() throws: the page stops following, the game goes on
    listener.started(broken);
    assertEquals(1, lines.size(), lines.toString());
    assertEquals(
        "live page: it stopped following the games (IllegalStateException: copy refused);"
            + " the run goes on",
        lines.get(0));
  }

  @Test
  void aRunWithAnSprtShowsItsLlrAndBoundsAsStandingsWould() {
    Path db = temp.resolve("sprt.db");
    try (dev.ply.host.store.ResultStore store = dev.ply.host.store.ResultStore.open(db)) {
      long id = store.startRun(run("tournament", "sprt", "name: sprt\n"));
      store.recordSprt(
          id, new dev.ply.host.store.SprtRecord("alpha", "beta", "logistic", 0, 5, 0.05, 0.05));
      store.recordGame(id, game(1, "alpha", "beta", 0, "a1"));
      store.recordGame(id, game(2, "beta", "alpha", -1, "a1"));
    }
    LivePage.View view = view(db);
    assertEquals("running", view.state(), "a run still being written");
    String sprt = LivePage.sections(view).get("live-sprt");
    assertTrue(sprt.startsWith("<h2>SPRT</h2>"), sprt);
    assertTrue(sprt.contains("no decision yet, LLR "), sprt);
    assertTrue(sprt.contains(" [-2.94, 2.94] after 2 games"), sprt);
    assertEquals(
        view.sprt().map(s -> "<h2>SPRT</h2>\n<p class=\"sprt\">" + Html.escape(s) + "</p>\n"),
        Optional.of(sprt));
    assertFalse(view.over(), "the page goes on polling a run that is not over");
  }

  @Test
  void lastMoveTextCarriesDepthValueTimeAndPrincipalVariation() {
    MoveRecord m = new MoveRecord(3, 0, "alpha", "e2e4", 1_500_000L, 0, 0, null, "", Map.of());
    assertEquals("ply 3: e2e4 by alpha (2 ms)", LivePage.lastMove(3, m, "chess"));
    MoveRecord lost =
        new MoveRecord(
            4,
            1,
            "beta",
            "e7e5",
            40_000_000L,
            7,
            10,
            Values.terminal(-1, 4),
            "e7e5 d1h5",
            Map.of());
    assertEquals(
        "ply 4: e7e5 by beta (depth 7, loss in 4, 40 ms, pv e7e5 d1h5)",
        LivePage.lastMove(4, lost, "chess"));
    MoveRecord ahead =
        new MoveRecord(5, 0, "alpha", "g1f3", 3_000_000L, 9, 10, 31, "g1f3", Map.of());
    assertEquals(
        "ply 5: g1f3 by alpha (depth 9, +31 cp, 3 ms, pv g1f3)",
        LivePage.lastMove(5, ahead, "chess"),
        "centipawns for chess");
    MoveRecord behind = new MoveRecord(5, 0, "alpha", "c3", 3_000_000L, 9, 10, -31, "c3", Map.of());
    assertEquals(
        "ply 5: c3 by alpha (depth 9, -31, 3 ms, pv c3)",
        LivePage.lastMove(5, behind, "go"),
        "the evaluator's number for another game");
  }

  @Test
  void durationsReadAsSecondsMinutesOrHours() {
    assertEquals("40s", LivePage.duration(40.2));
    assertEquals("3m05s", LivePage.duration(185));
    assertEquals("2h10m", LivePage.duration(7800));
  }

  @Test
  void aRunNotFoundIsTheStoresOneLine() {
    try (LiveSource source =
        LiveSource.recorded(
            new StoreLocation.SqliteFile(temp.resolve("absent.db")), Optional.empty(), l -> {})) {
      LivePage.View view = source.view();
      assertEquals("starting", view.state());
      assertTrue(
          view.gamesNote().startsWith("the store cannot be read just now: "), view.gamesNote());
    }
  }
}
