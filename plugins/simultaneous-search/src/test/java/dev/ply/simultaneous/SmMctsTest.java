package dev.ply.simultaneous;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.matrixgames.Goofspiel;
import dev.ply.matrixgames.RockPaperScissors;
import dev.ply.simultaneous.matrix.RegretMatching;
import dev.ply.simultaneous.smmcts.SmMctsPlayer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class SmMctsTest {

  private static final double[][] RPS = {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}};
  private static final Map<String, Object> GOOFSPIEL_4_DESCENDING =
      Map.of("cards", 4L, "order", "descending");

  private final SmMctsStrategy strategy = new SmMctsStrategy();

  private SmMctsPlayer player(Game game, Map<String, ?> variant, Map<String, ?> options) {
    return (SmMctsPlayer)
        strategy.newPlayer(
            new PlayerContext(
                game,
                Options.resolve(game.variantOptions(), variant),
                Options.resolve(strategy.options(), options),
                Optional.empty(),
                1));
  }

  /** The root policies of both seats after one search of {@code iterations} from {@code seed}. */
  private double[][] rootPolicies(String selection, long iterations, long seed) {
    Game rps = new RockPaperScissors();
    GameState start = SimultaneousGames.start(rps, Map.of());
    double[][] policies = new double[2][];
    for (int seat = 0; seat < 2; seat++) {
      // The same seed grows the same tree whichever seat asks: read each seat's policy of it.
      SmMctsPlayer p =
          player(rps, Map.of(), Map.of("selection", selection, "iterations", iterations));
      p.newGame(seat, seed);
      p.chooseMove(start.copy(), Limits.none());
      policies[seat] = p.lastPolicy();
    }
    return policies;
  }

  @Test
  void regretMatchingAndExp3RootPoliciesApproachTheUniformEquilibriumOfRockPaperScissors() {
    for (String selection : List.of("regret-matching", "exp3")) {
      double early = 0;
      double late = 0;
      for (long seed = 1; seed <= 3; seed++) {
        double[][] p = rootPolicies(selection, 300, seed);
        early += RegretMatching.exploitability(RPS, p[0], p[1]) / 3;
        p = rootPolicies(selection, 100_000, seed);
        late += RegretMatching.exploitability(RPS, p[0], p[1]) / 3;
        for (double[] seat : p) {
          for (double x : seat) {
            assertEquals(1.0 / 3, x, 0.03, selection + " seed " + seed);
          }
        }
      }
      assertTrue(late < early / 3, selection + ": exploitability " + early + " then " + late);
      assertTrue(late < 0.02, selection + ": exploitability " + late);
    }
  }

  @Test
  void theMovesItPlaysAtRockPaperScissorsAreUniformInFrequency() {
    Game rps = new RockPaperScissors();
    GameState start = SimultaneousGames.start(rps, Map.of());
    SmMctsPlayer p = player(rps, Map.of(), Map.of("iterations", 300L));
    p.newGame(0, 17);
    int[] counts = new int[3];
    for (int i = 0; i < 3000; i++) {
      counts[p.chooseMove(start.copy(), Limits.none()).move()]++;
    }
    // 1,000 expected each; 6 standard deviations of a fair draw (about 6 * 26) is a loose band.
    for (int c : counts) {
      assertTrue(Math.abs(c - 1000) < 160, "rock, paper, scissors played " + List.of(counts));
    }
  }

  @Test
  void
      itsValueApproachesTheBackwardInductionValueOfGoofspielPositionsWithAHannanConsistentBandit() {
    // Goofspiel(4), prizes 4 3 2 1: after the first bids 4/1 and 4/2 backward induction gives the
    // first seat 3/19 and 1/2 (BackwardInductionTest). Regret matching and Exp3 make SM-MCTS
    // approach them (Lisý et al. 2013); decoupled UCT is not tested here: it has no such guarantee
    // (it ends about 0.03 too high after 4/1).
    Game g = new Goofspiel();
    GameState start = SimultaneousGames.start(g, GOOFSPIEL_4_DESCENDING);
    for (int[] bids : new int[][] {{4, 1}, {4, 2}}) {
      GameState s = start.copy();
      s.playJoint(bids);
      double exact = new BackwardInduction().value(s.copy()).doubleValue();
      for (String selection : List.of("regret-matching", "exp3")) {
        SmMctsPlayer p =
            player(
                g, GOOFSPIEL_4_DESCENDING, Map.of("selection", selection, "iterations", 200_000L));
        p.newGame(0, 3);
        double value = p.chooseMove(s.copy(), Limits.none()).value() / (Values.EVAL_LIMIT - 1.0);
        assertEquals(exact, value, 0.02, selection + " after " + bids[0] + "/" + bids[1]);
      }
    }
  }

  @Test
  void itBeatsRandomPlayClearlyAtGoofspielOfFiveCardsInRandomOrder() {
    Game g = new Goofspiel();
    Map<String, Object> variant = Map.of("cards", 5L, "order", "random");
    GameState start = SimultaneousGames.start(g, variant);
    Player mcts = player(g, variant, Map.of("iterations", 2000L));
    Player random = new RandomForTests();
    double score = 0;
    int games = 60;
    for (int game = 0; game < games; game++) {
      int seat = game % 2;
      Player[] seats = seat == 0 ? new Player[] {mcts, random} : new Player[] {random, mcts};
      int u = SimultaneousGames.play(start, seats, game, Limits::none).utilities()[seat];
      score += (u + 1) / 2.0;
    }
    // Random play against itself scores half; a standard deviation of 60 games is about 0.065.
    // SM-MCTS plays towards an equilibrium, not to exploit random play: it scores about 0.79 at
    // 2,000 iterations over 100 games (0.84 at 10,000).
    assertTrue(score >= 0.7 * games, "sm-mcts scored " + score + " of " + games);
  }

  @Test
  void playsGoofspielWithinItsLimitsAndTheSameMovesUnderTheSameSeed() {
    Game g = new Goofspiel();
    Map<String, Object> variant = Map.of("cards", 4L, "order", "random");
    GameState start = SimultaneousGames.start(g, variant);
    for (String selection : List.of("regret-matching", "exp3", "ucb")) {
      for (Supplier<Limits> limits :
          List.<Supplier<Limits>>of(
              () -> Limits.nodes(1),
              () -> Limits.nodes(300),
              () -> new Limits(2, 500, Limits.NO_DEADLINE),
              () -> {
                Limits l = Limits.none();
                l.stop();
                return l;
              })) {
        Player[] a = {
          player(g, variant, Map.of("selection", selection)),
          player(g, variant, Map.of("selection", selection))
        };
        Player[] b = {
          player(g, variant, Map.of("selection", selection)),
          player(g, variant, Map.of("selection", selection))
        };
        for (long seed = 0; seed < 3; seed++) {
          assertEquals(
              SimultaneousGames.play(start, a, seed, limits).moves(),
              SimultaneousGames.play(start, b, seed, limits).moves(),
              selection + ": same seed, same moves");
        }
      }
    }
  }

  @Test
  void refusesAnUnknownSelectionAndHandlesChanceAndSimultaneousMovesButNotHiddenInformation() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> player(new RockPaperScissors(), Map.of(), Map.of("selection", "ucb1")));
    assertEquals(
        "option 'selection' must be 'regret-matching', 'exp3' or 'ucb', got 'ucb1'",
        e.getMessage());
    assertEquals(Set.of(GameFeature.CHANCE, GameFeature.SIMULTANEOUS_MOVES), strategy.handles());
    assertThrows(
        IllegalArgumentException.class,
        () -> Options.resolve(strategy.options(), Map.of("gamma", 0.0)),
        "gamma is range-checked");
  }

  @Test
  void itsTreeStopsGrowingAtMaxNodesAndTheSearchGoesOn() {
    Game g = new Goofspiel();
    Map<String, Object> variant = Map.of("cards", 5L, "order", "ascending");
    GameState start = SimultaneousGames.start(g, variant);
    SmMctsPlayer p = player(g, variant, Map.of("iterations", 2000L, "max-nodes", 50L));
    p.newGame(1, 4);
    SearchReport r = p.chooseMove(start.copy(), Limits.none());
    assertEquals(50, r.counter("tree-nodes"));
    assertEquals(2000, r.counter("iterations"));
    assertEquals(2000, r.nodes(), "a node of the move's limits is an iteration");
  }
}
