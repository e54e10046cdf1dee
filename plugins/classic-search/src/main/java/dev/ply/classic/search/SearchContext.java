package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Values;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.SearchClock;
import java.util.Arrays;
import java.util.Optional;

/**
 * What one search shares across its recursion: move buffers per ply (no allocation per node), the
 * principal-variation table, the counters, the clock, the evaluator, and the best root move found so
 * far.
 */
public final class SearchContext {

  private final SearchClock clock;
  private final Evaluator evaluator;
  private final int maxMoves;
  private int[][] moves = new int[0][];
  private int[][] pv = new int[0][];
  private int[] pvLength = new int[0];

  /** The counters of this search. */
  public final SearchStats stats = new SearchStats();
  /** A move to search first at the root (the best of the previous iteration), or -1. */
  int rootFirstMove = -1;
  /** The best root move among the root moves searched completely so far, or -1. */
  int rootBestMove = -1;
  /** The value of {@link #rootBestMove}. */
  int rootBestValue;

  public SearchContext(SearchClock clock, Optional<Evaluator> evaluator, int maxMoves) {
    this.clock = clock;
    this.evaluator = evaluator.orElse(null);
    this.maxMoves = maxMoves;
    ensurePly(64);
  }

  private void ensurePly(int ply) {
    if (ply < moves.length) {
      return;
    }
    int size = Math.max(ply + 1, moves.length * 2);
    int old = moves.length;
    moves = Arrays.copyOf(moves, size);
    pv = Arrays.copyOf(pv, size);
    pvLength = Arrays.copyOf(pvLength, size);
    for (int i = old; i < size; i++) {
      moves[i] = new int[maxMoves];
      pv[i] = new int[size - i];
    }
  }

  /** Counts a visit to a node at {@code ply} below the root, after polling the limits. */
  void visit(int ply) {
    clock.beforeNode(stats.nodes);
    stats.nodes++;
    if (ply > stats.maxPly) {
      stats.maxPly = ply;
    }
    if (ply + 1 >= moves.length) {
      ensurePly(ply + 1);
    }
    pvLength[ply] = 0;
  }

  /** The legal moves at {@code ply}, written into that ply's buffer, root ordering applied. */
  int generate(GameState state, int ply) {
    int[] buffer = moves[ply];
    int n = state.legalMoves(buffer);
    if (ply == 0 && rootFirstMove >= 0) {
      for (int i = 1; i < n; i++) {
        if (buffer[i] == rootFirstMove) {
          System.arraycopy(buffer, 0, buffer, 1, i);
          buffer[0] = rootFirstMove;
          break;
        }
      }
    }
    return n;
  }

  /** The move buffer of {@code ply}, as filled by {@link #generate(GameState, int)}. */
  int[] moves(int ply) {
    return moves[ply];
  }

  /** The value of a finished game for {@code player}, {@code ply} moves below the root. */
  int terminal(GameState state, int player, int ply) {
    stats.leaves++;
    return Values.terminal(state.utility(player), ply);
  }

  /** The heuristic value of a position at the horizon, from the side to move's point of view. */
  int evaluate(GameState state) {
    stats.leaves++;
    stats.reachedHorizon = true;
    if (evaluator == null) {
      return 0;
    }
    return Values.checkHeuristic(evaluator.evaluate(state), evaluator.id());
  }

  /** Records that {@code move} leads the best line found so far at {@code ply}. */
  void updatePv(int ply, int move) {
    int childLength = pvLength[ply + 1];
    if (pv[ply].length < childLength + 1) {
      pv[ply] = Arrays.copyOf(pv[ply], 2 * (childLength + 1));
    }
    int[] line = pv[ply];
    line[0] = move;
    System.arraycopy(pv[ply + 1], 0, line, 1, childLength);
    pvLength[ply] = childLength + 1;
  }

  /** Forgets the line below {@code ply} (the child was a leaf, so it has none). */
  void clearPv(int ply) {
    pvLength[ply] = 0;
  }

  /** The principal variation from the root. */
  public int[] principalVariation() {
    return Arrays.copyOf(pv[0], pvLength[0]);
  }

  /**
   * Puts back a root result saved earlier: the best root move, its value and the principal
   * variation. MTD(f) uses it to report the move of its last fail-high pass rather than the bound of
   * a later fail-low one.
   */
  void restoreRoot(int move, int value, int[] line) {
    rootBestMove = move;
    rootBestValue = value;
    if (pv[0].length < line.length) {
      pv[0] = Arrays.copyOf(pv[0], line.length);
    }
    System.arraycopy(line, 0, pv[0], 0, line.length);
    pvLength[0] = line.length;
  }

  /** The best root move searched completely so far, or -1. */
  public int rootBestMove() {
    return rootBestMove;
  }

  /** The value of {@link #rootBestMove()}. */
  public int rootBestValue() {
    return rootBestValue;
  }

  /** Asks the root search to try {@code move} first. */
  public void searchFirstAtRoot(int move) {
    rootFirstMove = move;
  }
}
