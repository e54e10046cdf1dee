package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Captures, suicide, ko and superko, the end and the score, and the text of moves and boards. */
class GoRulesTest {

  private static GoState setUp(int size, KoRule rule, String rows, int toMove) {
    return GoState.setUp(Geometry.of(size), rule, 15, rows, toMove);
  }

  private static void play(GameState s, String... moves) {
    for (String m : moves) {
      int move = s.textToMove(m);
      assertTrue(s.isLegal(move), m + " should be legal in\n" + s.render());
      s.play(move);
    }
  }

  private static boolean legal(GameState s, String move) {
    return s.isLegal(s.textToMove(move));
  }

  private static String board(GameState s) {
    return s.notation().substring(0, s.notation().indexOf(' '));
  }

  private static GameState newGame(Map<String, Object> variant) {
    Go go = new Go();
    return go.newGame(Options.resolve(go.variantOptions(), variant));
  }

  @Test
  void verticesSkipTheLetterIAndCountRowsFromTheBottom() {
    GoState nine = new GoState(Geometry.of(9), KoRule.POSITIONAL, 15);
    assertEquals(0, nine.textToMove("A1"));
    assertEquals(8, nine.textToMove("J1"));
    assertEquals(72, nine.textToMove("A9"));
    assertEquals(80, nine.textToMove("j9"));
    assertEquals(30, nine.textToMove(" d4 "));
    assertEquals(81, nine.textToMove("PASS"));
    assertEquals(81, nine.textToMove("pass"));
    assertEquals("J1", nine.moveToText(8));
    assertEquals("H8", nine.moveToText(7 * 9 + 7));
    assertEquals("pass", nine.moveToText(81));
    for (String bad : new String[] {"I5", "K1", "A10", "A0", "A01", "", "D", "4D", "D4x"}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> nine.textToMove(bad),
              "'" + bad + "' is no point of a 9x9 board");
      assertTrue(e.getMessage().contains("columns A to J without I"), e.getMessage());
    }
    GoState nineteen = new GoState(Geometry.of(19), KoRule.POSITIONAL, 15);
    assertEquals(360, nineteen.textToMove("T19"));
    assertEquals("T19", nineteen.moveToText(360));
    assertEquals("J10", nineteen.moveToText(9 * 19 + 8));
    assertEquals("K10", nineteen.moveToText(9 * 19 + 9));
  }

  @Test
  void aChainLeftWithoutLibertiesIsTakenOffAndTheHashIsTheSameAsSettingUpTheResult() {
    // White B2 has one liberty, B1.
    GoState s = setUp(5, KoRule.POSITIONAL, "...../...../.X.../XOX../.....", 0);
    play(s, "B1");
    assertEquals(GoState.EMPTY, s.colourAt(s.textToMove("B2")), "B2 was captured");
    assertEquals("...../...../.X.../X.X../.X...", board(s));
    assertEquals(
        setUp(5, KoRule.POSITIONAL, "...../...../.X.../X.X../.X...", 1).hash(),
        s.hash(),
        "the incremental hash is the hash of the board set up from scratch");
    s.undo();
    assertEquals("...../...../.X.../XOX../.....", board(s), "undo puts the captured stone back");
  }

  @Test
  void oneStoneCapturesTwoChainsAtOnce() {
    GoState s = setUp(5, KoRule.POSITIONAL, "...../...../X..../OX.../.OX..", 0);
    play(s, "A1");
    assertEquals("...../...../X..../.X.../X.X..", board(s), "A2 and B1 are both captured");
  }

  @Test
  void suicideIsIllegalUnlessTheStoneCaptures() {
    // A1 is Black's eye: White may not play there. Black's chain has two liberties.
    GoState eye = setUp(5, KoRule.POSITIONAL, "...../...../...../XX.../.X...", 1);
    assertFalse(legal(eye, "A1"), "a lone stone in an eye is suicide");
    // Two white stones filling their own last liberty: suicide of a chain.
    GoState chain = setUp(4, KoRule.POSITIONAL, "..../XX../OOX./.OX.", 1);
    assertFalse(legal(chain, "A1"), "White A1 would leave A2-B2-B1 without a liberty");
    // The same point captures when the surrounding chain has no other liberty.
    // White A1 has no empty neighbour, but Black's A2 and B1 have no liberty but A1.
    GoState capture = setUp(3, KoRule.POSITIONAL, "O../XO./.XO", 1);
    assertTrue(legal(capture, "A1"), "a stone that captures is no suicide");
    play(capture, "A1");
    assertEquals("O../.O./O.O", board(capture));
  }

  @ParameterizedTest(name = "ko {0}")
  @EnumSource(KoRule.class)
  void theImmediateRecaptureOfAKoIsIllegalUnderEveryRuleAndLegalAfterAnExchange(KoRule rule) {
    // Black C2 takes the white stone on B2 and is left alone with one liberty, B2.
    GoState s = setUp(5, rule, "...../...../.XO../XO.O./.XO..", 0);
    play(s, "C2");
    assertEquals("...../...../.XO../X.XO./.XO..", board(s));
    assertEquals(
        rule == KoRule.SIMPLE, s.render().contains("ko: B2 may not be retaken now"), s.render());
    assertFalse(legal(s, "B2"), "the retake is illegal right away");
    play(s, "E5", "E4");
    assertTrue(legal(s, "B2"), "after an exchange elsewhere the retake is legal again");
    play(s, "B2");
    assertEquals("....O/....X/.XO../XO.O./.XO..", board(s));
  }

  /**
   * White sends two stones and takes one back: the board after White's B1 is the start board, which
   * positional superko forbids; the start had White to move and now Black is, so situational
   * superko allows it; no single stone was retaken at once, so the simple rule allows it.
   */
  @ParameterizedTest(name = "ko {0}")
  @EnumSource(KoRule.class)
  void sendingTwoAndTakingOneBackRepeatsTheBoardButNotTheSituation(KoRule rule) {
    String start = "..../..../OXX./.O.X";
    GoState s = setUp(4, rule, start, 1);
    play(s, "C1", "A1");
    assertEquals("..../..../OXX./X..X", board(s), "Black A1 took B1 and C1");
    assertEquals(rule != KoRule.POSITIONAL, legal(s, "B1"));
    if (rule != KoRule.POSITIONAL) {
      play(s, "B1");
      assertEquals(start, board(s));
    }
  }

  @Test
  void twoPassesEndTheGameAndTheMarginIsCountedInHalfPoints() {
    GameState s = newGame(Map.of("size", 3L));
    play(s, "B2", "pass");
    assertFalse(s.isTerminal(), "one pass does not end the game");
    assertTrue(s.render().contains("White passed: a pass now ends the game"), s.render());
    play(s, "pass");
    assertTrue(s.isTerminal());
    assertEquals(0, s.legalMoves(new int[10]));
    assertFalse(s.isLegal(s.textToMove("pass")));
    // Black: 1 stone and 8 empty points that reach only black = 9; White 0 + komi 7.5.
    assertEquals(3, s.utility(0));
    assertEquals(-3, s.utility(1));
    assertEquals("B+1.5", s.endReason());
    assertTrue(s.render().contains("game over after two passes: B+1.5"), s.render());

    GameState tie = newGame(Map.of("size", 3L, "komi", 9.0));
    play(tie, "B2", "pass", "pass");
    assertEquals(0, tie.utility(0));
    assertEquals("jigo", tie.endReason());

    GameState white = newGame(Map.of("size", 3L, "komi", 0.5));
    play(white, "pass", "B2", "pass", "pass");
    assertEquals("W+9.5", white.endReason());
    assertEquals(19, white.utility(1));
  }

  @Test
  void emptyPointsThatReachBothColoursCountForNobody() {
    GoState s = setUp(5, KoRule.POSITIONAL, "..X../..X../..XO./..XO./..XO.", 0);
    play(s, "pass", "pass");
    // Black: 5 stones and the 10 empty points left of them. White: its 3 stones only, since the
    // region D4 D5 E1-E5 reaches black (C4, C5) as well as white.
    assertEquals(2 * (15 - 3) - 15, s.utility(0), s.render());
    assertEquals("B+4.5", s.endReason());
  }

  @Test
  void theHashFollowsTheBoardTheMoverTheKoPointAndThePasses() {
    SplittableRandom random = new SplittableRandom(7);
    for (KoRule rule : KoRule.values()) {
      GoState s = new GoState(Geometry.of(5), rule, 15);
      int[] moves = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        int n = s.legalMoves(moves);
        s.play(moves[random.nextInt(n)]);
        GoState scratch = setUp(5, rule, board(s), s.playerToMove());
        boolean plain =
            !s.render().contains("ko:") && !s.render().contains("passed") && !s.isTerminal();
        assertEquals(
            plain,
            scratch.hash() == s.hash(),
            "the hash equals that of the board set up anew exactly when no ko point or pass is"
                + " pending:\n"
                + s.render());
      }
    }
  }

  @Test
  void variantsOutsideTheRulesAreRefusedWithAMessage() {
    Go go = new Go();
    IllegalArgumentException komi =
        assertThrows(IllegalArgumentException.class, () -> newGame(Map.of("komi", 7.25)));
    assertTrue(komi.getMessage().contains("whole or half number"), komi.getMessage());
    IllegalArgumentException ko =
        assertThrows(IllegalArgumentException.class, () -> newGame(Map.of("ko", "japanese")));
    assertTrue(ko.getMessage().contains("positional, situational or simple"), ko.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> Options.resolve(go.variantOptions(), Map.of("size", 20L)));
    assertThrows(
        IllegalArgumentException.class,
        () -> Options.resolve(go.variantOptions(), Map.of("size", 1L)));
    assertEquals(
        "ko=positional, komi=7.5, size=9",
        Options.resolve(go.variantOptions(), Map.of()).toString());
    assertEquals(KoRule.SITUATIONAL, KoRule.parse(" Situational "));
  }

  @Test
  void theBoardIsDrawnWithGtpCoordinates() {
    String nine = newGame(Map.of()).render();
    assertTrue(nine.startsWith("   A B C D E F G H J\n 9 . . . . . . . . . 9\n"), nine);
    assertTrue(nine.contains(" 1 . . . . . . . . . 1\n   A B C D E F G H J\n"), nine);
    assertTrue(nine.contains("Black (X) to move"), nine);
    String nineteen = newGame(Map.of("size", 19L)).render();
    assertTrue(nineteen.startsWith("   A B C D E F G H J K L M N O P Q R S T\n19 . "), nineteen);
    GameState s = newGame(Map.of("size", 3L));
    play(s, "A1", "C3");
    assertEquals("..O/.../X.. b", s.notation());
  }
}
