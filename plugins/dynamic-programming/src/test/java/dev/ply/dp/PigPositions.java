package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.pig.Pig;
import java.util.Map;

/** Pig games and positions, reached from the start through the api by named moves. */
final class PigPositions {

  static final Game PIG = new Pig();

  private PigPositions() {}

  static Options variant(int goal) {
    return Options.resolve(PIG.variantOptions(), Map.of("goal", goal));
  }

  static GameState start(int goal) {
    return PIG.newGame(variant(goal));
  }

  /**
   * The position where {@code toMove} chooses with a turn total of {@code turnTotal}, the first
   * seat's score being {@code score0} and the second's {@code score1}: each seat banks its score in
   * one turn (a 1 when it is 0), then the mover rolls its turn total. Scores and turn totals are 0
   * or at least 2 (a 1 banks nothing).
   */
  static GameState at(int goal, int score0, int score1, int toMove, int turnTotal) {
    GameState s = start(goal);
    bank(s, score0);
    bank(s, score1);
    if (toMove == 1) {
      play(s, "roll", "roll:1");
    }
    rollTo(s, turnTotal);
    if (s.playerToMove() != toMove || s.isTerminal()) {
      throw new AssertionError("not the position asked for:\n" + s.render());
    }
    return s;
  }

  private static void bank(GameState s, int score) {
    if (score == 0) {
      play(s, "roll", "roll:1");
    } else {
      rollTo(s, score);
      play(s, "hold");
    }
  }

  /** Rolls faces from 2 to 6 that add up to {@code total}. */
  private static void rollTo(GameState s, int total) {
    if (total == 1) {
      throw new IllegalArgumentException("no roll adds up to 1");
    }
    int left = total;
    while (left > 0) {
      int face = left <= 6 ? left : left - 6 >= 2 ? 6 : left - 2;
      play(s, "roll", "roll:" + face);
      left -= face;
    }
  }

  static void play(GameState s, String... moves) {
    for (String text : moves) {
      int move = s.textToMove(text);
      if (!s.isLegal(move)) {
        throw new AssertionError(text + " is not legal at\n" + s.render());
      }
      s.play(move);
    }
  }
}
