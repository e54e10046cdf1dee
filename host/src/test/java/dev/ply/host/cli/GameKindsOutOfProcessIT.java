package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program that speaks the line protocol (the README's Python random player, its lines recorded)
 * plays the new kinds of game through the real plugins: it is told the chance outcomes of a game of
 * dice, only its observation in a game of hidden cards, and it sits at one of three seats.
 */
class GameKindsOutOfProcessIT {

  private static final Path ENGINES = Path.of("src/test/resources/engines").toAbsolutePath();
  private static final Path PLAYER =
      Path.of("../configs/players/random_player.py").toAbsolutePath().normalize();

  @TempDir Path temp;

  /** Runs a round robin of the recorded Python player and two random players of {@code game}. */
  private List<String> heard(String game, String name) throws IOException {
    return heard(game, name, 2);
  }

  private List<String> heard(String game, String name, int games) throws IOException {
    Path heard = temp.resolve(name + "-heard.txt");
    Path config = temp.resolve(name + ".yaml");
    Files.writeString(
        config,
        """
        name: %s out of process
        game: %s
        format: round-robin
        games-per-pairing: %d
        duplicate: false    # one process for all its games (duplicate play restarts it each game)
        entrants:
          - name: python
            command: [python3, %s/recording_engine.py, %s, python3, %s]
          - name: random-a
            strategy: random
          - name: random-b
            strategy: random
        """
            .formatted(name, game, games, ENGINES, heard, PLAYER));
    Path db = temp.resolve(name + ".db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err() + run.out());
    assertEquals(
        0L,
        count(db, "select count(*) from games where termination <> 'normal'"),
        "every game ends by the rules: the program broke none");
    return Files.readAllLines(heard);
  }

  private static long count(Path db, String sql) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    } catch (java.sql.SQLException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void aProgramAtKuhnPokerIsToldOnlyItsObservationNeverTheMovesOrTheDeal() throws IOException {
    List<String> lines = heard("kuhn-poker", "kuhn");
    assertTrue(
        lines.stream().anyMatch(l -> l.startsWith("> observation player ")), lines.toString());
    assertFalse(lines.stream().anyMatch(l -> l.startsWith("> position")), "no moves are told");
    assertFalse(lines.stream().anyMatch(l -> l.contains("deal:")), "no deal is told");
    for (String l : lines) {
      if (l.startsWith("> observation ")) {
        // Its own card only: at most one of J, Q, K named before a showdown.
        String before = l.contains("showdown") ? "" : l.replaceAll("[^JQK]", "");
        assertTrue(before.length() <= 1, l);
      }
    }
  }

  @Test
  void aProgramAtPigIsToldTheDiceAmongTheMovesAndIsNeverAskedAtAChanceNode() throws IOException {
    List<String> lines = heard("pig", "pig");
    assertTrue(
        lines.stream().anyMatch(l -> l.startsWith("> position") && l.contains(" roll:")),
        "the dice are moves of the position");
    for (String l : lines) {
      if (l.startsWith("> legal")) {
        assertFalse(l.contains("roll:"), "asked to choose a chance outcome: " + l);
      }
    }
  }

  @Test
  void aProgramSitsAtOneOfThreeSeatsOfKuhnPokerForThree() throws IOException {
    List<String> lines = heard("kuhn-poker-3", "kuhn3");
    for (int seat = 0; seat < 3; seat++) {
      String newgame = "> newgame kuhn-poker-3 " + seat + " ";
      assertTrue(lines.stream().anyMatch(l -> l.startsWith(newgame)), "never at seat " + seat);
    }
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("> observation player 3 of 3")));
  }

  @Test
  void aProgramPlaysBackgammonWhoseMovesAreTextsWithoutSpaces() throws IOException {
    List<String> lines = heard("backgammon", "backgammon", 2);
    assertTrue(
        lines.stream().anyMatch(l -> l.startsWith("> legal") && l.contains(",")),
        "a turn of two steps is one word");
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("< move ")), lines.toString());
  }
}
