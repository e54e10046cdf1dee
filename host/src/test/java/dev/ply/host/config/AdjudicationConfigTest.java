package dev.ply.host.config;

import static dev.ply.host.config.Loading.load;
import static dev.ply.host.config.Loading.problem;
import static dev.ply.host.config.Loading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.Adjudication;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code adjudication:} block of match and tournament files: its rules read into the referee's,
 * {@code max-moves} as moves by each player, and every rule that cannot fire refused at its line
 * and column.
 */
class AdjudicationConfigTest {

  private static final String PLAYERS =
      """
      players:
        - {name: a, strategy: alphabeta}
        - {name: b, strategy: random}
      """;

  @Test
  void everyRuleIsReadWithItsValues() throws ConfigException {
    RunConfig config =
        load(
            """
        game: connect-four
        adjudication:
          draw: {after-move: 40, moves: 8, score: 10}
          resign: {moves: 3, score: 600, two-sided: true}
          max-moves: 100
          proof: {nodes: 1_000_000, strategy: alphabeta}
        """
                + PLAYERS);
    Adjudication a = config.adjudication();
    assertEquals(new Adjudication.DrawRule(40, 8, 10), a.draw().orElseThrow());
    assertEquals(new Adjudication.ResignRule(3, 600, true), a.resign().orElseThrow());
    assertEquals(1_000_000, a.proof().orElseThrow().nodes());
    assertEquals("alphabeta", a.proof().orElseThrow().strategy().id());
    assertEquals(
        false,
        a.proof().orElseThrow().options().asMap().get("iterative-deepening"),
        "a proof is one search to the end");
    assertEquals(200, config.plyCap(), "max-moves counts the moves of each of two players");
  }

  @Test
  void withoutTheBlockNothingIsAdjudicatedAndPlyCapKeepsWorking() throws ConfigException {
    RunConfig config = load("game: connect-four\nply-cap: 30\n" + PLAYERS);
    assertFalse(config.adjudication().any());
    assertEquals(30, config.plyCap());
  }

  @Test
  void rulesThatCannotFireAreProblemsAtTheirPlace() {
    List<String> found =
        problems(
            """
        game: connect-four
        adjudication:
          draw: {after-move: 40, moves: 0, score: -1}
          resign: {moves: 3}
        """
                + PLAYERS);
    assertEquals(
        List.of(
            "test.yaml:3:33: 'draw.moves': expected a whole number from 1 to 100000, got 0",
            "test.yaml:3:43: 'draw.score': expected a whole number from 0 to 999999, got -1",
            "test.yaml:4:11: missing required key 'score'\n  the score at or below whose negative a"
                + " player resigns, such as 600"),
        found);
  }

  @Test
  void aProofNeedsATwoPlayerZeroSumGameAndAStrategyThatSearchesToTheEnd() {
    assertEquals(
        "test.yaml:2:47: strategy 'random' cannot prove a result: it does not search to"
            + " the end of the game\n  use an exact search such as mtdf, mtd-bi or alphabeta",
        problem(
            """
            game: connect-four
            adjudication: {proof: {nodes: 1000, strategy: random}}
            """
                + PLAYERS));
    String threeWay =
        String.join(
            "\n",
            problems(
                """
        game: three-way
        adjudication: {proof: {nodes: 1000, strategy: alphabeta}}
        players:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
          - {name: c, strategy: random}
        """));
    assertTrue(
        threeWay.contains(
            "test.yaml:2:23: a proof needs a two-player zero-sum game;"
                + " three-way is for 3 players"),
        threeWay);
  }

  @Test
  void plyCapAndMaxMovesTogetherAreOneProblemThatConvertsOneIntoTheOther() {
    assertEquals(
        "test.yaml:2:1: give 'ply-cap' (plies) or 'adjudication: {max-moves: N}' (moves"
            + " by each player), not both\n  max-moves: 50 is ply-cap: 100",
        problem(
            """
            game: connect-four
            ply-cap: 80
            adjudication: {max-moves: 50}
            """
                + PLAYERS));
  }

  @Test
  void anUnknownRuleGetsTheNearestKey() {
    assertEquals(
        "test.yaml:2:16: unknown key 'resing'\n  did you mean 'resign'?",
        problem(
            """
        game: connect-four
        adjudication: {resing: {moves: 3, score: 600}}
        """
                + PLAYERS));
  }
}
