package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * A three-player test game of two plies where the mover's choice decides who wins, and players do
 * not take turns in order. Seat 0 names a kingmaker: {@code a} for seat 1, {@code b} for seat 2
 * (seat 1 is then skipped). The kingmaker picks one of two endings, {@code a} or {@code b}:
 *
 * <pre>
 *   seat 0   kingmaker   ending   utilities of seats 0, 1, 2
 *   a        seat 1      a        ( 0, +1, -1)   seat 1's choice
 *                        b        ( 0, -1, +1)
 *   b        seat 2      a        (+1, -1,  0)   seat 2's choice
 *                        b        (-1, +1, -1)
 * </pre>
 *
 * <p>A search that lets every seat maximize its own reward (max^n) finds that seat 0 gets +1 by
 * {@code b}, since seat 2 then prefers 0 to -1. A "paranoid" search, in which the others play
 * against seat 0, would fear -1 there and play {@code a}; a search that assumed seats alternate
 * would ask the wrong seat after {@code b}. Not zero-sum.
 */
final class Kingmaker implements Game {

  private static final int[][][] UTILITIES = {
    {{0, 1, -1}, {0, -1, 1}},
    {{1, -1, 0}, {-1, 1, -1}}
  };

  @Override
  public String id() {
    return "kingmaker";
  }

  @Override
  public String displayName() {
    return "Kingmaker (test fixture)";
  }

  @Override
  public int players() {
    return 3;
  }

  @Override
  public boolean zeroSum() {
    return false;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State(new int[2], 0);
  }

  private static final class State implements GameState {
    private final int[] moves;
    private int plies;

    State(int[] moves, int plies) {
      this.moves = moves;
      this.plies = plies;
    }

    @Override
    public int playerToMove() {
      return plies == 0 ? 0 : 1 + moves[0];
    }

    @Override
    public int maxMoves() {
      return 2;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      buffer[0] = 0;
      buffer[1] = 1;
      return 2;
    }

    @Override
    public boolean isLegal(int move) {
      return !isTerminal() && (move == 0 || move == 1);
    }

    @Override
    public void play(int move) {
      moves[plies++] = move;
    }

    @Override
    public void undo() {
      if (plies == 0) {
        throw new IllegalStateException("no move to undo");
      }
      plies--;
    }

    @Override
    public int plies() {
      return plies;
    }

    @Override
    public boolean isTerminal() {
      return plies == 2;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("game not over");
      }
      if (player < 0 || player > 2) {
        throw new IllegalArgumentException("no seat " + player);
      }
      return UTILITIES[moves[0]][moves[1]][player];
    }

    @Override
    public long hash() {
      long h = plies;
      for (int i = 0; i < plies; i++) {
        h = h * 31 + moves[i] + 1;
      }
      return h * 0x9E3779B97F4A7C15L;
    }

    @Override
    public GameState copy() {
      return new State(moves.clone(), plies);
    }

    @Override
    public String moveToText(int move) {
      return move == 0 ? "a" : "b";
    }

    @Override
    public int textToMove(String text) {
      return switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
        case "a" -> 0;
        case "b" -> 1;
        default -> throw new IllegalArgumentException("a move is a or b; got '" + text + "'");
      };
    }

    @Override
    public String render() {
      StringBuilder sb = new StringBuilder("moves:");
      for (int i = 0; i < plies; i++) {
        sb.append(' ').append(moveToText(moves[i]));
      }
      return sb + (isTerminal() ? ", over" : ", seat " + playerToMove() + " to move");
    }
  }
}
