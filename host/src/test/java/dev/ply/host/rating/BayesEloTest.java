package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BayesEloTest {

  @Test
  void winThirtyPercentLossTwentyPercentIsBelo46Point8166Drawelo194Point0074() {
    double[] bayesElo = BayesElo.fromProbabilities(0.3, 0.2);
    assertEquals(46.8166, bayesElo[0], 5e-5);
    assertEquals(194.0074, bayesElo[1], 5e-5);
  }

  @Test
  void theParametersGiveBackTheProbabilitiesInCoulomsModel() {
    double[] bayesElo = BayesElo.fromProbabilities(0.3, 0.2);
    assertEquals(0.3, Elo.expectedScore(bayesElo[0] - bayesElo[1]), 1e-12);
    assertEquals(0.2, Elo.expectedScore(-bayesElo[0] - bayesElo[1]), 1e-12);
  }

  @Test
  void refusesProbabilitiesThatAreNotProbabilitiesOfExclusiveOutcomes() {
    assertThrows(IllegalArgumentException.class, () -> BayesElo.fromProbabilities(0, 0.2));
    assertThrows(IllegalArgumentException.class, () -> BayesElo.fromProbabilities(0.7, 0.4));
  }
}
