package dev.ply.classic;

import dev.ply.api.Values;

/** Pascal Pons' score of a Connect Four search value, as his benchmark files give it. */
final class PonsScore {

  private PonsScore() {}

  /**
   * The score, from the side to move's point of view, of a position with {@code stones} discs on
   * the 7 × 6 board whose search value is {@code value}: 22 minus the stones of the winner when it
   * wins (its winning stone counted), negated for a loss, 0 for a draw.
   */
  static int of(int stones, int value) {
    if (value == 0) {
      return 0;
    }
    int lastStone = stones + Values.pliesToEnd(value);
    int score = 22 - (lastStone + 1) / 2;
    return value > 0 ? score : -score;
  }
}
