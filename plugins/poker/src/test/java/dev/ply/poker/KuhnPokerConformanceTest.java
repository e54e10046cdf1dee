package dev.ply.poker;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class KuhnPokerConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new KuhnPoker();
  }
}
