package dev.ply.host.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The referee tells a game plugin's fault from a player's: a game that breaks the contract of the
 * api is void and named, and a player that breaks a rule on a sound game is still blamed.
 */
class GameFaultTest {

  private static final SeatLimits LIMITS =
      new SeatLimits(
          OptionalInt.empty(), OptionalLong.empty(), Optional.of(Duration.ofSeconds(30)));

  /** Takes the most stones it may, as a search that likes short games would. */
  static final class Greedy implements Player {
    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      int[] moves = new int[state.maxMoves()];
      int n = state.legalMoves(moves);
      return SearchReport.builder(moves[n - 1]).build();
    }
  }

  /** Takes one stone, after trying every move some plies deep on a copy, as a search does. */
  static final class Searcher implements Player {
    private final int depth;

    Searcher() {
      this(2);
    }

    Searcher(int depth) {
      this.depth = depth;
    }

    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      walk(state.copy(), depth);
      return SearchReport.builder(1).build();
    }

    private static void walk(GameState s, int depth) {
      if (depth == 0 || s.isTerminal()) {
        return;
      }
      int[] moves = new int[s.maxMoves()];
      int n = s.legalMoves(moves);
      for (int i = 0; i < n; i++) {
        s.play(moves[i]);
        walk(s, depth - 1);
        s.undo();
      }
    }
  }

  /** Plays a move the game does not allow on its own copy: the game rightly refuses it. */
  static final class Cheater implements Player {
    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      state.copy().play(4);
      return SearchReport.builder(1).build();
    }
  }

  private static GameRecord play(TakeAway.Bug bug, Player first, Player second, Strikes strikes) {
    Referee referee =
        new Referee(
            new RefereeSettings(200, Duration.ofSeconds(5), Duration.ofSeconds(30)),
            ViolationPolicy.FORFEIT,
            strikes);
    return referee
        .play(
            7,
            new TakeAway(bug),
            Options.empty(),
            List.of(new Seat("first", first, LIMITS), new Seat("second", second, LIMITS)),
            11,
            GameListener.NONE)
        .record();
  }

  private static void assertVoid(GameRecord game, String property, Strikes strikes) {
    assertEquals(Termination.GAME_FAULT, game.termination(), game.reason());
    assertEquals(-1, game.winnerSeat());
    assertEquals("*", game.result());
    assertTrue(game.reason().startsWith("the game plugin of take-away"), game.reason());
    assertTrue(
        game.reason().contains("broke the contract of the game api: " + property), game.reason());
    assertTrue(
        game.reason().endsWith("The game is void: no player is scored for it."), game.reason());
    assertEquals(List.of(), game.violations(), "no player broke a rule");
    assertEquals(java.util.Map.of(), strikes.counts(), "nobody is struck");
  }

  @Test
  void aGameWhosePlayRefusesAListedMoveIsVoidWhenASearchingPlayerMeetsIt() {
    Strikes strikes = new Strikes();
    GameRecord game =
        play(TakeAway.Bug.PLAY_REFUSES_THE_MOST, new Searcher(), new Searcher(), strikes);
    assertVoid(
        game,
        "play(3) threw java.lang.IllegalArgumentException: cannot take 3 of 21"
            + " stones for a move legalMoves() lists (at ply 0)",
        strikes);
  }

  @Test
  void aGameWhosePlayRefusesAListedMoveIsVoidWhenTheRefereePlaysIt() {
    Strikes strikes = new Strikes();
    GameRecord game = play(TakeAway.Bug.PLAY_REFUSES_THE_MOST, new Greedy(), new Greedy(), strikes);
    assertVoid(
        game,
        "play(3) threw java.lang.IllegalArgumentException: cannot take 3 of 21"
            + " stones for a move legalMoves() lists (at ply 0)",
        strikes);
  }

  @Test
  void aGameWhoseIsLegalDisagreesWithLegalMovesIsVoidNotTheMoveIllegal() {
    Strikes strikes = new Strikes();
    GameRecord game =
        play(TakeAway.Bug.IS_LEGAL_REFUSES_THE_MOST, new Greedy(), new Greedy(), strikes);
    assertVoid(game, "isLegal(3) is false for a move legalMoves() lists (at ply 0)", strikes);
  }

  @Test
  void aFaultDeepInTheTreeIsFoundFromThePositionWhereTheSearchMetIt() {
    Strikes strikes = new Strikes();
    GameRecord game =
        play(TakeAway.Bug.PLAY_REFUSES_THE_MOST_LATE, new Searcher(), new Searcher(), strikes);
    assertVoid(
        game,
        "play(3) threw java.lang.IllegalArgumentException: cannot take 3 of 9"
            + " stones for a move legalMoves() lists",
        strikes);
    assertTrue(game.plies() > 0, "the moves before the fault are kept: " + game.plies());
  }

  @Test
  void aFaultFivePliesDeepInAWideSearchIsFoundFromThePositionTheSearchStartedAt() {
    Strikes strikes = new Strikes();
    Referee referee =
        new Referee(
            new RefereeSettings(2000, Duration.ofSeconds(5), Duration.ofSeconds(30)),
            ViolationPolicy.FORFEIT,
            strikes);
    GameRecord game =
        referee
            .play(
                7,
                new TakeAway(TakeAway.Bug.PLAY_THROWS_ON_THE_FIFTH_MOST_IN_A_ROW, 300, 9),
                Options.empty(),
                List.of(
                    new Seat("first", new Searcher(5), LIMITS),
                    new Seat("second", new Searcher(5), LIMITS)),
                11,
                GameListener.NONE)
            .record();
    assertVoid(
        game,
        "play(9) threw java.lang.IllegalStateException: internal: run buffer"
            + " overflow for a move legalMoves() lists",
        strikes);
  }

  @Test
  void aGameWhoseUtilityThrowsAtTheEndIsVoid() {
    Strikes strikes = new Strikes();
    GameRecord game = play(TakeAway.Bug.UTILITY_THROWS, new Greedy(), new Greedy(), strikes);
    assertVoid(
        game,
        "utility(0) threw java.lang.IllegalStateException: no utility here at the"
            + " end of a game",
        strikes);
  }

  @Test
  void aPlayerThatPlaysAnIllegalMoveOnItsCopyOfASoundGameIsStillBlamed() {
    Strikes strikes = new Strikes();
    GameRecord game = play(TakeAway.Bug.NONE, new Cheater(), new Greedy(), strikes);
    assertEquals(Termination.EXCEPTION, game.termination(), game.reason());
    assertEquals(1, game.winnerSeat());
    assertTrue(
        game.reason()
            .startsWith(
                "first threw java.lang.IllegalArgumentException: cannot" + " take 4 of 21 stones"),
        game.reason());
    assertEquals(java.util.Map.of("first", 1), strikes.counts());
  }

  /** Returns "take 2" with a stray high bit, a number the game's text reads as 2. */
  static final class StrayBits implements Player {
    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      return SearchReport.builder(2 | 1 << 20).build();
    }
  }

  @Test
  void anIllegalMoveNumberWhoseTextIsALegalMovesIsShownAsTheNumberItIs() {
    Strikes strikes = new Strikes();
    GameRecord game = play(TakeAway.Bug.NONE, new StrayBits(), new Greedy(), strikes);
    assertEquals(Termination.ILLEGAL_MOVE, game.termination(), game.reason());
    assertEquals(
        "first returned an illegal move: #1048578, not the game's number for 2 (#2)"
            + " (legal: 1 2 3)",
        game.reason());
    assertEquals(java.util.Map.of("first", 1), strikes.counts());
  }

  /** Returns 0, "take nothing", which a game that accepts it never lists. */
  static final class Nothing implements Player {
    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      return SearchReport.builder(0).build();
    }
  }

  @Test
  void aGameWhoseIsLegalAcceptsAMoveItDoesNotListIsVoid() {
    Strikes strikes = new Strikes();
    GameRecord game =
        play(TakeAway.Bug.TAKING_NOTHING_IS_LEGAL, new Nothing(), new Greedy(), strikes);
    assertVoid(
        game, "isLegal(0) is true for a move legalMoves() does not list (at ply 0)", strikes);
  }

  @Test
  void aGameWhoseCopyIsNotItsOriginalIsVoidNotThePlayerBlamed() {
    Strikes strikes = new Strikes();
    GameRecord game = play(TakeAway.Bug.COPY_ADDS_STONES, new Greedy(), new Searcher(), strikes);
    assertVoid(game, "hash of a copy differs from the hash of its original", strikes);
  }

  @Test
  void aSoundGameIsPlayedToItsEnd() {
    GameRecord game = play(TakeAway.Bug.NONE, new Greedy(), new Searcher(), new Strikes());
    assertEquals(Termination.NORMAL, game.termination(), game.reason());
  }

  @Test
  void theAuditFindsNothingWrongWithASoundGame() {
    assertEquals(
        Optional.empty(),
        GameAudit.check(
            new TakeAway(TakeAway.Bug.NONE),
            new TakeAway(TakeAway.Bug.NONE).newGame(Options.empty()),
            1));
  }

  @Test
  void theAuditLeavesThePositionItChecksAsItWas() {
    GameState s = new TakeAway(TakeAway.Bug.PLAY_REFUSES_THE_MOST_LATE).newGame(Options.empty());
    s.play(2);
    GameAudit.check(new TakeAway(TakeAway.Bug.PLAY_REFUSES_THE_MOST_LATE), s, 1);
    assertEquals(1, s.plies());
    assertEquals("19 stones", s.render());
  }
}
