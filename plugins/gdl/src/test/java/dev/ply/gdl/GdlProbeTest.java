package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameFeature;
import org.junit.jupiter.api.Test;

/**
 * The findings written down for the bundled games (so that listing them grounds nothing) are what
 * the probe finds by its seeded random playouts, and a game read from rules text decides them by
 * the probe as before.
 */
class GdlProbeTest {

  @Test
  void theFindingsWrittenDownForEveryBundledGameAreWhatTheProbeFinds() {
    for (String name : GdlLibrary.BUNDLED) {
      Probe.Findings written = GdlLibrary.findings(name);
      assertNotNull(written, name + " has no findings written down");
      GdlGame probed = new GdlGame("gdl-" + name, name, name + ".kif", GdlLibrary.resource(name));
      assertEquals(written, probed.probed(), name);
      GdlGame bundled = GdlLibrary.bundled(name);
      assertEquals(probed.zeroSum(), bundled.zeroSum(), name + " zero sum");
      assertEquals(probed.features(), bundled.features(), name + " features");
    }
  }

  @Test
  void rockPaperScissorsIsSimultaneousAndZeroSumAndTheRaceOfFourIsNeither() {
    GdlGame rps = GdlLibrary.bundled("rock-paper-scissors");
    assertTrue(rps.features().contains(GameFeature.SIMULTANEOUS_MOVES));
    assertTrue(rps.zeroSum());
    GdlGame race = GdlLibrary.bundled("four-way-race");
    assertTrue(race.features().isEmpty());
    assertFalse(race.zeroSum());
  }
}
