package dev.ply.host.cluster;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.store.ScheduledGame;
import java.io.Serializable;
import java.util.Map;
import java.util.Set;

/**
 * What the coordinator and its workers say to each other: data only, never code. Each message
 * travels signed with the cluster's secret ({@link Envelopes}); a worker acts on a run or a game
 * only after the signature checks out.
 */
sealed interface Message extends Serializable {

  /**
   * Coordinator to a worker that joined, before any game: can it play {@code run} exactly as the
   * coordinator would? The worker answers with a {@link CheckAnswer}.
   */
  record Check(RunDescription run) implements Message {}

  /**
   * A worker's answer to a {@link Check}.
   *
   * @param name the worker's name, {@code host:pid}
   * @param slots the games it plays at once
   * @param reason why it cannot play the run, or empty if it can
   */
  record CheckAnswer(String name, int slots, String reason) implements Message {}

  /**
   * Coordinator to a worker: play one game of {@code run}, with the strikes of the run so far (so
   * that a disqualified or runaway entrant forfeits there as it would on the coordinator).
   *
   * @param ticket a number the coordinator drew for this hand-out; the result must carry it back
   * @param sides for a tuning's game, its entrants with the iteration's values (the worker adds
   *     them to the plan it built from the config); empty for a tournament's
   */
  record Play(
      long ticket,
      RunDescription run,
      ScheduledGame game,
      Map<String, Integer> strikes,
      Set<String> disqualified,
      Set<String> runaways,
      java.util.List<dev.ply.host.tune.TunedSide> sides)
      implements Message {}

  /**
   * A move of a game a worker is playing, for the hand-out of {@code ticket}, as the referee
   * recorded it: for the coordinator's live page only (the game's result is checked and recorded
   * from its {@link Played} record alone).
   */
  record Moved(long ticket, dev.ply.host.referee.MoveRecord move) implements Message {}

  /** A worker's finished game, for the hand-out of {@code ticket}. */
  record Played(long ticket, GameRecord record) implements Message {}

  /** A game of the hand-out {@code ticket} that failed on the worker outside any player. */
  record Failed(long ticket, String why) implements Message {}
}
