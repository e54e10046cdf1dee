package dev.ply.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GameLibraryTest {

  @Test
  void aKifMoveInAnyCaseAndWhitespaceReadsAsItsPrefixText() {
    assertEquals("mark(1,1)", GameLibrary.textOf("( MARK  1\n 1 )"));
    assertEquals("noop", GameLibrary.textOf(" NoOp "));
    assertEquals("move(cell(1,2),up)", GameLibrary.textOf("(move (cell 1 2) up)"));
  }

  @Test
  void aPrefixTextPrintsAsKifInStandardForm() {
    assertEquals("(mark 1 1)", GameLibrary.kifOf("mark(1,1)"));
    assertEquals("(move (cell 1 2) up)", GameLibrary.kifOf("move(cell(1,2),up)"));
    assertEquals("noop", GameLibrary.kifOf("noop"));
  }

  @Test
  void eachFormGoesToTheOtherAndBack() {
    for (String kif : new String[] {"(a (b c) (d (e f)) g)", "x", "(f 10)"}) {
      assertEquals(kif, GameLibrary.kifOf(GameLibrary.textOf(kif)));
    }
  }

  @Test
  void textThatIsNoTermIsRefusedWithItsColumn() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GameLibrary.textOf("(mark 1 1"));
    assertTrue(e.getMessage().contains("column 10"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> GameLibrary.textOf("mark 1"));
    assertThrows(IllegalArgumentException.class, () -> GameLibrary.kifOf("mark(1 1)"));
  }

  @Test
  void aGameHasNoRulesTextUnlessItSaysSo() {
    Game plain =
        new Game() {
          @Override
          public String id() {
            return "plain";
          }

          @Override
          public String displayName() {
            return "Plain";
          }

          @Override
          public int players() {
            return 2;
          }

          @Override
          public java.util.List<OptionSpec> variantOptions() {
            return java.util.List.of();
          }

          @Override
          public GameState newGame(Options variant) {
            throw new UnsupportedOperationException();
          }
        };
    assertTrue(plain.rules("gdl").isEmpty());
  }

  @Test
  void theRolesOfGdlRulesAreItsRoleFactsInOrderWhateverTheCaseAndComments() {
    String rules =
        "; (role commented)\n(ROLE White) (init (cell 1 1 b))\n"
            + "(<= (legal ?r noop) (role ?r))\n(role  black) ; (role nobody)\n";
    assertEquals(java.util.List.of("white", "black"), GameLibrary.gdlRoles(rules));
  }
}
