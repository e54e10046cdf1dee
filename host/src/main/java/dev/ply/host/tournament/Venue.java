package dev.ply.host.tournament;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.store.ScheduledGame;
import java.util.List;

/**
 * Where a run's games are played: threads of this process ({@link LocalVenue}) or the workers of a
 * cluster ({@code dev.ply.host.cluster.ClusterVenue}). The runner decides what to play and records
 * what comes back; a venue only plays.
 */
public interface Venue {

  /** Receives each finished game, one call at a time. */
  interface Results {

    /**
     * A game ended.
     *
     * @param game the scheduled game
     * @param record how it went
     * @param playedBy who played it: {@code ""} in this process, a worker's name on a cluster
     * @return true to stop the run (its sequential test decided): no new game is started
     */
    boolean finished(ScheduledGame game, GameRecord record, String playedBy);
  }

  /**
   * Plays {@code games}, handing each to {@code results} as it ends, and returns when all are
   * played or {@code results} asked to stop. Then no game is started; games still being played are
   * abandoned in this process (they stay in the schedule), while a cluster waits for those its
   * workers hold and hands their results on too, as fishtest counts the games in flight.
   *
   * @param table plays one game in this process
   * @param listener hears each game's moves
   * @throws IllegalStateException if a game failed outside any player
   */
  void play(
      List<ScheduledGame> games, GameTable table, TournamentListener listener, Results results);

  /** Releases what the venue holds; called once when the run ends. */
  default void close() {}
}
