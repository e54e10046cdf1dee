package dev.ply.host.config;

import static dev.ply.host.config.Loading.load;
import static dev.ply.host.config.Loading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The keys of a GGP player: {@code protocol: ggp}, its {@code url}, its play clock. */
class GgpKeysTest {

  /** A game with GDL rules, as the gdl plugin's are. */
  private static final Game GDL =
      new Game() {
        @Override
        public String id() {
          return "gdl-nim";
        }

        @Override
        public String displayName() {
          return "GDL Nim";
        }

        @Override
        public int players() {
          return 2;
        }

        @Override
        public List<OptionSpec> variantOptions() {
          return List.of();
        }

        @Override
        public GameState newGame(Options variant) {
          return new FakeGame("gdl-nim", 2, true, List.of()).newGame(variant);
        }

        @Override
        public Optional<String> rules(String language) {
          return language.equals("gdl") ? Optional.of("(role a) (role b)") : Optional.empty();
        }
      };

  private static final Catalog CATALOG =
      new FakeCatalog(
          List.of(GDL, new FakeGame("connect-four", 2, true, List.of())),
          List.of(new FakeStrategy("random", List.of(), g -> true, false)),
          List.of());

  @Test
  void readsAGgpPlayerItsUrlAndItsPlayClockFromTime() throws ConfigException {
    RunConfig config =
        load(
            """
            game: gdl-nim
            players:
              - {name: far, protocol: ggp, url: 'http://127.0.0.1:9147', time: 2500ms}
              - {name: near, strategy: random}
            """,
            CATALOG);
    Isolation far = config.players().get(0).isolation();
    assertTrue(far.external());
    assertEquals(PlayerProtocol.GGP, far.protocol());
    GgpEndpoint endpoint = far.ggp().orElseThrow();
    assertEquals(URI.create("http://127.0.0.1:9147/"), endpoint.url());
    assertEquals(Duration.ofMillis(2500), endpoint.playClock());
    assertEquals(2, endpoint.playClockSeconds(), "whole seconds, rounded down");
    assertEquals(GgpEndpoint.MIN_START_SECONDS, endpoint.startClockSeconds());
    assertEquals(ExternalStrategy.ID, config.players().get(0).strategy().id());
  }

  @Test
  void refusesAGgpPlayerAtAGameWithoutGdlRulesInOneLine() {
    assertEquals(
        List.of(
            "test.yaml:4:27: game connect-four has no GDL rules\n"
                + "  a GGP player plays games written in GDL: use a game of the gdl plugin"),
        problems(
            """
            game: connect-four
            players:
              - {name: b, strategy: random}
              - {name: far, protocol: ggp, url: 'http://127.0.0.1:9147/', time: 5s}
            """,
            CATALOG));
  }

  @Test
  void refusesAGgpPlayerWithoutUrlAUrlWithoutGgpAUrlWithACommandAndAUrlThatIsNoHttp() {
    assertEquals(
        List.of(
            "test.yaml:3:29: a GGP player needs its 'url'\n"
                + "  add the address it listens at, such as url: http://127.0.0.1:9147/ (ply"
                + " serve-ggp serves a strategy there)",
            "test.yaml:4:15: 'url' applies only to a GGP player\n"
                + "  add 'protocol: ggp', or remove 'url'"),
        problems(
            """
            game: gdl-nim
            players:
              - {name: nourl, protocol: ggp, time: 5s}
              - {name: u, url: 'http://127.0.0.1:1/', time: 5s}
            """,
            CATALOG));
    assertEquals(
        List.of(
            "test.yaml:3:15: 'url' and 'command' exclude each other\n"
                + "  a GGP player is reached at its url, a program is started by its command: keep"
                + " one",
            "test.yaml:4:37: 'url' is no http URL: 'ftp://x/'\n"
                + "  give the GGP player's address, such as http://127.0.0.1:9147/"),
        problems(
            """
            game: gdl-nim
            players:
              - {name: u, url: 'http://127.0.0.1:1/', command: [x], protocol: ggp, time: 5s}
              - {name: ftp, protocol: ggp, url: 'ftp://x/', time: 5s}
            """,
            CATALOG));
  }

  @Test
  void refusesAGgpPlayerWithoutTimeWithAClockOrWithLessThanASecond() {
    assertEquals(
        List.of(
            "test.yaml:3:5: missing required key 'time'\n"
                + "  the play clock of a GGP player, whole seconds such as 'time: 10s'",
            "test.yaml:6:54: 'clock' cannot be passed to a GGP player: GGP has a play clock per"
                + " move, no game clock\n"
                + "  give 'time' (the play clock, whole seconds) instead"),
        problems(
            """
            game: gdl-nim
            players:
              - name: notime
                protocol: ggp
                url: 'http://127.0.0.1:9147/'
              - {name: clocked, protocol: ggp, url: 'http://h/', clock: {base: 60s}}
            """,
            CATALOG));
    assertEquals(
        List.of(
            "test.yaml:4:71: 'time' of a GGP player is less than 1s: GGP's play clock counts"
                + " whole seconds\n"
                + "  give at least 'time: 1s'"),
        problems(
            """
            game: gdl-nim
            players:
              - {name: b, strategy: random}
              - {name: quick, protocol: ggp, url: 'http://127.0.0.1:9147/', time: 500ms}
            """,
            CATALOG));
  }
}
