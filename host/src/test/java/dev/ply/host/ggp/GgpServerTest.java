package dev.ply.host.ggp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Limits;
import dev.ply.api.Options;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A served strategy answers messages written as ggp-base's game server writes them (spaces inside
 * the parentheses, words in upper case, the moves of a joint move each followed by a space), sent
 * by a plain HTTP client rather than by Ply's own GGP player.
 */
class GgpServerTest {

  private GgpServer server;
  private final HttpClient client =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @AfterEach
  void close() {
    if (server != null) {
      server.close();
    }
  }

  private String post(String message) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/"))
            .timeout(Duration.ofSeconds(30))
            .header("Content-Type", "text/acl")
            .POST(HttpRequest.BodyPublishers.ofString(message))
            .build();
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    assertEquals("text/acl", response.headers().firstValue("Content-Type").orElse(""));
    return response.body();
  }

  @Test
  void answersAMatchAsGgpBaseWritesItFromStartToStop() throws Exception {
    StringWriter said = new StringWriter();
    server =
        new GgpServer(
            new GgpServer.Setup(
                new GgpLoopbackTest.Greedy(),
                Options.empty(),
                List.of(new PickAndTake.Library()),
                3,
                Limits.NO_DEPTH_LIMIT,
                Limits.NO_NODE_LIMIT,
                Duration.ofSeconds(1),
                1),
            "127.0.0.1",
            0,
            new PrintWriter(said, true));
    assertEquals("((name ply-greedy) (status available))", post("( INFO )"));
    String rules = Kif.list(Kif.parseAll(PickAndTake.RULES)).toString();
    assertEquals("ready", post("( START Base.pick.1 BLACK " + rules + " 30 15)"));
    assertEquals("((name ply-greedy) (status busy))", post("( INFO )"));
    assertEquals("busy", post("( START Base.other.2 WHITE " + rules + " 30 15)"));
    // Black picks by its seed's parity: (3 + seat 1) is even, the first of (pick 1) (pick 2).
    assertEquals("(pick 1)", post("( PLAY Base.pick.1 NIL )"));
    // 5 + 2 + 1 stones, white to take: black waits.
    assertEquals("noop", post("( PLAY Base.pick.1 ( ( PICK 2 ) ( PICK 1 ) ) )"));
    // 6 stones, black takes the most it may.
    assertEquals("(take 2)", post("( PLAY Base.pick.1 ( ( take 2 ) noop ) )"));
    assertEquals("noop", post("( PLAY Base.pick.1 ( noop (take 2) ) )"));
    assertEquals("(take 2)", post("( PLAY Base.pick.1 ( (take 2) noop ) )"));
    assertEquals("done", post("( STOP Base.pick.1 ( noop (take 2) ) )"));
    assertEquals("((name ply-greedy) (status available))", post("( INFO )"));
    assertEquals("busy", post("( PLAY Base.pick.1 NIL )"), "the match is over");
    assertEquals("ready", post("( START Base.pick.3 WHITE " + rules + " 30 15)"));
    assertEquals("aborted", post("( ABORT Base.pick.3 )"));
    String log = said.toString();
    assertEquals(
        List.of(
            "ply serve-ggp: START Base.pick.1: role black of white, black (seat 2), start clock"
                + " 30 s, play clock 15 s",
            "ply serve-ggp: START Base.other.2: busy with match Base.pick.1",
            "ply serve-ggp: STOP Base.pick.1: the match is over, its utility 100",
            "ply serve-ggp: PLAY Base.pick.1: no such match",
            "ply serve-ggp: START Base.pick.3: role white of white, black (seat 1), start clock"
                + " 30 s, play clock 15 s",
            "ply serve-ggp: ABORT Base.pick.3: the match is aborted"),
        log.lines().toList());
  }

  @Test
  void answersAMessageThatIsNoKifWithAnHttpErrorAndALine() throws Exception {
    StringWriter said = new StringWriter();
    server =
        new GgpServer(
            new GgpServer.Setup(
                new GgpLoopbackTest.Greedy(),
                Options.empty(),
                List.of(new PickAndTake.Library()),
                3,
                Limits.NO_DEPTH_LIMIT,
                Limits.NO_NODE_LIMIT,
                Duration.ofSeconds(1),
                1),
            "127.0.0.1",
            0,
            new PrintWriter(said, true));
    HttpResponse<String> response =
        client.send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString("( PLAY x"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(400, response.statusCode());
    assertEquals(
        "ply serve-ggp: a message that is no GGP request (1:1: '(' without its ')'): ( PLAY x",
        said.toString().strip());
  }
}
