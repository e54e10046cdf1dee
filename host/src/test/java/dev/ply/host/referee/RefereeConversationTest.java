package dev.ply.host.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.conformance.NimFixture;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.mockito.InOrder;

/** The referee's conversation with its game listener: the start once, then each move in order. */
class RefereeConversationTest {

  private static final Game NIM = new NimFixture();

  /** Generous: the players answer at once, and a busy machine may take its time to run them. */
  private static final RefereeSettings SETTINGS =
      new RefereeSettings(100, Duration.ofSeconds(30), Duration.ofSeconds(30));

  /** The moves of two {@link RefereeTest.Steady} players in Nim 3-4-5: one object at a time. */
  private static final List<String> STEADY_GAME =
      List.of("1:1", "1:1", "1:1", "2:1", "2:1", "2:1", "2:1", "3:1", "3:1", "3:1", "3:1", "3:1");

  private GameListener listener;

  /** The plies of the position each {@code moved} call was given, read during the call. */
  private final List<Integer> pliesAfter = new ArrayList<>();

  @BeforeEach
  void listen() {
    listener = mock(GameListener.class);
    // The position handed over is the referee's own and goes on changing: read it while it is
    // the one the move led to.
    doAnswer(
            call -> {
              pliesAfter.add(call.<GameState>getArgument(1).plies());
              return null;
            })
        .when(listener)
        .moved(any(), any());
  }

  /** Steady, except that its {@code turn}-th move (from 1) is nine from the first heap. */
  private static Player illegalOnTurn(int turn) {
    return new RefereeTest.Steady() {
      int turns;

      @Override
      public SearchReport chooseMove(GameState state, Limits limits) {
        return ++turns == turn ? SearchReport.of(9) : super.chooseMove(state, limits);
      }
    };
  }

  private GameRecord play(Referee referee, Game game, List<String> opening, Player a, Player b) {
    return referee
        .play(
            1,
            game,
            Options.empty(),
            opening,
            List.of(
                new Seat("first", a, SeatLimits.none()), new Seat("second", b, SeatLimits.none())),
            42,
            listener)
        .record();
  }

  private GameRecord play(Player a, Player b) {
    return play(new Referee(SETTINGS), NIM, List.of(), a, b);
  }

  /** The move records the listener heard, in order, after its one {@code started}. */
  private List<MoveRecord> heard(int moves, GameState[] start) {
    ArgumentCaptor<GameState> started = ArgumentCaptor.forClass(GameState.class);
    ArgumentCaptor<MoveRecord> moved = ArgumentCaptor.forClass(MoveRecord.class);
    InOrder order = inOrder(listener);
    order.verify(listener).started(started.capture());
    order.verify(listener, times(moves)).moved(moved.capture(), any());
    verifyNoMoreInteractions(listener);
    start[0] = started.getValue();
    return moved.getAllValues();
  }

  @Test
  void theListenerHearsTheStartOnceThenEveryMoveInTheOrderPlayed() {
    GameRecord game = play(new RefereeTest.Steady(), new RefereeTest.Steady());

    GameState[] start = new GameState[1];
    List<MoveRecord> moves = heard(12, start);
    assertEquals(0, start[0].plies());
    assertEquals(NIM.newGame(Options.empty()).render(), start[0].render());
    assertEquals(STEADY_GAME, moves.stream().map(MoveRecord::move).toList());
    assertEquals(
        IntStream.rangeClosed(1, 12).boxed().toList(),
        moves.stream().map(MoveRecord::ply).toList());
    assertEquals(
        List.of(0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1), moves.stream().map(MoveRecord::seat).toList());
    assertEquals("second", moves.get(11).player());
    assertEquals(IntStream.rangeClosed(1, 12).boxed().toList(), pliesAfter, "each move's position");
    assertEquals(game.moves(), moves, "the listener hears the very records the game keeps");
    assertEquals(Termination.NORMAL, game.termination());
  }

