package dev.ply.host.trace;

import dev.ply.api.SearchListener;
import dev.ply.api.Values;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One position a traced search visited, as {@link TraceTree} heard it: where it is (its Dewey path,
 * the 1-based indexes of the moves in the order they were searched), the window it was searched
 * with, the value returned, and what came below it. Windows and values are kept as the search gave
 * them, from {@link #player()}'s point of view; {@link #rootView(int)} turns them to the root
 * player's.
 */
public final class TraceNode {

  /** A move of a position that its search cut off before trying it. */
  public record Pruned(String path, String move) {}

  private final String path;
  private final int ply;
  private final String move;
  private final int player;
  private final int alpha;
  private final int beta;
  private final int flags;
  private final List<TraceNode> children = new ArrayList<>();
  private final List<Pruned> pruned = new ArrayList<>();
  int value;
  int leaveFlags;
  boolean left;

  /** Distinct moves entered below this position (a re-search repeats the last). */
  int movesEntered;

  TraceNode(String path, int ply, String move, int player, int alpha, int beta, int flags) {
    this.path = path;
    this.ply = ply;
    this.move = move;
    this.player = player;
    this.alpha = alpha;
    this.beta = beta;
    this.flags = flags;
  }

  /** The Dewey path, such as {@code 1.2.1}; {@code ""} at the root. */
  public String path() {
    return path;
  }

  /** The Dewey path, or {@code root}. */
  public String label() {
    return path.isEmpty() ? "root" : path;
  }

  /** Plies below the root. */
  public int ply() {
    return ply;
  }

  /** The move that leads here, as the game writes it; {@code ""} at the root. */
  public String move() {
    return move;
  }

  /** The seat whose point of view the window and value take. */
  public int player() {
    return player;
  }

  public int alpha() {
    return alpha;
  }

  public int beta() {
    return beta;
  }

  /** The value returned; meaningful only if {@link #left()}. */
  public int value() {
    return value;
  }

  /** Whether the search finished this position (a search stopped by a limit may not). */
  public boolean left() {
    return left;
  }

  /** Whether it was searched with a window narrower than the full one. */
  public boolean hasWindow() {
    return alpha > -Values.INFINITY || beta < Values.INFINITY;
  }

  public boolean reSearch() {
    return (flags & SearchListener.RE_SEARCH) != 0;
  }

  public boolean test() {
    return (flags & SearchListener.TEST) != 0;
  }

  public boolean lookAhead() {
    return (flags & SearchListener.LOOK_AHEAD) != 0;
  }

  /** Whether its value came from a transposition table. */
  public boolean tableHit() {
    return (leaveFlags & SearchListener.TABLE) != 0;
  }

  /** The positions searched below it, in order, re-searches included. */
  public List<TraceNode> children() {
    return Collections.unmodifiableList(children);
  }

  /** The moves it cut off, in the order they would have been searched. */
  public List<Pruned> pruned() {
    return Collections.unmodifiableList(pruned);
  }

  /** Whether nothing was searched below it. */
  public boolean isLeaf() {
    return children.isEmpty() && pruned.isEmpty();
  }

  /**
   * Whether its value is only a bound: it fell outside the window of a position searched below (a
   * leaf's own value is exact, though it may fall outside the window too), or came from a table
   * that kept a bound.
   */
  public boolean isBound(View v) {
    return (v.failHigh() || v.failLow()) && (!isLeaf() || tableHit());
  }

  void add(TraceNode child) {
    children.add(child);
  }

  void addPruned(Pruned move) {
    pruned.add(move);
  }

  /** Its window and value from {@code rootPlayer}'s point of view (zero-sum games). */
  public View rootView(int rootPlayer) {
    return player == rootPlayer
        ? new View(true, alpha, beta, value)
        : new View(false, -beta, -alpha, -value);
  }

  /**
   * A position's window and value from the root player's point of view.
   *
   * @param max whether the root player is the one the values were computed for here: a MAX position
   *     of the textbook picture (for a position where the game is over, the player who moved into
   *     it)
   */
  public record View(boolean max, int alpha, int beta, int value) {

    /** The value is an upper bound: it is at or below alpha (from MAX's point of view). */
    public boolean failLow() {
      return value <= alpha;
    }

    /** The value is a lower bound: it is at or above beta. */
    public boolean failHigh() {
      return value >= beta;
    }
  }
}
