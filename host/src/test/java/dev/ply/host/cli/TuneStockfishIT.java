package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.store.ResultStore;
import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.store.TuneStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A UCI engine's option tuned end to end: Debian's Stockfish's {@code Skill Level} (a spin, 0 to
 * 20), which moves its strength far at a small node count, from a weak start. Real engine
 * processes, the real chess plugin, a real SQLite file.
 */
class TuneStockfishIT {

  @TempDir Path temp;

  private Path file(String parameters, int pairs) throws Exception {
    Path file = temp.resolve("skill.yaml");
    Files.writeString(
        file,
        """
        name: stockfish skill
        game: chess
        format: tune
        openings: {random-plies: 4}
        seed: 5
        concurrency: 2
        ply-cap: 160
        pairs: %d
        entrants:
          - name: sf
            command: [%s]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            nodes: 500
        parameters: |
          %s
        """
            .formatted(pairs, EnginesIT.STOCKFISH, parameters));
    return file;
  }

  @Test
  void stockfishsSkillLevelIsTunedUpFromAWeakStartWithWholeNumbersWithinItsBounds()
      throws Exception {
    EnginesIT.require(EnginesIT.STOCKFISH, "stockfish");
    Path db = temp.resolve("skill.db");
    PlyRun run =
        ply("tune", file("Skill Level,2,0,20,2,0.05", 10).toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.out() + run.err());
    assertTrue(run.out().contains("options: {\"Skill Level\": "), run.out());
    try (ResultStore store = ResultStore.open(db)) {
      List<TuneIterationRow> rows = TuneStore.of(store).tuneIterations(1);
      assertEquals(10, rows.size());
      for (TuneIterationRow row : rows) {
        for (double v : new double[] {row.plus()[0], row.minus()[0]}) {
          assertEquals(Math.rint(v), v, "the engine is given whole numbers: " + v);
          assertTrue(v >= 0 && v <= 20, "within the bounds: " + v);
        }
      }
      double end = rows.get(rows.size() - 1).theta()[0];
      assertTrue(end > 2, "a stronger skill wins its pairs, so theta rises from 2; it is " + end);
    }
  }

  @Test
  void anOptionStockfishDoesNotHaveOrThatIsNotASpinIsRefusedBeforeAnyGame() throws Exception {
    EnginesIT.require(EnginesIT.STOCKFISH, "stockfish");
    Path db = temp.resolve("none.db");
    Path config = file("Skill Levle,2,0,20,2,0.05", 10);
    PlyRun run = ply("tune", config.toString(), "--db", db.toString());
    assertEquals(2, run.code(), run.out() + run.err());
    assertTrue(
        run.err()
            .startsWith(
                config
                    + ":16:3: parameter 'Skill Levle': engine sf has no option 'Skill Levle'\n"
                    + "  its spin options: "),
        run.err());
    assertTrue(run.err().contains("Skill Level"), run.err());
    config = file("Ponder,0,0,1,1,0.05", 10);
    run = ply("tune", config.toString(), "--db", db.toString());
    assertEquals(2, run.code(), run.out() + run.err());
    assertTrue(
        run.err()
            .startsWith(
                config
                    + ":16:3: parameter 'Ponder': option 'Ponder' of engine sf is of type check,"
                    + " not a number (spin)"),
        run.err());
    assertTrue(Files.notExists(db), "nothing was recorded");
  }
}
