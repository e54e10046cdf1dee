package dev.ply.poker;

import static dev.ply.poker.PokerViewTest.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PokerRulesTest {

  private static String legal(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    StringBuilder sb = new StringBuilder();
    for (int m : Arrays.copyOf(buffer, n)) {
      sb.append(sb.length() > 0 ? " " : "").append(s.moveToText(m));
    }
    return sb.toString();
  }

  private static String chances(GameState s) {
    StringBuilder sb = new StringBuilder();
    for (ChanceOutcome o : s.chanceOutcomes()) {
      sb.append(sb.length() > 0 ? " " : "")
          .append(s.moveToText(o.move()))
          .append('=')
          .append(o.numerator())
          .append('/')
          .append(o.denominator());
    }
    return sb.toString();
  }

  private static int[] utilities(GameState s, int players) {
    assertTrue(s.isTerminal(), s.render());
    int[] u = new int[players];
    for (int p = 0; p < players; p++) {
      u[p] = s.utility(p);
    }
    return u;
  }

  @Test
  void theGamesAreOfChanceAndHiddenInformation() {
    for (Game g : List.of(new KuhnPoker(), new KuhnPokerThree(), new LeducPoker())) {
      assertEquals(Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION), g.features());
    }
  }

  @Test
  void cardsAreDealtOneAtATimeFromTheCardsLeft() {
    GameState kuhn = play(new KuhnPoker(), "deal:K");
    assertEquals(GameState.CHANCE, kuhn.playerToMove());
    assertEquals("deal:J=1/2 deal:Q=1/2", chances(kuhn));
    assertEquals(
        "deal:J=1/4 deal:Q=1/4 deal:K=1/4 deal:A=1/4",
        chances(new KuhnPokerThree().newGame(dev.ply.api.Options.empty())));
    GameState leduc = play(new LeducPoker(), "deal:Qh");
    assertEquals("deal:Js=1/5 deal:Jh=1/5 deal:Qs=1/5 deal:Ks=1/5 deal:Kh=1/5", chances(leduc));
    leduc = play(new LeducPoker(), "deal:Qh deal:Js check bet call");
    assertEquals("board:Jh=1/4 board:Qs=1/4 board:Ks=1/4 board:Kh=1/4", chances(leduc));
  }

  @Test
  void kuhnPokerPaysThePotToTheBestCardStillIn() {
    Game two = new KuhnPoker();
    assertEquals("check bet", legal(play(two, "deal:J deal:Q")));
    assertEquals("fold call", legal(play(two, "deal:J deal:Q check bet")));
    assertArrayEquals(new int[] {-1, 1}, utilities(play(two, "deal:J deal:Q check check"), 2));
    assertArrayEquals(new int[] {2, -2}, utilities(play(two, "deal:K deal:Q bet call"), 2));
    assertArrayEquals(new int[] {1, -1}, utilities(play(two, "deal:J deal:K bet fold"), 2));
    assertArrayEquals(new int[] {-1, 1}, utilities(play(two, "deal:K deal:J check bet fold"), 2));
    Game three = new KuhnPokerThree();
    assertArrayEquals(
        new int[] {-1, -2, 3},
        utilities(play(three, "deal:A deal:J deal:Q check bet call fold"), 3));
    assertArrayEquals(
        new int[] {-1, -1, 2}, utilities(play(three, "deal:J deal:Q deal:A check check check"), 3));
    assertArrayEquals(
        new int[] {4, -2, -2}, utilities(play(three, "deal:K deal:J deal:Q bet call call"), 3));
  }

  @Test
  void leducBetsTwoThenFourWithAtMostTwoBetsARound() {
    Game leduc = new LeducPoker();
    assertEquals("check bet", legal(play(leduc, "deal:Qh deal:Js")));
    assertEquals("fold call raise", legal(play(leduc, "deal:Qh deal:Js bet")));
    assertEquals("fold call", legal(play(leduc, "deal:Qh deal:Js bet raise")), "two bets at most");
    // Round 1 capped: 1 + 2 + 2 = 5 each; round 2 capped: 5 + 4 + 4 = 13 each.
    assertArrayEquals(
        new int[] {-13, 13},
        utilities(play(leduc, "deal:Qs deal:Kh bet raise call board:Js bet raise call"), 2));
    // A pair with the board beats a higher card.
    assertArrayEquals(
        new int[] {3, -3},
        utilities(play(leduc, "deal:Js deal:Kh bet call board:Jh check check"), 2));
    // Equal ranks split the pot.
    assertArrayEquals(
        new int[] {0, 0},
        utilities(play(leduc, "deal:Qs deal:Qh check check board:Ks check bet call"), 2));
    // A fold loses what the folder put in.
    assertArrayEquals(
        new int[] {3, -3}, utilities(play(leduc, "deal:Js deal:Kh bet call board:Qs bet fold"), 2));
  }

  @Test
  void movesAreReadInTheirWords() {
    GameState kuhn = new KuhnPokerThree().newGame(dev.ply.api.Options.empty());
    assertEquals(KuhnState.DEAL + 3, kuhn.textToMove("deal:a"));
    assertThrows(IllegalArgumentException.class, () -> kuhn.textToMove("raise"));
    GameState two = new KuhnPoker().newGame(dev.ply.api.Options.empty());
    assertThrows(IllegalArgumentException.class, () -> two.textToMove("deal:A"), "no ace for two");
    GameState leduc = new LeducPoker().newGame(dev.ply.api.Options.empty());
    assertEquals(LeducState.BOARD + 5, leduc.textToMove(" BOARD:KH "));
    assertThrows(IllegalArgumentException.class, () -> leduc.textToMove("deal:As"));
  }

  private static void assertArrayEquals(int[] expected, int[] actual) {
    org.junit.jupiter.api.Assertions.assertArrayEquals(
        expected, actual, Arrays.toString(expected) + " vs " + Arrays.toString(actual));
  }
}
