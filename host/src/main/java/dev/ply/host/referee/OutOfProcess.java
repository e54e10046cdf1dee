package dev.ply.host.referee;

import java.util.List;

/**
 * A player that runs in a process of its own and sees the game only through a line protocol: the
 * referee tells it the moves played so far before each of its turns, and kills it when its move cap
 * passes (the next call starts a fresh process).
 */
public interface OutOfProcess extends Killable {

  /** The moves played since the start position (the opening included), as move texts. */
  void history(List<String> moves);

  /**
   * In a game of hidden information, what the seat sees before each of its turns ({@code
   * GameState#observation}), called in place of {@link #history}: the player is never told the
   * moves it cannot see. The default ignores it.
   */
  default void observe(String observation) {}

  /**
   * The number of the game about to begin in its run, called by the referee before {@code newGame}
   * on the referee's thread: what the player's I/O log files its lines under. The default ignores
   * it.
   */
  default void game(int number) {}

  /**
   * The game clocks before a move of a player on a clock, called by the referee beside {@link
   * #history} (on the referee's thread, before the move is asked for) and only then: each seat's
   * remaining time and increment in nanoseconds, indexed by seat; a seat that plays without a clock
   * has a remaining time of -1. The arrays are the caller's: copy what is kept. A player that
   * manages no time of its own ignores them (the default).
   */
  default void clocks(long[] remainingNanos, long[] incrementNanos) {}

  /**
   * As {@link #clocks(long[], long[])}, with what a clock of periods adds, by seat: the base time
   * of a period ({@code baseNanos}), the moves of a period ({@code periodMoves}, 0 when the base
   * lasts the whole game) and the moves left in the current one ({@code movesToGo}, 0 without
   * periods). The referee calls this one; the default passes the times on to the other.
   */
  default void clocks(
      long[] remainingNanos,
      long[] incrementNanos,
      long[] baseNanos,
      int[] periodMoves,
      int[] movesToGo) {
    clocks(remainingNanos, incrementNanos);
  }

  /**
   * The game is over: called by the referee on its own thread once a game ends, for each seat not
   * abandoned, so that a program thinking on the opponent's time (a pondering engine) stops. The
   * default does nothing; a failure is ignored.
   */
  default void gameOver() {}

  /**
   * Starts the player's program once and ends it, to find before a run that it cannot start at all
   * (not installed, a JVM that refuses its options).
   *
   * @throws IllegalStateException saying why it cannot start
   */
  void checkStarts();

  /**
   * The game is over, called once after each game by the table that played it (not by the referee),
   * with every move of the game as move texts (the opening's included): a player whose protocol
   * says so tells its program (a GGP player sends STOP, or ABORT for a game cut short). The default
   * does nothing.
   *
   * @param byTheRules whether the game ended by its rules, not by a forfeit, the ply cap or an
   *     adjudication
   */
  default void gameOver(List<String> moves, boolean byTheRules) {}
}
