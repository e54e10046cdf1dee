package dev.ply.host.config;

import static dev.ply.host.config.Loading.load;
import static dev.ply.host.config.Loading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.ViolationPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The keys that decide where a player runs and what its violations cost. */
class IsolationAndViolationKeysTest {

  @Test
  void readsIsolationJvmOptionsAnExternalCommandAndTheViolationPolicy() throws ConfigException {
    RunConfig config =
        load(
            """
        game: connect-four
        violations: {policy: random-move, disqualify-after: 3}
        players:
          - name: a
            strategy: alphabeta
            isolation: process
            jvm-options: [-Xmx256m, -Xss4m]
          - name: b
            command: [python3, players/random_player.py]
        """);
    Isolation a = config.players().get(0).isolation();
    assertTrue(a.process());
    assertFalse(a.external());
    assertEquals(List.of("-Xmx256m", "-Xss4m"), a.jvmOptions());
    PlayerSpec b = config.players().get(1);
    assertTrue(b.isolation().external());
    assertTrue(b.isolation().process());
    assertEquals(List.of("python3", "players/random_player.py"), b.isolation().command());
    assertEquals(ExternalStrategy.ID, b.strategy().id());
    assertEquals(new ViolationPolicy(ViolationPolicy.Action.RANDOM_MOVE, 3), config.violations());
  }

  @Test
  void playersRunInProcessAndViolationsForfeitByDefault() throws ConfigException {
    RunConfig config =
        load(
            """
        game: connect-four
        players:
          - {name: a, strategy: alphabeta}
          - {name: b, strategy: random}
        """);
    assertEquals(Isolation.IN_PROCESS, config.players().get(0).isolation());
    assertEquals(ViolationPolicy.FORFEIT, config.violations());
  }

  @Test
  void refusesACommandWithAStrategyJvmOptionsInProcessAndAnUnknownIsolationOrPolicy() {
    assertEquals(
        List.of(
            "test.yaml:2:22: unknown policy 'forfit'\n  did you mean 'forfeit'?",
            "test.yaml:3:1: game 'connect-four' needs exactly 2 players, got 3",
            "test.yaml:5:5: 'command' and 'strategy' exclude each other\n"
                + "  an external program plays instead of a strategy plugin: keep one of them",
            "test.yaml:8:16: unknown isolation 'procss'\n  did you mean 'process'?",
            "test.yaml:11:5: 'jvm-options' apply only to a strategy with 'isolation: process'\n"
                + "  add 'isolation: process', or remove 'jvm-options'"),
        problems(
            """
            game: connect-four
            violations: {policy: forfit}
            players:
              - name: a
                command: [python3, p.py]
                strategy: random
              - name: b
                isolation: procss
                strategy: random
              - name: c
                jvm-options: [-Xmx1g]
                strategy: random
            """));
  }

  @Test
  void anXboardEngineIsAProtocolWithItsOwnOptions() throws ConfigException {
    RunConfig config =
        load(
            """
        game: connect-four
        players:
          - name: fairymax
            command: [/usr/games/fairymax]
            protocol: xboard
            options: {Resign: 0, Hash Size: 16}
            depth: 6
          - {name: b, strategy: random}
        """);
    Isolation engine = config.players().get(0).isolation();
    assertEquals(dev.ply.host.config.PlayerProtocol.XBOARD, engine.protocol());
    assertEquals(java.util.Map.of("Resign", "0", "Hash Size", "16"), engine.engineOptions());
  }

  @Test
  void aNodeLimitForAnXboardEngineIsRefusedAndAnUnknownProtocolNamesTheNearest() {
    assertEquals(
        List.of(
            "test.yaml:6:5: 'nodes' cannot be passed to an xboard engine\n"
                + "  the xboard protocol has no node limit: limit it by 'depth', 'time' or 'clock'",
            "test.yaml:7:57: unknown protocol 'xbord'\n  did you mean 'xboard'?"),
        problems(
            """
            game: connect-four
            players:
              - name: fairymax
                command: [/usr/games/fairymax]
                protocol: xboard
                nodes: 20000
              - {name: b, command: [/usr/games/fairymax], protocol: xbord}
            """));
  }

  @Test
  void aGtpEnginePlaysGoOnlyAndTakesNoDepthNodesOrOptionsForGtpHasNone() {
    assertEquals(
        List.of(
            "test.yaml:5:15: a GTP engine plays Go only, not 'connect-four'\n"
                + "  GTP is the Go Text Protocol: use it with 'game: go'",
            "test.yaml:6:5: 'depth' cannot be passed to a GTP engine\n"
                + "  GTP has no depth or node limit: limit it by 'time' or 'clock', or by its own"
                + " command-line arguments (gnugo --level 1)",
            "test.yaml:7:5: 'options' cannot be sent to a GTP engine\n"
                + "  GTP has no options: give them as arguments of 'command', such as"
                + " [/usr/games/gnugo, --mode, gtp, --level, '1']",
            "test.yaml:8:54: unknown protocol 'gpt'\n  did you mean 'gtp'?"),
        problems(
            """
            game: connect-four
            players:
              - name: gnugo
                command: [/usr/games/gnugo, --mode, gtp]
                protocol: gtp
                depth: 3
                options: {level: 1}
              - {name: b, command: [/usr/games/gnugo], protocol: gpt}
            """));
  }
}
