package dev.ply.mcts;

import dev.ply.api.GameState;
import dev.ply.api.GrownNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Hears a tree node by node ({@link TreeListener}) and gives it as the api's {@link GrownNode}, for
 * {@code ply trace}: the root and then, breadth by breadth, the most visited children first, up to
 * a number of nodes.
 */
final class GrownTrees implements TreeListener {

  private record Heard(int parent, int move, int player, long visits, double value, double bound) {}

  private final List<Heard> heard = new ArrayList<>();
  private final List<List<Integer>> children = new ArrayList<>();

  @Override
  public void node(
      int id, int parent, int move, int player, long visits, double value, double bound) {
    if (id != heard.size()) {
      throw new IllegalStateException("node " + id + " heard out of order");
    }
    heard.add(new Heard(parent, move, player, visits, value, bound));
    children.add(new ArrayList<>());
    if (parent >= 0) {
      children.get(parent).add(id);
    }
  }

  /** The tree heard, at most {@code maxNodes} nodes (at least the root). */
  GrownNode tree(int maxNodes) {
    if (heard.isEmpty()) {
      throw new IllegalStateException("no tree heard");
    }
    // Which nodes to keep: breadth by breadth, each node's children most visited first.
    boolean[] kept = new boolean[heard.size()];
    kept[0] = true;
    int count = 1;
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
    while (!queue.isEmpty() && count < maxNodes) {
      int id = queue.poll();
      for (int child : byVisits(id)) {
        if (count >= maxNodes) {
          break;
        }
        kept[child] = true;
        count++;
        queue.add(child);
      }
    }
    return build(0, kept);
  }

  private List<Integer> byVisits(int id) {
    List<Integer> list = new ArrayList<>(children.get(id));
    list.sort(Comparator.comparingLong((Integer c) -> -heard.get(c).visits()));
    return list;
  }

  private GrownNode build(int id, boolean[] kept) {
    List<GrownNode> built = new ArrayList<>();
    for (int child : byVisits(id)) {
      if (kept[child]) {
        built.add(build(child, kept));
      }
    }
    Heard h = heard.get(id);
    return new GrownNode(
        id == 0 ? GameState.NO_MOVE : h.move(),
        h.player(),
        h.visits(),
        h.value(),
        h.bound(),
        built);
  }
}
