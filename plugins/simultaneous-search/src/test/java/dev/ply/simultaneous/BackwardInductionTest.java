package dev.ply.simultaneous;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.matrixgames.Goofspiel;
import dev.ply.simultaneous.matrix.Fraction;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The oracle of the SM-MCTS tests, checked against what is known of Goofspiel. */
class BackwardInductionTest {

  static GameState goofspiel(int cards, String order) {
    Game g = new Goofspiel();
    return g.newGame(
        Options.resolve(g.variantOptions(), Map.of("cards", (long) cards, "order", order)));
  }

  @Test
  void goofspielIsWorthZeroBySymmetryInEveryOrderUpToFourCards() {
    // Both seats hold the same cards: the game is symmetric, so its value is 0 (OpenSpiel's
    // value_iteration_test solves goofspiel(num_cards=3) to 0 for the same reason).
    for (String order : new String[] {"random", "descending", "ascending"}) {
      for (int cards = 1; cards <= 4; cards++) {
        assertEquals(
            Fraction.ZERO, new BackwardInduction().value(goofspiel(cards, order)), order + cards);
      }
    }
  }

  @Test
  void aPositionIsWorthMinusItsMirrorImageAndNotAlwaysAWholeNumber() {
    // After bids a/b the position is the mirror image of the one after b/a, seats swapped.
    GameState s = goofspiel(4, "descending");
    boolean mixed = false;
    for (int a = 1; a <= 4; a++) {
      for (int b = 1; b <= 4; b++) {
        Fraction ab = after(s, a, b);
        assertEquals(after(s, b, a).negate(), ab, a + "/" + b);
        mixed |= !ab.denominator().equals(java.math.BigInteger.ONE);
      }
    }
    assertEquals(true, mixed, "some position needs a mixed strategy");
    assertEquals(Fraction.of(3, 19), after(s, 4, 1));
  }

  private static Fraction after(GameState s, int a, int b) {
    s.playJoint(new int[] {a, b});
    Fraction v = new BackwardInduction().value(s);
    s.undo();
    return v;
  }
}
