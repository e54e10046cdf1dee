package dev.ply.host.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.host.config.TuneParameter;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The arithmetic against fishtest's own: the figures below are what fishtest's {@code
 * server/fishtest/spsa_workflow.py} (commit b8eecff220b562a0dc2c4e68d1fa02521e06d72c of
 * github.com/official-stockfish/fishtest) printed for the same parameters, flips and results, run
 * through {@code build_spsa_state} (num_games 200), {@code build_spsa_worker_step}, {@code
 * clip_spsa_param_value} and {@code apply_spsa_result_updates}, one game pair per update
 * (scripts/fishtest-spsa-golden.py prints them from fishtest's file). Doubles are compared within
 * 1e-12: Java's {@code Math.pow} and Python's {@code **} may differ in the last bit.
 */
class SpsaTest {

  private static final double EPS = 1e-12;

  private static final List<TuneParameter> PARAMETERS =
      List.of(
          new TuneParameter("Alpha", 50, 0, 100, 4, 0.002, 1, 1),
          new TuneParameter("Beta", -30, -40, 40, 2.5, 0.0020, 2, 1),
          new TuneParameter("Gamma", 2, 0, 10, 3, 0.05, 3, 1));

  @Test
  void theScheduleIsFishtestsForOneHundredPairs() {
    Spsa spsa = new Spsa(PARAMETERS, 100);
    assertEquals(10, spsa.stability());
    assertEquals(6.368834908204681, spsa.c(0), EPS);
    assertEquals(0.542086229067922, spsa.a(0), EPS);
    assertEquals(3.980521817627926, spsa.c(1), EPS);
    assertEquals(0.21175243322965703, spsa.a(1), EPS);
    assertEquals(4.77662618115351, spsa.c(2), EPS);
    assertEquals(7.623087596267653, spsa.a(2), EPS);
  }

  @Test
  void fiveUpdatesMoveThetaExactlyAsFishtestDoesIncludingClipping() {
    Spsa spsa = new Spsa(PARAMETERS, 100);
    int[][] flips = {{1, -1, -1}, {-1, -1, -1}, {1, 1, 1}, {-1, 1, 1}, {1, -1, 1}};
    int[] results = {2, -1, 0, 1, -2};
    double[][] c = {
      {6.368834908204681, 3.980521817627926, 4.77662618115351},
      {5.938215602757209, 3.711384751723256, 4.453661702067906},
      {5.699946043534994, 3.5624662772093716, 4.274959532651245},
      {5.536711981559172, 3.4604449884744826, 4.152533986169378},
      {5.413323993627645, 3.3833274960172783, 4.059992995220734}
    };
    double[][] r = {
      {0.0031552225393986968, 0.0031552225393986963, 0.07888056348496743},
      {0.003444207761890434, 0.003444207761890434, 0.08610519404726089},
      {0.003562320478469538, 0.0035623204784695373, 0.08905801196173846},
      {0.003610733479831372, 0.0036107334798313718, 0.09026833699578435},
      {0.0036235427969704146, 0.003623542796970414, 0.09058856992426036}
    };
    double[][] plus = {
      {56.36883490820468, -33.980521817627924, 0.0},
      {44.101974580146944, -33.736503616038355, 0.0},
      {55.76058867470994, -26.44986980693648, 5.904877008275783},
      {44.52393064961578, -26.55189109567137, 5.782451461793915},
      {55.45397503348259, -33.38316883558813, 6.064752808095256}
    };
    double[][] minus = {
      {43.63116509179532, -26.019478182372076, 6.77662618115351},
      {55.978405785661366, -26.313734112591842, 5.7000957726150325},
      {44.36069658763996, -33.574802361355225, 0.0},
      {55.59735461273412, -33.472781072620336, 0.0},
      {44.62732704622731, -26.61651384355357, 0.0}
    };
    double[][] theta = {
      {50.040190182904155, -30.025118864315097, 1.2464340705471262},
      {50.06064263117495, -30.01233608414585, 1.6299174756245374},
      {50.06064263117495, -30.01233608414585, 1.6299174756245374},
      {50.04065103985495, -29.99984133957085, 2.0047598128745223},
      {50.0014202175254, -29.97532207561488, 1.269181894195401}
    };
    double[] now = spsa.start();
    for (int k = 0; k < 5; k++) {
      SpsaStep step = spsa.step(k, now, flips[k]);
      assertArrayEquals(c[k], step.c(), EPS, "c_k of pair " + (k + 1));
      assertArrayEquals(r[k], step.r(), EPS, "R_k of pair " + (k + 1));
      assertArrayEquals(plus[k], step.plus(), EPS, "theta + c_k flip of pair " + (k + 1));
      assertArrayEquals(minus[k], step.minus(), EPS, "theta - c_k flip of pair " + (k + 1));
      now = spsa.update(now, step, results[k]);
      assertArrayEquals(theta[k], now, EPS, "theta after pair " + (k + 1));
    }
  }

  @Test
  void aStartOfExactlyTenPercentTruncatesAsPythonsIntDoes() {
    // int(0.1 * 2N / 2): 3 pairs give int(0.30000000000000004) = 0, 29 give int(2.9000000000000004)
    TuneParameter p = new TuneParameter("x", 0, -1, 1, 0.5, 0.002, 1, 1);
    assertEquals(0, new Spsa(List.of(p), 3).stability());
    assertEquals(2, new Spsa(List.of(p), 29).stability());
    assertEquals(100, new Spsa(List.of(p), 1000).stability());
  }

  @Test
  void aWholeNumberOptionRoundsUpWithTheChanceOfItsFraction() {
    // fishtest's worker: math.floor(value + random.uniform(0, 1))
    assertEquals(4, Spsa.stochasticRound(4.3, 0.0));
    assertEquals(4, Spsa.stochasticRound(4.3, 0.69));
    assertEquals(5, Spsa.stochasticRound(4.3, 0.71));
    assertEquals(-34, Spsa.stochasticRound(-33.98, 0.01));
    assertEquals(-33, Spsa.stochasticRound(-33.98, 0.99));
    SplittableRandom random = new SplittableRandom(7);
    int up = 0;
    int draws = 100_000;
    for (int i = 0; i < draws; i++) {
      up += Spsa.stochasticRound(4.3, random.nextDouble()) == 5 ? 1 : 0;
    }
    // binomial(100000, 0.3): standard deviation 145; 5 of them is far beyond chance
    assertEquals(0.3, up / (double) draws, 5 * 145.0 / draws);
  }
}
