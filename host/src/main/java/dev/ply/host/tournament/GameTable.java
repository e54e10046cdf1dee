package dev.ply.host.tournament;

import dev.ply.api.Player;
import dev.ply.host.isolation.Players;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Referee;
import dev.ply.host.referee.RefereeOutcome;
import dev.ply.host.referee.Seat;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Plays one scheduled game of a plan: fresh players for both entrants, the referee, the game's own
 * seed and opening. The same table plays a game in this process or on a cluster's worker, so a
 * game comes out the same wherever it is played.
 *
 * <p>Thread-safe: several games may be played at once; they share the referee's strikes.
 */
public final class GameTable {

  private final TournamentPlan plan;
  private final Strikes strikes;
  private final Referee referee;

  /** A table for {@code plan} whose referee starts from {@code strikes}. */
  public GameTable(TournamentPlan plan, Strikes strikes) {
    this.plan = plan;
    this.strikes = strikes;
    this.referee = new Referee(plan.referee(), plan.violations(), strikes);
  }

  /** The run's strikes as this table's referee keeps them. */
  public Strikes strikes() {
    return strikes;
  }

  /** The plan this table plays. */
  public TournamentPlan plan() {
    return plan;
  }

  /**
   * Plays {@code game}, or records its forfeit when an entrant has been put out of the run.
   *
   * @param moves hears every move, or {@link GameListener#NONE}
   * @throws dev.ply.host.referee.GameCancelled if the thread is interrupted because the run stops
   */
  public GameRecord play(ScheduledGame game, GameListener moves) {
    List<String> openingMoves = game.opening().isBlank() ? List.of()
        : Arrays.asList(game.opening().trim().split("\\s+"));
    Optional<GameRecord> absent = referee.absentee(game.number(), plan.game(), plan.variant(),
        openingMoves, List.of(game.first(), game.second()), game.seed());
    if (absent.isPresent()) {
      return absent.get();
    }
    List<Seat> seats = new ArrayList<>();
    String[] names = {game.first(), game.second()};
    try {
      for (int seat = 0; seat < names.length; seat++) {
        Entrant e = plan.entrant(names[seat]);
        Player player = plan.players().create(e.name(), e.strategy(), e.evaluator(),
            e.options(), e.isolation(), plan.game(), plan.variant(), Seeds.of(game.seed(), seat));
        seats.add(new Seat(e.name(), player, e.limits()));
      }
      RefereeOutcome outcome = referee.play(game.number(), plan.game(), plan.variant(),
          openingMoves, seats, game.seed(), moves);
      return outcome.record();
    } finally {
      seats.forEach(seat -> Players.close(seat.player()));
    }
  }
}
