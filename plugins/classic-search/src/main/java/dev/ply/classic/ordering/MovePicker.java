package dev.ply.classic.ordering;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import dev.ply.classic.trace.SearchTrace;
import java.util.Arrays;

/**
 * Hands a search the moves of each position in the order they are to be searched, as Stockfish's
 * {@code movepick.cpp} does for its search: the moves are written into a buffer of their ply (no
 * allocation per node), in the game's order (or its {@link Tactics}' order), then sorted by the
 * history heuristic, then the killers, the previous iteration's line, at the root the move asked to
 * go first, and first of all the hash move, each heuristic only when it is on. It also lets the
 * heuristics learn from the cutoffs the search reports, and tells a trace the moves of each
 * position in their order.
 *
 * <p>One search thread; the buffers of a ply are allocated once, the first time the ply is reached.
 * The killer and history tables belong to the caller, which keeps or clears them between searches.
 */
public final class MovePicker {

  private final int maxMoves;
  private int[][] moves = new int[0][];

  /** The move-ordering heuristics in use; each null when off. */
  private KillerMoves killers;

  private HistoryTable history;
  private PrincipalVariation previousLine;

  /** A move to search first at the root (the best of the previous iteration), or -1. */
  private int rootFirstMove = -1;

  /** How many places the moves are rotated after ordering: 0 but in a Lazy SMP helper. */
  private int rotation;

  /** The trace told the moves of each position, or null. */
  private SearchTrace trace;

  /** A picker for a game whose positions have at most {@code maxMoves} legal moves. */
  public MovePicker(int maxMoves) {
    this.maxMoves = maxMoves;
    ensurePly(16);
  }

  /** Makes room for the buffers of plies 0 to {@code ply}, doubling. */
  public void ensurePly(int ply) {
    if (ply < moves.length) {
      return;
    }
    int size = Math.max(ply + 1, moves.length * 2);
    int old = moves.length;
    moves = Arrays.copyOf(moves, size);
    for (int i = old; i < size; i++) {
      moves[i] = new int[maxMoves];
    }
  }

  /** The most legal moves a position has, as the picker was made for. */
  public int maxMoves() {
    return maxMoves;
  }

  /** How many plies have buffers. */
  public int plies() {
    return moves.length;
  }

  /** Turns on move-ordering heuristics; each argument null for off. */
  public void use(KillerMoves killers, HistoryTable history, PrincipalVariation previousLine) {
    this.killers = killers;
    this.history = history;
    this.previousLine = previousLine;
  }

  /**
   * Tells {@code trace} (null for none) the moves of every position, in the order searched, and the
   * cutoffs, after which the moves not searched are pruned.
   */
  public void traceTo(SearchTrace trace) {
    this.trace = trace;
  }

  /** Asks that {@code move} be searched first at the root (after the hash move); -1 for none. */
  public void searchFirstAtRoot(int move) {
    rootFirstMove = move;
  }

  /**
   * Rotates the moves {@code places} places to the left after they are ordered: all of them at the
   * root, and below it all but the first (the hash move or the best by the game's order stays
   * first). The helper threads of a Lazy SMP search thus each start on another root move than the
   * main thread and take the other moves of a node in another order, so that they do not follow it
   * in lockstep. The main thread keeps 0: the order of a search on one thread.
   */
  public void rotate(int places) {
    rotation = places;
  }

  /** The move buffer of {@code ply}, as filled by the last {@code generate} at that ply. */
  public int[] moves(int ply) {
    return moves[ply];
  }

  /** The legal moves at {@code ply}, written into that ply's buffer in search order. */
  public int generate(GameState state, int ply) {
    return generate(state, ply, -1);
  }

  /**
   * The legal moves at {@code ply}, written into that ply's buffer in search order, with {@code
   * hashMove} (the move a transposition table remembers, or -1) first. A hash move that is not
   * legal here (a hash collision) is ignored.
   */
  public int generate(GameState state, int ply, int hashMove) {
    int[] buffer = moves[ply];
    int n = state.legalMoves(buffer);
    order(state, buffer, n, ply, hashMove);
    if (trace != null) {
      trace.moves(ply, buffer, n);
    }
    return n;
  }

  /**
   * The moves at {@code ply} that give the opponent no immediate win, in the order of {@link
   * #generate}; 0 when there are none.
   */
  public int generateNonLosing(GameState state, Tactics tactics, int ply, int hashMove) {
    int[] buffer = moves[ply];
    int n = tactics.nonLosingMoves(buffer);
    order(state, buffer, n, ply, hashMove);
    if (trace != null) {
      trace.moves(ply, buffer, n);
    }
    return n;
  }

  private void order(GameState state, int[] buffer, int n, int ply, int hashMove) {
    if (history != null) {
      history.sort(buffer, n, state.playerToMove());
    }
    if (killers != null) {
      killers.promote(buffer, n, ply);
    }
    if (previousLine != null) {
      previousLine.promote(buffer, n, ply, state.hash());
    }
    if (ply == 0 && rootFirstMove >= 0) {
      MoveLists.moveToFront(buffer, n, rootFirstMove);
    }
    if (hashMove >= 0) {
      MoveLists.moveToFront(buffer, n, hashMove);
    }
    if (rotation > 0 && n > 1) {
      if (ply == 0) {
        MoveLists.rotate(buffer, n, rotation % n);
      } else if (n > 2) {
        MoveLists.rotateTail(buffer, n, rotation % (n - 1));
      }
    }
  }

  /**
   * Lets the heuristics learn that {@code move}, made by seat {@code mover} at {@code ply} with
   * {@code depth} plies left, caused a cutoff.
   */
  public void cutoff(int ply, int mover, int move, int depth) {
    if (trace != null) {
      trace.cutoff(ply); // the moves not yet searched are reported as pruned
    }
    if (killers != null) {
      killers.record(ply, move);
    }
    if (history != null) {
      history.record(mover, move, depth);
    }
  }
}
