package dev.ply.multiplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import dev.ply.classic.MinimaxStrategy;
import dev.ply.connectfour.ConnectFour;
import dev.ply.connectfour.WindowEvaluator;
import dev.ply.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * In a two-player zero-sum game max^n, paranoid and Best-Reply Search are all minimax: their values
 * equal classic-search's minimax (negamax) at every depth, on terminal and heuristic leaves alike.
 */
class TwoPlayerAgreementTest {

  private static final Strategy[] SEARCHES = {
    new MaxNStrategy(), new ParanoidStrategy(), new BestReplyStrategy()
  };

  private static int value(
      Strategy strategy, Game game, GameState state, int depth, Evaluator evaluator) {
    PlayerContext context =
        new PlayerContext(
            game,
            Options.resolve(game.variantOptions(), Map.of()),
            Options.resolve(strategy.options(), Map.of("iterative-deepening", false)),
            Optional.ofNullable(evaluator),
            1);
    var player = strategy.newPlayer(context);
    player.newGame(state.playerToMove(), 1);
    return player.chooseMove(state.copy(), Limits.depth(depth)).value();
  }

  /** The start and every position after the given number of plies, in the game's move order. */
  private static List<GameState> positions(Game game, int plies) {
    List<GameState> out = new ArrayList<>();
    collect(game.newGame(Options.resolve(game.variantOptions(), Map.of())), plies, out);
    return out;
  }

  private static void collect(GameState state, int plies, List<GameState> out) {
    if (state.isTerminal()) {
      return;
    }
    if (plies == 0) {
      out.add(state.copy());
      return;
    }
    int[] moves = new int[state.maxMoves()];
    int n = state.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      state.play(moves[i]);
      collect(state, plies - 1, out);
      state.undo();
    }
  }

  @Test
  void eachEqualsMinimaxOnTicTacToeAtEveryDepthFromEveryPositionOfTwoPlies() {
    Game game = new TicTacToe();
    List<GameState> positions = positions(game, 2);
    positions.add(0, game.newGame(Options.empty()));
    int compared = 0;
    for (GameState position : positions) {
      for (int depth = 1; depth <= 9 - position.plies(); depth += 2) {
        int expected = value(new MinimaxStrategy(), game, position, depth, null);
        for (Strategy search : SEARCHES) {
          assertEquals(
              expected,
              value(search, game, position, depth, null),
              search.id() + " at depth " + depth + " in\n" + position.render());
          compared++;
        }
      }
    }
    assertEquals(3 * (5 + 72 * 4), compared);
  }

  @Test
  void eachEqualsMinimaxOnConnectFourWithTheWindowsEvaluatorToDepthFour() {
    Game game = new ConnectFour();
    Evaluator windows = new WindowEvaluator();
    for (GameState position : positions(game, 2)) {
      for (int depth = 1; depth <= 4; depth++) {
        int expected = value(new MinimaxStrategy(), game, position, depth, windows);
        for (Strategy search : SEARCHES) {
          assertEquals(
              expected,
              value(search, game, position, depth, windows),
              search.id() + " at depth " + depth + " in\n" + position.render());
        }
      }
    }
  }
}
