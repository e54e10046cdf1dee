package dev.ply.jmh;

import dev.ply.connectfour.ConnectFourState;

/**
 * Connect Four positions for the benchmarks: lines of Pascal Pons' test sets ({@code
 * benchmarks/connect4}), copied here so that the benchmark jar runs from any directory.
 */
final class Positions {

  /** The first eight positions of Test_L1_R1 (middle game, easy): about 2,800 nodes each. */
  static final String[] MIDDLE_EASY = {
    "32164625",
    "6146",
    "243335424257",
    "5512243243536",
    "22144426444",
    "265756512",
    "65444437612",
    "17516442226766"
  };

  /** The first eight positions of Test_L2_R1 (end game, medium). */
  static final String[] END_MEDIUM = {
    "5554224333234511764415115", "52753311433677442422121", "1233722555341451114725221333",
    "271713432331713132", "6672375354252731116762237724", "763452543756455357732314",
    "662222576343651642712157", "3455565261655364217"
  };

  static ConnectFourState[] states(String[] lines) {
    ConnectFourState[] states = new ConnectFourState[lines.length];
    for (int i = 0; i < lines.length; i++) {
      states[i] = ConnectFourState.fromMoves(lines[i]);
    }
    return states;
  }

  private Positions() {}
}
