package dev.ply.dp.graph;

/** More positions are reachable than a {@link GraphBuilder} was allowed to number. */
public final class GraphTooLarge extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int limit;

  GraphTooLarge(int limit) {
    super("more than " + limit + " positions are reachable (max-positions is " + limit + ")");
    this.limit = limit;
  }

  /** The number of positions that was not enough. */
  public int limit() {
    return limit;
  }
}
