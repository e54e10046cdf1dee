package dev.ply.othello;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.pf4j.Extension;

/**
 * Othello (Reversi) on the standard 8×8 board from the standard start position; Black (seat 0)
 * moves first. A player with no legal move must pass, and the pass is an explicit move ({@code
 * pass}); the game ends when neither player can move, and the player with more discs wins. Squares
 * are written {@code a1} (top left) to {@code h8}.
 */
@Extension
public final class Othello implements Game {

  @Override
  public String id() {
    return "othello";
  }

  @Override
  public String displayName() {
    return "Othello";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return OthelloState.start();
  }
}
