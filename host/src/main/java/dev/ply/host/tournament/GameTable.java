package dev.ply.host.tournament;

import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.host.config.Openings;
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
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * Plays one scheduled game of a plan: fresh players for both entrants, the referee, the game's own
 * seed and opening. The same table plays a game in this process or on a cluster's worker, so a game
 * comes out the same wherever it is played.
 *
 * <p>Thread-safe: several games may be played at once; they share the referee's strikes.
 */
public final class GameTable {

  private final TournamentPlan plan;
  private final Strikes strikes;
  private final Referee referee;

  /** The external players between games, by entrant. */
  private final Map<String, Deque<Player>> idle = new ConcurrentHashMap<>();

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
    List<String> openingMoves =
        game.opening().isBlank() ? List.of() : Arrays.asList(game.opening().trim().split("\\s+"));
    Options variant = plan.variant();
    if (Openings.isPosition(openingMoves)) {
      // A book of positions (EPD): the game starts from the position, then any moves.
      variant = Openings.withFen(plan.game(), variant, openingMoves);
      openingMoves = Openings.movesAfterFen(openingMoves);
    }
    Optional<GameRecord> absent =
        referee.absentee(
            game.number(), plan.game(), variant, openingMoves, game.seats(), game.seed());
    if (absent.isPresent()) {
      return absent.get();
    }
    List<Seat> seats = new ArrayList<>();
    List<String> names = game.seats();
    try {
      for (int seat = 0; seat < names.size(); seat++) {
        Entrant e = plan.entrant(names.get(seat));
        seats.add(new Seat(e.name(), borrow(e, Seeds.of(game.seed(), seat)), e.limits()));
      }
      RefereeOutcome outcome =
          referee.play(
              game.number(),
              plan.game(),
              variant,
              openingMoves,
              seats,
              game.seed(),
              game.chanceSeed(),
              moves);
      tellGameOver(seats, openingMoves, outcome.record());
      return outcome.record();
    } finally {
      for (Seat seat : seats) {
        giveBack(plan.entrant(seat.name()), seat.player());
      }
    }
  }

  /**
   * The position {@code game} starts from, after its opening, as {@link #play} starts it: for
   * following a game played elsewhere (a worker's, on the coordinator's live page).
   *
   * @throws IllegalArgumentException if the opening does not play in the game
   */
  public dev.ply.api.GameState startOf(ScheduledGame game) {
    List<String> openingMoves =
        game.opening().isBlank() ? List.of() : Arrays.asList(game.opening().trim().split("\\s+"));
    Options variant = plan.variant();
    if (Openings.isPosition(openingMoves)) {
      variant = Openings.withFen(plan.game(), variant, openingMoves);
      openingMoves = Openings.movesAfterFen(openingMoves);
    }
    dev.ply.api.GameState state = plan.game().newGame(variant);
    dev.ply.host.referee.Replay.play(state, openingMoves);
    return state;
  }

  /** Tells each player whose protocol wants it that the game is over (GGP's STOP or ABORT). */
  private static void tellGameOver(List<Seat> seats, List<String> opening, GameRecord record) {
    List<String> all = new ArrayList<>(opening);
    record.moves().stream().map(dev.ply.host.referee.MoveRecord::move).forEach(all::add);
    boolean byTheRules = record.termination() == dev.ply.host.referee.Termination.NORMAL;
    for (Seat seat : seats) {
      if (seat.player() instanceof dev.ply.host.referee.OutOfProcess outside) {
        outside.gameOver(all, byTheRules);
      }
    }
  }

  /**
   * A player for one game. An external program stays up across the games of a run (unless its
   * entrant says {@code restart: per-game}): a free one is taken from those that played before, and
   * told of the new game; it is started again by itself if it died or was killed.
   */
  private Player borrow(Entrant e, long seed) {
    if (keepsRunning(e)) {
      Player free = idle.computeIfAbsent(e.name(), k -> new ConcurrentLinkedDeque<>()).pollFirst();
      if (free != null) {
        return free;
      }
    }
    return plan.players()
        .create(
            e.name(),
            e.strategy(),
            e.evaluator(),
            e.resolvedEvaluatorOptions(),
            e.options(),
            e.isolation(),
            plan.game(),
            plan.variant(),
            seed,
            Plans.timed(e));
  }

  private void giveBack(Entrant e, Player player) {
    if (keepsRunning(e)) {
      idle.computeIfAbsent(e.name(), k -> new ConcurrentLinkedDeque<>()).addFirst(player);
    } else {
      Players.close(player);
    }
  }

  /**
   * Whether an external program stays up for the next game. Not in duplicate play of a game of
   * chance: the second game of a pair deals the first one's cards, so a program that remembered the
   * first game would know its opponent's hand; it is started afresh for every game, as the Annual
   * Computer Poker Competition restarted its bots between the halves of a duplicate match.
   */
  private boolean keepsRunning(Entrant e) {
    return e.isolation().external()
        && !e.isolation().restartPerGame()
        && !(plan.duplicate() && plan.secretChance());
  }

  /** Ends the programs kept for the next games; called once when the run's games are played. */
  public void close() {
    idle.values().forEach(players -> players.forEach(Players::close));
    idle.clear();
  }
}
