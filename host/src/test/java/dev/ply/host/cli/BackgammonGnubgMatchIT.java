package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.EnginesIT.require;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GNU Backgammon as a player Ply referees, through the real CLI, the real backgammon plugin and
 * Debian's gnubg: a short match against Ply's random player in which every move gnubg answers is
 * legal in Ply's rules (the referee checks each one; an illegal one would end the game as a
 * violation), every move of Ply's player is accepted by gnubg (the gnubg player has gnubg check the
 * opponent's last move before each of its own, and fails its turn when gnubg does not accept it),
 * and gnubg, the stronger by far, wins every game.
 */
class BackgammonGnubgMatchIT {

  static final Path GNUBG = Path.of("/usr/games/gnubg");

  @TempDir Path temp;

  @Test
  void gnuBackgammonBeatsRandomPlayWithEveryMoveLegalInPlysRules() throws Exception {
    require(GNUBG, "gnubg");
    Path config = temp.resolve("backgammon-gnubg.yaml");
    Files.writeString(
        config,
        """
        name: gnubg against random
        game: backgammon
        format: round-robin
        games-per-pairing: 2
        seed: 31
        entrants:
          - name: gnubg
            command: [%s, -t, -q, -r]
            protocol: gnubg
          - name: random
            strategy: random
        """
            .formatted(GNUBG));
    Path db = temp.resolve("backgammon-gnubg.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(2, count(db, "select count(*) from games"), "two games, colours swapped");
    assertEquals(
        2,
        count(db, "select count(*) from games where termination = 'normal'"),
        "every game is played to its end: no illegal move, no move gnubg does not accept");
    assertTrue(
        count(db, "select count(*) from moves where player = 'gnubg'") > 20,
        "gnubg's moves are recorded, each one legal where it was played");
    assertTrue(
        count(db, "select count(*) from moves where seat = -1 and move like 'roll:%'") > 20,
        "the referee rolled the dice");
    assertTrue(
        count(db, "select count(*) from games where winner = 'gnubg'") == 2,
        "gnubg wins the match against random play");
  }
}
