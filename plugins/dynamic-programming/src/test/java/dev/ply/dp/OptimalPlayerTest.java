package dev.ply.dp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.dp.graph.FixedMoves;
import dev.ply.dp.graph.GraphBuilder;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.Sweeps;
import dev.ply.dp.solve.ValueIteration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The player of value iteration plays an optimal policy: held to its moves, the first seat keeps
 * the game's value against the second seat's best reply (an optimal policy, and only one, does),
 * and gets at least that against hold at 20.
 */
class OptimalPlayerTest {

  private static final int GOAL = 30;

  @Test
  void itsMovesKeepTheGameValueAgainstTheBestReplyAndMoreAgainstHoldAtTwenty() {
    ValueIterationStrategy strategy = new ValueIterationStrategy();
    PlayerContext context =
        Contexts.of(
            PigPositions.PIG,
            Map.of("goal", GOAL),
            strategy,
            Map.of(ValueIterationStrategy.TOLERANCE, 1e-13));
    double gameValue = strategy.solve(context, PigPositions.start(GOAL), step -> {}).value();
    Player player = strategy.newPlayer(context);
    player.newGame(0, 1);
    FixedMoves optimal =
        state -> state.playerToMove() == 0 ? moveOf(player, state) : GameState.NO_MOVE;
    assertEquals(gameValue, value(optimal), 1e-10, "against the best reply");

    HoldAt holdAt = new HoldAt(20);
    FixedMoves againstHoldAt =
        state -> state.playerToMove() == 0 ? moveOf(player, state) : holdAt.moveAt(state);
    assertTrue(value(againstHoldAt) > gameValue, "hold at 20 is not optimal");

    FixedMoves second =
        state -> state.playerToMove() == 0 ? GameState.NO_MOVE : moveOf(player, state);
    assertEquals(gameValue, value(second), 1e-10, "as the second seat, against the best reply");
  }

  @Test
  void aPositionOutsideTheSolvedGraphIsSolvedOnTheSpot() {
    ValueIterationStrategy strategy = new ValueIterationStrategy();
    Player player =
        strategy.newPlayer(Contexts.of(PigPositions.PIG, Map.of("goal", 2), strategy, Map.of()));
    player.newGame(0, 1);
    // Pig to 2 ends with the first face that is not a 1: no position with a turn total of 12 is
    // in its graph. The player handed one (of a game to 30) solves from there.
    for (int k : new int[] {12, 16}) {
      GameState elsewhere = PigPositions.at(GOAL, 10, 4, 0, k);
      PlayerContext context =
          Contexts.of(PigPositions.PIG, Map.of("goal", GOAL), strategy, Map.of());
      int expected = strategy.solve(context, elsewhere.copy(), step -> {}).move();
      assertEquals(expected, player.chooseMove(elsewhere.copy(), Limits.nodes(1)).move());
    }
  }

  private static int moveOf(Player player, GameState state) {
    return player.chooseMove(state.copy(), Limits.none()).move();
  }

  private static double value(FixedMoves fixed) {
    PositionGraph graph =
        new GraphBuilder(2, true, 1_000_000, fixed).build(PigPositions.start(GOAL));
    return ValueIteration.solve(graph, 1e-13, 100_000, Sweeps.NONE).values()[graph.start()];
  }
}
