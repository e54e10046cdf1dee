package dev.ply.dp.graph;

/**
 * Every position reachable from a start, numbered, with where each move or chance outcome leads:
 * the graph that value iteration sweeps. Built by {@link GraphBuilder}; immutable afterwards, so
 * one graph may be read by several threads.
 *
 * <p>Numbering: the terminal positions first, then the others in the post-order of the depth-first
 * walk that found them, so that a position follows all it leads to except along a cycle, and the
 * start is the last. A sweep in that order (Gauss-Seidel) solves a game without cycles at once, and
 * reads values it has just written, from the processor's cache.
 *
 * <p>Layout (primitive arrays, compressed-sparse-row, so that Pig to 100 with its two million
 * positions takes tens of megabytes and no object per position):
 *
 * <pre>
 *   mover[p]                     the seat to move at position p, CHANCE, or TERMINAL
 *   firstEdge[p] .. firstEdge[p+1]-1   p's edges, in the order of p's legal moves (or chance
 *                                outcomes): a decision position's moves, a chance position's
 *                                outcomes, none for a terminal position
 *   edgeTarget[e]                the position edge e leads to
 *   edgeOdds[e]                  for an edge of a chance position, the index of its probability in
 *                                probabilities[] (the distinct probabilities of the game: Pig has
 *                                one, 1/6); 0 and meaningless for a move
 *   terminal[p * width + s]      the utility of seat s at a terminal position p, 0 elsewhere
 * </pre>
 *
 * <p>Values: {@code width} numbers a position, one per seat, except in a two-player zero-sum game,
 * where one number (seat 0's utility) suffices and seat 1's is its negation.
 */
public final class PositionGraph {

  /** {@link #mover(int)} of a position where the game is over. */
  public static final int TERMINAL = -3;

  /** {@link #mover(int)} of a chance position (as {@code GameState.CHANCE}). */
  public static final int CHANCE = dev.ply.api.GameState.CHANCE;

  final int size;
  final int players;
  final int width;
  final byte[] mover;
  final int[] firstEdge;
  final int[] edgeTarget;
  final char[] edgeOdds;
  final double[] probabilities;
  final double[] terminal;
  final int firstInner;
  final PositionTable table;
  final boolean winOrLoss;

  PositionGraph(
      int size,
      int players,
      int width,
      byte[] mover,
      int[] firstEdge,
      int[] edgeTarget,
      char[] edgeOdds,
      double[] probabilities,
      double[] terminal,
      int firstInner,
      PositionTable table,
      boolean winOrLoss) {
    this.size = size;
    this.players = players;
    this.width = width;
    this.mover = mover;
    this.firstEdge = firstEdge;
    this.edgeTarget = edgeTarget;
    this.edgeOdds = edgeOdds;
    this.probabilities = probabilities;
    this.terminal = terminal;
    this.firstInner = firstInner;
    this.table = table;
    this.winOrLoss = winOrLoss;
  }

  /** The number of positions, terminal ones included. */
  public int size() {
    return size;
  }

  /** The position the graph was built from: the last. */
  public int start() {
    return size - 1;
  }

  /**
   * The first position that is not terminal: those from here to the start are swept, in this order.
   */
  public int firstInner() {
    return firstInner;
  }

  /** The game's number of seats. */
  public int players() {
    return players;
  }

  /**
   * How many numbers a position's value has: 1 for a two-player zero-sum game (seat 0's utility),
   * else one per seat.
   */
  public int width() {
    return width;
  }

  /** The seat to move at position {@code p}, {@link #CHANCE} or {@link #TERMINAL}. */
  public int mover(int p) {
    return mover[p];
  }

  /** The first edge of position {@code p}. */
  public int firstEdge(int p) {
    return firstEdge[p];
  }

  /** One past the last edge of position {@code p}. */
  public int endEdge(int p) {
    return firstEdge[p + 1];
  }

  /** The number of edges (moves and chance outcomes) of the whole graph. */
  public int edges() {
    return firstEdge[size];
  }

  /** Where edge {@code e} leads. */
  public int target(int e) {
    return edgeTarget[e];
  }

  /** The probability of edge {@code e} of a chance position. */
  public double probability(int e) {
    return probabilities[edgeOdds[e]];
  }

  /** The utility of {@code seat} at terminal position {@code p} (0 where {@code p} is not). */
  public double terminalUtility(int p, int seat) {
    return width == 1 ? (seat == 0 ? terminal[p] : -terminal[p]) : terminal[p * width + seat];
  }

  /** Values with each terminal position's utilities filled in and 0 elsewhere: a fresh copy. */
  public double[] initialValues() {
    return terminal.clone();
  }

  /** The position with hash {@code hash}, or -1 when it is not in the graph. */
  public int find(long hash) {
    return table.get(hash);
  }

  /** The table from hash to position, shared by the players of the graph's policy. */
  public PositionTable table() {
    return table;
  }

  /**
   * Whether every terminal position scores seat 0 +1 or -1 in a two-player zero-sum game: then a
   * value v is a win probability of (1 + v) / 2.
   */
  public boolean winOrLoss() {
    return winOrLoss;
  }

  /** The bytes the graph's arrays take, its table included. */
  public long bytes() {
    return mover.length
        + 4L * firstEdge.length
        + 4L * edgeTarget.length
        + 2L * edgeOdds.length
        + 8L * probabilities.length
        + 8L * terminal.length
        + table.bytes();
  }
}
