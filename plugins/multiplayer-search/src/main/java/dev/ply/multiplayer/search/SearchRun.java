package dev.ply.multiplayer.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.Arrays;

/**
 * What the searches of one move share: the node budget, the evaluator at the horizon, a move buffer
 * per ply (made when a ply is first reached, then reused: no allocation per node), the root's best
 * move so far, and the counters a report shows. Made by {@link IterativeDeepening} and kept by a
 * player from move to move; one thread.
 */
public final class SearchRun {

  private final Evaluator evaluator;
  private Budget budget;
  private int rootSeat;
  private int rootPlies;
  private int maxMoves;
  private int[][] moves = new int[0][];
  private int[] scratch = new int[0];
  private int firstAtRoot = -1;
  private int rootBestMove = -1;
  private int rootBestValue;
  private boolean reachedHorizon;
  private int maxPly;
  long leaves;
  long cutoffs;

  /**
   * @param evaluator the heuristic at the horizon, or null: then every position there scores 0
   */
  public SearchRun(Evaluator evaluator) {
    this.evaluator = evaluator;
  }

  /** Starts the search of a move from {@code root}, with a new budget. */
  void start(GameState root, Budget budget) {
    this.budget = budget;
    this.rootSeat = root.playerToMove();
    this.rootPlies = root.plies();
    if (root.maxMoves() != maxMoves) {
      maxMoves = root.maxMoves();
      moves = new int[0][];
      scratch = new int[maxMoves];
    }
    firstAtRoot = -1;
    leaves = 0;
    cutoffs = 0;
    maxPly = 0;
  }

  /** Starts one iteration: the root's best move and the horizon flag are forgotten. */
  void beginIteration() {
    rootBestMove = -1;
    rootBestValue = 0;
    reachedHorizon = false;
  }

  /** The seat whose move is searched. */
  public int rootSeat() {
    return rootSeat;
  }

  /** Plies from the search's root to {@code state}, as the game counts them. */
  int pliesFromRoot(GameState state) {
    return state.plies() - rootPlies;
  }

  /** Counts a node, or throws {@link SearchAborted} when the budget is spent. */
  void visit(int ply) {
    budget.visit();
    if (ply > maxPly) {
      maxPly = ply;
    }
  }

  /** The move buffer of one ply, made the first time the ply is reached. */
  int[] moves(int ply) {
    if (ply >= moves.length) {
      moves = Arrays.copyOf(moves, Math.max(ply + 1, 2 * moves.length));
    }
    if (moves[ply] == null) {
      moves[ply] = new int[maxMoves];
    }
    return moves[ply];
  }

  /**
   * The first move the game lists in {@code state}, which is not over: its best guess, played by
   * the opponents that do not reply in Best-Reply Search.
   */
  int firstMove(GameState state) {
    state.legalMoves(scratch);
    return scratch[0];
  }

  /** Puts the best move of the previous iteration first among the root's {@code n} moves. */
  void orderRoot(int[] buffer, int n) {
    for (int i = 1; i < n; i++) {
      if (buffer[i] == firstAtRoot) {
        System.arraycopy(buffer, 0, buffer, 1, i);
        buffer[0] = firstAtRoot;
        return;
      }
    }
  }

  void searchFirstAtRoot(int move) {
    firstAtRoot = move;
  }

  /** Records a root move searched completely that is the best so far. */
  void rootBest(int move, int value) {
    rootBestMove = move;
    rootBestValue = value;
  }

  int rootBestMove() {
    return rootBestMove;
  }

  int rootBestValue() {
    return rootBestValue;
  }

  /** A leaf that is the end of the game. */
  void terminal() {
    leaves++;
  }

  /**
   * The evaluator's score of a position at the horizon for {@code seat} (0 without an evaluator),
   * checked to be a heuristic value.
   */
  int horizon(GameState state, int seat) {
    reachedHorizon = true;
    return evaluator == null
        ? 0
        : Values.checkHeuristic(evaluator.evaluate(state, seat), evaluator.id());
  }

  /** Counts a leaf at the horizon, scored separately by the caller with {@link #horizon}. */
  void horizonLeaf() {
    leaves++;
    reachedHorizon = true;
  }

  boolean hasEvaluator() {
    return evaluator != null;
  }

  /**
   * Whether the last iteration stopped anywhere at its depth limit rather than at the game's end.
   */
  boolean reachedHorizon() {
    return reachedHorizon;
  }

  long nodes() {
    return budget.nodes();
  }

  int maxPly() {
    return maxPly;
  }

  Budget budget() {
    return budget;
  }
}
