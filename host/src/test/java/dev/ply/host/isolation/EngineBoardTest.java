package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's board as its player knows it: what continues the game, and what must be sent. */
class EngineBoardTest {

  private static final String START = "start";

  @Test
  void anUnknownBoardContinuesNothingAndASetUpBoardGetsEveryMove() {
    EngineBoard board = new EngineBoard();
    assertFalse(board.continues(START, List.of(), String::equals));
    board.setUp(START);
    assertTrue(board.continues(START, List.of("e2e4", "e7e5"), String::equals));
    assertEquals(List.of("e2e4", "e7e5"), board.unseen(List.of("e2e4", "e7e5")));
  }

  @Test
  void aBoardThatHasTheGamesFirstMovesGetsOnlyTheRest() {
    EngineBoard board = new EngineBoard();
    board.setUp(START);
    board.played("e2e4");
    board.engineMoved(List.of("e2e4"), "e7e5");
    List<String> game = List.of("e2e4", "e7e5", "g1f3", "b8c6");
    assertTrue(board.continues(START, game, String::equals));
    assertEquals(List.of("g1f3", "b8c6"), board.unseen(game));
  }

  @Test
  void aGameThatWentAnotherWayOrStartedElsewhereIsSetUpAgain() {
    EngineBoard board = new EngineBoard();
    board.setUp(START);
    board.engineMoved(List.of("e2e4"), "e7e5");
    assertFalse(board.continues(START, List.of("e2e4", "c7c5"), String::equals));
    assertFalse(board.continues(START, List.of("e2e4"), String::equals), "a game taken back");
    assertFalse(board.continues("elsewhere", List.of("e2e4", "e7e5"), String::equals));
    assertTrue(board.continues("elsewhere", List.of("e2e4", "e7e5"), (a, b) -> true));
  }

  @Test
  void aForgottenBoardContinuesNothingUntilItIsSetUpAgain() {
    EngineBoard board = new EngineBoard();
    board.setUp(START);
    board.played("d2d4");
    board.forget();
    assertFalse(board.continues(START, List.of("d2d4"), String::equals));
    board.setUp(START);
    assertEquals(List.of("d2d4"), board.unseen(List.of("d2d4")));
  }
}
