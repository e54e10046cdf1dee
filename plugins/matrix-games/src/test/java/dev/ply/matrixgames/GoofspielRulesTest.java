package dev.ply.matrixgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GoofspielRulesTest {

  private static final Goofspiel GAME = new Goofspiel();

  private static GameState start(int cards, String order) {
    return GAME.newGame(
        Options.resolve(GAME.variantOptions(), Map.of("cards", cards, "order", order)));
  }

  /** How many terminal histories end with each result for the first seat: loss, draw, win. */
  record Tally(long losses, long draws, long wins) {
    long total() {
      return losses + draws + wins;
    }

    Tally plus(Tally o) {
      return new Tally(losses + o.losses, draws + o.draws, wins + o.wins);
    }

    static Tally of(int result) {
      return new Tally(result < 0 ? 1 : 0, result == 0 ? 1 : 0, result > 0 ? 1 : 0);
    }
  }

  /**
   * The plugin's game enumerated through the api only: every chance outcome (whose probabilities
   * must be equal fractions summing to 1, listed as legalMoves lists them) and, at a bidding
   * position, every pair of bids from legalMovesOf played with playJoint and undone.
   */
  private static Tally enumerate(GameState s) {
    if (s.isTerminal()) {
      assertEquals(-s.utility(0), s.utility(1), "zero sum");
      return Tally.of(s.utility(0));
    }
    Tally tally = new Tally(0, 0, 0);
    if (s.playerToMove() == GameState.CHANCE) {
      List<ChanceOutcome> outcomes = s.chanceOutcomes();
      int[] listed = new int[s.maxMoves()];
      assertEquals(outcomes.size(), s.legalMoves(listed), "chance outcomes are the legal moves");
      for (int i = 0; i < outcomes.size(); i++) {
        ChanceOutcome o = outcomes.get(i);
        assertEquals(listed[i], o.move(), "in the order legalMoves lists them");
        assertEquals(1, o.numerator());
        assertEquals(outcomes.size(), o.denominator(), "every prize left is equally likely");
        s.play(o.move());
        tally = tally.plus(enumerate(s));
        s.undo();
      }
      return tally;
    }
    assertEquals(GameState.SIMULTANEOUS, s.playerToMove());
    int[] mine = new int[s.maxMoves()];
    int[] theirs = new int[s.maxMoves()];
    int n = s.legalMovesOf(0, mine);
    int m = s.legalMovesOf(1, theirs);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++) {
        long hash = s.hash();
        s.playJoint(new int[] {mine[i], theirs[j]});
        tally = tally.plus(enumerate(s));
        s.undo();
        assertEquals(hash, s.hash(), "undo takes the joint move back");
      }
    }
    return tally;
  }

  /**
   * A second implementation written from the rules, sharing nothing with the plugin: lists of cards
   * left, the prize deck turned up in every order (or the given order), both bids of every turn; a
   * higher bid scores the prize, equal bids discard it; more points win.
   */
  private static Tally rulebook(
      List<Integer> deck, boolean shuffled, List<Integer> mine, List<Integer> theirs, int score) {
    if (deck.isEmpty()) {
      return Tally.of(Integer.signum(score));
    }
    Tally tally = new Tally(0, 0, 0);
    List<Integer> prizes = shuffled ? deck : List.of(deck.get(0));
    for (int prize : prizes) {
      List<Integer> restOfDeck = new ArrayList<>(deck);
      restOfDeck.remove(Integer.valueOf(prize));
      for (int a : mine) {
        for (int b : theirs) {
          List<Integer> myRest = new ArrayList<>(mine);
          myRest.remove(Integer.valueOf(a));
          List<Integer> theirRest = new ArrayList<>(theirs);
          theirRest.remove(Integer.valueOf(b));
          int gain = a > b ? prize : a < b ? -prize : 0;
          tally = tally.plus(rulebook(restOfDeck, shuffled, myRest, theirRest, score + gain));
        }
      }
    }
    return tally;
  }

  private static List<Integer> cards(int n, boolean descending) {
    List<Integer> list = new ArrayList<>();
    for (int c = 1; c <= n; c++) {
      list.add(descending ? n + 1 - c : c);
    }
    return list;
  }

  private static long factorial(int n) {
    return n <= 1 ? 1 : n * factorial(n - 1);
  }

  @Test
  void aShuffledDeckOfUpToFourCardsAgreesWithTheRulebookOnEveryTerminalHistory() {
    for (int n = 1; n <= 4; n++) {
      Tally plugin = enumerate(start(n, "random"));
      Tally rules = rulebook(cards(n, false), true, cards(n, false), cards(n, false), 0);
      assertEquals(rules, plugin, n + " cards, shuffled");
      // n! prize orders times n! bid orders for each seat.
      long f = factorial(n);
      assertEquals(f * f * f, plugin.total(), n + " cards: (n!)^3 terminal histories");
      assertEquals(plugin.wins(), plugin.losses(), "the game is symmetric: as many wins as losses");
    }
    // The figures, for the record: 4 cards shuffled give 13,824 histories.
    assertEquals(13_824, enumerate(start(4, "random")).total());
  }

  @Test
  void aFixedPrizeOrderOfUpToFiveCardsAgreesWithTheRulebookOnEveryTerminalHistory() {
    for (int n = 1; n <= 5; n++) {
      for (String order : new String[] {"ascending", "descending"}) {
        boolean descending = order.equals("descending");
        Tally plugin = enumerate(start(n, order));
        Tally rules = rulebook(cards(n, descending), false, cards(n, false), cards(n, false), 0);
        assertEquals(rules, plugin, n + " cards, " + order);
        long f = factorial(n);
        assertEquals(f * f, plugin.total(), n + " cards " + order + ": (n!)^2 histories");
      }
    }
  }

  @Test
  void theShuffledGameHasChanceAndSimultaneousMovesAndTurnsUpEachPrizeWithEqualChance() {
    assertEquals(Set.of(GameFeature.CHANCE, GameFeature.SIMULTANEOUS_MOVES), GAME.features());
    GameState s = GAME.newGame(Options.resolve(GAME.variantOptions(), Map.of()));
    assertEquals(GameState.CHANCE, s.playerToMove(), "the default deck is shuffled");
    List<ChanceOutcome> first = s.chanceOutcomes();
    assertEquals(13, first.size(), "13 cards by default");
    assertEquals(new ChanceOutcome(s.textToMove("prize:1"), 1, 13), first.get(0));
    s.play(s.textToMove("prize:13"));
    assertEquals(GameState.SIMULTANEOUS, s.playerToMove());
    s.play(s.textToMove("13/1"));
    List<ChanceOutcome> second = s.chanceOutcomes();
    assertEquals(12, second.size());
    assertTrue(second.stream().allMatch(o -> o.numerator() == 1 && o.denominator() == 12));
    assertTrue(second.stream().noneMatch(o -> s.moveToText(o.move()).equals("prize:13")));
  }

  @Test
  void theHigherBidTakesThePrizeAndEqualBidsDiscardIt() {
    GoofspielState s = (GoofspielState) start(3, "random");
    s.play(s.textToMove("prize:3"));
    s.playJoint(new int[] {2, 2});
    assertEquals(0, s.points(0) + s.points(1), "equal bids: the 3 is discarded");
    s.play(s.textToMove("prize:2"));
    s.playJoint(new int[] {1, 3});
    assertEquals(2, s.points(1));
    s.play(s.textToMove("prize:1"));
    int[] buffer = new int[s.maxMoves()];
    assertEquals(1, s.legalMovesOf(0, buffer));
    assertEquals("3", s.moveToText(buffer[0]), "the first player has only the 3 left");
    s.playJoint(new int[] {3, 1});
    assertTrue(s.isTerminal());
    assertEquals(-1, s.utility(0), "1 point against 2");
    assertEquals(1, s.utility(1));
    assertEquals(6, s.plies(), "three prizes and three joint bids");
  }

  @Test
  void aMoveThatIsNotOfThePositionIsRefused() {
    GameState s = start(3, "ascending");
    assertEquals(GameState.SIMULTANEOUS, s.playerToMove(), "a fixed order starts with bids");
    assertThrows(IllegalArgumentException.class, () -> s.play(s.textToMove("prize:1")));
    assertThrows(IllegalArgumentException.class, () -> s.playJoint(new int[] {4, 1}));
    s.playJoint(new int[] {1, 1});
    assertThrows(IllegalArgumentException.class, () -> s.playJoint(new int[] {1, 2}));
    assertThrows(IllegalArgumentException.class, () -> s.textToMove("ace"));
    assertThrows(
        IllegalArgumentException.class,
        () -> GAME.newGame(Options.resolve(GAME.variantOptions(), Map.of("order", "sorted"))));
  }
}
