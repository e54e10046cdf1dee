package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import dev.ply.api.View;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * GDL-II on Ply's game model: the role random is chance (its legal moves equally likely), each
 * role's view is its own moves and its percepts, and no view tells the hidden state.
 */
class GdlTwoTest {

  /** A one-seat GDL-II game: the bettor bets while random rolls a die at once, then sees it. */
  static final String DICE_BET =
      """
      (role bettor) (role random)
      (die 1) (die 2) (die 3) (die 4) (die 5) (die 6)
      (init (phase bet))
      (<= (legal random (roll ?d)) (true (phase bet)) (die ?d))
      (<= (legal bettor (bet high)) (true (phase bet)))
      (<= (legal bettor (bet low)) (true (phase bet)))
      (<= (legal bettor (bet six)) (true (phase bet)))
      (<= (next (rolled ?d)) (does random (roll ?d)))
      (<= (next (betted ?b)) (does bettor (bet ?b)))
      (<= (sees bettor (saw ?d)) (does random (roll ?d)))
      (<= terminal (true (rolled ?d)))
      (<= (win high) (true (rolled 4)))
      (<= (win high) (true (rolled 5)))
      (<= (win high) (true (rolled 6)))
      (<= (win low) (true (rolled 1)))
      (<= (win low) (true (rolled 2)))
      (<= (win low) (true (rolled 3)))
      (<= (win six) (true (rolled 6)))
      (<= (goal bettor 100) (true (betted ?b)) (win ?b))
      (<= (goal bettor 0) (true (betted ?b)) (not (win ?b)))
      """;

  /**
   * Two seats bet at once while random rolls; each then sees the roll and the other's bet: a joint
   * move of two seats and chance.
   */
  static final String TWO_BETTORS =
      """
      (role alice) (role random) (role bob)
      (die 1) (die 2) (die 3) (die 4) (die 5) (die 6)
      (player alice) (player bob)
      (init (phase bet))
      (<= (legal random (roll ?d)) (true (phase bet)) (die ?d))
      (<= (legal ?p (bet high)) (player ?p) (true (phase bet)))
      (<= (legal ?p (bet low)) (player ?p) (true (phase bet)))
      (<= (next (rolled ?d)) (does random (roll ?d)))
      (<= (next (betted ?p ?b)) (does ?p (bet ?b)))
      (<= (sees ?p (saw ?d)) (player ?p) (does random (roll ?d)))
      (<= (sees ?p (other ?b)) (player ?p) (player ?q) (distinct ?p ?q) (does ?q (bet ?b)))
      (<= terminal (true (rolled ?d)))
      (<= (win high) (true (rolled 4)))
      (<= (win high) (true (rolled 5)))
      (<= (win high) (true (rolled 6)))
      (<= (win low) (true (rolled 1)))
      (<= (win low) (true (rolled 2)))
      (<= (win low) (true (rolled 3)))
      (<= (goal ?p 100) (true (betted ?p ?b)) (win ?b))
      (<= (goal ?p 0) (true (betted ?p ?b)) (not (win ?b)))
      """;

  static GdlGame twoBettors() {
    return new GdlGame("gdl-two-bettors", "Two bettors (GDL)", "two-bettors.kif", TWO_BETTORS);
  }

