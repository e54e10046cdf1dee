package dev.ply.connectfour;

/**
 * Threats on a Connect Four bitboard: the empty cells that would complete four in a row for one
 * player. They give {@link ConnectFourState}'s {@link dev.ply.api.Tactics}: an immediate win is a
 * threat that can be played now; a move below an opponent's threat hands it the win; and the number
 * of threats a move creates orders the moves, as in Pascal Pons' solver (Pons, "Solving Connect 4",
 * part 10, 2019).
 *
 * <p>For each direction with bit step {@code d} (1 vertical, {@code h+1} horizontal, {@code h} and
 * {@code h+2} the two diagonals), a cell completes a line when three discs lie next to it along
 * {@code d} in one of the four ways: three on one side, three on the other, two on one side and one
 * on the other, or the reverse. Shifting the board by multiples of {@code d} lines the neighbours
 * up on the cell; the sentinel row keeps lines from wrapping from one column to the next.
 */
final class Threats {

  private Threats() {}

  /**
   * The empty cells of the board that would give {@code discs} four in a row.
   *
   * @param discs one player's discs
   * @param mask every disc on the board
   * @param geometry the board
   */
  static long cells(long discs, long mask, BoardGeometry geometry) {
    int h = geometry.height;
    if (h == 6) {
      return cells6(discs) & (geometry.board ^ mask);
    }
    // Vertical: only three below can complete a column.
    long r = (discs << 1) & (discs << 2) & (discs << 3);
    r |= along(discs, h + 1);
    r |= along(discs, h);
    r |= along(discs, h + 2);
    return r & (geometry.board ^ mask);
  }

  /**
   * {@link #cells} before the empty cells are picked, for boards of height 6 (the standard 7 × 6
   * and every width): the same expressions with the steps 7, 6 and 8 as constants, which the
   * compiler turns into shifts by immediates. This is the inner loop of the solver's move ordering.
   */
  private static long cells6(long discs) {
    long r = (discs << 1) & (discs << 2) & (discs << 3);
    r |= along7(discs);
    r |= along6(discs);
    r |= along8(discs);
    return r;
  }

  private static long along7(long discs) {
    long pair = (discs << 7) & (discs << 14);
    long r = pair & (discs << 21);
    r |= pair & (discs >>> 7);
    pair = (discs >>> 7) & (discs >>> 14);
    r |= pair & (discs << 7);
    r |= pair & (discs >>> 21);
    return r;
  }

  private static long along6(long discs) {
    long pair = (discs << 6) & (discs << 12);
    long r = pair & (discs << 18);
    r |= pair & (discs >>> 6);
    pair = (discs >>> 6) & (discs >>> 12);
    r |= pair & (discs << 6);
    r |= pair & (discs >>> 18);
    return r;
  }

  private static long along8(long discs) {
    long pair = (discs << 8) & (discs << 16);
    long r = pair & (discs << 24);
    r |= pair & (discs >>> 8);
    pair = (discs >>> 8) & (discs >>> 16);
    r |= pair & (discs << 8);
    r |= pair & (discs >>> 24);
    return r;
  }

  /** The cells with three of {@code discs} next to them along step {@code d}, either way. */
  private static long along(long discs, int d) {
    long pair = (discs << d) & (discs << 2 * d); // two on the lower side
    long r = pair & (discs << 3 * d);
    r |= pair & (discs >>> d);
    pair = (discs >>> d) & (discs >>> 2 * d); // two on the higher side
    r |= pair & (discs << d);
    r |= pair & (discs >>> 3 * d);
    return r;
  }

  /** The cells where a disc can be dropped now, one per column that is not full. */
  static long playable(long mask, BoardGeometry geometry) {
    return (mask + geometry.bottoms) & geometry.board;
  }
}
