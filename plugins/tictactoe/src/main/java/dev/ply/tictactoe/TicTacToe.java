package dev.ply.tictactoe;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.pf4j.Extension;

/**
 * Tic-tac-toe: the smallest complete game plugin, and the one the README walks through.
 *
 * <p>The {@link Extension} annotation is all PF4J needs: its annotation processor lists this class
 * in the jar's extension index, and the host finds it there.
 */
@Extension
public final class TicTacToe implements Game {

  @Override
  public String id() {
    return "tic-tac-toe";
  }

  @Override
  public String displayName() {
    return "Tic-tac-toe";
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
    return new TicTacToeState();
  }
}
