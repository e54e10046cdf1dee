package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A role that waits plays its one legal move, whatever the rules call it. */
class GdlWaitingMoveTest {

  /** Take-away from four stones, whose waiting role plays {@code pass}, never {@code noop}. */
  static final String PASS_GAME =
      """
      (role white) (role black)
      (init (stones 4)) (init (control white))
      (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
      (<= (legal ?r (take 1)) (true (control ?r)) (true (stones ?n)) (succ ?m ?n))
      (<= (legal ?r (take 2)) (true (control ?r)) (true (stones ?n)) (succ ?m ?n) (succ ?k ?m))
      (<= (legal ?r pass) (role ?r) (not (true (control ?r))))
      (<= (next (stones ?m)) (does ?r (take 1)) (true (stones ?n)) (succ ?m ?n))
      (<= (next (stones ?k)) (does ?r (take 2)) (true (stones ?n)) (succ ?m ?n) (succ ?k ?m))
      (<= (next (control white)) (true (control black)))
      (<= (next (control black)) (true (control white)))
      (<= (next (last ?r)) (does ?r (take ?n)))
      (<= terminal (true (stones 0)))
      (<= (goal ?r 100) (true (last ?r)))
      (<= (goal ?r 0) (role ?r) (not (true (last ?r))))
      """;

  @Test
  void theWaitingRolesMoveIsItsOwnLegalMoveAndTheMoversIsNone() {
    GameState s =
        new GdlGame("gdl-pass", "Pass", "pass.kif", PASS_GAME)
            .newGame(Options.resolve(List.of(), Map.of()));
    assertEquals(0, s.playerToMove());
    assertEquals(GameState.NO_MOVE, s.waitingMove(0));
    assertEquals("pass", s.moveToText(s.waitingMove(1)));
    s.play(s.textToMove("take(1)"));
    assertEquals("pass", s.moveToText(s.waitingMove(0)));
    assertEquals(GameState.NO_MOVE, s.waitingMove(1));
    GameState ttt = GdlLibrary.bundled("tic-tac-toe").newGame(Options.resolve(List.of(), Map.of()));
    assertEquals("noop", ttt.moveToText(ttt.waitingMove(1)));
    GameState card =
        GdlLibrary.bundled("guess-the-card").newGame(Options.resolve(List.of(), Map.of()));
    assertEquals("noop", card.moveToText(card.waitingMove(0)), "at the deal, chance moves");
  }
}