  @Test
  void twoSeatsBettingWhileTheDieRollsAreOneJointPlyThenAChanceNode() {
    GdlGame g = twoBettors();
    assertEquals(2, g.players(), "alice and bob; random, the second role, is no seat");
    assertFalse(g.zeroSum(), "both may win");
    assertEquals(
        Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION, GameFeature.SIMULTANEOUS_MOVES),
        g.features());
    GameState s = start(g);
    assertEquals(GameState.SIMULTANEOUS, s.playerToMove());
    assertEquals(4, Perft.count(s, 1));
    assertEquals(24, Perft.count(s, 2));
    s.playJoint(new int[] {s.textToMove("bet(high)"), s.textToMove("bet(low)")});
    assertEquals(GameState.CHANCE, s.playerToMove());
    assertEquals("role alice, ply 1: chose bet(high), chance to come", s.observation(0));
    assertEquals("role bob, ply 1: chose bet(low), chance to come", s.observation(1));
    s.play(s.textToMove("roll(2)"));
    assertEquals("role alice, ply 2: did bet(high) saw other(low) saw(2)", s.observation(0));
    assertEquals(0, s.utility(0));
    assertEquals(100, s.utility(1));
  }

  private static GameState start(GdlGame game) {
    return game.newGame(Options.resolve(List.of(), Map.of()));
  }

  private static GdlGame card() {
    return GdlLibrary.bundled("guess-the-card");
  }

  private static GdlGame dice() {
    return new GdlGame("gdl-dice-bet", "Dice bet (GDL)", "dice-bet.kif", DICE_BET);
  }

  @Test
  void randomIsChanceNotASeatAndTheGameDeclaresChanceAndHiddenInformation() {
    GdlGame g = card();
    assertEquals(2, g.players());
    assertTrue(g.zeroSum());
    assertEquals(Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION), g.features());
    GameState s = start(g);
    assertEquals(GameState.CHANCE, s.playerToMove());
    List<ChanceOutcome> outcomes = s.chanceOutcomes();
    assertEquals(
        List.of("deal(1)", "deal(2)", "deal(3)"),
        outcomes.stream().map(o -> s.moveToText(o.move())).sorted().toList());
    for (ChanceOutcome o : outcomes) {
      assertEquals(1, o.numerator());
      assertEquals(3, o.denominator());
    }
    GdlGame d = dice();
    assertEquals(1, d.players());
    assertEquals(Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION), d.features());
  }

  @Test
  void guessTheCardHasThreeDealsTwoPointingsAndThreeGuesses() {
    GameState s = start(card());
    assertEquals(1, Perft.count(s, 0));
    assertEquals(3, Perft.count(s, 1));
    assertEquals(6, Perft.count(s, 2));
    assertEquals(18, Perft.count(s, 3));
    s.play(s.textToMove("deal(2)"));
    assertEquals(0, s.playerToMove(), "the dealer points");
    s.play(s.textToMove("point(left)"));
    assertEquals(1, s.playerToMove(), "the guesser guesses");
  }

  /** The exact expectation over the deal of a guesser that always names card 1. */
  @Test
  void aGuesserThatAlwaysNamesOneWinsOneDealInThree() {
    GameState s = start(card());
    long thrice = 0; // three times the guesser's expected utility, exactly
    for (ChanceOutcome o : s.chanceOutcomes()) {
      GameState t = s.copy();
      t.play(o.move());
      t.play(t.textToMove("point(right)"));
      t.play(t.textToMove("guess(1)"));
      assertTrue(t.isTerminal());
      assertEquals(-t.utility(0), t.utility(1), "zero sum");
      thrice += t.utility(1) * (3 * o.numerator() / o.denominator());
    }
    assertEquals(100 - 100 - 100, thrice);
  }

  @Test
  void theGuessersViewIsTheSameWhicheverCardWasDealtAndTheDealersIsNot() {
    Set<String> guesser = new HashSet<>();
    Set<String> dealer = new HashSet<>();
    for (String deal : List.of("deal(1)", "deal(2)", "deal(3)")) {
      GameState s = start(card());
      s.play(s.textToMove(deal));
      s.play(s.textToMove("point(left)"));
      guesser.add(s.view(1).observation());
      dealer.add(s.view(0).observation());
      assertFalse(s.observation(1).contains("1") && s.observation(1).contains("card"));
    }
    assertEquals(
        Set.of("role guesser, ply 2: did noop saw nothing; did noop saw pointed(left)"), guesser);
    assertEquals(3, dealer.size(), "the dealer saw its card: " + dealer);
    assertTrue(
        dealer.contains("role dealer, ply 2: did noop saw card(2); did point(left) saw nothing"),
        dealer.toString());
  }

  @Test
  void samplesOfTheGuessersViewDealEveryCardAndAgreeWithWhatItSaw() {
    GameState s = start(card());
    s.play(s.textToMove("deal(3)"));
    s.play(s.textToMove("point(right)"));
    SplittableRandom random = new SplittableRandom(33);
    Set<String> deals = new HashSet<>();
    for (int i = 0; i < 60; i++) {
      GameState sample = s.view(1).sample(random);
      assertEquals(s.view(1).observation(), sample.view(1).observation());
      for (String c : List.of("1", "2", "3")) {
        if (sample.render().contains("(dealt " + c + ")")) {
          deals.add(c);
        }
      }
    }
    assertEquals(Set.of("1", "2", "3"), deals, "a view that samples only the true card leaks it");
    // The dealer saw the card: every sample of its view holds the true one.
    for (int i = 0; i < 20; i++) {
      assertTrue(s.view(0).sample(random).render().contains("(dealt 3)"));
    }
  }

  @Test
  void aBetMadeWhileTheDieRollsIsOnePlyAndTheRollAChanceNodeAfterIt() {
    GameState s = start(dice());
    assertEquals(0, s.playerToMove(), "the bettor chooses first");
    assertEquals(3, Perft.count(s, 1));
    assertEquals(18, Perft.count(s, 2));
    long before = s.hash();
    s.play(s.textToMove("bet(high)"));
    assertEquals(GameState.CHANCE, s.playerToMove());
    assertEquals(6, s.chanceOutcomes().size());
    assertEquals("role bettor, ply 1: chose bet(high), chance to come", s.observation(0));
    assertEquals(s.observation(0), s.view(0).sample(new SplittableRandom(1)).observation(0));
    s.play(s.textToMove("roll(5)"));
    assertTrue(s.isTerminal());
    assertEquals(100, s.utility(0));
    assertEquals("role bettor, ply 2: did bet(high) saw saw(5)", s.observation(0));
    s.undo();
    s.undo();
    assertEquals(before, s.hash());
    assertEquals(0, s.playerToMove());
  }

  /** Exact expectimax by hand: high and low win 3 rolls in 6, six wins 1 in 6. */
  @Test
  void theBetsExpectFiftyFiftyAndOneSixthExactly() {
    GameState s = start(dice());
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    Map<String, Long> sixTimes = new java.util.TreeMap<>();
    for (int i = 0; i < n; i++) {
      GameState t = s.copy();
      t.play(buffer[i]);
      long sum = 0;
      for (ChanceOutcome o : t.chanceOutcomes()) {
        assertEquals(6, o.denominator());
        t.play(o.move());
        sum += t.utility(0);
        t.undo();
      }
      sixTimes.put(s.moveToText(buffer[i]), sum);
    }
    assertEquals(Map.of("bet(high)", 300L, "bet(low)", 300L, "bet(six)", 100L), sixTimes);
  }

  @Test
  void theDiceBetProbeFindsChanceAndOneSeat() {
    assertEquals(new Probe.Findings(false, false, true), dice().probed());
    assertNotEquals(null, card().probed());
  }

  /**
   * What a GGP player of GDL-II is told, step by step, is exactly its view: the steps of the dealer
   * and the guesser after a deal, a pointing and a guess, and the views rebuilt from those steps
   * alone (as {@code ply serve-ggp} rebuilds them) are the views the game gave.
   */
  @Test
  void aSeatsStepsAreItsOwnMovesAndPerceptsAndRebuildItsView() {
    GdlGame g = card();
    Options variant = Options.resolve(List.of(), Map.of());
    GameState s = start(g);
    s.play(s.textToMove("deal(2)"));
    s.play(s.textToMove("point(left)"));
    assertEquals(
        List.of(new View.Step("noop", List.of("card(2)")), new View.Step("point(left)", List.of())),
        s.view(0).steps().orElseThrow());
    assertEquals(
        List.of(new View.Step("noop", List.of()), new View.Step("noop", List.of("pointed(left)"))),
        s.view(1).steps().orElseThrow());
    for (int seat = 0; seat < 2; seat++) {
      View rebuilt = g.viewOf(variant, seat, s.view(seat).steps().orElseThrow()).orElseThrow();
      assertEquals(s.view(seat).observation(), rebuilt.observation());
      int[] buffer = new int[rebuilt.maxMoves()];
      assertEquals(seat == 1 ? 3 : 0, rebuilt.legalMoves(buffer), "the guesser guesses now");
    }
    s.play(s.textToMove("guess(3)"));
    assertEquals(
        List.of("shown(2)"), s.view(1).steps().orElseThrow().get(2).percepts(), "both see it");
    // Percepts written in KIF, in any case, read as the game writes them.
    View fromKif =
        g.viewOf(
                variant,
                1,
                List.of(
                    new View.Step("NOOP", List.of()),
                    new View.Step("noop", List.of("(POINTED left)"))))
            .orElseThrow();
    assertEquals(
        "role guesser, ply 2: did noop saw nothing; did noop saw pointed(left)",
        fromKif.observation());
    IllegalArgumentException none =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class,
            () -> g.viewOf(variant, 1, List.of(new View.Step("noop", List.of("card(2)")))));
    assertTrue(
        none.getMessage()
            .equals(
                "no play of gdl-guess-the-card that gives guesser these moves and percepts was"
                    + " found within 200000 joint moves"),
        none.getMessage());
    assertTrue(dice().viewOf(variant, 0, List.of()).isPresent());
    assertTrue(GdlLibrary.bundled("tic-tac-toe").viewOf(variant, 0, List.of()).isEmpty());
  }
}
