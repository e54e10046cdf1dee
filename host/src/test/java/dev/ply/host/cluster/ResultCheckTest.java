package dev.ply.host.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.referee.Strikes;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.Violation;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.OpeningBook;
import dev.ply.host.tournament.RoundRobin;
import dev.ply.host.tournament.TournamentPlan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The coordinator's replay of a worker's result, on real games of Nim played by the referee: an
 * honest record passes, and each way of forging one is caught with the reason.
 */
class ResultCheckTest {

  /** Plays the last legal move: deterministic. */
  static final class Last implements Strategy {
    @Override
    public String id() {
      return "last";
    }

    @Override
    public String description() {
      return "the last legal move";
    }

    @Override
    public List<OptionSpec> options() {
      return List.of();
    }

    @Override
    public boolean supports(Game game) {
      return true;
    }

    @Override
    public Player newPlayer(PlayerContext context) {
      return new Player() {
        @Override
        public void newGame(int seat, long seed) {}

        @Override
        public SearchReport chooseMove(GameState state, Limits limits) {
          int[] moves = new int[state.maxMoves()];
          return SearchReport.of(moves[state.legalMoves(moves) - 1]);
        }
      };
    }
  }

  private final Game nim = new NimFixture();
  private final TournamentPlan plan =
      new TournamentPlan(
          nim,
          Options.empty(),
          new RoundRobin(List.of("a", "b"), 1),
          2,
          OpeningBook.random(nim, Options.empty(), 1, 5),
          7,
          new RefereeSettings(100, Duration.ofSeconds(1), Duration.ofSeconds(5)),
          1,
          List.of(
              new Entrant("a", new Last(), Optional.empty(), Options.empty(), SeatLimits.none()),
              new Entrant("b", new Last(), Optional.empty(), Options.empty(), SeatLimits.none())),
          Optional.empty());
  private final ScheduledGame game = new ScheduledGame(1, 1, "a", "b", "", 99);
  private final GameRecord honest =
      new GameTable(plan, new Strikes()).play(game, GameListener.NONE);

  private Optional<String> check(GameRecord r) {
    return ResultCheck.problem(plan, game, r, new Strikes());
  }

  private GameRecord with(
      int winner,
      Termination t,
      List<MoveRecord> moves,
      String position,
      List<Violation> violations) {
    GameRecord r = honest;
    return new GameRecord(
        r.number(),
        r.gameId(),
        r.variant(),
        r.players(),
        winner,
        t,
        "invented",
        r.seed(),
        r.started(),
        r.ended(),
        position,
        moves,
        r.opening(),
        violations);
  }

  @Test
  void anHonestGameClaimedVoidIsCaught() {
    Optional<String> problem =
        check(with(-1, Termination.GAME_FAULT, honest.moves(), honest.finalPosition(), List.of()));
    assertTrue(problem.orElse("").contains("finds nothing wrong"), problem.toString());
  }

  @Test
  void aGameThatItsBrokenPluginVoidedPassesTheCoordinatorsOwnCheck() {
    Game broken =
        new dev.ply.host.referee.TakeAway(dev.ply.host.referee.TakeAway.Bug.PLAY_REFUSES_THE_MOST);
    TournamentPlan onBroken =
        new TournamentPlan(
            broken,
            Options.empty(),
            new RoundRobin(List.of("a", "b"), 1),
            2,
            OpeningBook.random(broken, Options.empty(), 0, 1),
            7,
            plan.referee(),
            1,
            plan.entrants(),
            Optional.empty());
    GameRecord voided = new GameTable(onBroken, new Strikes()).play(game, GameListener.NONE);
    assertEquals(Termination.GAME_FAULT, voided.termination(), voided.reason());
    assertEquals(Optional.empty(), ResultCheck.problem(onBroken, game, voided, new Strikes()));
  }

