package dev.ply.host.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.api.conformance.NimFixture;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The draw and resignation rules on scripted players, at the exact ply each fires (and not one ply
 * sooner), as cutechess-cli's {@code -draw} and {@code -resign} define them. The game is Nim on
 * heaps of 3, 4 and 5 with one object taken a move: twelve plies, the second player taking the
 * last.
 */
class AdjudicationTest {

  private static final Game NIM = new NimFixture();
  private static final SeatLimits LIMITS =
      new SeatLimits(
          OptionalInt.empty(),
          OptionalLong.empty(),
          Optional.of(Duration.ofSeconds(30))); // they answer at once

  /** Takes one object a move and reports the score its script gives for the ply (null: none). */
  private record Scripted(IntFunction<Integer> scoreAtPly) implements Player {
    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      int[] moves = new int[state.maxMoves()];
      int n = state.legalMoves(moves);
      int move = moves[0];
      for (int i = 0; i < n; i++) {
        if (moves[i] % 16 == 1) {
          move = moves[i];
          break;
        }
      }
      Integer score = scoreAtPly.apply(state.plies() + 1);
      SearchReport.Builder report = SearchReport.builder(move).depth(1);
      if (score != null) {
        report.value(score);
      }
      return report.build();
    }
  }

  private static GameRecord play(Adjudication rules, IntFunction<Integer> scores) {
    Referee referee =
        new Referee(new RefereeSettings(100, Duration.ofMillis(200), Duration.ofSeconds(2), rules));
    return referee
        .play(
            1,
            NIM,
            Options.empty(),
            List.of(
                new Seat("first", new Scripted(scores), LIMITS),
                new Seat("second", new Scripted(scores), LIMITS)),
            7,
            GameListener.NONE)
        .record();
  }

  private static Adjudication draw(int afterMove, int moves, int score) {
    return new Adjudication(
        Optional.of(new Adjudication.DrawRule(afterMove, moves, score)),
        Optional.empty(),
        Optional.empty());
  }

  private static Adjudication resign(int moves, int score, boolean twoSided) {
    return new Adjudication(
        Optional.empty(),
        Optional.of(new Adjudication.ResignRule(moves, score, twoSided)),
        Optional.empty());
  }

  @Test
  void aDrawIsAdjudicatedAtThePlyThatCompletesEveryPlayersRunOfLevelScores() {
    // Level scores from ply 1: two moves each complete the run at ply 4.
    GameRecord game = play(draw(0, 2, 10), ply -> 10);
    assertEquals(Termination.ADJUDICATED, game.termination());
    assertEquals(-1, game.winnerSeat());
    assertEquals(4, game.plies());
    assertEquals("draw", game.adjudication().orElseThrow().rule());
    assertEquals(4, game.adjudication().orElseThrow().ply());
    assertEquals(
        "{\"after-move\":0,\"moves\":2,\"score\":10,\"scores\":[{\"ply\":1,"
            + "\"player\":\"first\",\"score\":10},{\"ply\":2,\"player\":\"second\",\"score\":10},"
            + "{\"ply\":3,\"player\":\"first\",\"score\":10},{\"ply\":4,\"player\":\"second\","
            + "\"score\":10}]}",
        game.adjudication().orElseThrow().evidence());
    assertTrue(
        game.reason().startsWith("adjudicated a draw: every player's score within ±10"),
        game.reason());
  }

  @Test
  void aScoreOutsideTheBoundsOnePlyBeforeRestartsTheRun() {
    // Ply 3 reports 11: the run restarts at ply 4 and is complete at ply 7, not at ply 4 or 6.
    GameRecord game = play(draw(0, 2, 10), ply -> ply == 3 ? 11 : -10);
    assertEquals(7, game.plies());
    assertEquals(Termination.ADJUDICATED, game.termination());
  }

  @Test
  void aDrawWaitsForItsFullMoveNumber() {
    // The run is complete at ply 4, but full move 5 is reached only after ply 10.
    assertEquals(10, play(draw(5, 2, 10), ply -> 0).plies());
    // Full move 6 would need ply 12, the game's last: it ends by the rules first.
    GameRecord late = play(draw(6, 2, 10), ply -> 0);
    assertEquals(Termination.NORMAL, late.termination());
    assertEquals(12, late.plies());
  }

  @Test
  void aPlayerResignsAfterItsThirdConsecutiveLosingScoreAndNotBefore() {
    // The first player (plies 1, 3, 5, 7, ...) reports -600 from ply 3 on: its third such move
    // is ply 7. -599 at ply 1 does not count.
    GameRecord game = play(resign(3, 600, false), ply -> ply == 1 ? -599 : ply % 2 == 1 ? -600 : 0);
    assertEquals(Termination.ADJUDICATED, game.termination());
    assertEquals(7, game.plies());
    assertEquals(1, game.winnerSeat());
    Adjudicated a = game.adjudication().orElseThrow();
    assertEquals("resign", a.rule());
    assertEquals(
        "{\"moves\":3,\"score\":600,\"two-sided\":false,\"scores\":[{\"ply\":3,"
            + "\"player\":\"first\",\"score\":-600},{\"ply\":5,\"player\":\"first\",\"score\":-600},"
            + "{\"ply\":7,\"player\":\"first\",\"score\":-600}]}",
        a.evidence());
    assertTrue(game.reason().startsWith("first resigned (adjudicated)"), game.reason());
  }

  @Test
  void aTwoSidedResignationWaitsForTheOpponentToAgree() {
    // The first player is losing from ply 1; the second agrees from ply 4: its third move in a
    // row at +600 or more is ply 8.
    GameRecord game = play(resign(3, 600, true), ply -> ply % 2 == 1 ? -900 : ply >= 4 ? 600 : 599);
    assertEquals(8, game.plies());
    assertEquals(1, game.winnerSeat());
    GameRecord oneSided =
        play(resign(3, 600, false), ply -> ply % 2 == 1 ? -900 : ply >= 4 ? 600 : 599);
    assertEquals(5, oneSided.plies());
  }

  @Test
  void aProvenLossCountsAsAScoreBeyondAnyBound() {
    GameRecord game =
        play(resign(2, 1_000, false), ply -> ply % 2 == 0 ? Values.terminal(-1, 9) : 0);
    assertEquals(4, game.plies());
    assertEquals(0, game.winnerSeat());
  }

  @Test
  void aPlayerThatReportsNoScoreIsNeverResignedForNorDrawn() {
    Adjudication both =
        new Adjudication(
            Optional.of(new Adjudication.DrawRule(0, 1, 1_000)),
            Optional.of(new Adjudication.ResignRule(1, 1, false)),
            Optional.empty());
    GameRecord game = play(both, ply -> null);
    assertEquals(Termination.NORMAL, game.termination());
    assertEquals(12, game.plies());
    assertTrue(game.adjudication().isEmpty());
  }

  @Test
  void anAdjudicatedGameIsNoForfeit() {
    assertFalse(Termination.ADJUDICATED.isForfeit());
    assertEquals("adjudicated", Termination.ADJUDICATED.code());
  }
}
