package dev.ply.cfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Solution;
import dev.ply.api.SolveStep;
import dev.ply.poker.KuhnPoker;
import dev.ply.poker.KuhnPokerThree;
import dev.ply.poker.LeducPoker;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The strategies as the host sees them: what they refuse, their options, and ply solve's steps. */
class RegretStrategyTest {

  @Test
  void aGameOfThreePlayersIsRefusedNamingItsPlayers() {
    String why = new CfrPlusStrategy().whyNot(new KuhnPokerThree()).orElseThrow();
    assertTrue(why.contains("3 players") && why.contains("two-player zero-sum"), why);
  }

  @Test
  void pigIsRefusedBecauseItsTreeHasNoEnd() {
    // Its positions repeat: the tree is infinite, and one random game says it is far too large.
    var pig = new dev.ply.pig.Pig();
    String why =
        new CfrStrategy()
            .whyNot(pig, Options.resolve(pig.variantOptions(), Map.of()))
            .orElseThrow();
    assertTrue(
        why.contains("more than 20000000 positions (by Knuth's estimate, at least 10^")
            && why.contains("option max-nodes"),
        why);
  }

  @Test
  void knuthsEstimateOfTheTicTacToeTreeIsNearItsSize() {
    // Knuth's estimator is unbiased; 4,096 walks put the mean within a few per cent of 549,946.
    GameState start = new dev.ply.tictactoe.TicTacToe().newGame(Options.empty());
    double estimate = dev.ply.cfr.tree.GameTree.estimate(start, 4096, 1, Double.MAX_VALUE);
    assertEquals(549_946, estimate, 549_946 * 0.1);
  }

  @Test
  void theMeasureOfATreeStopsAtItsCapOrAtATooLongLine() {
    // Tic-tac-toe has 549,946 positions (Schaeffer's count of its game tree).
    GameState start = new dev.ply.tictactoe.TicTacToe().newGame(Options.empty());
    assertEquals(549_946, dev.ply.cfr.tree.GameTree.measure(start, 1_000_000));
    assertEquals(1001, dev.ply.cfr.tree.GameTree.measure(start, 1000));
    var pig = new dev.ply.pig.Pig();
    GameState roll = pig.newGame(Options.resolve(pig.variantOptions(), Map.of()));
    assertEquals(-1, dev.ply.cfr.tree.GameTree.measure(roll, 1_000_000));
  }

  @Test
  void thePokersAndTicTacToeAreAccepted() {
    RegretStrategy s = new MccfrStrategy();
    for (dev.ply.api.Game g :
        List.of(new KuhnPoker(), new LeducPoker(), new dev.ply.tictactoe.TicTacToe())) {
      assertTrue(s.whyNot(g).isEmpty(), g.id());
      assertTrue(s.whyNot(g, Options.resolve(g.variantOptions(), Map.of())).isEmpty(), g.id());
    }
    assertTrue(s.supports(new LeducPoker()));
  }

  /**
   * {@code ply list} asks whyNot(Game) of every strategy for every game: it must set up no game
   * (nor walk its tree, which took seconds a game); the variant's question measures the tree.
   */
  @Test
  void askingWhetherAGameIsPlayableWithoutItsVariantStartsNoGame() {
    var started = new java.util.concurrent.atomic.AtomicInteger();
    var pig = new dev.ply.pig.Pig();
    dev.ply.api.Game counted =
        new dev.ply.api.Game() {
          @Override
          public String id() {
            return "counted-pig";
          }

          @Override
          public String displayName() {
            return "Pig, counted";
          }

          @Override
          public int players() {
            return 2;
          }

          @Override
          public java.util.Set<dev.ply.api.GameFeature> features() {
            return pig.features();
          }

          @Override
          public List<dev.ply.api.OptionSpec> variantOptions() {
            return pig.variantOptions();
          }

          @Override
          public GameState newGame(Options variant) {
            started.incrementAndGet();
            return pig.newGame(variant);
          }
        };
    for (RegretStrategy s :
        List.of(new CfrStrategy(), new CfrPlusStrategy(), new MccfrStrategy())) {
      assertTrue(s.whyNot(counted).isEmpty(), s.id());
    }
    assertEquals(0, started.get(), "games set up to list the strategies");
    Options variant = Options.resolve(pig.variantOptions(), Map.of());
    assertTrue(new CfrStrategy().whyNot(counted, variant).isPresent());
    assertTrue(started.get() > 0, "the variant's question measures the tree");
  }

