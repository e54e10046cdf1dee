package dev.ply.dp;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Set;

/**
 * A small game tree of three seats with chance, not zero-sum, for tests: plies in the order of
 * {@link #MOVERS} (a seat, or chance with the outcomes of {@link #ODDS}), each seat's utility at a
 * leaf a number from -1000 to 1000 drawn from the leaf's path and the seed: 2001 positions, more
 * than a graph's first arrays hold.
 */
final class ThreePlayerDiceTree implements Game {

  static final int[] MOVERS = {0, GameState.CHANCE, 1, 2, GameState.CHANCE, 0, 1, 2};
  static final int[] WIDTHS = {2, 3, 2, 3, 2, 2, 3, 3};
  static final long[][] ODDS = {null, {3, 2, 1}, null, null, {1, 3}, null, null, null};
  static final long[] DENOMINATORS = {0, 6, 0, 0, 4, 0, 0, 0};

  private final long seed;

  ThreePlayerDiceTree(long seed) {
    this.seed = seed;
  }

  @Override
  public String id() {
    return "three-player-dice-tree";
  }

  @Override
  public String displayName() {
    return "Three-player dice tree (test fixture)";
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
  public int maxUtility() {
    return 1000;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State(seed);
  }

  static final class State implements GameState {
    private final long seed;
    private final int[] path = new int[MOVERS.length];
    private int plies;

    State(long seed) {
      this.seed = seed;
    }

    @Override
    public int playerToMove() {
      return MOVERS[plies];
    }

    @Override
    public int maxMoves() {
      return 3;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      for (int i = 0; i < WIDTHS[plies]; i++) {
        buffer[i] = i;
      }
      return WIDTHS[plies];
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      if (isTerminal() || MOVERS[plies] != CHANCE) {
        return List.of();
      }
      ChanceOutcome[] outcomes = new ChanceOutcome[WIDTHS[plies]];
      for (int i = 0; i < outcomes.length; i++) {
        outcomes[i] = new ChanceOutcome(i, ODDS[plies][i], DENOMINATORS[plies]);
      }
      return List.of(outcomes);
    }

    @Override
    public void play(int move) {
      path[plies++] = move;
    }

    @Override
    public void undo() {
      plies--;
    }

    @Override
    public int plies() {
      return plies;
    }

    @Override
    public boolean isTerminal() {
      return plies == MOVERS.length;
    }

    @Override
    public int utility(int player) {
      long z = hash() * 31 + player + seed * 0x9E3779B97F4A7C15L;
      z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
      z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
      return (int) Math.floorMod(z ^ (z >>> 33), 2001L) - 1000;
    }

    /** The path in base 4, moves counted from 1: one number per node of the tree. */
    @Override
    public long hash() {
      long h = 0;
      for (int i = 0; i < plies; i++) {
        h = h * 4 + path[i] + 1;
      }
      return h;
    }

    @Override
    public GameState copy() {
      State s = new State(seed);
      System.arraycopy(path, 0, s.path, 0, plies);
      s.plies = plies;
      return s;
    }

    @Override
    public String moveToText(int move) {
      return String.valueOf(move);
    }

    @Override
    public int textToMove(String text) {
      return Integer.parseInt(text.trim());
    }

    @Override
    public String render() {
      return "path " + hash() + " at ply " + plies;
    }
  }
}