  @Test
  void theStartTheListenerHearsIsThePositionAfterTheOpening() {
    GameRecord game =
        play(
            new Referee(SETTINGS),
            NIM,
            List.of("3:5"),
            new RefereeTest.Steady(),
            new RefereeTest.Steady());

    GameState[] start = new GameState[1];
    List<MoveRecord> moves = heard(7, start);
    assertEquals(1, start[0].plies(), "the opening's one move is played before the start");
    assertEquals(
        List.of("1:1", "1:1", "1:1", "2:1", "2:1", "2:1", "2:1"),
        moves.stream().map(MoveRecord::move).toList());
    MoveRecord first = moves.get(0);
    assertEquals(2, first.ply());
    assertEquals(1, first.seat());
    assertEquals("second", first.player(), "the seat to move after the opening moves first");
    assertEquals("3:5", game.opening());
  }

  @Test
  void aForfeitEndsTheConversationAtTheLastLegalMove() {
    GameRecord game = play(new RefereeTest.Steady(), illegalOnTurn(2));

    GameState[] start = new GameState[1];
    List<MoveRecord> moves = heard(3, start);
    assertEquals(List.of("1:1", "1:1", "1:1"), moves.stream().map(MoveRecord::move).toList());
    assertEquals(List.of(1, 2, 3), pliesAfter);
    assertEquals(Termination.ILLEGAL_MOVE, game.termination());
    assertEquals(0, game.winnerSeat());
  }

  @Test
  void aRandomMoveInPlaceOfAnIllegalOneIsHeardAndTheGameGoesOn() {
    Referee lenient =
        new Referee(
            SETTINGS, new ViolationPolicy(ViolationPolicy.Action.RANDOM_MOVE, 0), new Strikes());
    GameRecord game = play(lenient, NIM, List.of(), new RefereeTest.Steady(), illegalOnTurn(2));

    GameState[] start = new GameState[1];
    List<MoveRecord> moves = heard(game.plies(), start);
    assertEquals(game.moves(), moves);
    MoveRecord random = moves.get(3);
    assertEquals(4, random.ply());
    assertEquals("second", random.player());
    assertEquals(0, random.nodes(), "no search chose it");
    assertNull(random.value());
    assertEquals(List.of(4), game.violations().stream().map(Violation::ply).toList());
    assertEquals(Termination.NORMAL, game.termination());
  }

  @Test
  void aPlayerThatFailsWhenToldOfTheNewGameLeavesTheListenerWithTheStartAndNoMove() {
    Player broken =
        new RefereeTest.Steady() {
          @Override
          public void newGame(int seat, long seed) {
            throw new IllegalStateException("no table");
          }
        };
    GameRecord game = play(broken, new RefereeTest.Steady());

    verify(listener).started(any());
    verifyNoMoreInteractions(listener);
    assertEquals(Termination.EXCEPTION, game.termination());
  }

  @Test
  void aVoidGameIsHeardUpToTheLastMoveTheGamePlayed() {
    // Take-away from 21, three at most, and play(3) refused below 10 stones: the fifth take of
    // three (9 stones left) is refused by the game itself.
    Player greedy =
        new Player() {
          @Override
          public void newGame(int seat, long seed) {}

          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            return SearchReport.of(3);
          }
        };
    GameRecord game =
        play(
            new Referee(SETTINGS),
            new TakeAway(TakeAway.Bug.PLAY_REFUSES_THE_MOST_LATE),
            List.of(),
            greedy,
            greedy);

    GameState[] start = new GameState[1];
    List<MoveRecord> moves = heard(4, start);
    assertEquals(List.of("3", "3", "3", "3"), moves.stream().map(MoveRecord::move).toList());
    assertEquals(List.of(1, 2, 3, 4), pliesAfter);
    assertEquals(Termination.GAME_FAULT, game.termination());
  }
}
