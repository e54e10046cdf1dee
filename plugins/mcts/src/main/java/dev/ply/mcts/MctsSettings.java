package dev.ply.mcts;

import dev.ply.api.Options;
import java.util.Locale;

/**
 * The options of one {@link MctsPlayer}, read once from the checked {@link Options}.
 *
 * @param exploration the UCT constant C, at least 0
 * @param playout how playouts choose their moves
 * @param playoutEpsilon the chance of a random move in an evaluator playout, in [0, 1]
 * @param iterations playouts per move, or 0 for no limit of the player's own
 * @param reuseTree whether the reached subtree is kept from one move to the next
 * @param maxNodes the largest tree, in nodes, at least 1
 */
record MctsSettings(
    double exploration,
    PlayoutKind playout,
    double playoutEpsilon,
    long iterations,
    boolean reuseTree,
    int maxNodes) {

  /** How playouts choose their moves. */
  enum PlayoutKind {
    /** {@link RandomPlayout}. */
    RANDOM,
    /** {@link EvaluatorPlayout}. */
    EVALUATOR;

    /** The option value: {@code random} or {@code evaluator}. */
    String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Checks the values that the option specs cannot. */
  MctsSettings {
    if (!(exploration >= 0)) {
      throw new IllegalArgumentException("exploration must be at least 0, was " + exploration);
    }
    if (iterations < 0) {
      throw new IllegalArgumentException("iterations must be at least 0, was " + iterations);
    }
    if (maxNodes < 1) {
      throw new IllegalArgumentException("max-nodes must be at least 1, was " + maxNodes);
    }
  }

  /**
   * The settings of checked option values.
   *
   * @throws IllegalArgumentException when {@code playout} names no playout
   */
  static MctsSettings from(Options options) {
    String playout = options.getString(MctsStrategy.PLAYOUT).trim().toLowerCase(Locale.ROOT);
    PlayoutKind kind = null;
    for (PlayoutKind k : PlayoutKind.values()) {
      if (k.word().equals(playout)) {
        kind = k;
      }
    }
    if (kind == null) {
      throw new IllegalArgumentException(
          "option 'playout' must be 'random' or 'evaluator', got '"
              + options.getString(MctsStrategy.PLAYOUT)
              + "'");
    }
    return new MctsSettings(
        options.getDouble(MctsStrategy.EXPLORATION),
        kind,
        options.getDouble(MctsStrategy.PLAYOUT_EPSILON),
        options.getLong(MctsStrategy.ITERATIONS),
        options.getBoolean(MctsStrategy.REUSE_TREE),
        options.getInt(MctsStrategy.MAX_NODES));
  }
}
