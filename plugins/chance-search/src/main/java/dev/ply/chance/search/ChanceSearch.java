package dev.ply.chance.search;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Values;
import dev.ply.chance.time.NodeClock;
import java.util.List;

/**
 * What the searches of two-player zero-sum games with chance nodes share: the node visit (counted,
 * and the clock polled), the leaves (a finished game scored by {@link Values#terminal}, a horizon
 * by the evaluator), the weights of a chance node's outcomes as whole numbers, and buffers by ply,
 * so that a search allocates nothing per node. Each subclass is one algorithm and says what a
 * player node and a chance node do.
 *
 * <p><b>Values.</b> Every value is for one seat, the {@code seat} argument: the search takes the
 * point of view of the player to move at each player node (negamax), and a chance node takes the
 * point of view of the seat that moved into it. A chance node's value is the expectation of its
 * children's values, rounded down to a whole number: with the outcomes' probabilities {@code n_i /
 * d_i} brought to their least common denominator {@code D} (weights {@code w_i} summing to {@code
 * D}), it is {@code floor(sum w_i v_i / D)}, in exact {@code long} arithmetic. All three searches
 * round the same way, and take the same point of view at every node (rounded down for one seat is
 * not minus rounded down for the other), so Star1 and Star2 return exactly expectiminimax's value.
 *
 * <p><b>Bounds.</b> Star1 and Star2 need bounds on every value (Ballard's L and U): for a game
 * whose largest utility is {@code m}, every value lies in {@code [-B, B]} with {@code B =
 * EVAL_LIMIT + m * PLY_SPAN}, the magnitude of a proven result one ply from the root; heuristic
 * values lie strictly inside {@code ±EVAL_LIMIT}. For Pig ({@code m = 1}) that is ±1,001,000; for
 * backgammon ({@code m = 3}) ±1,003,000.
 *
 * <p><b>Depth.</b> Only the players' moves count: a chance node's outcomes are searched at the same
 * remaining depth, so the horizon is always a position where a player is to move, the one an {@link
 * Evaluator} scores ("side to move"). Depth 1 is the root player's move and then the dice.
 */
public abstract class ChanceSearch {

  /** The deepest ply a search reaches; a position there is scored by the evaluator. */
  public static final int MAX_PLY = 250;

  /** The largest common denominator of a chance node's probabilities this search can weigh. */
  static final long MAX_DENOMINATOR = 1L << 31;

  /** What {@link #rootBestMove()} is before any root move was searched. */
  public static final int NO_MOVE = -1;

  private NodeClock clock;
  private Evaluator evaluator;

  /** Ballard's L and U: every value lies in {@code [lowest, highest]}. */
  protected int lowest = -Values.INFINITY + 1;

  protected int highest = Values.INFINITY - 1;

  /** Positions visited, leaves scored, and cutoffs at player and chance nodes. */
  long nodes;

  long leaves;
  long cutoffs;
  long chanceCutoffs;

  /**
   * Whether the last search stopped at a horizon somewhere (rather than only at finished games).
   */
  private boolean reachedHorizon;

  private int maxPlyReached;

  /** The moves (or outcomes) of the node at each ply, made as deep and as wide as needed. */
  protected final int[][] moves = new int[MAX_PLY + 2][];

  /** The whole-number weights of a chance node's outcomes at each ply, and their count. */
  protected final long[][] weights = new long[MAX_PLY + 2][];

  protected final int[] outcomeCount = new int[MAX_PLY + 2];

  private int width;

  private int rootBestMove = NO_MOVE;
  private int rootBestValue;
  private int preferredRootMove = NO_MOVE;

  /**
   * Prepares a search of one move: its clock, its evaluator (or null to score every horizon 0) and
   * the largest utility of the game, from which the bounds on values come.
   */
  public final void prepare(NodeClock clock, Evaluator evaluator, int maxUtility) {
    this.clock = clock;
    this.evaluator = evaluator;
    this.highest = bound(maxUtility);
    this.lowest = -highest;
    this.nodes = 0;
    this.leaves = 0;
    this.cutoffs = 0;
    this.chanceCutoffs = 0;
    resetCounters();
  }

