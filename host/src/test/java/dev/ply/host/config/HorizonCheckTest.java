package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.tournament.Formats;
import java.util.List;
import org.junit.jupiter.api.Test;

class HorizonCheckTest {

  private static List<String> warnings(String players) throws ConfigException {
    FakeCatalog catalog = FakeCatalog.standard();
    RunConfig config =
        RunConfigLoader.parse(
            "game: connect-four\nplayers:\n" + players,
            java.nio.file.Path.of("test.yaml"),
            catalog,
            Formats.ALL,
            Kind.MATCH);
    return HorizonCheck.warnings(
        config.game().game(),
        config.players(),
        config.players().stream().map(p -> false).toList(),
        catalog,
        "player");
  }

  @Test
  void aDepthLimitedSearchWithoutAnEvaluatorIsToldItsHorizonScoresZeroAndWhichToAdd()
      throws ConfigException {
    assertEquals(
        List.of(
            "player 'ab4' searches connect-four to depth 4 with no evaluator: every"
                + " position at its horizon scores 0. Add evaluator: connect-four-windows"),
        warnings(
            """
          - {name: ab4, strategy: alphabeta, depth: 4}
          - {name: rnd, strategy: random}
        """));
  }

  @Test
  void noWarningWithAnEvaluatorWithoutALimitOrForAStrategyThatUsesNone() throws ConfigException {
    assertEquals(
        List.of(),
        warnings(
            """
          - {name: ab4, strategy: alphabeta, depth: 4, evaluator: connect-four-windows}
          - {name: rnd, strategy: random, depth: 4}
        """));
    assertEquals(
        List.of(),
        warnings(
            """
          - {name: full, strategy: minimax}
          - {name: rnd, strategy: random}
        """));
  }

  @Test
  void aMonteCarloSearchOnATimeLimitIsNotWarnedSinceItsPlayoutsScoreItsLeaves()
      throws ConfigException {
    FakeCatalog standard = FakeCatalog.standard();
    FakeCatalog catalog =
        new FakeCatalog(
            standard.gameIds().stream().map(id -> standard.game(id).orElseThrow()).toList(),
            List.of(
                new FakeStrategy("mcts", List.of(), g -> true, true),
                standard.strategy("random").orElseThrow()),
            standard.evaluatorIds().stream()
                .map(id -> standard.evaluator(id).orElseThrow())
                .toList());
    RunConfig config =
        RunConfigLoader.parse(
            """
        game: connect-four
        players:
          - {name: uct, strategy: mcts, time: 100ms}
          - {name: rnd, strategy: random}
        """,
            java.nio.file.Path.of("test.yaml"),
            catalog,
            Formats.ALL,
            Kind.MATCH);
    assertEquals(
        List.of(),
        HorizonCheck.warnings(
            config.game().game(), config.players(), List.of(false, false), catalog, "player"));
  }
}
