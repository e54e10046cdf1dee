package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Limits;
import dev.ply.host.referee.IllegalMoveException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What GNU Backgammon's bridge is told and what is read from it, with a scripted stand-in. */
class GnubgPlayerTest {

  private static final Path FAKE =
      Path.of("src", "test", "resources", "engines", "gnubg_fake.py").toAbsolutePath();

  @TempDir Path temp;

  private Path record;
  private GnubgPlayer player;

  private GnubgPlayer gnubg(String move, String verdict) {
    record = temp.resolve("input.txt");
    player =
        new GnubgPlayer(
            List.of("python3", FAKE.toString(), record.toString(), move, verdict),
            temp.resolve("gnubg.log"));
    return player;
  }

  @AfterEach
  void end() {
    if (player != null) {
      player.close();
    }
  }

  private List<String> told() throws Exception {
    return Files.readAllLines(record).stream().map(String::strip).toList();
  }

  @Test
  void theCommandGetsTheTtyFlagAndTheBridgeScript() {
    List<String> full = GnubgPlayer.withBridge(List.of("/usr/games/gnubg", "-q"));
    assertEquals(List.of("/usr/games/gnubg", "-q", "-t", "-p"), full.subList(0, 4));
    assertTrue(full.get(4).endsWith(".py") && Files.isReadable(Path.of(full.get(4))));
    assertEquals(
        List.of("gnubg", "-t", "-p"), GnubgPlayer.withBridge(List.of("gnubg", "-t")).subList(0, 3));
  }

  @Test
  void theDiceAreThoseOfTheLastRollOfTheHistory() {
    assertEquals("3 1", GnubgPlayer.dice(List.of("open:3-1")));
    assertEquals("5 5", GnubgPlayer.dice(List.of("open:3-1", "8/5 6/5", "roll:5-5")));
    assertThrows(IllegalStateException.class, () -> GnubgPlayer.dice(List.of("e2e4")));
  }

  @Test
  void gnubgIsSentThePositionAndTheDiceAndItsAnswerIsReadPastItsOtherOutput() throws Exception {
    GnubgPlayer p = gnubg("e2e4", "accepted");
    assertEquals("fake gnubg", p.handshake());
    p.newGame(0, 1);
    p.history(List.of("open:3-1"));
    WordState start = new WordState(WordState.START);
    assertEquals(0, p.chooseMove(start, Limits.none()).move(), "e2e4, the first word");
    assertEquals(List.of("ply-gnubg hello", "ply-gnubg move " + WordState.START + " 3 1"), told());
  }

  @Test
  void gnubgIsAskedToAcceptTheOpponentsMoveBeforeItsOwn() throws Exception {
    GnubgPlayer p = gnubg("f1b5", "accepted");
    p.history(List.of("open:3-1", "e2e4", "roll:6-2"));
    WordState s = WordState.after(WordState.START, "e2e4", "e7e5");
    assertEquals(4, p.chooseMove(s, Limits.none()).move());
    List<String> lines = told();
    // the position before the opponent's move (undone twice), its roll, the position after it
    assertEquals(
        "ply-gnubg accept " + WordState.START + " 3 1 " + WordState.START + " +1", lines.get(1));
    assertEquals("ply-gnubg move " + WordState.START + " +2 6 2", lines.get(2));
    assertNull(GnubgPlayer.acceptRequest(s, List.of("open:3-1")), "nothing to accept yet");
  }

  @Test
  void aMoveGnubgDoesNotAcceptFailsItsTurnNamingTheMove() {
    GnubgPlayer p = gnubg("f1b5", "rejected: none of the 16 legal moves leads there");
    p.history(List.of("open:3-1", "e2e4", "roll:6-2"));
    WordState s = WordState.after(WordState.START, "e2e4", "e7e5");
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> p.chooseMove(s, Limits.none()));
    assertTrue(
        e.getMessage().startsWith("GNU Backgammon does not accept the opponent's move e2e4"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("none of the 16 legal moves leads there"), e.getMessage());
  }

  @Test
  void anAnswerThatNamesNoMoveIsAnIllegalMove() {
    GnubgPlayer p = gnubg("banana", "accepted");
    p.history(List.of("open:3-1"));
    assertThrows(
        IllegalMoveException.class,
        () -> p.chooseMove(new WordState(WordState.START), Limits.none()));
  }
}
