package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live page of a real tournament (the chess plugin through PF4J, a real SQLite file, a real
 * socket): followed over HTTP from the first game to the final standings, its boards the very
 * drawings {@code ply export --format svg} makes of the recorded games; then {@code ply serve} on
 * the finished run; and the two mistakes of {@code --serve} that stop a run before it starts.
 */
class LivePageIT {

  private static final Pattern URL = Pattern.compile("Live page: (http://\\S+/)");
  private static final Pattern SERVING = Pattern.compile("at (http://\\S+/)");
  private static final Pattern GAME =
      Pattern.compile(
          "data-game=\\\\?\"(\\d+)\\\\?\" data-plies=\\\\?\"(\\d+)\\\\?\".*?"
              + "base64,([A-Za-z0-9+/=]+)",
          Pattern.DOTALL);

  @TempDir Path temp;

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private Path config(String name) throws Exception {
    Path config = temp.resolve(name + ".yaml");
    Files.writeString(
        config,
        """
        name: live <script>x</script> "q" ]]>
        game: chess
        format: round-robin
        games-per-pairing: 2
        seed: 11
        ply-cap: 24
        concurrency: 2
        entrants:
          - {name: deep, strategy: alphabeta, evaluator: chess-material, time: 150ms}
          - {name: shallow, strategy: alphabeta, evaluator: chess-material, depth: 1}
        """);
    return config;
  }

  /** A command of the CLI on a thread of this JVM, its output readable while it runs. */
  private record Running(
      CompletableFuture<Integer> code, StringWriter out, StringWriter err, Thread thread) {

    static Running start(String... args) {
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      CompletableFuture<Integer> code = new CompletableFuture<>();
      Thread t =
          new Thread(
              () -> {
                try {
                  code.complete(
                      Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args));
                } catch (Throwable e) {
                  code.completeExceptionally(e);
                }
              },
              "ply-under-test");
      t.setDaemon(true);
      t.start();
      return new Running(code, out, err, t);
    }

