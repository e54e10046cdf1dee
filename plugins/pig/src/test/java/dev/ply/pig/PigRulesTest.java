package dev.ply.pig;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PigRulesTest {

  static GameState pig(int goal) {
    Pig game = new Pig();
    return game.newGame(Options.resolve(game.variantOptions(), Map.of("goal", goal)));
  }

  private static int[] moves(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    return Arrays.copyOf(buffer, s.legalMoves(buffer));
  }

  private static void play(GameState s, String... texts) {
    for (String text : texts) {
      int move = s.textToMove(text);
      assertTrue(s.isLegal(move), text + " is legal in\n" + s.render());
      s.play(move);
    }
  }

  @Test
  void pigIsAGameOfChanceWithEverythingSeen() {
    assertEquals(Set.of(GameFeature.CHANCE), new Pig().features());
    assertEquals(100, Options.resolve(new Pig().variantOptions(), Map.of()).getInt("goal"));
  }

  @Test
  void aTurnStartsWithARollAndTheDieShowsEachFaceWithProbabilityOneSixth() {
    GameState s = pig(100);
    assertArrayEquals(new int[] {s.textToMove("roll")}, moves(s), "no hold with nothing to bank");
    play(s, "roll");
    assertEquals(GameState.CHANCE, s.playerToMove());
    List<ChanceOutcome> outcomes = s.chanceOutcomes();
    assertEquals(6, outcomes.size());
    for (int face = 1; face <= 6; face++) {
      ChanceOutcome o = outcomes.get(face - 1);
      assertEquals("roll:" + face, s.moveToText(o.move()));
      assertEquals(1, o.numerator());
      assertEquals(6, o.denominator());
      assertEquals(moves(s)[face - 1], o.move(), "outcomes in the order of legalMoves");
    }
  }

  @Test
  void aOneEndsTheTurnWithNothingBankedAndHoldBanksTheTurnTotal() {
    PigState s = (PigState) pig(100);
    play(s, "roll", "roll:5", "roll", "roll:3");
    assertEquals(8, s.turnTotal());
    assertEquals(0, s.playerToMove());
    play(s, "roll", "roll:1");
    assertEquals(0, s.turnTotal());
    assertEquals(0, s.score(0), "a 1 banks nothing");
    assertEquals(1, s.playerToMove());
    play(s, "roll", "roll:6", "roll", "roll:2", "hold");
    assertEquals(8, s.score(1));
    assertEquals(0, s.playerToMove());
    assertFalse(s.isTerminal());
  }

  @Test
  void theGameEndsAsSoonAsScorePlusTurnTotalReachesTheGoal() {
    GameState s = pig(10);
    play(s, "roll", "roll:6", "hold", "roll", "roll:2", "hold", "roll", "roll:3");
    assertFalse(s.isTerminal(), "9 of 10:\n" + s.render());
    play(s, "roll", "roll:1", "roll", "roll:4", "roll", "roll:1", "roll");
    assertFalse(s.isTerminal());
    play(s, "roll:4");
    assertTrue(s.isTerminal(), "6 + 4 = 10 reaches the goal");
    assertEquals(1, s.utility(0));
    assertEquals(-1, s.utility(1));
    assertEquals(0, moves(s).length);
  }

  @Test
  void movesAreReadInTheirWords() {
    GameState s = pig(100);
    assertEquals(PigState.ROLL, s.textToMove(" Roll "));
    assertEquals(PigState.HOLD, s.textToMove("hold"));
    assertEquals(4, s.textToMove("roll:4"));
    assertThrows(IllegalArgumentException.class, () -> s.textToMove("roll:7"));
    assertThrows(IllegalArgumentException.class, () -> s.textToMove("pass"));
  }
}
