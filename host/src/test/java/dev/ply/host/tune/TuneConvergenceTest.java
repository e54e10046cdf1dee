package dev.ply.host.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Options;
import dev.ply.host.config.TuneParameter;
import dev.ply.host.isolation.Players;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.TuneParameterRow;
import dev.ply.host.store.TuneStore;
import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.HeadToHeadMatch;
import dev.ply.host.tournament.OpeningBook;
import dev.ply.host.tournament.TournamentPlan;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SPSA on the synthetic {@link DuelGame}, whose winning chance is logistic in the distance of the
 * option {@code x} to a hidden optimum ({@link DistanceStrategy}), from a start far off, through
 * the real runner, game table, referee and SQLite store.
 *
 * <p>The tolerance is the theory's for this model. A pair at {@code θ ± c_k} has expected result
 * {@code 2(2σ(d) − 1)} with {@code d = −4κ c_k (θ − x*)Δ}, which is {@code d} itself near the
 * optimum, so the error {@code e = θ − x*} follows {@code e ← (1 − h_k) e + g_k ε}, {@code h_k = 4κ
 * a_k}, {@code g_k = a_k / c_k}, with noise {@code ε} of variance at most 2 (two games of ±1). Its
 * mean is bounded by {@code Π(1 − 0.76 h_k) e₀} (at {@code |d| ≤ 2}, the largest this start gives,
 * the drift is at least tanh(1) = 0.76 of the linear one) and its variance is {@code Σ g_k² · 2 ·
 * Π(1 − h_j)²}: the test allows that mean plus four standard deviations, computed from the very
 * gains {@link Spsa} uses.
 */
class TuneConvergenceTest {

  private static final double OPTIMUM = 61.5;
  private static final double START = 20;
  private static final int PAIRS = 600;
  private static final double C_END = 4;
  private static final double R_END = 0.05;

  /** The largest log-odds at the start, {@code 4κ c₁ |e₀|}, is 2. */
  private static final double KAPPA =
      2 / (4 * C_END * Math.pow(PAIRS, Spsa.GAMMA) * (OPTIMUM - START));

  @TempDir Path temp;

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void fromAStartFarOffSpsaEndsWithinTheTheorysToleranceOfTheHiddenOptimum(long seed) {
    TuneParameter x = new TuneParameter("x", START, 0, 100, C_END, R_END, 1, 1);
    Spsa spsa = new Spsa(List.of(x), PAIRS);
    double tolerance = tolerance(spsa);
    assertTrue(
        tolerance < (OPTIMUM - START) / 2,
        "the theory promises at least half the way for this schedule, allowed " + tolerance);

    DistanceStrategy strategy = new DistanceStrategy(OPTIMUM, KAPPA);
    Entrant tuned =
        new Entrant(
            "d",
            strategy,
            Optional.empty(),
            Options.resolve(strategy.options(), Map.of("x", START)),
            SeatLimits.none());
    TournamentPlan plan =
        new TournamentPlan(
            new DuelGame(),
            Options.empty(),
            new HeadToHeadMatch("d.plus", "d.minus"),
            2,
            OpeningBook.none(),
            seed,
            new RefereeSettings(10, Duration.ofSeconds(1), Duration.ofMinutes(2)),
            2,
            List.of(tuned),
            Optional.empty(),
            dev.ply.host.referee.ViolationPolicy.FORFEIT,
            new Players(List.of(), temp.resolve("logs")),
            true);
    try (ResultStore store = ResultStore.open(temp.resolve("tune.db"))) {
      long run = store.startRun(info(seed));
      TuneStore.of(store)
          .recordTuning(
              run, PAIRS, List.of(new TuneParameterRow("x", START, 0, 100, C_END, R_END)));
      double[] theta =
          TuneRunner.run(
              store,
              run,
              new TuneRunner.Request(plan, tuned, Optional.empty(), spsa, 2),
              (row, total, games) -> {});
      assertEquals(PAIRS, TuneStore.of(store).tuneIterations(run).size());
      double error = Math.abs(theta[0] - OPTIMUM);
      assertTrue(
          error <= tolerance,
          "seed "
              + seed
              + ": ended at "
              + theta[0]
              + ", "
              + error
              + " from the optimum; allowed "
              + tolerance);
    }
  }

  @Test
  void againstAFixedOpponentTheTunedSidesScoresMoveThetaTowardTheOptimumToo() {
    int pairs = 300;
    TuneParameter x = new TuneParameter("x", START, 0, 100, C_END, R_END, 1, 1);
    Spsa spsa = new Spsa(List.of(x), pairs);
    DistanceStrategy strategy = new DistanceStrategy(OPTIMUM, KAPPA);
    Entrant tuned = entrant("d", strategy, START);
    Entrant opponent = entrant("fixed", strategy, START);
    TournamentPlan plan = plan(5, tuned, opponent);
    try (ResultStore store = ResultStore.open(temp.resolve("opponent.db"))) {
      long run = store.startRun(info(5));
      double[] theta =
          TuneRunner.run(
              store,
              run,
              new TuneRunner.Request(plan, tuned, Optional.of(opponent), spsa, 4),
              (row, total, games) -> assertEquals(4, games.size()));
      assertEquals(pairs, TuneStore.of(store).tuneIterations(run).size());
      double error = Math.abs(theta[0] - OPTIMUM);
      assertTrue(
          error < (OPTIMUM - START) / 2,
          "ended at " + theta[0] + ": not half way from " + START + " to " + OPTIMUM);
    }
  }

  private static Entrant entrant(String name, DistanceStrategy strategy, double x) {
    return new Entrant(
        name,
        strategy,
        Optional.empty(),
        Options.resolve(strategy.options(), Map.of("x", x)),
        SeatLimits.none());
  }

  private TournamentPlan plan(long seed, Entrant... entrants) {
    return new TournamentPlan(
        new DuelGame(),
        Options.empty(),
        new HeadToHeadMatch("d.plus", "d.minus"),
        2,
        OpeningBook.none(),
        seed,
        new RefereeSettings(10, Duration.ofSeconds(1), Duration.ofMinutes(2)),
        2,
        List.of(entrants),
        Optional.empty(),
        dev.ply.host.referee.ViolationPolicy.FORFEIT,
        new Players(List.of(), temp.resolve("logs")),
        true);
  }

  /** The bound on the mean error plus four standard deviations, from the schedule's own gains. */
  static double tolerance(Spsa spsa) {
    double mean = OPTIMUM - START;
    double variance = 0;
    for (int k = 1; k <= spsa.iterations(); k++) {
      SpsaStep step = spsa.step(k - 1, new double[] {50}, new int[] {1});
      double c = step.c()[0];
      double a = step.r()[0] * c * c; // a_k = R_k c_k²
      double h = 4 * KAPPA * a;
      double g = a / c;
      mean *= 1 - 0.76 * h;
      variance = (1 - h) * (1 - h) * variance + 2 * g * g;
    }
    return Math.abs(mean) + 4 * Math.sqrt(variance);
  }

  private static RunInfo info(long seed) {
    String text = "synthetic duel, seed " + seed;
    return new RunInfo(
        "tune",
        "duel " + seed,
        "duel.yaml",
        text,
        RunInfo.sha256(text),
        "duel",
        "",
        Instant.now(),
        "test",
        RunInfo.currentJvm(),
        RunInfo.currentOs(),
        List.of());
  }
}