    String url(Pattern pattern) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while (System.nanoTime() < deadline && !code.isDone()) {
        Matcher m = pattern.matcher(out.toString());
        if (m.find()) {
          return m.group(1);
        }
        Thread.sleep(20);
      }
      throw new AssertionError("no URL printed:\n" + out + err);
    }
  }

  private String get(String url) throws Exception {
    HttpResponse<String> response =
        http.send(
            HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), url + ": " + response.body());
    return response.body();
  }

  /** Each entrant's points as the store's seats add them up. */
  private static Map<String, Double> points(Path db) throws Exception {
    Map<String, Double> points = new LinkedHashMap<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "select player, sum(score) from game_players group by player order by player")) {
      while (r.next()) {
        points.put(r.getString(1), r.getDouble(2));
      }
    }
    return points;
  }

  @Test
  void thePageFollowsATournamentToItsFinalStandingsWithTheBoardsTheStoreRecords() throws Exception {
    Path db = temp.resolve("live.db");
    Running run =
        Running.start(
            "tournament",
            config("live").toString(),
            "--db",
            db.toString(),
            "--serve",
            "127.0.0.1:0",
            "--linger",
            "5");
    String url = run.url(URL);
    Map<String, String> boardsSeen = new LinkedHashMap<>(); // "game/plies" -> svg
    String last = null;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline) {
      last = get(url + "live.json");
      Matcher m = GAME.matcher(last);
      while (m.find()) {
        boardsSeen.put(
            m.group(1) + "/" + m.group(2),
            new String(Base64.getDecoder().decode(m.group(3)), StandardCharsets.UTF_8));
      }
      if (last.contains("\"over\":true")) {
        break;
      }
      Thread.sleep(50);
    }
    assertNotNull(last);
    assertTrue(
        last.startsWith("{\"state\":\"finished\",\"over\":true,\"done\":2,\"total\":2"), last);
    String page = get(url);
    assertTrue(page.contains("<body data-state=\"finished\">"), page);
    assertTrue(
        page.contains("<title>Ply live: live &lt;script&gt;x&lt;/script&gt; &quot;q&quot; ]]&gt;"),
        "the run's name, escaped");
    assertFalse(page.contains("<script>x"));
    Map<String, Double> points = points(db);
    assertEquals(2, points.size(), points.toString());
    for (Map.Entry<String, Double> e : points.entrySet()) {
      String row = "<td>" + e.getKey() + "</td><td class=\"num\">2</td>";
      assertTrue(page.contains(row), "the final standings row of " + e.getKey());
      String pts = String.format(java.util.Locale.ROOT, "%.1f", e.getValue());
      Matcher cells =
          Pattern.compile(
                  Pattern.quote(row)
                      + "(?:<td class=\"num\">[^<]*</td>){3}"
                      + "<td class=\"num\">([^<]*)</td>")
              .matcher(page);
      assertTrue(cells.find());
      assertEquals(pts, cells.group(1), "the points of " + e.getKey() + " as the store has them");
    }
    assertFalse(boardsSeen.isEmpty(), "the page showed games in play, drawn");
    // Each board the page showed is the drawing ply export makes of the recorded game there.
    Path svg = temp.resolve("svg");
    PlyRun export = ply("export", db.toString(), "--format", "svg", "-o", svg.toString());
    assertEquals(0, export.code(), export.err());
    for (Map.Entry<String, String> seen : boardsSeen.entrySet()) {
      String[] at = seen.getKey().split("/");
      Path file =
          svg.resolve(
              String.format(
                  "game-%04d-%03d.svg", Integer.parseInt(at[0]), Integer.parseInt(at[1])));
      String exported = Files.readString(file).replaceFirst("^<\\?xml[^>]*\\?>\\s*", "");
      assertEquals(exported.strip(), seen.getValue().strip(), "game " + seen.getKey());
    }
    assertEquals(0, run.code().get(60, TimeUnit.SECONDS), run.err().toString());
    assertEquals("", run.err().toString());

    // ply serve shows the finished run the same way, from the store alone.
    Running serve = Running.start("serve", db.toString(), "--serve", "127.0.0.1:0");
    String served = serve.url(SERVING);
    String json = get(served + "live.json");
    assertTrue(
        json.startsWith("{\"state\":\"finished\",\"over\":true,\"done\":2,\"total\":2"), json);
    String servedPage = get(served);
    for (String id : new String[] {"live-standings", "live-progress"}) {
      assertEquals(
          section(page, id), section(servedPage, id), id + " as the run's own page had it");
    }
    serve.thread().interrupt(); // as Ctrl-C would
    assertEquals(0, serve.code().get(60, TimeUnit.SECONDS), serve.err().toString());
  }

  @Test
  void plyServeFollowsARunAnotherProcessWritesIntoPostgresql() throws Exception {
    String db = dev.ply.host.store.PostgresServer.get().newDatabase();
    Path config = temp.resolve("pg.yaml");
    Files.writeString(
        config,
        """
        name: pg live
        game: connect-four
        format: round-robin
        games-per-pairing: 4
        seed: 4
        concurrency: 1
        entrants:
          - {name: one, strategy: alphabeta, evaluator: connect-four-windows, depth: 4}
          - {name: two, strategy: random}
        """);
    // The store must hold the run before ply serve can name it: the first game.
    Running run = Running.start("tournament", config.toString(), "--db", db);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!run.out().toString().contains("recording into") && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    Running serve = Running.start("serve", db, "--serve", "127.0.0.1:0");
    String url = serve.url(SERVING);
    String json = "";
    while (System.nanoTime() < deadline) {
      json = get(url + "live.json");
      if (json.contains("\"over\":true")) {
        break;
      }
      Thread.sleep(50);
    }
    assertTrue(
        json.startsWith("{\"state\":\"finished\",\"over\":true,\"done\":4,\"total\":4"), json);
    assertEquals(0, run.code().get(60, TimeUnit.SECONDS), run.err().toString());
    String page = get(url);
    String standings = ply("standings", db).out();
    for (String name : new String[] {"one", "two"}) {
      Matcher row =
          Pattern.compile("(?m)^ +\\d+ +" + name + " +4 +(\\d+) +(\\d+) +(\\d+) ")
              .matcher(standings);
      assertTrue(row.find(), standings);
      assertTrue(
          page.contains(
              "<td>"
                  + name
                  + "</td><td class=\"num\">4</td><td class=\"num\">"
                  + row.group(1)
                  + "</td><td class=\"num\">"
                  + row.group(2)
                  + "</td><td class=\"num\">"
                  + row.group(3)
                  + "</td>"),
          "the standings of " + name + " as ply standings prints them");
    }
    String password = dev.ply.host.store.PostgresServer.get().password();
    if (!password.isEmpty()) {
      assertFalse(page.contains(password), "the page never shows the store's password");
    }
    serve.thread().interrupt();
    assertEquals(0, serve.code().get(60, TimeUnit.SECONDS), serve.err().toString());
  }

  private static String section(String page, String id) {
    Matcher m =
        Pattern.compile("<section id=\"" + id + "\">(.*?)</section>", Pattern.DOTALL).matcher(page);
    assertTrue(m.find(), id);
    return m.group(1).replaceAll("[0-9.]+ games/s", "R games/s");
  }

  @Test
  void aPortInUseStopsTheRunBeforeItStartsInOneLine() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Path db = temp.resolve("busy.db");
      PlyRun run =
          ply(
              "tournament",
              config("busy").toString(),
              "--db",
              db.toString(),
              "--serve",
              "127.0.0.1:" + taken.getLocalPort());
      assertEquals(Main.USAGE_ERROR, run.code());
      assertEquals(
          "ply tournament: cannot serve the live page on 127.0.0.1:"
              + taken.getLocalPort()
              + ": the port is in use; choose another with --serve\n",
          run.err());
      assertFalse(Files.exists(db), "nothing was recorded");
    }
  }

  @Test
  void aHostBeyondLoopbackWithoutATokenIsRefusedInOneLine() throws Exception {
    PlyRun run =
        ply(
            "tournament",
            config("open").toString(),
            "--db",
            temp.resolve("open.db").toString(),
            "--serve",
            "0.0.0.0:8080");
    assertEquals(Main.USAGE_ERROR, run.code());
    assertEquals(
        "ply tournament: --serve 0.0.0.0:8080 would show the page to anyone who can reach that"
            + " address: give --token T (then every request must carry ?token=T), or serve on"
            + " 127.0.0.1\n",
        run.err());
    PlyRun serve = ply("serve", temp.resolve("none.db").toString(), "--serve", "0.0.0.0:8080");
    assertEquals(Main.USAGE_ERROR, serve.code());
    assertTrue(serve.err().startsWith("ply serve: --serve 0.0.0.0:8080 would show"), serve.err());
  }
}
