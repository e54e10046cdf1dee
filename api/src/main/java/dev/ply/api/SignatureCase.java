package dev.ply.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One search of {@code ply bench signature}: a position of a game, searched by the strategy that
 * offers the case, with fixed options and depth. The host sums the nodes of every case of every
 * loaded strategy (after Stockfish's {@code bench}); a cluster compares the sums of coordinator and
 * worker, so that a worker whose searches differ plays no game. A case must be deterministic: the
 * same plugin code gives the same node count on any machine, on one thread.
 *
 * <p>A case names its game and evaluator by id, as a config file does; a case whose game or
 * evaluator is not loaded is left out of the signature (and said so).
 *
 * @param game the id of the game
 * @param variant the game's variant options (defaults for the rest)
 * @param moves the move texts played from the start position, in order
 * @param options the strategy's options (defaults for the rest)
 * @param evaluator the id of the evaluator, if the search uses one
 * @param depth the depth limit of the search
 */
public record SignatureCase(
    String game,
    Map<String, Object> variant,
    List<String> moves,
    Map<String, Object> options,
    Optional<String> evaluator,
    int depth) {

  /** Copies the maps and the moves; checks that the depth is at least 1. */
  public SignatureCase {
    Objects.requireNonNull(game, "game");
    variant = Map.copyOf(variant);
    moves = List.copyOf(moves);
    options = Map.copyOf(options);
    Objects.requireNonNull(evaluator, "evaluator");
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be at least 1, got " + depth);
    }
  }
}
