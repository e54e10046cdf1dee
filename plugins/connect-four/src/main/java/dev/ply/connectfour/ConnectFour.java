package dev.ply.connectfour;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Values;
import java.util.List;
import java.util.OptionalInt;
import org.pf4j.Extension;

/**
 * Connect Four, on any board of width 4 to 9 and height 4 or more that fits the 64-bit bitboard
 * ({@code width * (height + 1) <= 64}); 7 × 6 by default, the board Allis (1988) solved as a
 * first-player win.
 *
 * <p>Variant options: {@code width} and {@code height}. Stateless: one instance serves every
 * thread. Positions are {@link ConnectFourState}s.
 */
@Extension
public final class ConnectFour implements Game {

  /** The game's id, also the {@code gameId} of its evaluators. */
  public static final String ID = "connect-four";

  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.integer(
              "width",
              7,
              BoardGeometry.MIN_SIDE,
              BoardGeometry.MAX_WIDTH,
              "columns; width × (height + 1) must be at most 64"),
          OptionSpec.integer(
              "height",
              6,
              BoardGeometry.MIN_SIDE,
              BoardGeometry.MAX_HEIGHT,
              "rows; width × (height + 1) must be at most 64"));

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String displayName() {
    return "Connect Four";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public boolean zeroSum() {
    return true;
  }

  @Override
  public int maxUtility() {
    return 1;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return OPTIONS;
  }

  /**
   * The empty board.
   *
   * @throws IllegalArgumentException when {@code width * (height + 1) > 64}; the message gives the
   *     largest height for the width
   */
  @Override
  public GameState newGame(Options variant) {
    return ConnectFourState.empty(variant.getInt("width"), variant.getInt("height"));
  }

  /**
   * The score in the convention of Pascal Pons' benchmark sets ("Solving Connect 4", part 2): from
   * the side to move's point of view, 0 for a draw, and otherwise {@code cells / 2 + 1} minus the
   * number of stones the winner has played at the end, counting its winning stone; positive when
   * the side to move wins. On 7 × 6: 22 minus the winner's stones, so 21 is a win with one's first
   * stone. It is read off Ply's value, which says how many plies from the position the game ends:
   * the winner played the last stone, the {@code k}-th of the game, and has {@code (k + 1) / 2}.
   */
  @Override
  public OptionalInt benchmarkScore(Options variant, GameState state, int value) {
    return ponsScore(variant.getInt("width") * variant.getInt("height"), state.plies(), value);
  }

  /**
   * Pons' score of a value for a position with {@code stones} on a board of {@code cells}; empty
   * when the value is neither a draw nor proven.
   */
  static OptionalInt ponsScore(int cells, int stones, int value) {
    if (value == 0) {
      return OptionalInt.of(0);
    }
    if (!Values.isProven(value)) {
      return OptionalInt.empty();
    }
    int lastStone = stones + Values.pliesToEnd(value);
    int score = cells / 2 + 1 - (lastStone + 1) / 2;
    return OptionalInt.of(value > 0 ? score : -score);
  }

  @Override
  public String benchmarkScoreConvention(Options variant) {
    int cells = variant.getInt("width") * variant.getInt("height");
    return "Pons' convention: side to move, "
        + (cells / 2 + 1)
        + " - stones of the winner on "
        + variant.getInt("width")
        + " x "
        + variant.getInt("height");
  }
}
