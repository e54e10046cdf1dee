package dev.ply.host.report;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * A game for replay tests: players take turns filling cells of a square grid ({@code a1} is the
 * top-left corner), and the game ends when the grid is full. Its variant option {@code size} (a
 * whole number) checks that the report converts the recorded variant text to option types.
 */
final class TinyGame implements Game {

  /** How the game draws itself ({@link GameState#svg()}). */
  enum Drawing {
    /** It does not: the default. */
    NONE,
    /** With the api's kit. */
    KIT,
    /** With the kit, but it throws once the third cell is filled. */
    THROWS_AT_THREE,
    /** A document with a script, which breaks the contract. */
    SCRIPT
  }

  private final Drawing drawing;

  TinyGame() {
    this(Drawing.NONE);
  }

  TinyGame(Drawing drawing) {
    this.drawing = drawing;
  }

  @Override
  public String id() {
    return "tiny";
  }

  @Override
  public String displayName() {
    return "Tiny grid";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer("size", 3, 2, 5, "rows and columns"),
        OptionSpec.bool("marks", true, "draw X and O rather than 1 and 2"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new State(variant.getInt("size"), variant.getBoolean("marks"), drawing);
  }

  /** The grid: 0 empty, 1 for the first player, 2 for the second. */
  static final class State implements GameState {
    private final int size;
    private final boolean marks;
    private final int[] cells;
    private final Deque<Integer> played = new ArrayDeque<>();
    private final Drawing drawing;

    State(int size, boolean marks, Drawing drawing) {
      this.size = size;
      this.marks = marks;
      this.cells = new int[size * size];
      this.drawing = drawing;
    }

    @Override
    public java.util.Optional<String> svg() {
      switch (drawing) {
        case NONE:
          return java.util.Optional.empty();
        case SCRIPT:
          return java.util.Optional.of(
              "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\">"
                  + "<script>alert(1)</script></svg>");
        case THROWS_AT_THREE:
          if (played.size() >= 3) {
            throw new IllegalStateException("no ink left");
          }
          break;
        default:
          break;
      }
      // a1 is the top-left corner, as render() shows it.
      dev.ply.api.draw.SquareGrid grid = dev.ply.api.draw.SquareGrid.of(size, size).rowsFromTop();
      for (int i = 0; i < cells.length; i++) {
        if (cells[i] != 0) {
          grid.glyph(i % size, i / size, cells[i] == 1 ? "X" : "O", "#000");
        }
      }
      return java.util.Optional.of(grid.svg().toString());
    }

    @Override
    public int playerToMove() {
      return played.size() % 2;
    }

    @Override
    public int maxMoves() {
      return cells.length;
    }

    @Override
    public int legalMoves(int[] buffer) {
      int n = 0;
      for (int i = 0; i < cells.length; i++) {
        if (cells[i] == 0 && !isTerminal()) {
          buffer[n++] = i;
        }
      }
      return n;
    }

    @Override
    public void play(int move) {
      cells[move] = playerToMove() + 1;
      played.push(move);
    }

    @Override
    public void undo() {
      cells[played.pop()] = 0;
    }

    @Override
    public int plies() {
      return played.size();
    }

    @Override
    public boolean isTerminal() {
      return played.size() == cells.length;
    }

    @Override
    public int utility(int player) {
      return 0;
    }

    @Override
    public long hash() {
      return java.util.Arrays.hashCode(cells);
    }

    @Override
    public GameState copy() {
      State copy = new State(size, marks, drawing);
      System.arraycopy(cells, 0, copy.cells, 0, cells.length);
      copy.played.addAll(played);
      return copy;
    }

    @Override
    public String moveToText(int move) {
      return "" + (char) ('a' + move % size) + (move / size + 1);
    }

    @Override
    public int textToMove(String text) {
      if (text.length() != 2) {
        throw new IllegalArgumentException("not a cell: " + text);
      }
      int column = text.charAt(0) - 'a';
      int row = text.charAt(1) - '1';
      if (column < 0 || column >= size || row < 0 || row >= size) {
        throw new IllegalArgumentException("not a cell: " + text);
      }
      return row * size + column;
    }

    @Override
    public String render() {
      StringBuilder sb = new StringBuilder();
      for (int r = 0; r < size; r++) {
        for (int c = 0; c < size; c++) {
          int v = cells[r * size + c];
          sb.append(v == 0 ? '.' : marks ? (v == 1 ? 'X' : 'O') : (char) ('0' + v));
        }
        sb.append(r + 1 < size ? "\n" : "");
      }
      return sb.toString();
    }
  }
}
