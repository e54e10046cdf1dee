package dev.ply.api.draw;

/**
 * A mancala board (Kalah): two rows of pits with a store at each end, each pit showing its number
 * of seeds. Seat 0's pits run along the bottom from left to right into its store on the right; seat
 * 1's along the top from right to left into its store on the left, so that sowing goes
 * anticlockwise. In {@code data-at} a pit is {@code s0p3} (seat 0, its pit 3 counted from 0 in
 * sowing order) and a store {@code s1store}.
 *
 * <pre>{@code
 * Pits board = Pits.of(6);
 * for (int p = 0; p < 6; p++) { board.pit(0, p, 4).pit(1, p, 4); }
 * return board.store(0, 0).store(1, 0).mark(0, 2).svg().toString();
 * }</pre>
 */
public final class Pits {

  private static final double PIT = 44;
  private static final double MARGIN = 8;

  private final int pits;
  private final int[][] seeds;
  private final int[] stores = new int[2];
  private final boolean[][] marked;
  private final boolean[] storeMarked = new boolean[2];
  private String caption = "";

  private Pits(int pits) {
    if (pits < 1 || pits > 30) {
      throw new IllegalArgumentException("a mancala board has 1 to 30 pits a side, not " + pits);
    }
    this.pits = pits;
    this.seeds = new int[2][pits];
    this.marked = new boolean[2][pits];
  }

  /** A board of {@code pits} pits a side and two stores, all empty. */
  public static Pits of(int pits) {
    return new Pits(pits);
  }

  /** The seeds in pit {@code pit} (0 .. pits-1, in sowing order) of {@code seat} (0 or 1). */
  public Pits pit(int seat, int pit, int count) {
    checkSeat(seat);
    if (pit < 0 || pit >= pits) {
      throw new IllegalArgumentException("no pit " + pit + " on a side of " + pits);
    }
    seeds[seat][pit] = count;
    return this;
  }

  /** The seeds in the store of {@code seat}. */
  public Pits store(int seat, int count) {
    checkSeat(seat);
    stores[seat] = count;
    return this;
  }

  /** Marks a pit, the one the last move sowed from. */
  public Pits mark(int seat, int pit) {
    pit(seat, pit, seeds[seat][pit]);
    marked[seat][pit] = true;
    return this;
  }

  /** Marks a store (the last move ended there, say). */
  public Pits markStore(int seat) {
    checkSeat(seat);
    storeMarked[seat] = true;
    return this;
  }

  /** A line of text below the board, such as whose turn it is. */
  public Pits caption(String text) {
    caption = text;
    return this;
  }

  /** The centre x of a pit. */
  public double x(int seat, int pit) {
    int column = seat == 0 ? pit : pits - 1 - pit;
    return MARGIN + PIT * (column + 1.5);
  }

  /** The centre y of a seat's row of pits. */
  public double y(int seat) {
    return MARGIN + (seat == 0 ? PIT * 1.5 : PIT * 0.5);
  }

  /** The drawing: a new {@link Svg} each call. */
  public Svg svg() {
    double width = 2 * MARGIN + PIT * (pits + 2);
    double height = 2 * MARGIN + 2 * PIT + (caption.isEmpty() ? 0 : 20);
    Svg svg = new Svg(width, height);
    svg.rect(0, 0, width, height, "white");
    svg.rect(MARGIN / 2, MARGIN / 2, width - MARGIN, 2 * PIT + MARGIN, "#c49a6c", "#7a5230", 2);
    for (int seat = 0; seat < 2; seat++) {
      double sx = seat == 0 ? MARGIN + PIT * (pits + 1.5) : MARGIN + PIT * 0.5;
      svg.rect(
          sx - PIT * 0.4,
          MARGIN + 4,
          PIT * 0.8,
          2 * PIT - 8,
          "#a57c4f",
          storeMarked[seat] ? "#d4a000" : "#7a5230",
          storeMarked[seat] ? 3 : 1);
      svg.at("s" + seat + "store").text(sx, MARGIN + PIT, String.valueOf(stores[seat]), 18, "#fff");
      for (int p = 0; p < pits; p++) {
        svg.circle(
            x(seat, p),
            y(seat),
            PIT * 0.4,
            "#a57c4f",
            marked[seat][p] ? "#d4a000" : "#7a5230",
            marked[seat][p] ? 3 : 1);
        svg.at("s" + seat + "p" + p)
            .text(x(seat, p), y(seat), String.valueOf(seeds[seat][p]), 16, "#fff");
      }
    }
    if (!caption.isEmpty()) {
      svg.fittedText(width / 2, height - 10, caption, 12, width - 8, "#222");
    }
    return svg;
  }

  private static void checkSeat(int seat) {
    if (seat != 0 && seat != 1) {
      throw new IllegalArgumentException("a mancala board has seats 0 and 1, not " + seat);
    }
  }
}
