package dev.ply.connectfour;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
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
}
