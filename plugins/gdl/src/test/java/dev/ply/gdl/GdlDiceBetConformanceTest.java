package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/**
 * The conformance kit on a GDL-II game where a seat and random choose in one joint move: the seat's
 * choice is one ply, random's draw a chance node after it.
 */
class GdlDiceBetConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new GdlGame("gdl-dice-bet", "Dice bet (GDL)", "dice-bet.kif", GdlTwoTest.DICE_BET);
  }

  /** A bet and a roll. */
  @Override
  protected int perftDepth() {
    return 2;
  }
}
