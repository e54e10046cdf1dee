package dev.ply.simultaneous.smmcts;

import dev.ply.api.Options;
import java.util.Locale;

/**
 * The options of one {@link SmMctsPlayer}, read once from the checked {@link Options}.
 *
 * @param selection the bandit each seat selects by: {@code regret-matching}, {@code exp3} or {@code
 *     ucb}
 * @param exploration the UCB constant C (ucb only)
 * @param gamma the share of exploration of regret matching and Exp3
 * @param iterations iterations per move, or 0 for none of the player's own
 * @param maxNodes the largest tree, in nodes
 */
public record SmMctsSettings(
    String selection, double exploration, double gamma, long iterations, long maxNodes) {

  public static final String SELECTION = "selection";
  public static final String EXPLORATION = "exploration";
  public static final String GAMMA = "gamma";
  public static final String ITERATIONS = "iterations";
  public static final String MAX_NODES = "max-nodes";

  public static final String REGRET_MATCHING = "regret-matching";
  public static final String EXP3 = "exp3";
  public static final String UCB = "ucb";

  /**
   * The settings of checked option values.
   *
   * @throws IllegalArgumentException when {@code selection} names no selection
   */
  public static SmMctsSettings from(Options options) {
    String selection = options.getString(SELECTION).trim().toLowerCase(Locale.ROOT);
    if (!selection.equals(REGRET_MATCHING) && !selection.equals(EXP3) && !selection.equals(UCB)) {
      throw new IllegalArgumentException(
          "option 'selection' must be 'regret-matching', 'exp3' or 'ucb', got '"
              + options.getString(SELECTION)
              + "'");
    }
    return new SmMctsSettings(
        selection,
        options.getDouble(EXPLORATION),
        options.getDouble(GAMMA),
        options.getLong(ITERATIONS),
        options.getLong(MAX_NODES));
  }

  Selection newSelection() {
    return switch (selection) {
      case EXP3 -> new Exp3(gamma);
      case UCB -> new DecoupledUcb(exploration);
      default -> new RegretMatchingSelection(gamma);
    };
  }
}