  @Test
  void aTreeBeyondTheCapsIsRefusedNamingTheOption() {
    RegretStrategy s = new CfrPlusStrategy();
    var e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                s.newPlayer(
                    Trees.context(
                        s, new dev.ply.tictactoe.TicTacToe(), Map.of("max-nodes", 1000))));
    assertTrue(
        e.getMessage().contains("more than 1000 positions (option max-nodes)"), e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                s.newPlayer(
                    Trees.context(s, new LeducPoker(), Map.of("max-information-sets", 900))));
    assertTrue(
        e.getMessage().contains("more than 900 information sets (option max-information-sets)"),
        e.getMessage());
  }

  @Test
  void anIterationCountOutOfRangeIsAnOptionError() {
    var e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Options.resolve(new CfrStrategy().options(), Map.of("iterations", 0)));
    assertTrue(e.getMessage().contains("iterations"), e.getMessage());
  }

  @Test
  void solvingReportsValueAndExploitabilityAtLogSpacedIterations() {
    RegretStrategy s = new CfrPlusStrategy();
    var game = new KuhnPoker();
    List<SolveStep> steps = new ArrayList<>();
    Solution solution =
        s.solve(
            Trees.context(s, game, Map.of("iterations", 1200)),
            game.newGame(Options.empty()),
            steps::add);
    assertEquals(
        List.of(1L, 2L, 5L, 10L, 20L, 50L, 100L, 200L, 500L, 1000L, 1200L),
        steps.stream().map(SolveStep::iteration).toList());
    assertEquals(List.of("value", "exploitability"), List.copyOf(steps.get(0).figures().keySet()));
    assertEquals(11.0 / 24, steps.get(0).figures().get("exploitability"), 1e-12);
    double e = solution.figures().get("exploitability");
    assertTrue(e < 1e-3 && e < steps.get(5).figures().get("exploitability"), "exploitability " + e);
    assertEquals(-1.0 / 18, solution.value(), 2 * e);
    assertEquals(GameState.NO_MOVE, solution.move());
    assertEquals(12.0, solution.figures().get("information-sets"));
    assertEquals(1200.0, solution.figures().get("iterations"));
  }

  @Test
  void aPositionAfterMovesOfAHiddenGameIsRefused() {
    RegretStrategy s = new CfrStrategy();
    var game = new KuhnPoker();
    GameState after = game.newGame(Options.empty());
    after.play(after.textToMove("deal:K"));
    var e =
        assertThrows(
            IllegalArgumentException.class,
            () -> s.solve(Trees.context(s, game, Map.of()), after, step -> {}));
    assertTrue(e.getMessage().contains("from its start only"), e.getMessage());
  }

  @Test
  void oneInformationSetCanBeFollowedOverTheIterations() {
    RegretStrategy s = new CfrPlusStrategy();
    var game = new KuhnPoker();
    List<SolveStep> steps = new ArrayList<>();
    s.solve(
        Trees.context(
            s,
            game,
            Map.of(
                "iterations", 100, "trace-information-set", "player 2 of 2 | card K | bets: bet")),
        game.newGame(Options.empty()),
        steps::add);
    Map<String, Double> last = steps.get(steps.size() - 1).figures();
    assertEquals(
        List.of(
            "value",
            "exploitability",
            "regret:fold",
            "regret:call",
            "current:fold",
            "current:call",
            "average:fold",
            "average:call"),
        List.copyOf(last.keySet()));
    // A king always calls: folding it is pure regret, which regret matching+ floors at zero.
    assertEquals(0.0, last.get("regret:fold"));
    assertEquals(1.0, last.get("current:call"));
    assertTrue(last.get("average:call") > 0.99, "average " + last.get("average:call"));
    var e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                s.solve(
                    Trees.context(s, game, Map.of("trace-information-set", "no such set")),
                    game.newGame(Options.empty()),
                    step -> {}));
    assertTrue(e.getMessage().contains("player 1 of 2 | card"), e.getMessage());
  }

  @Test
  void cfrPlusSolvesTicTacToeToADraw() {
    // A game of perfect information: positions are their own information sets, keyed by hash.
    RegretStrategy s = new CfrPlusStrategy();
    var game = new dev.ply.tictactoe.TicTacToe();
    Solution solution =
        s.solve(
            Trees.context(s, game, Map.of("iterations", 30)),
            game.newGame(Options.empty()),
            step -> {});
    double e = solution.figures().get("exploitability");
    assertTrue(e < 0.05, "exploitability " + e);
    assertEquals(0, solution.value(), 2 * e);
    assertEquals(5478 - 958, solution.figures().get("information-sets"), 0.0);
  }
}
