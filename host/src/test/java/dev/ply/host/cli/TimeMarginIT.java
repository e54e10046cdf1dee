package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code time-margin} through the real CLI (cutechess's {@code timemargin}): two scripted UCI
 * engines that each answer a second after they are told {@code stop}, i.e. a second after their
 * flag fell, in a run whose grace is zero. The one with a margin of 5 s of its own keeps playing;
 * the one without loses on time, and the reason names the allowance each was given.
 */
class TimeMarginIT {

  @TempDir Path temp;

  @Test
  void anEngineOverrunningItsClockWithinItsOwnMarginPlaysOnWhileOneWithoutLosesOnTime()
      throws Exception {
    Path config = temp.resolve("margin.yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        grace: 0s
        players:
          - name: with-margin
            command: [python3, %s/uci_words_engine.py, %s, late]
            protocol: uci
            clock: 1+0
            time-margin: 5s
          - name: without
            command: [python3, %s/uci_words_engine.py, %s, late]
            protocol: uci
            clock: 1+0
        """
            .formatted(ENGINES, temp.resolve("a.txt"), ENGINES, temp.resolve("b.txt")));
    Path db = temp.resolve("margin.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        1,
        count(
            db,
            "select count(*) from games where termination = 'time-forfeit'"
                + " and winner = 'with-margin'"
                + " and reason like 'without did not move within 1000 ms"
                + " (its remaining clock time of 1000 ms + grace 0 ms)%'"),
        run.out());
    assertEquals(1, count(db, "select count(*) from moves where player = 'with-margin'"));
    assertEquals(0, count(db, "select count(*) from moves where player = 'without'"));
  }
}
