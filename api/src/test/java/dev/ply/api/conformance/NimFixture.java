package dev.ply.api.conformance;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.List;

/**
 * A small game for testing strategies without a game plugin: Nim on three heaps (3, 4, 5), normal
 * play (whoever takes the last object wins). Move {@code heap * 16 + take} is written {@code
 * "heap:take"} with heaps counted from 1. The first player wins (3 ^ 4 ^ 5 = 2).
 */
public final class NimFixture implements Game {

  @Override
  public String id() {
    return "nim-fixture";
  }

  @Override
  public String displayName() {
    return "Nim (test fixture)";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State(new int[] {3, 4, 5});
  }

  private static final class State implements GameState {
    private final int[] heaps;
    private int[] history = new int[16];
    private int plies;

    State(int[] heaps) {
      this.heaps = heaps;
    }

    @Override
    public int playerToMove() {
      return plies & 1;
    }

    @Override
    public int maxMoves() {
      return 12;
    }

    @Override
    public int legalMoves(int[] buffer) {
      int n = 0;
      for (int h = 0; h < heaps.length; h++) {
        for (int take = heaps[h]; take >= 1; take--) {
          buffer[n++] = h * 16 + take;
        }
      }
      return n;
    }

    @Override
    public void play(int move) {
      heaps[move / 16] -= move % 16;
      if (plies == history.length) {
        history = Arrays.copyOf(history, plies * 2);
      }
      history[plies++] = move;
    }

    @Override
    public void undo() {
      if (plies == 0) {
        throw new IllegalStateException("no move to undo");
      }
      int move = history[--plies];
      heaps[move / 16] += move % 16;
    }

    @Override
    public int plies() {
      return plies;
    }

    @Override
    public boolean isTerminal() {
      return heaps[0] + heaps[1] + heaps[2] == 0;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("game not over");
      }
      int winner = (plies - 1) & 1; // the player who took the last object
      return player == winner ? 1 : -1;
    }

    @Override
    public long hash() {
      long h = playerToMove();
      for (int heap : heaps) {
        h = h * 31 + heap;
      }
      return h * 0x9E3779B97F4A7C15L;
    }

    @Override
    public GameState copy() {
      State c = new State(heaps.clone());
      c.history = history.clone();
      c.plies = plies;
      return c;
    }

    @Override
    public String moveToText(int move) {
      return (move / 16 + 1) + ":" + (move % 16);
    }

    @Override
    public int textToMove(String text) {
      String[] parts = text.trim().split(":");
      try {
        if (parts.length == 2) {
          int heap = Integer.parseInt(parts[0]) - 1;
          int take = Integer.parseInt(parts[1]);
          if (heap >= 0 && heap < 3 && take >= 1 && take <= 15) {
            return heap * 16 + take;
          }
        }
      } catch (NumberFormatException e) {
        // fall through to the error below
      }
      throw new IllegalArgumentException("a move is heap:take, such as 2:3; got '" + text + "'");
    }

    @Override
    public String render() {
      return "heaps " + Arrays.toString(heaps) + ", player " + (playerToMove() + 1) + " to move";
    }
  }
}
