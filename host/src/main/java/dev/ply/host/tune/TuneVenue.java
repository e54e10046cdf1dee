package dev.ply.host.tune;

import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.Venue;
import java.util.List;
import java.util.function.Function;

/**
 * A place that plays a tuning's games elsewhere: a cluster's coordinator, whose workers rebuild the
 * run's entrants from its config and so must be told each game's {@link TunedSide}s. Implemented by
 * {@code cluster.ClusterVenue}; a tuning on this machine needs none.
 */
public interface TuneVenue {

  /**
   * Plays {@code games} as {@link Venue#play} does, each with the sides {@code sides} gives for it
   * (its plus and minus sides, whose values differ from one iteration to the next).
   */
  void play(
      List<ScheduledGame> games,
      GameTable table,
      TournamentListener listener,
      Venue.Results results,
      Function<ScheduledGame, List<TunedSide>> sides);
}
