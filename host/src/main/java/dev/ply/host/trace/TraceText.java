package dev.ply.host.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * A trace as an indented tree for a terminal: one line per position visited, in the order searched,
 * with its window and value from the root player's point of view, and one line per move cut off.
 *
 * <pre>
 * ▲ root            [-∞, +∞]  = 5
 * ├── ▼ 1           [-∞, +∞]  = 5
 * │   ├── ▲ 1.1     [-∞, +∞]  = 5
 * ...
 * │   └── ▲ 1.2     [-∞, 5]   ≥ 7  fail high, β cutoff: 2 pruned
 * │       ├── 1.2.1           = 7
 * │       ├╌╌ × 1.2.2                pruned
 * </pre>
 */
public final class TraceText {

  private TraceText() {}

  /** One line of the tree, in columns. */
  private record Row(String tree, String window, String value, String notes) {}

  /**
   * The whole text: {@code title}, a legend, and each tree the search searched.
   *
   * @param nameMoves whether to name every move; if not, only those whose name is not their index
   *     in the Dewey path (for games whose moves are numbered, as the random tree's are)
   */
  public static String render(
      TraceTree trace, TraceValues values, boolean nameMoves, List<String> title) {
    StringBuilder out = new StringBuilder();
    for (String line : title) {
      out.append(line).append('\n');
    }
    TraceSummary summary = TraceSummary.of(trace);
    int rootPlayer = trace.rootPlayer();
    out.append("Values and windows [α, β] are player ")
        .append(rootPlayer + 1)
        .append("'s (▲ MAX: player ")
        .append(rootPlayer + 1)
        .append(" to move, ▼ MIN).\n")
        .append(summary.describe())
        .append('\n');
    List<TraceNode> roots = trace.roots();
    for (int i = 0; i < roots.size(); i++) {
      TraceNode root = roots.get(i);
      out.append('\n');
      if (roots.size() > 1) {
        out.append("search ")
            .append(i + 1)
            .append(" of ")
            .append(roots.size())
            .append(root.reSearch() ? ", a re-search" : "")
            .append('\n');
      }
      List<Row> rows = new ArrayList<>();
      addRows(root, "", "", rootPlayer, values, nameMoves, rows);
      int treeWidth = rows.stream().mapToInt(r -> r.tree().length()).max().orElse(0);
      int windowWidth = rows.stream().mapToInt(r -> r.window().length()).max().orElse(0);
      int valueWidth = rows.stream().mapToInt(r -> r.value().length()).max().orElse(0);
      for (Row r : rows) {
        String line =
            pad(r.tree(), treeWidth)
                + "  "
                + pad(r.window(), windowWidth)
                + "  "
                + pad(r.value(), valueWidth)
                + "  "
                + r.notes();
        out.append(line.stripTrailing()).append('\n');
      }
    }
    return out.toString();
  }

  private static void addRows(
      TraceNode node,
      String lead,
      String childLead,
      int rootPlayer,
      TraceValues values,
      boolean nameMoves,
      List<Row> rows) {
    TraceNode.View v = node.rootView(rootPlayer);
    String marker = node.isLeaf() ? "" : v.max() ? "▲ " : "▼ ";
    String window =
        node.isLeaf() && !node.hasWindow()
            ? ""
            : "[" + values.format(v.alpha()) + ", " + values.format(v.beta()) + "]";
    String value =
        !node.left()
            ? "?"
            : (!node.isBound(v) ? "= " : v.failHigh() ? "≥ " : "≤ ") + values.format(v.value());
    rows.add(
        new Row(
            lead + marker + node.label() + moveNote(node.path(), node.move(), nameMoves),
            window,
            value,
            notes(node, v)));
    List<TraceNode> children = node.children();
    List<TraceNode.Pruned> pruned = node.pruned();
    int total = children.size() + pruned.size();
    for (int i = 0; i < total; i++) {
      boolean last = i == total - 1;
      if (i < children.size()) {
        addRows(
            children.get(i),
            childLead + (last ? "└── " : "├── "),
            childLead + (last ? "    " : "│   "),
            rootPlayer,
            values,
            nameMoves,
            rows);
      } else {
        TraceNode.Pruned p = pruned.get(i - children.size());
        rows.add(
            new Row(
                childLead
                    + (last ? "└╌╌ " : "├╌╌ ")
                    + "× "
                    + p.path()
                    + moveNote(p.path(), p.move(), nameMoves),
                "",
                "",
                "pruned"));
      }
    }
  }

  /** The move's name, when asked for or when it says more than the last index of the path. */
  static String moveNote(String path, String move, boolean always) {
    if (move.isEmpty() || !always && (path.endsWith("." + move) || path.equals(move))) {
      return "";
    }
    return " (" + move + ")";
  }

  private static String notes(TraceNode node, TraceNode.View v) {
    List<String> notes = new ArrayList<>();
    if (node.reSearch()) {
      notes.add("re-search");
    }
    if (node.test()) {
      notes.add("test");
    }
    if (node.lookAhead()) {
      notes.add("look-ahead");
    }
    if (node.tableHit()) {
      notes.add("TT hit");
    }
    if (node.left() && v.failHigh()) {
      notes.add("fail high");
    } else if (node.left() && v.failLow()) {
      notes.add("fail low");
    }
    if (!node.pruned().isEmpty()) {
      notes.add((v.max() ? "β" : "α") + " cutoff: " + node.pruned().size() + " pruned");
    }
    return String.join(", ", notes);
  }

  private static String pad(String s, int width) {
    return s.length() >= width ? s : s + " ".repeat(width - s.length());
  }
}