  /** The bound on the values of a game whose largest utility is {@code maxUtility}. */
  public static int bound(int maxUtility) {
    return Values.EVAL_LIMIT + maxUtility * Values.PLY_SPAN;
  }

  /** Clears counters of a subclass's own; none by default. */
  void resetCounters() {}

  /**
   * Searches the player node {@code root} to {@code depth} and returns its value for the player to
   * move; {@link #rootBestMove()} is then the move that has it.
   *
   * @throws SearchAborted when the clock says stop
   */
  public final int searchRoot(GameState root, int depth) {
    if (root.isTerminal() || root.playerToMove() < 0) {
      throw new IllegalArgumentException("the root must be a position where a player is to move");
    }
    reachedHorizon = false;
    maxPlyReached = 0;
    rootBestMove = NO_MOVE;
    ensureWidth(root.maxMoves());
    return search(root, depth, 0, -Values.INFINITY, Values.INFINITY, root.playerToMove());
  }

  /**
   * The value for {@code seat} of any position (a player's, a chance node or a finished game), with
   * the same search, for tests and benchmarks.
   */
  public final int value(GameState state, int depth, int seat) {
    reachedHorizon = false;
    ensureWidth(state.maxMoves());
    return search(state, depth, 0, -Values.INFINITY, Values.INFINITY, seat);
  }

  /**
   * The value of {@code state} for {@code seat}, searched to {@code depth} more player moves: exact
   * when it lies strictly inside {@code (alpha, beta)}, otherwise a bound on the same side
   * (fail-soft). Expectiminimax ignores the window.
   */
  protected final int search(GameState state, int depth, int ply, int alpha, int beta, int seat) {
    visit(ply);
    if (state.isTerminal()) {
      leaves++;
      return Values.terminal(state.utility(seat), ply);
    }
    int mover = state.playerToMove();
    if (mover == GameState.CHANCE) {
      return ply < MAX_PLY ? chance(state, depth, ply, alpha, beta, seat) : horizon(state, seat);
    }
    if (depth <= 0 || ply >= MAX_PLY) {
      int value = horizon(state);
      return mover == seat ? value : -value;
    }
    if (mover == seat) {
      return player(state, depth, ply, alpha, beta);
    }
    return -player(state, depth, ply, -beta, -alpha);
  }

  /**
   * A player node's value for the player to move there, searched to {@code depth > 0}; at ply 0 it
   * records the best move with {@link #rootBest}.
   */
  protected abstract int player(GameState state, int depth, int ply, int alpha, int beta);

  /** A chance node's value for {@code seat}, the expectation of its outcomes' values. */
  protected abstract int chance(GameState state, int depth, int ply, int alpha, int beta, int seat);

  /**
   * Counts a visit to a node at {@code ply} and polls the clock.
   *
   * @throws SearchAborted when the search must stop
   */
  protected final void visit(int ply) {
    if (clock.mustStop(nodes)) {
      throw SearchAborted.INSTANCE;
    }
    nodes++;
    if (ply > maxPlyReached) {
      maxPlyReached = ply;
    }
  }

  /** The evaluator's score of a horizon position, for the player to move there. */
  protected final int horizon(GameState state) {
    reachedHorizon = true;
    leaves++;
    return evaluator == null ? 0 : Values.checkHeuristic(evaluator.evaluate(state), evaluator.id());
  }

  /**
   * The evaluator's score for {@code seat} of a chance node at the deepest ply, where a game's
   * chance nodes follow each other without end ({@link Evaluator#evaluate(GameState, int)}).
   */
  private int horizon(GameState state, int seat) {
    reachedHorizon = true;
    leaves++;
    return evaluator == null
        ? 0
        : Values.checkHeuristic(evaluator.evaluate(state, seat), evaluator.id());
  }

  /** The value for {@code seat} of a finished game at {@code ply}, counted as a leaf. */
  protected final int terminal(GameState state, int ply, int seat) {
    leaves++;
    return Values.terminal(state.utility(seat), ply);
  }

  /** Counts a leaf a subclass scored itself. */
  protected final void countLeaf() {
    leaves++;
  }

