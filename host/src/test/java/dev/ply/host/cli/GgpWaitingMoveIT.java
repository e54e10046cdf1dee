package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In GGP every role moves at every step, a waiting role its one legal move: in a game whose waiting
 * move is {@code pass}, {@code ply serve-ggp} answers {@code pass} where it waits, and Ply's
 * referee tells a GGP player that the waiting role played {@code pass} — never {@code noop}, which
 * that game does not know. Real processes, the packaged gdl plugin, HTTP on loopback.
 */
class GgpWaitingMoveIT {

  /** Take-away from four stones; the role that does not take plays {@code pass}. */
  static final String PASS_GAME =
      """
      (role white) (role black)
      (init (stones 4)) (init (control white))
      (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
      (<= (legal ?r (take 1)) (true (control ?r)) (true (stones ?n)) (succ ?m ?n))
      (<= (legal ?r (take 2)) (true (control ?r)) (true (stones ?n)) (succ ?m ?n) (succ ?k ?m))
      (<= (legal ?r pass) (role ?r) (not (true (control ?r))))
      (<= (next (stones ?m)) (does ?r (take 1)) (true (stones ?n)) (succ ?m ?n))
      (<= (next (stones ?k)) (does ?r (take 2)) (true (stones ?n)) (succ ?m ?n) (succ ?k ?m))
      (<= (next (control white)) (true (control black)))
      (<= (next (control black)) (true (control white)))
      (<= (next (last ?r)) (does ?r (take ?n)))
      (<= terminal (true (stones 0)))
      (<= (goal ?r 100) (true (last ?r)))
      (<= (goal ?r 0) (role ?r) (not (true (last ?r))))
      """;

  @TempDir Path temp;

  private PlyProcesses processes;
  private final FakeGgpPlayers fakes = new FakeGgpPlayers();

  @BeforeEach
  void processes() {
    processes = new PlyProcesses(temp);
  }

  @AfterEach
  void stopEverything() throws Exception {
    processes.close();
    fakes.close();
  }

  /** Runs {@code ply ARGS} in a process of its own, with the pass game on PLY_GDL_PATH. */
  private Process ply(Path log, String... args) throws Exception {
    Path kif = temp.resolve("pass-game.kif");
    Files.writeString(kif, PASS_GAME);
    return processes.start(log, Map.of("PLY_GDL_PATH", kif.toString()), args);
  }

  private static String post(String url, String message) throws Exception {
    HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(60))
            .header("Content-Type", "text/acl")
            .POST(HttpRequest.BodyPublishers.ofString(message))
            .build();
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return response.body();
  }

  @Test
  void aServedStrategyThatWaitsAnswersTheGamesOwnWaitingMove() throws Exception {
    Path log = temp.resolve("serve.err");
    ply(log, "serve-ggp", "--port", "0", "--strategy", "random");
    String url = PlyProcesses.url(log);
    String rules = "(" + PASS_GAME.replace('\n', ' ') + ")";
    assertEquals("ready", post(url, "(START m1 black " + rules + " 30 15)"));
    assertEquals("pass", post(url, "(PLAY m1 NIL)"), "white takes first: black waits");
    String taken = post(url, "(PLAY m1 ((take 1) pass))");
    assertTrue(taken.equals("(take 1)") || taken.equals("(take 2)"), taken);
    assertEquals("pass", post(url, "(PLAY m1 (pass " + taken + "))"));
    assertEquals("aborted", post(url, "(ABORT m1)"));
  }

  @Test
  void theRefereeTellsAGgpPlayerTheWaitingRolesOwnMove() throws Exception {
    // White's only answer: (take 1) is legal wherever white takes.
    String url = fakes.start(message -> "(take 1)");
    Path config = temp.resolve("pass.yaml");
    Files.writeString(
        config,
        """
        game: gdl-pass-game
        games: 1
        grace: 5s
        players:
          - {name: white, protocol: ggp, url: '%s', time: 20s}
          - {name: black, strategy: random}
        """
            .formatted(url));
    Path log = temp.resolve("match.err");
    Process match = ply(log, "match", config.toString(), "--db", temp.resolve("m.db").toString());
    assertTrue(match.waitFor(120, TimeUnit.SECONDS), "ply match ended");
    assertEquals(0, match.exitValue(), Files.readString(log));
    List<String> plays =
        fakes.heard.stream().filter(m -> m.startsWith("(PLAY") || m.startsWith("(STOP")).toList();
    assertTrue(plays.size() >= 3, plays.toString());
    assertTrue(plays.stream().skip(1).allMatch(m -> m.contains("pass")), plays.toString());
    assertFalse(plays.stream().anyMatch(m -> m.toLowerCase().contains("noop")), plays.toString());
  }
}
