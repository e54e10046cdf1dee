package dev.ply.host.cli;

import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;

/**
 * A run's progress output with something printed beside it every so many games: it passes every
 * event on to the progress listener it wraps, then calls {@link #finished} after each game.
 */
abstract class ProgressDecorator implements TournamentListener {

  private final TournamentListener progress;

  ProgressDecorator(TournamentListener progress) {
    this.progress = progress;
  }

  /** Called after the wrapped listener heard that game {@code done} of {@code total} ended. */
  abstract void finished(int done, int total, Tally tally);

  @Override
  public final void started(int total, int done) {
    progress.started(total, done);
  }

  @Override
  public final void sprt(String status) {
    progress.sprt(status);
  }

  @Override
  public final GameListener moves() {
    return progress.moves();
  }

  @Override
  public final GameListener moves(ScheduledGame game) {
    return progress.moves(game);
  }

  @Override
  public final GameListener moves(ScheduledGame game, String where) {
    return progress.moves(game, where);
  }

  @Override
  public final void ended(int done, int total) {
    progress.ended(done, total);
  }

  @Override
  public final void gameFinished(GameRecord game, int done, int total, Tally tally) {
    progress.gameFinished(game, done, total, tally);
    finished(done, total, tally);
  }
}
