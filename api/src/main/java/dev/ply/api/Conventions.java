package dev.ply.api;

/**
 * Conventions of a field that a game can follow, so that its field's programs and files understand
 * it: chess as UCI, xboard, PGN and FEN write it; Go as GTP and SGF do. A game says which it
 * follows ({@link Game#conventions()}); the host speaks those protocols and writes those files for
 * any game that follows them, whatever the game's id, and knows the variant options named here.
 */
public final class Conventions {

  /**
   * Chess: move texts in UCI's long algebraic notation ({@code e2e4}, {@code e7e8q}, castling as
   * the king's move, {@code e1h1} style in Chess960), SAN as {@link GameState#moveNotation}, the
   * standard start position unless {@link #POSITION} or {@link #CHESS960} says otherwise. UCI and
   * xboard engines play it; PGN and EPD books hold it.
   */
  public static final String CHESS = "chess";

  /**
   * Go: move texts as GTP vertices ({@code D4}, {@code pass}) on a {@link #BOARD_SIZE} board with
   * {@link #KOMI}. GTP engines play it; SGF holds it.
   */
  public static final String GO = "go";

  /**
   * A uniform game tree of the literature (Knuth and Moore's, Pearl's): every node has {@link
   * #BRANCHING} moves, every leaf lies {@link #DEPTH} plies from the root and holds a plain number,
   * the moves of a node are texts {@code 1, 2, …} in their natural order, and {@link #ORDERING} and
   * {@link #SEED} choose the values. {@code ply bench algorithms} measures searches on it and
   * {@code ply trace} draws it as the textbooks do.
   */
  public static final String GAME_TREE = "game-tree";

  /** A game tree's moves at every node. */
  public static final String BRANCHING = "branching";

  /** A game tree's plies from the root to every leaf. */
  public static final String DEPTH = "depth";

  /**
   * A game tree's order of moves: {@code random}, {@code perfect} (best first) or {@code worst}.
   */
  public static final String ORDERING = "ordering";

  /** The seed of a game tree's values. */
  public static final String SEED = "seed";

  /** The variant option that starts a game of chess from a position in FEN (empty: the usual). */
  public static final String POSITION = "fen";

  /** Chess960's variant option: the start position's number, 0 to 959, or -1 for standard chess. */
  public static final String CHESS960 = "chess960";

  /** Go's variant option of the board's size (9 for 9 × 9). */
  public static final String BOARD_SIZE = "size";

  /** Go's variant option of the komi, the points White gets for moving second. */
  public static final String KOMI = "komi";

  private Conventions() {}

  /** Whether {@code game} follows {@code convention}. */
  public static boolean follows(Game game, String convention) {
    return game.conventions().contains(convention);
  }
}
