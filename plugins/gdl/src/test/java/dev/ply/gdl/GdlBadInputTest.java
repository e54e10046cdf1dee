package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.Options;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rules that are no GDL, or that break its restrictions, or that cannot be played, are refused with
 * one message that says where and why, before anything is played.
 */
class GdlBadInputTest {

  @TempDir Path temp;

  /** A one-role game around the given rules, which must make it playable. */
  private static final String PLAYABLE =
      """
      (role solo)
      (init (step 0))
      (succ 0 1) (succ 1 2)
      (<= (legal solo go) (true (step ?n)))
      (<= (next (step ?m)) (true (step ?n)) (succ ?n ?m))
      (<= terminal (true (step 2)))
      (goal solo 100)
      """;

  private static String refusal(String rules) {
    return assertThrows(IllegalArgumentException.class, () -> Description.read("bad.kif", rules))
        .getMessage();
  }

  private static String refusalOnFirstUse(String rules) {
    Game g = new GdlGame("gdl-bad", "Bad", "bad.kif", rules);
    return assertThrows(
            IllegalArgumentException.class, () -> g.newGame(Options.resolve(List.of(), Map.of())))
        .getMessage();
  }

  @Test
  void aWellFormedGameLoadsSoTheOtherCasesFailForTheirOwnReason() {
    new GdlGame("gdl-ok", "Ok", "ok.kif", PLAYABLE).newGame(Options.resolve(List.of(), Map.of()));
  }

  @Test
  void anUnclosedParenthesisIsReportedAtTheLineAndColumnWhereItOpens() {
    assertEquals(
        "bad.kif:3:5: this '(' is never closed (the file ends first)",
        refusal("(role solo)\n; a comment (with a paren\n    (<= terminal\n  (true (step 2))\n"));
  }

  @Test
  void aStrayClosingParenthesisAndAQuoteAreReportedWhereTheyAre() {
    assertEquals("bad.kif:2:13: a ')' closes no '('", refusal("(role solo)\n(init (a b)))"));
    assertEquals(
        "bad.kif:1:7: the character '\"' may not appear in a GDL word", refusal("(role \"solo\")"));
  }

  @Test
  void listsNestedThousandsDeepAreRefusedWhereTheyGoTooDeepNotWithAStackOverflow() {
    String deep = "(role a) (init s) " + "(foo ".repeat(5000) + "x" + ")".repeat(5000);
    assertEquals("bad.kif:1:5019: lists nested more than 1000 deep", refusal(deep));
  }

  @Test
  void anUnsafeVariableNamesTheRuleAndItsLine() {
    String m = refusal(PLAYABLE + "(<= (legal solo (jump ?h)) (true (step 1)))\n");
    assertEquals(
        "bad.kif:8: the rule for (legal solo (jump ?h)) at line 8 breaks safety (the variable ?h"
            + " must appear in a positive literal of the body): (<= (legal solo (jump ?h)) (true"
            + " (step 1)))",
        m);
  }

  @Test
  void aCycleThroughNegationBreaksStratification() {
    String m = refusal(PLAYABLE + "(<= p (not q))\n(<= q (not p))\n");
    assertTrue(m.startsWith("bad.kif:8: the rule for p at line 8 breaks stratification"), m);
  }

  @Test
  void aRecursiveLiteralWithAnUnboundVariableBreaksTheRecursionRestriction() {
    String m =
        refusal(PLAYABLE + "(<= (r ?x) (succ ?x ?y))\n(<= (r ?x) (r ?z) (succ ?x ?y) (r ?w))\n");
    assertTrue(m.contains("line 9 breaks the recursion restriction"), m);
    assertTrue(m.contains("(r ?z), ?z must appear in the head"), m);
  }

  @Test
  void legalThatDependsOnDoesIsRefused() {
    String m = refusal(PLAYABLE + "(<= (legal solo stop) (does solo go))\n");
    assertTrue(m.contains("legal depends on does"), m);
  }

  @Test
  void aKeywordWithTheWrongArityIsRefused() {
    String m = refusal(PLAYABLE + "(<= (legal solo) (true (step 1)))\n");
    assertTrue(m.contains("breaks the arity of legal (2 arguments"), m);
  }

  @Test
  void aRoleWithNoLegalMoveIsRefusedOnFirstUseNamingTheRoleAndTheState() {
    String m =
        refusalOnFirstUse(
            PLAYABLE.replace(
                "(legal solo go) (true (step ?n))", "(legal solo go) (true (step 0))"));
    assertEquals(
        "bad.kif: the role solo has no legal move in a state that is not terminal, after 1"
            + " plies: (step 1)",
        m);
  }

  @Test
  void aGameWithNoTerminalStateWithinThePlyCapIsRefusedOnFirstUse() {
    String m =
        refusalOnFirstUse(
            PLAYABLE.replace("(<= terminal (true (step 2)))", "(<= terminal (true (step 9)))")
                + "(succ 2 0)\n");
    assertTrue(m.contains("reached no terminal state within 1000 plies"), m);
  }

  @Test
  void aGoalThatIsNoNumberFromZeroToAHundredIsRefused() {
    String m = refusalOnFirstUse(PLAYABLE.replace("(goal solo 100)", "(goal solo 101)"));
    assertEquals("bad.kif: the goal (goal solo 101) is not a whole number from 0 to 100", m);
  }

  @Test
  void theLibraryReadsEveryKifFileOfTheFoldersOnItsPathAndLeavesOutABrokenOneWithALine()
      throws Exception {
    Files.writeString(temp.resolve("Count-Two.kif"), PLAYABLE);
    Files.writeString(temp.resolve("Count Three (v2).kif"), PLAYABLE);
    Files.writeString(temp.resolve("broken.kif"), "(role solo");
    Files.writeString(temp.resolve("notes.txt"), "not a game");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream old = System.err;
    GdlLibrary library;
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      library = new GdlLibrary(temp.toString());
    } finally {
      System.setErr(old);
    }
    List<String> ids = library.games().stream().map(Game::id).toList();
    assertTrue(ids.contains("gdl-count-two"), ids.toString());
    assertTrue(ids.contains("gdl-count-three-v2"), "one word, whatever the file's name: " + ids);
    assertTrue(ids.contains("gdl-tic-tac-toe"), ids.toString());
    assertEquals(GdlLibrary.BUNDLED.size() + 2, ids.size(), ids.toString());
    assertEquals(
        "ply: the GDL game in "
            + temp.resolve("broken.kif")
            + ":1:1: this '(' is never closed (the file ends first) (left out)\n",
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void rulesSentAsTextAreReadAsAGameAndOtherLanguagesAreNot() {
    GdlLibrary library = new GdlLibrary(null);
    Game g = library.read("GDL", PLAYABLE, "match-7").orElseThrow();
    assertEquals("match-7", g.id());
    assertEquals(1, g.players());
    assertEquals(PLAYABLE, g.rules("gdl").orElseThrow());
    assertTrue(library.read("ludii", PLAYABLE, "match-7").isEmpty());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> library.read("gdl", "(role", "match-8"))
            .getMessage()
            .startsWith("match-8:1:1:"));
  }
}
