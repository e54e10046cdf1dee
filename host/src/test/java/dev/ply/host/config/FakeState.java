package dev.ply.host.config;

import dev.ply.api.GameState;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * A position of {@link FakeGame}: a drop game on {@code columns} columns of {@code rows} cells,
 * where a move names a column ({@code 0}, {@code 1}, …) that is not full, and the game ends, drawn,
 * when the board is full. Enough to replay openings.
 */
final class FakeState implements GameState {

  private final int columns;
  private final int rows;
  private final int[] heights;
  private final Deque<Integer> played = new ArrayDeque<>();

  FakeState(int columns, int rows) {
    this.columns = columns;
    this.rows = rows;
    this.heights = new int[columns];
  }

  @Override
  public int playerToMove() {
    return played.size() % 2;
  }

  @Override
  public int maxMoves() {
    return columns;
  }

  @Override
  public int legalMoves(int[] buffer) {
    int n = 0;
    for (int c = 0; c < columns; c++) {
      if (heights[c] < rows) {
        buffer[n++] = c;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    return move >= 0 && move < columns && heights[move] < rows;
  }

  @Override
  public void play(int move) {
    heights[move]++;
    played.push(move);
  }

  @Override
  public void undo() {
    if (played.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    heights[played.pop()]--;
  }

  @Override
  public int plies() {
    return played.size();
  }

  @Override
  public boolean isTerminal() {
    return played.size() == columns * rows;
  }

  @Override
  public int utility(int player) {
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    return 0;
  }

  @Override
  public long hash() {
    return Arrays.hashCode(heights);
  }

  @Override
  public GameState copy() {
    FakeState copy = new FakeState(columns, rows);
    System.arraycopy(heights, 0, copy.heights, 0, columns);
    copy.played.addAll(played);
    return copy;
  }

  @Override
  public String moveToText(int move) {
    return Integer.toString(move);
  }

  @Override
  public int textToMove(String text) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("a move is a column number, such as 3");
    }
  }

  @Override
  public String render() {
    return Arrays.toString(heights);
  }
}
