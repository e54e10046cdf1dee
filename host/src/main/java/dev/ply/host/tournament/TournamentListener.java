package dev.ply.host.tournament;

import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;

/**
 * Hears a tournament's progress, for a progress bar or log lines. Called from the threads that play
 * the games, one call at a time (the runner serialises them).
 */
public interface TournamentListener {

  /** The run starts or resumes with {@code done} of {@code total} games already played. */
  default void started(int total, int done) {}

  /**
   * The run's SPRT after the game about to be reported, such as {@code LLR 1.23 [-2.94, 2.94]};
   * called before {@link #gameFinished} for runs that have one.
   */
  default void sprt(String status) {}

  /** A game was recorded; {@code tally} counts every game of the run so far. */
  default void gameFinished(GameRecord game, int done, int total, Tally tally) {}

  /**
   * Hears every move of every game, to show the board (a match's {@code --show}); called from the
   * thread that plays the game. {@link GameListener#NONE} by default.
   */
  default GameListener moves() {
    return GameListener.NONE;
  }

  /**
   * Hears the moves of one scheduled game, for a listener that tells the games in play apart (the
   * live page); {@link #moves()} by default. Called from the thread that plays {@code game}, before
   * it starts.
   */
  default GameListener moves(dev.ply.host.store.ScheduledGame game) {
    return moves();
  }

  /**
   * As {@link #moves(dev.ply.host.store.ScheduledGame)}, for a game played elsewhere: on the
   * cluster worker {@code where}, its moves heard on the coordinator's event thread as the worker
   * sends them. That by default.
   */
  default GameListener moves(dev.ply.host.store.ScheduledGame game, String where) {
    return moves(game);
  }

  /** The run ended (finished, or stopped by its sequential test). */
  default void ended(int done, int total) {}
}