  /** Marks that the search stopped at a horizon. */
  protected final void horizonReached() {
    reachedHorizon = true;
  }

  /**
   * Writes the player node's moves into {@link #moves}{@code [ply]}, the root's preferred move
   * first, and returns how many there are.
   */
  protected final int generate(GameState state, int ply) {
    ensurePly(ply);
    int n = state.legalMoves(moves[ply]);
    if (ply == 0 && preferredRootMove != NO_MOVE) {
      int[] m = moves[0];
      for (int i = 1; i < n; i++) {
        if (m[i] == preferredRootMove) {
          System.arraycopy(m, 0, m, 1, i);
          m[0] = preferredRootMove;
          break;
        }
      }
    }
    return n;
  }

  /**
   * Writes the chance node's outcomes into {@link #moves}{@code [ply]} and their weights into
   * {@link #weights}{@code [ply]} (numerators brought to the least common denominator), sets {@link
   * #outcomeCount}{@code [ply]}, and returns the denominator, which the weights sum to.
   *
   * @throws IllegalStateException when the probabilities do not sum to 1, or their common
   *     denominator exceeds 2^31
   */
  protected final long weigh(GameState state, int ply) {
    ensurePly(ply);
    List<ChanceOutcome> outcomes = state.chanceOutcomes();
    int n = outcomes.size();
    long common = 1;
    for (int i = 0; i < n; i++) {
      long d = outcomes.get(i).denominator();
      if (common % d != 0) {
        common = Math.multiplyExact(common / gcd(common, d), d);
        if (common > MAX_DENOMINATOR) {
          throw new IllegalStateException(
              "the chance probabilities' common denominator exceeds 2^31 at " + state.render());
        }
      }
    }
    int[] m = moves[ply];
    long[] w = weights[ply];
    long sum = 0;
    for (int i = 0; i < n; i++) {
      ChanceOutcome o = outcomes.get(i);
      m[i] = o.move();
      w[i] = o.numerator() * (common / o.denominator());
      sum += w[i];
    }
    if (sum != common || n == 0) {
      throw new IllegalStateException(
          "the chance probabilities sum to " + sum + "/" + common + " at " + state.render());
    }
    outcomeCount[ply] = n;
    return common;
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  /** Records a root move and its value as the best so far (at ply 0). */
  protected final void rootBest(int move, int value) {
    rootBestMove = move;
    rootBestValue = value;
  }

  /** The best root move of the last search (of its completed part, when stopped). */
  public final int rootBestMove() {
    return rootBestMove;
  }

  public final int rootBestValue() {
    return rootBestValue;
  }

  /** The root move to search first in the next search (the previous iteration's best). */
  public final void preferAtRoot(int move) {
    preferredRootMove = move;
  }

  public final long nodes() {
    return nodes;
  }

  public final long leaves() {
    return leaves;
  }

  public final long cutoffs() {
    return cutoffs;
  }

  public final long chanceCutoffs() {
    return chanceCutoffs;
  }

  /** Named counters of a subclass's own, added to the report; none by default. */
  public void addCounters(java.util.function.ObjLongConsumer<String> sink) {}

  /** Whether the last search stopped at a horizon anywhere. */
  public final boolean reachedHorizon() {
    return reachedHorizon;
  }

  /** The deepest ply the last search visited. */
  public final int maxPlyReached() {
    return maxPlyReached;
  }

  /** Makes the buffers of every ply at least {@code maxMoves} wide, dropping narrower ones. */
  private void ensureWidth(int maxMoves) {
    if (maxMoves > width) {
      width = maxMoves;
      java.util.Arrays.fill(moves, null);
      java.util.Arrays.fill(weights, null);
    }
  }

  /**
   * Makes the buffers of {@code ply} the first time the search goes that deep (a null check per
   * node, an allocation per ply and game).
   */
  protected final void ensurePly(int ply) {
    if (moves[ply] == null) {
      moves[ply] = new int[width];
      weights[ply] = new long[width];
      allocatePly(ply, width);
    }
  }

  /** Makes a subclass's own buffers of {@code ply}, {@code width} wide; none by default. */
  void allocatePly(int ply, int width) {}
}
