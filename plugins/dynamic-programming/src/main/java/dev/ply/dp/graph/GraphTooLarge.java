package dev.ply.dp.graph;

/** More positions are reachable than a {@link GraphBuilder} was allowed to number. */
public final class GraphTooLarge extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int limit;

  GraphTooLarge(int limit) {
    super("more than " + limit + " positions are reachable (max-positions is " + limit + ")");
    this.limit = limit;
  }

  /** The graph does not fit in the heap: {@code positions} numbered and {@code edges} listed. */
  GraphTooLarge(int positions, long edges, long heapMib) {
    super(
        "the positions reachable do not fit in memory: after "
            + positions
            + " positions and "
            + edges
            + " moves the graph would take more than four fifths of the heap ("
            + heapMib
            + " MiB); give Ply more (PLY_JAVA_OPTS=-Xmx...) or set max-positions lower");
    this.limit = positions;
  }

  /** The number of positions that was not enough. */
  public int limit() {
    return limit;
  }
}
