package dev.ply.host.referee;

/** How a game ended, as recorded in the store's {@code games.termination} column. */
public enum Termination {
  /** The rules ended the game (a win, a loss or a draw on the board). */
  NORMAL("normal"),
  /** The ply cap was reached: adjudicated as a draw. */
  PLY_CAP("ply-cap"),
  /**
   * A player resigned (an xboard engine's {@code resign}): it loses, as on the board, by no fault;
   * not a forfeit, and no violation.
   */
  RESIGNATION("resignation"),
  /** A player returned a move that is not legal in the position: that player loses. */
  ILLEGAL_MOVE("illegal-move"),
  /** A player threw an exception (or error): that player loses. */
  EXCEPTION("exception"),
  /** A player returned no move (a null report): that player loses. */
  NO_MOVE("no-move"),
  /**
   * A player did not answer by its deadline plus the grace (or the hard cap): that player loses.
   */
  TIME_FORFEIT("time-forfeit"),
  /** A player was disqualified by its strikes: it loses this game and the rest of the run's. */
  DISQUALIFIED("disqualified"),
  /**
   * A player's earlier move never returned (its thread ignored the stop signal and was abandoned):
   * it plays no more in-process games in the run and loses them.
   */
  RUNAWAY("runaway"),
  /**
   * A rule of the file's {@code adjudication} block ended the game: a draw or a resignation by the
   * players' scores, or a result proven by search (the rule and its evidence are in the store's
   * {@code adjudications} table). Nobody broke a rule.
   */
  ADJUDICATED("adjudicated"),
  /**
   * The game plugin broke the contract of its own api (its {@code play} refused a move its {@code
   * legalMoves} listed, its {@code isLegal} disagreed with {@code legalMoves}, or its code threw):
   * the game is void, recorded apart from the scored games with the property broken, and no player
   * wins, loses or draws it.
   */
  GAME_FAULT("game-fault");

  private final String code;

  Termination(String code) {
    this.code = code;
  }

  /** The text stored in the database and shown to people, such as {@code illegal-move}. */
  public String code() {
    return code;
  }

  /** Whether a player lost by breaking a rule of the referee rather than of the game. */
  public boolean isForfeit() {
    return isForfeit(code);
  }

  /**
   * Whether the termination stored as {@code code} is a loss by breaking a rule of the referee:
   * anything but {@code normal}, {@code ply-cap}, {@code adjudicated}, {@code resignation} and
   * {@code game-fault} (a code of an older or newer Ply counts as a forfeit).
   */
  public static boolean isForfeit(String code) {
    return !code.equals(NORMAL.code)
        && !code.equals(PLY_CAP.code)
        && !code.equals(ADJUDICATED.code)
        && !code.equals(RESIGNATION.code)
        && !code.equals(GAME_FAULT.code);
  }

  /** Whether the game is void: the game plugin, not a player, broke a rule. */
  public boolean isVoid() {
    return this == GAME_FAULT;
  }
}
