package dev.ply.host.trace;

import dev.ply.api.GameState;
import dev.ply.api.GrownNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tree a Monte Carlo search grew ({@link GrownNode}), as {@code ply trace} shows it: as an
 * indented text tree, one line a node with its move, who made it, its visits, its mean reward for
 * that mover and the selection bound its parent chose it by; or as an SVG picture, the nodes in
 * layers by depth, each edge as thick as its share of the parent's visits.
 *
 * <pre>
 * root (player 1 to move)        200 visits
 * ├── b2   by player 1           87 visits  value 0.621  bound 0.784
 * │   ├── a1   by player 2       20 visits  value 0.450  bound 0.861
 * </pre>
 */
public final class GrownTreeView {

  private static final int LEAF_GAP = 64;
  private static final int LAYER = 84;
  private static final int MARGIN = 40;

  private GrownTreeView() {}

  /** A node with its move's text (read at its position) and its place in the picture. */
  private static final class Laid {
    final GrownNode node;
    final String text;
    final List<Laid> children = new ArrayList<>();
    double x;
    int depth;

    Laid(GrownNode node, String text, int depth) {
      this.node = node;
      this.text = text;
      this.depth = depth;
    }
  }

  private static Laid lay(GrownNode node, GameState state, int depth) {
    String text = node.move() == GameState.NO_MOVE ? "root" : state.moveToText(node.move());
    Laid laid = new Laid(node, text, depth);
    if (node.move() != GameState.NO_MOVE) {
      state.play(node.move());
    }
    for (GrownNode c : node.children()) {
      laid.children.add(lay(c, state, depth + 1));
    }
    if (node.move() != GameState.NO_MOVE) {
      state.undo();
    }
    return laid;
  }

  /** The text tree under {@code title}; {@code root} is the position the search began at. */
  public static String text(GrownNode tree, GameState root, List<String> title) {
    StringBuilder out = new StringBuilder();
    for (String line : title) {
      out.append(line).append('\n');
    }
    out.append(
            "Each node: the move, who made it, the iterations through it, its mean reward for"
                + " that player (0 a loss, 1 a win) and the bound (mean + exploration) by which"
                + " its parent chose it at the end.\n")
        .append(tree.size())
        .append(" nodes shown.\n\n");
    Laid laid = lay(tree, root.copy(), 0);
    List<String[]> rows = new ArrayList<>();
    rows(laid, "", "", rows, tree.mover());
    int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
    for (String[] r : rows) {
      out.append(r[0]).append(" ".repeat(width - r[0].length() + 2)).append(r[1]).append('\n');
    }
    return out.toString();
  }

  private static void rows(
      Laid n, String lead, String childLead, List<String[]> rows, int rootSeat) {
    String label =
        n.depth == 0
            ? "root (player " + (rootSeat + 1) + " to move)"
            : n.text
                + "   "
                + (n.node.mover() == GameState.CHANCE
                    ? "chance"
                    : "by player " + (n.node.mover() + 1));
    StringBuilder figures = new StringBuilder();
    figures.append(String.format(Locale.ROOT, "%8d visits", n.node.visits()));
    if (n.depth > 0 && n.node.mover() != GameState.CHANCE) {
      figures.append(String.format(Locale.ROOT, "  value %.3f", n.node.value()));
    }
    if (!Double.isNaN(n.node.bound())) {
      figures.append(String.format(Locale.ROOT, "  bound %.3f", n.node.bound()));
    }
    rows.add(new String[] {lead + label, figures.toString()});
    for (int i = 0; i < n.children.size(); i++) {
      boolean last = i == n.children.size() - 1;
      rows(
          n.children.get(i),
          childLead + (last ? "└── " : "├── "),
          childLead + (last ? "    " : "│   "),
          rows,
          rootSeat);
    }
  }

