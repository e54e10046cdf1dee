package dev.ply.host.config;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * A game for loader tests: only its id, seats and variant options matter. A board variant (width
 * and height) refuses more than 64 cells, the way a bitboard game would. Its positions are {@link
 * FakeState}s: a drop game on the board (3 by 3 for a game with no board), so that openings can be
 * replayed.
 */
final class FakeGame implements Game {

  private final String id;
  private final int players;
  private final boolean zeroSum;
  private final List<OptionSpec> variantOptions;
  int newGameCalls;

  FakeGame(String id, int players, boolean zeroSum, List<OptionSpec> variantOptions) {
    this.id = id;
    this.players = players;
    this.zeroSum = zeroSum;
    this.variantOptions = variantOptions;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String displayName() {
    return id;
  }

  @Override
  public int players() {
    return players;
  }

  @Override
  public boolean zeroSum() {
    return zeroSum;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return variantOptions;
  }

  @Override
  public GameState newGame(Options variant) {
    newGameCalls++;
    if (variant.asMap().containsKey("width")) {
      long cells = variant.getLong("width") * variant.getLong("height");
      if (cells > 64) {
        throw new IllegalArgumentException(
            "a board has at most 64 cells, got "
                + variant.getLong("width")
                + "x"
                + variant.getLong("height"));
      }
      return new FakeState((int) variant.getLong("width"), (int) variant.getLong("height"));
    }
    return new FakeState(3, 3);
  }
}
