package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Values;
import java.util.Optional;

/**
 * The score of a solved Connect Four position in the convention of Pascal Pons' benchmark sets
 * ("Solving Connect 4", part 2; {@code benchmarks/connect4/README.md}): from the side to move's
 * point of view, 0 for a draw, and otherwise {@code cells / 2 + 1} minus the number of stones the
 * winner has played at the end, counting its winning stone; positive when the side to move wins. On
 * 7 × 6: 22 minus the winner's stones, so 21 is a win with one's first stone.
 *
 * <p>It is read off Ply's value, which says how many plies from the position the game ends: the
 * winner played the last stone, the {@code k}-th of the game, and has {@code (k + 1) / 2} stones.
 */
final class PonsScore {

  private PonsScore() {}

  /**
   * The score of {@code state}, whose exact value for its side to move is {@code value}, when the
   * game is Connect Four; empty for other games or a value that is not exact.
   */
  static Optional<Integer> of(Game game, Options variant, GameState state, int value) {
    if (!game.id().equals("connect-four")) {
      return Optional.empty();
    }
    int cells = variant.getInt("width") * variant.getInt("height");
    return of(cells, state.plies(), value);
  }

  /**
   * The score of a value for a position with {@code stones} on a board of {@code cells}; empty when
   * the value is neither a draw nor proven.
   */
  static Optional<Integer> of(int cells, int stones, int value) {
    if (value == 0) {
      return Optional.of(0);
    }
    if (!Values.isProven(value)) {
      return Optional.empty();
    }
    int lastStone = stones + Values.pliesToEnd(value);
    int score = cells / 2 + 1 - (lastStone + 1) / 2;
    return Optional.of(value > 0 ? score : -score);
  }
}
