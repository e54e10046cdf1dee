package dev.ply.poker;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class KuhnPokerThreeConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new KuhnPokerThree();
  }
}
