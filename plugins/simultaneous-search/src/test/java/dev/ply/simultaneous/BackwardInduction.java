package dev.ply.simultaneous;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import dev.ply.simultaneous.matrix.Fraction;
import dev.ply.simultaneous.matrix.SimplexMethod;
import java.util.Arrays;

/**
 * The exact value of a two-player zero-sum game of perfect information with simultaneous moves and
 * chance, for the first seat, by backward induction: a finished game is worth its utility, a chance
 * node the expectation of its children (with the game's exact probabilities), a position where one
 * seat moves the best child for that seat, and a simultaneous position the value of the matrix game
 * of its children's values, solved exactly by {@link SimplexMethod} (Bošanský et al., "Algorithms
 * for computing strategies in two-player simultaneous move games", AIJ 2016, call this backward
 * induction). Small games only: it walks the whole tree.
 */
final class BackwardInduction {

  private long positions;

  Fraction value(GameState state) {
    positions++;
    if (state.isTerminal()) {
      return Fraction.of(state.utility(0));
    }
    int[] buffer = new int[state.maxMoves()];
    int toMove = state.playerToMove();
    if (toMove == GameState.CHANCE) {
      Fraction sum = Fraction.ZERO;
      for (ChanceOutcome o : state.chanceOutcomes()) {
        state.play(o.move());
        sum = sum.add(value(state).multiply(Fraction.of(o.numerator(), o.denominator())));
        state.undo();
      }
      return sum;
    }
    if (toMove != GameState.SIMULTANEOUS) {
      int n = state.legalMoves(buffer);
      int[] moves = Arrays.copyOf(buffer, n);
      Fraction best = null;
      for (int move : moves) {
        state.play(move);
        Fraction v = value(state);
        state.undo();
        if (best == null || (toMove == 0 ? v.compareTo(best) > 0 : v.compareTo(best) < 0)) {
          best = v;
        }
      }
      return best;
    }
    int[] rows = Arrays.copyOf(buffer, state.legalMovesOf(0, buffer));
    int[] columns = Arrays.copyOf(buffer, state.legalMovesOf(1, buffer));
    Fraction[][] matrix = new Fraction[rows.length][columns.length];
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < columns.length; j++) {
        state.playJoint(new int[] {rows[i], columns[j]});
        matrix[i][j] = value(state);
        state.undo();
      }
    }
    return SimplexMethod.solve(matrix).value();
  }

  /** The positions visited so far. */
  long positions() {
    return positions;
  }
}
