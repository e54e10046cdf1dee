package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import java.util.Optional;

/** What makes a game one that value iteration over its positions can solve. */
final class Games {

  private Games() {}

  /**
   * Why {@code strategy} cannot solve {@code game} by its positions, in words that finish "cannot
   * play GAME: ", or empty when it can.
   */
  static Optional<String> whyNotSolvable(Game game, String strategy) {
    if (game.features().contains(GameFeature.HIDDEN_INFORMATION)) {
      return Optional.of(
          game.id()
              + " has hidden information: its seats do not see the position, and "
              + strategy
              + " chooses by the whole position (a poker hand needs a method over information"
              + " sets, such as CFR)");
    }
    if (game.features().contains(GameFeature.SIMULTANEOUS_MOVES)) {
      return Optional.of(
          game.id()
              + " has simultaneous moves: a position where seats choose at once is a matrix game,"
              + " which "
              + strategy
              + "'s best move per position does not solve");
    }
    if (game.players() > Byte.MAX_VALUE) {
      return Optional.of(
          game.id() + " has " + game.players() + " players; " + strategy + " takes at most 127");
    }
    return Optional.empty();
  }
}
