package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * cutechess's and fastchess's {@code -recover}, which Ply always does: an engine that crashes in
 * the middle of a game loses that game with the crash as the reason, and the next game is played by
 * a fresh process of it (a scripted UCI engine that crashes at its second move of every process, so
 * each of its games is lost the same way, after a move of its own).
 */
class EngineRecoveryIT {

  @TempDir Path temp;

  @Test
  void anEngineThatCrashesMidGameLosesThatGameAndAFreshOnePlaysTheNext() throws Exception {
    Path config = temp.resolve("recover.yaml");
    Files.writeString(
        config,
        """
        name: recover
        game: chess
        format: round-robin
        games-per-pairing: 4
        move-cap: 15s
        entrants:
          - {name: midgame, command: [python3, %s/broken_uci_engine.py, midgame], protocol: uci}
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 1}
        """
            .formatted(EnginesIT.ENGINES));
    Path db = temp.resolve("recover.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        4,
        count(
            db,
            "select count(*) from games where winner = 'alphabeta' and termination = 'exception'"
                + " and reason like 'midgame failed: the engine''s process ended with exit code 3%'"),
        "every game lost to the crash, the reason recorded, and the run went on");
    assertEquals(
        4,
        count(db, "select count(*) from moves where player = 'midgame'"),
        "one move of its own in each game before the crash: each game had a fresh process");
  }
}
