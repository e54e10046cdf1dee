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
 * {@code d} in one of the four ways: three on one side, three on the other, two on one side and
 * one on the other, or the reverse. Shifting the board by multiples of {@code d} lines the
 * neighbours up on the cell; the sentinel row keeps lines from wrapping from one column to the next.
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
    // Vertical: only three below can complete a column.
    long r = (discs << 1) & (discs << 2) & (discs << 3);
    r |= along(discs, h + 1);
    r |= along(discs, h);
    r |= along(discs, h + 2);
    return r & (geometry.board ^ mask);
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