  @Test
  void aWorkerCannotChooseItsDiceTheCoordinatorDrawsThemAgainFromTheChanceStream() {
    Game race = new dev.ply.host.referee.KindFixtures.DiceRace(2, 2, 2);
    TournamentPlan onRace =
        new TournamentPlan(
            race,
            Options.empty(),
            new RoundRobin(List.of("a", "b"), 1),
            2,
            OpeningBook.none(),
            7,
            plan.referee(),
            1,
            plan.entrants(),
            Optional.empty());
    ScheduledGame scheduled = new ScheduledGame(1, 1, "a", "b", "", 99, 1234, List.of());
    GameRecord played = new GameTable(onRace, new Strikes()).play(scheduled, GameListener.NONE);
    assertEquals(Optional.empty(), ResultCheck.problem(onRace, scheduled, played, new Strikes()));
    List<MoveRecord> luckier = new java.util.ArrayList<>(played.moves());
    MoveRecord roll = luckier.get(1);
    assertTrue(roll.isChance(), roll.toString());
    String better = roll.move().equals("d3") ? "d2" : "d3";
    luckier.set(
        1,
        new MoveRecord(
            roll.ply(), roll.seat(), roll.player(), better, 0, 0, 0, null, "", java.util.Map.of()));
    GameRecord forged =
        new GameRecord(
            played.number(),
            played.gameId(),
            played.variant(),
            played.players(),
            played.winnerSeat(),
            played.termination(),
            played.reason(),
            played.seed(),
            played.started(),
            played.ended(),
            played.finalPosition(),
            luckier,
            played.opening());
    assertEquals(
        Optional.of(
            "move 2 ("
                + better
                + ") is not the referee's draw from the game's chance stream ("
                + roll.move()
                + ")"),
        ResultCheck.problem(onRace, scheduled, forged, new Strikes()));
  }

  @Test
  void anHonestRecordPasses() {
    assertEquals(Termination.NORMAL, honest.termination());
    assertTrue(honest.plies() > 0);
    assertEquals(Optional.empty(), check(honest));
  }

  @Test
  void aResultThatIsNotTheOneTheFinalPositionGivesIsCaught() {
    GameRecord flipped =
        with(
            1 - honest.winnerSeat(),
            Termination.NORMAL,
            honest.moves(),
            honest.finalPosition(),
            List.of());
    assertTrue(check(flipped).orElseThrow().startsWith("it says "), check(flipped).get());
  }

  @Test
  void aWinWithNoMovesIsCaught() {
    GameState start = nim.newGame(Options.empty());
    GameRecord forged = with(0, Termination.NORMAL, List.of(), start.render(), List.of());
    assertEquals(
        "it claims a normal end, but the position after its 0 moves is not over",
        check(forged).orElseThrow());
  }

  @Test
  void anIllegalMoveIsCaught() {
    List<MoveRecord> moves = new ArrayList<>(honest.moves());
    MoveRecord first = moves.get(0);
    moves.set(
        0,
        new MoveRecord(
            first.ply(),
            first.seat(),
            first.player(),
            "9-9",
            0,
            0,
            0,
            null,
            "",
            java.util.Map.of()));
    GameRecord forged =
        with(honest.winnerSeat(), Termination.NORMAL, moves, honest.finalPosition(), List.of());
    assertTrue(
        check(forged).orElseThrow().contains("(9-9) is not legal where it was played"),
        check(forged).get());
  }

  @Test
  void aForfeitWithoutItsViolationIsCaught() {
    List<MoveRecord> moves = honest.moves().subList(0, 1);
    GameState state = nim.newGame(Options.empty());
    state.play(state.textToMove(moves.get(0).move()));
    GameRecord forged = with(0, Termination.TIME_FORFEIT, moves, state.render(), List.of());
    assertEquals(
        "it is a time-forfeit forfeit of b, but no such violation is recorded",
        check(forged).orElseThrow());
    GameRecord shown =
        with(
            0,
            Termination.TIME_FORFEIT,
            moves,
            state.render(),
            List.of(new Violation(2, 1, "b", Termination.TIME_FORFEIT, "late", "forfeit", 1)));
    assertEquals(Optional.empty(), check(shown));
  }

  @Test
  void aPlyCapThatWasNotReachedIsCaught() {
    List<MoveRecord> moves = honest.moves().subList(0, 1);
    GameState state = nim.newGame(Options.empty());
    state.play(state.textToMove(moves.get(0).move()));
    GameRecord forged = with(-1, Termination.PLY_CAP, moves, state.render(), List.of());
    assertTrue(
        check(forged).orElseThrow().startsWith("it claims the ply cap of 100 after 1"),
        check(forged).get());
  }

  @Test
  void anotherGameUnderThisNumberIsCaught() {
    GameRecord r = honest;
    GameRecord other =
        new GameRecord(
            r.number(),
            r.gameId(),
            r.variant(),
            List.of("b", "a"),
            r.winnerSeat(),
            r.termination(),
            r.reason(),
            r.seed(),
            r.started(),
            r.ended(),
            r.finalPosition(),
            r.moves(),
            r.opening(),
            r.violations());
    assertTrue(check(other).orElseThrow().startsWith("it is not game 1"), check(other).get());
  }
}
