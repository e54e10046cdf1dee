package dev.ply.cfr;

import dev.ply.api.GameState;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.tree.GameTree;
import dev.ply.cfr.tree.InformationSetKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One information set followed over the iterations (option {@code trace-information-set}): its
 * actions' cumulative regrets, current policy and average policy, added to each {@link
 * dev.ply.api.SolveStep} as figures {@code regret:MOVE}, {@code current:MOVE} and {@code
 * average:MOVE}, so that {@code ply solve} prints them and draws them with the rest.
 */
final class Trace {

  private static final Trace NONE = new Trace(-1, List.of());

  private final int set;
  private final List<String> moveTexts;

  private Trace(int set, List<String> moveTexts) {
    this.set = set;
    this.moveTexts = moveTexts;
  }

  /**
   * The information set whose observation text is {@code text} (or whose whole key is), or none for
   * a blank text.
   *
   * @throws IllegalArgumentException when the tree has no such set; the message shows some it has
   */
  static Trace of(GameTree tree, String text, GameState position) {
    String wanted = text.trim();
    if (wanted.isEmpty()) {
      return NONE;
    }
    for (int s = 0; s < tree.sets(); s++) {
      if (tree.keys[s].equals(wanted) || InformationSetKeys.text(tree.keys[s]).equals(wanted)) {
        List<String> texts = new ArrayList<>();
        for (int move : tree.moves[s]) {
          texts.add(position.moveToText(move));
        }
        return new Trace(s, texts);
      }
    }
    List<String> some = new ArrayList<>();
    for (int s = 0; s < Math.min(3, tree.sets()); s++) {
      some.add("'" + InformationSetKeys.text(tree.keys[s]) + "'");
    }
    throw new IllegalArgumentException(
        "no information set '"
            + wanted
            + "' in the game's tree; it has "
            + String.join(", ", some)
            + (tree.sets() > 3 ? " …" : ""));
  }

  void addTo(Map<String, Double> figures, RegretMinimizer m, double[] average) {
    if (set < 0) {
      return;
    }
    GameTree tree = m.tree();
    for (int a = 0; a < moveTexts.size(); a++) {
      figures.put("regret:" + moveTexts.get(a), m.regret(set, a));
    }
    for (int a = 0; a < moveTexts.size(); a++) {
      figures.put("current:" + moveTexts.get(a), m.current(set, a));
    }
    for (int a = 0; a < moveTexts.size(); a++) {
      figures.put("average:" + moveTexts.get(a), average[tree.offset[set] + a]);
    }
  }
}
