package dev.ply.dp.solve;

import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.graph.PositionTable;

/**
 * The greedy policy of solved values, kept small for players: for each decision position of a
 * graph, the index of its best move among its legal moves (in the game's order), found by the
 * position's hash. The graph's edges and values are let go; a policy of Pig to 100 keeps the table
 * and two bytes a position. Immutable: shared by every player of one game and variant.
 */
public final class Policy {

  /** {@link #moveIndex(long)} of a position that is not in the graph. */
  public static final int UNKNOWN = -1;

  /** {@link #moveIndex(long)} of a chance or terminal position. */
  public static final int NO_CHOICE = -2;

  private final PositionTable table;
  private final char[] best;
  private final double startValue;
  private final int positions;

  private Policy(PositionTable table, char[] best, double startValue, int positions) {
    this.table = table;
    this.best = best;
    this.startValue = startValue;
    this.positions = positions;
  }

  /** The greedy policy of {@code values} over {@code graph}. */
  public static Policy greedy(PositionGraph graph, double[] values) {
    char[] best = new char[graph.size()];
    for (int p = 0; p < graph.size(); p++) {
      if (graph.mover(p) >= 0) {
        int index = ValueIteration.bestEdge(graph, values, p) - graph.firstEdge(p);
        if (index >= Character.MAX_VALUE) {
          throw new IllegalArgumentException("a position with more than 65534 moves");
        }
        best[p] = (char) (index + 1);
      }
    }
    return new Policy(graph.table(), best, values[graph.start() * graph.width()], graph.size());
  }

  /**
   * The index, among the legal moves of the position with {@code hash}, of the policy's move;
   * {@link #UNKNOWN} for a position not in the graph, {@link #NO_CHOICE} where no seat chooses.
   */
  public int moveIndex(long hash) {
    int p = table.get(hash);
    if (p < 0) {
      return UNKNOWN;
    }
    return best[p] == 0 ? NO_CHOICE : best[p] - 1;
  }

  /** Seat 0's value of the position the graph started from. */
  public double startValue() {
    return startValue;
  }

  /** The number of positions of the graph. */
  public int positions() {
    return positions;
  }
}