  /** The SVG picture under {@code title}. */
  public static String svg(GrownNode tree, GameState root, List<String> title) {
    Laid laid = lay(tree, root.copy(), 0);
    double[] next = {MARGIN};
    int[] deepest = {0};
    place(laid, next, deepest);
    int width = (int) Math.max(480, next[0] + MARGIN);
    int top = MARGIN + 18 * title.size();
    int height = top + LAYER * deepest[0] + 2 * MARGIN;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
        .append(width)
        .append(' ')
        .append(height)
        .append("\" width=\"")
        .append(width)
        .append("\" height=\"")
        .append(height)
        .append("\" font-family=\"sans-serif\" font-size=\"11\">");
    svg.append("<title>").append(escape(String.join(" ", title))).append("</title>");
    for (int i = 0; i < title.size(); i++) {
      svg.append("<text x=\"16\" y=\"")
          .append(22 + 18 * i)
          .append("\" font-size=\"13\">")
          .append(escape(title.get(i)))
          .append("</text>");
    }
    edges(laid, svg, top);
    nodes(laid, svg, top, tree.mover());
    return svg.append("</svg>\n").toString();
  }

  private static void place(Laid n, double[] next, int[] deepest) {
    deepest[0] = Math.max(deepest[0], n.depth);
    if (n.children.isEmpty()) {
      n.x = next[0];
      next[0] += LEAF_GAP;
      return;
    }
    for (Laid c : n.children) {
      place(c, next, deepest);
    }
    n.x = (n.children.get(0).x + n.children.get(n.children.size() - 1).x) / 2;
  }

  private static void edges(Laid n, StringBuilder svg, int top) {
    for (Laid c : n.children) {
      double share = n.node.visits() == 0 ? 0 : (double) c.node.visits() / n.node.visits();
      svg.append("<line stroke=\"#8a8f98\" x1=\"")
          .append(f(n.x))
          .append("\" y1=\"")
          .append(top + LAYER * n.depth)
          .append("\" x2=\"")
          .append(f(c.x))
          .append("\" y2=\"")
          .append(top + LAYER * c.depth)
          .append("\" stroke-width=\"")
          .append(f(0.75 + 7 * share))
          .append("\"/>");
      edges(c, svg, top);
    }
  }

  private static void nodes(Laid n, StringBuilder svg, int top, int rootSeat) {
    double y = top + LAYER * n.depth;
    boolean chance = n.node.mover() == GameState.CHANCE;
    String fill =
        n.depth == 0
            ? "#ffffff"
            : chance ? "#eeeeee" : (n.node.mover() == rootSeat ? "#dbe9ff" : "#ffe3d6");
    svg.append("<g><title>")
        .append(escape(tooltip(n)))
        .append("</title><circle cx=\"")
        .append(f(n.x))
        .append("\" cy=\"")
        .append(f(y))
        .append("\" r=\"15\" fill=\"")
        .append(fill)
        .append("\" stroke=\"#333\"/><text text-anchor=\"middle\" x=\"")
        .append(f(n.x))
        .append("\" y=\"")
        .append(f(y + 4))
        .append("\">")
        .append(escape(shorten(n.depth == 0 ? "root" : n.text, 7)))
        .append("</text><text text-anchor=\"middle\" x=\"")
        .append(f(n.x))
        .append("\" y=\"")
        .append(f(y + 28))
        .append("\" fill=\"#555\">")
        .append(n.node.visits())
        .append(n.depth > 0 && !chance ? String.format(Locale.ROOT, " · %.2f", n.node.value()) : "")
        .append("</text></g>");
    for (Laid c : n.children) {
      nodes(c, svg, top, rootSeat);
    }
  }

  private static String tooltip(Laid n) {
    StringBuilder t = new StringBuilder(n.depth == 0 ? "root" : n.text);
    t.append(": ").append(n.node.visits()).append(" visits");
    if (n.depth > 0 && n.node.mover() != GameState.CHANCE) {
      t.append(
          String.format(
              Locale.ROOT, ", value %.3f for player %d", n.node.value(), n.node.mover() + 1));
    }
    if (!Double.isNaN(n.node.bound())) {
      t.append(String.format(Locale.ROOT, ", bound %.3f", n.node.bound()));
    }
    return t.toString();
  }

  private static String shorten(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max - 1) + "…";
  }

  private static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
