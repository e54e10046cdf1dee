package dev.ply.host.trace;

import dev.ply.api.Values;

/**
 * How a trace writes values and window bounds: {@link Values#describe} ("+12", "win in 5"), or, for
 * synthetic trees whose leaves are plain numbers (the random-tree game), those numbers. {@code
 * ±Values.INFINITY}, the bounds of a full window, are written ∞.
 */
public final class TraceValues {

  private final int leafPly;

  private TraceValues(int leafPly) {
    this.leafPly = leafPly;
  }

  /** Values as {@link Values#describe} writes them. */
  public static TraceValues described() {
    return new TraceValues(-1);
  }

  /**
   * Values of a tree whose leaves are all finished games {@code leafPly} plies below the root,
   * written as the leaves' utilities: a leaf worth 7 is "7". A bound one step off a leaf value, as
   * a null window has, is written with an epsilon: the window {@code (7, 7 + 1)} is "[7, 7+ε]".
   */
  public static TraceValues plain(int leafPly) {
    return new TraceValues(leafPly);
  }

  /** The text of one value or bound. */
  public String format(int value) {
    if (value >= Values.INFINITY) {
      return "+∞";
    }
    if (value <= -Values.INFINITY) {
      return "-∞";
    }
    if (leafPly < 0) {
      return Values.describe(value);
    }
    int utility = Values.utilityOf(value);
    int base = utility == 0 ? 0 : Values.terminal(utility, leafPly);
    int off = value - base;
    String text = Integer.toString(utility);
    if (off == 0) {
      return text;
    }
    return text + (off > 0 ? "+" : "-") + (Math.abs(off) == 1 ? "" : Math.abs(off)) + "ε";
  }
}
