package dev.ply.host.report;

import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.store.StoreLocation;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live page's HTTP server on a real socket: read only, behind its token, loopback first. */
class LiveServerTest {

  private static final String TOKEN = "s3cret-Token_1";

  @TempDir Path temp;

  private final HttpClient http = HttpClient.newHttpClient();

  private LiveSource source() {
    Path db = temp.resolve("s.db");
    ReportFixtures.write(
        db,
        run("tournament", "served", "name: served\n"),
        List.of("alpha", "beta"),
        List.of(game(1, "alpha", "beta", 0, "a1", "b1", "c1")));
    return LiveSource.recorded(new StoreLocation.SqliteFile(db), Optional.empty(), line -> {});
  }

  private HttpResponse<String> get(String url, String... headers) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void addressesReadAsHostAndPortWithLoopbackByDefault() {
    assertEquals(new LiveServer.Address("127.0.0.1", 8080), LiveServer.Address.parse("8080"));
    assertEquals(new LiveServer.Address("0.0.0.0", 9000), LiveServer.Address.parse("0.0.0.0:9000"));
    assertEquals(new LiveServer.Address("::1", 80), LiveServer.Address.parse("[::1]:80"));
    assertTrue(LiveServer.Address.parse("localhost:1").loopback());
    assertFalse(LiveServer.Address.parse("0.0.0.0:1").loopback());
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> LiveServer.Address.parse("host:99999"));
    assertEquals(
        "--serve takes [HOST:]PORT, such as 8080, 127.0.0.1:8080 or 0.0.0.0:8080, not host:99999",
        bad.getMessage());
  }

  @Test
  void idleConnectionsThatNeverFinishTheirHeadersDoNotKeepThePageFromAnswering() throws Exception {
    try (LiveServer server =
        LiveServer.start(
            new LiveServer.Address("127.0.0.1", 0), Optional.empty(), source(), line -> {})) {
      URI page = URI.create(server.url());
      List<java.net.Socket> idle = new ArrayList<>();
      try {
        for (int i = 0; i < 16; i++) {
          java.net.Socket s = new java.net.Socket(page.getHost(), page.getPort());
          s.getOutputStream()
              .write(
                  "GET / HTTP/1.1\r\nHost: x\r\n"
                      .getBytes(java.nio.charset.StandardCharsets.UTF_8));
          s.getOutputStream().flush();
          idle.add(s);
        }
        HttpResponse<String> answer =
            java.util.concurrent.CompletableFuture.supplyAsync(
                    () -> {
                      try {
                        return get(server.url());
                      } catch (Exception e) {
                        throw new IllegalStateException(e);
                      }
                    })
                // far below the 20 s after which the idle ones are cut off: the page answered
                // beside them, not after them
                .get(15, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(200, answer.statusCode());
      } finally {
        for (java.net.Socket s : idle) {
          s.close();
        }
      }
    }
  }

  @Test
  void anAddressBeyondLoopbackNeedsAToken() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> LiveServer.check(LiveServer.Address.parse("0.0.0.0:8080"), Optional.empty()));
    assertEquals(
        "--serve 0.0.0.0:8080 would show the page to anyone who can reach that address: give"
            + " --token T (then every request must carry ?token=T), or serve on 127.0.0.1",
        e.getMessage());
    LiveServer.check(LiveServer.Address.parse("0.0.0.0:8080"), Optional.of(TOKEN));
    assertThrows(
        IllegalArgumentException.class,
        () -> LiveServer.check(LiveServer.Address.parse("8080"), Optional.of("a b")),
        "a token that cannot go in a URL as it is");
  }

  @Test
  void aPortInUseIsOneClearLine() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
        LiveSource source = source()) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () ->
                  LiveServer.start(
                      new LiveServer.Address("127.0.0.1", taken.getLocalPort()),
                      Optional.empty(),
                      source,
                      line -> {}));
      assertEquals(
          "cannot serve the live page on 127.0.0.1:"
              + taken.getLocalPort()
              + ": the port is in use; choose another with --serve",
          e.getMessage());
    }
  }

  @Test
  void everyRequestMustCarryTheTokenWhenThereIsOne() throws Exception {
    try (LiveServer server =
        LiveServer.start(
            new LiveServer.Address("127.0.0.1", 0), Optional.of(TOKEN), source(), line -> {})) {
      String url = server.url();
      HttpResponse<String> none = get(url);
      assertEquals(403, none.statusCode());
      assertFalse(none.body().contains("alpha"), "nothing of the run without the token");
      assertEquals(403, get(url + "live.json?token=wrong-token").statusCode());
      assertEquals(403, get(url + "live.json", "Authorization", "Bearer wrong-token").statusCode());
      HttpResponse<String> page = get(url + "?token=" + TOKEN);
      assertEquals(200, page.statusCode());
      assertTrue(page.body().contains("<td>alpha</td>"), "the standings");
      assertEquals(
          200, get(url + "live.json", "Authorization", "bearer " + TOKEN).statusCode(), "any case");
      HttpResponse<String> json = get(url + "live.json", "Authorization", "Bearer " + TOKEN);
      assertEquals(200, json.statusCode());
      assertTrue(json.body().startsWith("{\"state\":\"finished\""), json.body());
    }
  }

  @Test
  void thePageIsReadOnlyAndLetsOnlyItsOwnScriptRun() throws Exception {
    List<String> warnings = new ArrayList<>();
    try (LiveServer server =
        LiveServer.start(
            new LiveServer.Address("127.0.0.1", 0), Optional.empty(), source(), warnings::add)) {
      HttpResponse<String> page = get(server.url());
      assertEquals(200, page.statusCode());
      String csp = page.headers().firstValue("Content-Security-Policy").orElseThrow();
      java.util.regex.Matcher nonce =
          java.util.regex.Pattern.compile("script-src 'nonce-([A-Za-z0-9_-]+)'").matcher(csp);
      assertTrue(nonce.find(), csp);
      assertTrue(page.body().contains("<script nonce=\"" + nonce.group(1) + "\">"));
      assertTrue(csp.startsWith("default-src 'none'; "), csp);
      assertTrue(csp.contains("img-src data:; connect-src 'self'"), csp);
      assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").get());
      HttpResponse<String> post =
          http.send(
              HttpRequest.newBuilder(URI.create(server.url() + "live.json"))
                  .POST(HttpRequest.BodyPublishers.ofString("x"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(405, post.statusCode());
      assertEquals(404, get(server.url() + "etc/passwd").statusCode());
      assertEquals(List.of(), warnings);
    }
  }
}
