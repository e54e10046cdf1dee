package dev.ply.poker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.View;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A seat's view holds what it has seen and nothing more: positions that differ only in cards the
 * seat has not seen give equal views, and a view's samples are positions it could be.
 */
class PokerViewTest {

  private static final Game[] GAMES = {new KuhnPoker(), new KuhnPokerThree(), new LeducPoker()};

  static GameState play(Game game, String moves) {
    GameState s = game.newGame(Options.empty());
    for (String text : moves.trim().split("\\s+")) {
      int move = s.textToMove(text);
      assertTrue(s.isLegal(move), text + " is legal in\n" + s.render());
      s.play(move);
    }
    return s;
  }

  private static void forEachPosition(GameState s, Consumer<GameState> visit) {
    visit.accept(s);
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      s.play(buffer[i]);
      forEachPosition(s, visit);
      s.undo();
    }
  }

  private static int[] legal(View v) {
    int[] buffer = new int[v.maxMoves()];
    return Arrays.copyOf(buffer, v.legalMoves(buffer));
  }

  @Test
  void positionsThatDifferOnlyInTheOtherSeatsCardGiveEqualViews() {
    Game kuhn = new KuhnPoker();
    GameState a = play(kuhn, "deal:J deal:Q check bet");
    GameState b = play(kuhn, "deal:J deal:K check bet");
    assertEquals(a.view(0), b.view(0));
    assertEquals(a.view(0).observation(), b.view(0).observation());
    assertEquals("player 1 of 2 | card J | bets: check bet", a.view(0).observation());
    assertArrayEquals(legal(a.view(0)), legal(b.view(0)));
    assertEquals("fold call", texts(a.view(0)));
    assertNotEquals(a.view(1), b.view(1), "the second seat sees its own card");

    Game leduc = new LeducPoker();
    GameState c = play(leduc, "deal:Qh deal:Js bet call board:Ks check");
    GameState d = play(leduc, "deal:Qh deal:Kh bet call board:Ks check");
    assertEquals(c.view(0), d.view(0));
    assertEquals(
        "player 1 of 2 | card Qh | board Ks | round 1: bet call | round 2: check",
        c.view(0).observation());
    assertEquals(c.observation(0), d.observation(0));
    assertNotEquals(c.view(1), d.view(1));
    assertEquals("check bet", texts(c.view(1)));
    assertEquals("", texts(c.view(0)), "not the first seat's turn");
  }

  private static void assertArrayEquals(int[] expected, int[] actual) {
    org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual);
  }

  private static String texts(View v) {
    StringBuilder sb = new StringBuilder();
    for (int m : legal(v)) {
      sb.append(sb.length() > 0 ? " " : "").append(v.moveToText(m));
    }
    return sb.toString();
  }

  @Test
  void everyPositionsViewIsDecidedByItsObservation() {
    for (Game game : GAMES) {
      Map<String, View> byObservation = new HashMap<>();
      int[] positions = {0};
      forEachPosition(
          game.newGame(Options.empty()),
          s -> {
            positions[0]++;
            for (int seat = 0; seat < game.players(); seat++) {
              View v = s.view(seat);
              assertEquals(s.observation(seat), v.observation());
              View before = byObservation.putIfAbsent(seat + "|" + v.observation(), v);
              if (before != null) {
                assertEquals(before, v, game.id() + ": two views of one observation");
                assertArrayEquals(legal(before), legal(v));
              }
            }
          });
      assertTrue(positions[0] > 50, game.id() + " has " + positions[0] + " positions");
    }
  }

  @Test
  void samplesAreConsistentWithTheViewAndCoverEveryDealItAllows() {
    SplittableRandom random = new SplittableRandom(7);
    for (Game game : GAMES) {
      forEachPosition(
          game.newGame(Options.empty()),
          s -> {
            for (int seat = 0; seat < game.players(); seat++) {
              View v = s.view(seat);
              GameState sample = v.sample(random);
              assertEquals(v, sample.view(seat), game.id() + " sampled from " + v);
              assertEquals(s.plies(), sample.plies());
              assertEquals(s.isTerminal(), sample.isTerminal());
            }
          });
    }
    // The first seat holding a jack sees a queen or a king opposite, equally often.
    View v = play(new KuhnPoker(), "deal:J deal:K").view(0);
    Map<Integer, Integer> seen = new HashMap<>();
    for (int i = 0; i < 6000; i++) {
      KuhnState sample = (KuhnState) v.sample(random);
      assertEquals(0, sample.card(0));
      seen.merge(sample.card(1), 1, Integer::sum);
    }
    assertEquals(Set.of(1, 2), seen.keySet());
    // Binomial(6000, 1/2): standard deviation 39; 200 is five of them.
    assertTrue(Math.abs(seen.get(1) - 3000) < 200, "queens " + seen.get(1));
  }

  @Test
  void aShowdownShowsTheCardsOfThoseStillInAndAFoldShowsNone() {
    Game kuhn = new KuhnPoker();
    assertEquals(
        "player 1 of 2 | card J | bets: check check | showdown: J Q",
        play(kuhn, "deal:J deal:Q check check").observation(0));
    assertEquals(
        "player 1 of 2 | card J | bets: bet fold | player 1 wins uncontested",
        play(kuhn, "deal:J deal:Q bet fold").observation(0));
    Game three = new KuhnPokerThree();
    GameState s = play(three, "deal:A deal:J deal:Q check bet call fold");
    assertTrue(s.isTerminal());
    assertEquals(
        "player 1 of 3 | card A | bets: check bet call fold | showdown: - J Q", s.observation(0));
    assertEquals(
        s.view(2),
        play(three, "deal:K deal:J deal:Q check bet call fold").view(2),
        "the folded ace stays hidden");
    Game leduc = new LeducPoker();
    assertEquals(
        "player 2 of 2 | card Js | board ? | round 1: bet fold | player 2 folds",
        play(leduc, "deal:Qh deal:Js bet fold").observation(1));
    Set<String> seen = new HashSet<>();
    SplittableRandom random = new SplittableRandom(1);
    View folded = play(leduc, "deal:Qh deal:Js bet fold").view(1);
    for (int i = 0; i < 200; i++) {
      seen.add(((LeducState) folded.sample(random)).card(0) + "");
    }
    assertEquals(
        Set.of("1", "2", "3", "4", "5"), seen, "a folded hand shows nothing: any card but Js");
  }
}
