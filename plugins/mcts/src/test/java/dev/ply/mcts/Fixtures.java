package dev.ply.mcts;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import java.util.Map;
import java.util.Optional;

/** Players and positions for the tests. */
final class Fixtures {

  private Fixtures() {}

  /** A new mcts player for {@code game}'s default variant, its new game begun with {@code seed}. */
  static Player player(Game game, Map<String, ?> options, long seed) {
    return player(game, Map.of(), options, Optional.empty(), seed);
  }

  static Player player(
      Game game,
      Map<String, ?> variant,
      Map<String, ?> options,
      Optional<Evaluator> evaluator,
      long seed) {
    MctsStrategy strategy = new MctsStrategy();
    Player player =
        strategy.newPlayer(
            new PlayerContext(
                game,
                Options.resolve(game.variantOptions(), variant),
                Options.resolve(strategy.options(), options),
                evaluator,
                seed));
    player.newGame(0, seed);
    return player;
  }

  /** The position after {@code moves}, written as the game writes them. */
  static GameState position(Game game, Map<String, ?> variant, String... moves) {
    GameState s = game.newGame(Options.resolve(game.variantOptions(), variant));
    for (String m : moves) {
      int move = s.textToMove(m);
      if (!s.isLegal(move)) {
        throw new IllegalArgumentException("illegal move " + m + " in\n" + s.render());
      }
      s.play(move);
    }
    return s;
  }

  static GameState position(Game game, String... moves) {
    return position(game, Map.of(), moves);
  }
}
