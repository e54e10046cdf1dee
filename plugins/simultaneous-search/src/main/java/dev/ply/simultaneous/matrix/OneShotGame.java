package dev.ply.simultaneous.matrix;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.Optional;

/**
 * A game of one simultaneous move as its payoff matrix, read through the api: the first position is
 * {@link GameState#SIMULTANEOUS}, both seats of a two-player zero-sum game choose there, and every
 * joint choice ends the game. Rows are the first seat's moves and columns the second's, each in the
 * order of {@link GameState#legalMovesOf}; entries are the first seat's utility.
 *
 * @param rowMoves the first seat's moves
 * @param columnMoves the second seat's moves
 * @param rowNames their texts
 * @param columnNames their texts
 * @param payoff {@code payoff[row][column]}, the first seat's utility
 */
public record OneShotGame(
    int[] rowMoves, int[] columnMoves, String[] rowNames, String[] columnNames, int[][] payoff) {

  /** What the matrix solver solves, in the words of a refusal. */
  static final String WHAT =
      "matrix-solver solves two-player zero-sum games of one simultaneous move";

  /**
   * Why {@code game} in {@code variant} is not a one-shot game, or empty when it is: the property
   * that fails, in words that finish "cannot play GAME: ".
   */
  public static Optional<String> whyNot(Game game, Options variant) {
    try {
      of(game, variant);
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
  }

  /**
   * The matrix of {@code game} in {@code variant}.
   *
   * @throws IllegalArgumentException naming the property that fails, when it is not one-shot
   */
  public static OneShotGame of(Game game, Options variant) {
    if (game.players() != 2) {
      throw new IllegalArgumentException("its game has " + game.players() + " players; " + WHAT);
    }
    if (!game.zeroSum()) {
      throw new IllegalArgumentException("its game is not zero-sum; " + WHAT);
    }
    GameState start = game.newGame(variant);
    if (start.isTerminal() || start.playerToMove() != GameState.SIMULTANEOUS) {
      throw new IllegalArgumentException(
          "its first position is not simultaneous ("
              + (start.isTerminal()
                  ? "the game is over at once"
                  : start.playerToMove() == GameState.CHANCE
                      ? "chance moves first"
                      : "seat " + (start.playerToMove() + 1) + " moves alone")
              + "); "
              + WHAT);
    }
    int[] buffer = new int[start.maxMoves()];
    int[] rows = Arrays.copyOf(buffer, start.legalMovesOf(0, buffer));
    int[] columns = Arrays.copyOf(buffer, start.legalMovesOf(1, buffer));
    if (rows.length == 0 || columns.length == 0) {
      throw new IllegalArgumentException(
          "only seat " + (rows.length == 0 ? 2 : 1) + " chooses at its first position; " + WHAT);
    }
    int[][] payoff = new int[rows.length][columns.length];
    int[] joint = {0, 0};
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < columns.length; j++) {
        joint[0] = rows[i];
        joint[1] = columns[j];
        start.playJoint(joint);
        if (!start.isTerminal()) {
          throw new IllegalArgumentException(
              "it is not one-shot: after "
                  + start.moveToText(rows[i])
                  + "/"
                  + start.moveToText(columns[j])
                  + " the game goes on; "
                  + WHAT
                  + " (sm-mcts plays longer ones)");
        }
        payoff[i][j] = start.utility(0);
        start.undo();
      }
    }
    return new OneShotGame(rows, columns, names(start, rows), names(start, columns), payoff);
  }

  private static String[] names(GameState state, int[] moves) {
    return Arrays.stream(moves).mapToObj(state::moveToText).toArray(String[]::new);
  }

  /** The moves of seat 0 (rows) or seat 1 (columns). */
  public int[] movesOf(int seat) {
    return (seat == 0 ? rowMoves : columnMoves).clone();
  }
}
