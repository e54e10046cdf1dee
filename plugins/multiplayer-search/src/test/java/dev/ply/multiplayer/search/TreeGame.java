package dev.ply.multiplayer.search;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.List;

/**
 * A seeded random game tree of n players for the oracles: every leaf at the same depth, each
 * position with 1 to {@code branching} moves, and either seats in turn order or a seat drawn at
 * random at every position (a seat may then move twice in a row). Leaves are zero-sum placements
 * with ties (a seat scores +1 for each seat placed below it, -1 for each above, as Chinese Checkers
 * does) or, when not zero-sum, independent utilities from -5 to 5.
 */
final class TreeGame implements Game {

  final int players;
  final int branching;
  final int depth;
  final long seed;
  final boolean zeroSum;
  final boolean inTurn;

  TreeGame(int players, int branching, int depth, long seed, boolean zeroSum, boolean inTurn) {
    this.players = players;
    this.branching = branching;
    this.depth = depth;
    this.seed = seed;
    this.zeroSum = zeroSum;
    this.inTurn = inTurn;
  }

  static long mix(long x) {
    long z = x * 0x9E3779B97F4A7C15L + 0x2545F4914F6CDD1DL;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public String id() {
    return "tree";
  }

  @Override
  public String displayName() {
    return "random tree";
  }

  @Override
  public int players() {
    return players;
  }

  @Override
  public boolean zeroSum() {
    return zeroSum;
  }

  @Override
  public int maxUtility() {
    return zeroSum ? players - 1 : 5;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new Node(this);
  }

  /** Scores a position for a seat with a number from -1000 to 1000 drawn from its key. */
  static final class RandomEvaluator implements Evaluator {
    @Override
    public String id() {
      return "tree-random";
    }

    @Override
    public String gameId() {
      return "tree";
    }

    @Override
    public String description() {
      return "a seeded random score per position and seat";
    }

    @Override
    public int evaluate(GameState state) {
      return evaluate(state, state.playerToMove());
    }

    @Override
    public int evaluate(GameState state, int seat) {
      return (int) Math.floorMod(mix(state.hash() * 31 + seat), 2001L) - 1000;
    }
  }

  /** A position: the path of move indices from the root. */
  static final class Node implements GameState {
    private final TreeGame game;
    private final int[] path;
    private int plies;

    Node(TreeGame game) {
      this.game = game;
      this.path = new int[game.depth];
    }

    private Node(Node other) {
      this.game = other.game;
      this.path = other.path.clone();
      this.plies = other.plies;
    }

    @Override
    public long hash() {
      long h = game.seed;
      for (int i = 0; i < plies; i++) {
        h = mix(h * 131 + path[i] + 1);
      }
      return h;
    }

    @Override
    public int playerToMove() {
      return game.inTurn
          ? plies % game.players
          : (int) Math.floorMod(mix(hash() ^ 0x55L), (long) game.players);
    }

    @Override
    public int maxMoves() {
      return game.branching;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      int n = 1 + (int) Math.floorMod(mix(hash() ^ 0xABL), (long) game.branching);
      for (int i = 0; i < n; i++) {
        buffer[i] = i;
      }
      return n;
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
      return plies == game.depth;
    }

    @Override
    public int utility(int seat) {
      if (!isTerminal()) {
        throw new IllegalStateException("not over");
      }
      long h = hash();
      if (!game.zeroSum) {
        return (int) Math.floorMod(mix(h * 17 + seat), 11L) - 5;
      }
      int mine = rank(h, seat);
      int u = 0;
      for (int other = 0; other < game.players; other++) {
        u += Integer.signum(rank(h, other) - mine);
      }
      return u;
    }

    /** A seat's place, lower is better, ties likely. */
    private int rank(long h, int seat) {
      return (int) Math.floorMod(mix(h * 7 + seat), (long) game.players);
    }

    @Override
    public GameState copy() {
      return new Node(this);
    }

    @Override
    public String moveToText(int move) {
      return Integer.toString(move);
    }

    @Override
    public int textToMove(String text) {
      return Integer.parseInt(text.trim());
    }

    @Override
    public String render() {
      return Arrays.toString(Arrays.copyOf(path, plies));
    }
  }
}
