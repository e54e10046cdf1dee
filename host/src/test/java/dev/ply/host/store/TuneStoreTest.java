package dev.ply.host.store;

import static dev.ply.host.store.StoreFixtures.game;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tuning's records on both backends, an SQLite file and a real PostgreSQL database: parameters
 * and iterations read back exactly, an iteration is counted once (a second of the same number is
 * refused and leaves nothing), the latest tuning is found by its name, and the highest game number
 * counts played and scheduled games.
 */
class TuneStoreTest {

  @TempDir Path temp;

  private StoreLocation location(String backend) {
    return backend.equals("sqlite")
        ? new StoreLocation.SqliteFile(temp.resolve("tune.db"))
        : StoreLocation.parse(PostgresServer.get().newDatabase());
  }

  private static RunInfo tuning(String name, String text) {
    return new RunInfo(
        "tune",
        name,
        name + ".yaml",
        text,
        RunInfo.sha256(text),
        "tic-tac-toe",
        "",
        Instant.parse("2025-03-01T10:00:00Z"),
        "test",
        "jvm",
        "os",
        List.of());
  }

  private static TuneIterationRow iteration(int n, double theta) {
    return new TuneIterationRow(
        n,
        n - 1,
        n % 2 == 0 ? 2 : -1,
        List.of(2 * n - 1, 2 * n),
        new int[] {1, -1},
        new double[] {6.368834908204681, 3.980521817627926},
        new double[] {0.0031552225393986968, 0.0031552225393986963},
        new double[] {56, -34},
        new double[] {44, -26},
        new double[] {theta, -30.025118864315097});
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aTuningsParametersAndIterationsReadBackExactlyAndCountOnce(String backend) {
    try (ResultStore store = ResultStore.open(location(backend))) {
      TuneStore tunes = TuneStore.of(store);
      long run = store.startRun(tuning("alpha", "text 1"));
      List<TuneParameterRow> parameters =
          List.of(
              new TuneParameterRow("Alpha", 50, 0, 100, 4, 0.002),
              new TuneParameterRow("Skill Level", -30, -40, 40, 2.5, 0.0020));
      tunes.recordTuning(run, 100, parameters);
      tunes.recordIteration(run, iteration(1, 50.040190182904155));
      tunes.recordIteration(run, iteration(2, 50.06064263117495));
      assertThrows(StoreException.class, () -> tunes.recordIteration(run, iteration(2, 99)));

      assertEquals(parameters, tunes.tuneParameters(run));
      List<TuneIterationRow> rows = tunes.tuneIterations(run);
      assertEquals(2, rows.size(), "the refused second iteration 2 left nothing");
      TuneIterationRow second = rows.get(1);
      TuneIterationRow expected = iteration(2, 50.06064263117495);
      assertEquals(2, second.iteration());
      assertEquals(1, second.iter());
      assertEquals(2, second.result());
      assertEquals(List.of(3, 4), second.games());
      assertArrayEquals(expected.flips(), second.flips());
      assertArrayEquals(expected.c(), second.c());
      assertArrayEquals(expected.r(), second.r());
      assertArrayEquals(expected.plus(), second.plus());
      assertArrayEquals(expected.minus(), second.minus());
      assertArrayEquals(expected.theta(), second.theta());

      assertEquals(0, tunes.lastGameNumber(run));
      store.recordGame(run, game(7, 4));
      assertEquals(7, tunes.lastGameNumber(run));

      long later = store.startRun(tuning("alpha", "text 2"));
      store.startRun(tuning("beta", "text 3"));
      TuneStore.TuneRun found = tunes.latestTuning("alpha").orElseThrow();
      assertEquals(later, found.id());
      assertEquals("running", found.status());
      assertEquals("text 2", found.configText());
      assertTrue(tunes.latestTuning("gamma").isEmpty());
    }
  }
}
