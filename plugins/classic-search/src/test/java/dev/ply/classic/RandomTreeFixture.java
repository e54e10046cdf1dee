package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * A synthetic game for testing searches: a uniform tree of branching {@code b} and depth {@code d}
 * whose leaves hold seeded utilities from -3 to 3, and whose side to move is drawn at random at
 * every node, so that the same player often moves several times in a row (as with extra turns).
 */
final class RandomTreeFixture implements Game {

  private final int branching;
  private final int depth;
  private final long seed;

  RandomTreeFixture(int branching, int depth, long seed) {
    this.branching = branching;
    this.depth = depth;
    this.seed = seed;
  }

  @Override
  public String id() {
    return "random-tree-fixture";
  }

  @Override
  public String displayName() {
    return "random tree (test fixture)";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public int maxUtility() {
    return 3;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State();
  }

  /** SplitMix64's finaliser: a good 64-bit mix of a path key. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private final class State implements GameState {
    private final long[] keys = new long[depth + 1];
    private final int[] path = new int[depth];
    private int plies;

    State() {
      keys[0] = mix(seed);
    }

    @Override
    public int playerToMove() {
      return (int) (mix(keys[plies] + 1) & 1);
    }

    @Override
    public int maxMoves() {
      return branching;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (plies == depth) {
        return 0;
      }
      for (int i = 0; i < branching; i++) {
        buffer[i] = i;
      }
      return branching;
    }

    @Override
    public void play(int move) {
      path[plies] = move;
      keys[plies + 1] = mix(keys[plies] * 31 + move + 7);
      plies++;
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
      return plies == depth;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("not a leaf");
      }
      int u = (int) Math.floorMod(mix(keys[plies] + 3), 7L) - 3;
      return player == 0 ? u : -u;
    }

    @Override
    public long hash() {
      return keys[plies];
    }

    @Override
    public GameState copy() {
      State c = new State();
      System.arraycopy(keys, 0, c.keys, 0, keys.length);
      System.arraycopy(path, 0, c.path, 0, path.length);
      c.plies = plies;
      return c;
    }

    @Override
    public String moveToText(int move) {
      return Integer.toString(move + 1);
    }

    @Override
    public int textToMove(String text) {
      try {
        int m = Integer.parseInt(text.trim()) - 1;
        if (m >= 0 && m < branching) {
          return m;
        }
      } catch (NumberFormatException e) {
        // fall through
      }
      throw new IllegalArgumentException("a move is a number from 1 to " + branching);
    }

    @Override
    public String render() {
      StringBuilder sb = new StringBuilder("path");
      for (int i = 0; i < plies; i++) {
        sb.append(' ').append(path[i] + 1);
      }
      return sb.toString();
    }
  }
}
