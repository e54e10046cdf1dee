package dev.ply.host.ggp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The messages of GGP's protocol for GDL-II, as the Dresden GGP server's page on it and its
 * GameController write them: {@code (PLAY MATCH TURN MOVE PERCEPTS)} and the same for STOP, both
 * NIL at turn 0. Each form is written exactly, and read back into what it was written from.
 */
class GgpTwoMessagesTest {

  private static GgpMessages.Told told(String move, String... percepts) {
    return new GgpMessages.Told(
        Kif.move(move), java.util.Arrays.stream(percepts).map(Kif::move).toList());
  }

  /** The fields after the match id of a message written by {@link GgpMessages}. */
  private static GgpMessages.Turn readBack(String message) {
    List<Kif> items = Kif.parse(message).items();
    return GgpMessages.turn(items.subList(2, items.size()));
  }

  @Test
  void theFirstPlayOfGdlTwoIsTurnZeroWithNilForTheMoveAndThePercepts() {
    String first = GgpMessages.play("ply.1", 0, null);
    assertEquals("(PLAY ply.1 0 NIL NIL)", first);
    assertEquals(new GgpMessages.Turn(0, Optional.empty()), readBack(first));
  }

  @Test
  void aLaterPlayCarriesTheRolesOwnMoveAndItsPerceptsAsKif() {
    GgpMessages.Told dealt = told("noop", "card(2)");
    String play = GgpMessages.play("ply.1", 1, dealt);
    assertEquals("(PLAY ply.1 1 noop ((card 2)))", play);
    assertEquals(new GgpMessages.Turn(1, Optional.of(dealt)), readBack(play));

    GgpMessages.Told pointed = told("point(left)");
    String none = GgpMessages.play("ply.1", 2, pointed);
    assertEquals("(PLAY ply.1 2 (point left) ())", none, "no percept is the empty list");
    assertEquals(new GgpMessages.Turn(2, Optional.of(pointed)), readBack(none));

    GgpMessages.Told two = told("noop", "pointed(left)", "seen(x,f(1))");
    assertEquals("(PLAY m 7 noop ((pointed left) (seen x (f 1))))", GgpMessages.play("m", 7, two));
  }

  @Test
  void stopCarriesTheNumberOfStepsAndTheLastStepAsPlayDoes() {
    GgpMessages.Told guessed = told("guess(3)", "shown(2)");
    String stop = GgpMessages.stop("ply.1", 3, guessed);
    assertEquals("(STOP ply.1 3 (guess 3) ((shown 2)))", stop);
    assertEquals(new GgpMessages.Turn(3, Optional.of(guessed)), readBack(stop));
  }

  /** A game manager may write upper case, spaces inside parentheses, and NIL for no percept. */
  @Test
  void aGameManagersOwnSpellingReadsTheSame() {
    assertEquals(
        new GgpMessages.Turn(1, Optional.of(told("noop", "card(2)"))),
        readBack("( PLAY M1 1 NOOP ( ( CARD 2 ) ) )"));
    assertEquals(
        new GgpMessages.Turn(2, Optional.of(told("point(left)"))),
        readBack("(PLAY M1 2 (POINT LEFT) NIL)"));
    assertEquals(
        new GgpMessages.Turn(2, Optional.of(told("point(left)"))),
        readBack("(PLAY M1 2 (POINT LEFT) ( ))"));
  }

  @Test
  void aTurnThatIsNoWholeNumberOrPerceptsThatAreNoListAreRefused() {
    assertEquals(
        "the turn is no whole number: two",
        assertThrows(IllegalArgumentException.class, () -> readBack("(PLAY m two noop ())"))
            .getMessage());
    assertEquals(
        "the percepts are neither NIL nor a list: seen",
        assertThrows(IllegalArgumentException.class, () -> readBack("(PLAY m 1 noop seen)"))
            .getMessage());
    assertThrows(IllegalArgumentException.class, () -> GgpMessages.play("m", 1, null));
    assertThrows(IllegalArgumentException.class, () -> GgpMessages.play("m", 0, told("noop")));
  }

  @Test
  void theRoleRandomIsNoSeatWhenTheGameHasOneSeatFewerThanTheRulesHaveRoles() {
    assertEquals(
        List.of("dealer", "guesser"),
        GgpPlayer.seatRoles(List.of("dealer", "guesser", "random"), 2));
    assertEquals(List.of("random", "other"), GgpPlayer.seatRoles(List.of("random", "other"), 2));
  }
}
