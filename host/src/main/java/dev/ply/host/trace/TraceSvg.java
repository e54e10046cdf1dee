package dev.ply.host.trace;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A trace drawn as a self-contained SVG picture, the tree top-down as in the textbooks: MAX
 * positions (the root player to move) are triangles pointing up, MIN positions triangles pointing
 * down, leaves boxes with their values; every window is a small label above its position, and every
 * move cut off is a grey dashed branch with a red cut mark (β at a MAX position, α at a MIN one).
 * Re-searches are drawn in purple. Values and windows are from the root player's point of view.
 * Hovering a position shows its Dewey path, move, window and value.
 *
 * <p>Sizes are estimated from the number of characters, so no font metrics are needed and the
 * output is the same on every machine.
 */
public final class TraceSvg {

  private static final double LEVEL = 86;
  private static final double MARGIN = 24;
  private static final double TREE_GAP = 48;
  private static final double VALUE_CHAR = 6.8;
  private static final double SMALL_CHAR = 5.2;
  private static final double HALF_HEIGHT = 13;
  private static final double STUB_RADIUS = 7;
  private static final double STUB_WIDTH = 30;

  private static final String MAX_FILL = "#e6f0fb";
  private static final String MAX_STROKE = "#2b6cb0";
  private static final String MIN_FILL = "#fdeaea";
  private static final String MIN_STROKE = "#c53030";
  private static final String LEAF_FILL = "#f7f7f4";
  private static final String LEAF_STROKE = "#4a5568";
  private static final String EDGE = "#4a5568";
  private static final String PRUNED = "#a0aec0";
  private static final String CUT = "#e02424";
  private static final String RE_SEARCH = "#6b46c1";
  private static final String LABEL = "#4a5568";

  private final TraceValues values;
  private final boolean nameMoves;
  private final int rootPlayer;
  private final StringBuilder edges = new StringBuilder();
  private final StringBuilder shapes = new StringBuilder();
  private final Map<Object, Box> boxes = new IdentityHashMap<>();

  /** Where one position or pruned move is drawn, and how wide its subtree is. */
  private static final class Box {
    double width;
    double x;
    double y;
  }

  private TraceSvg(TraceValues values, boolean nameMoves, int rootPlayer) {
    this.values = values;
    this.nameMoves = nameMoves;
    this.rootPlayer = rootPlayer;
  }

  /**
   * The picture: {@code title} (first line as the heading), the trees, a legend.
   *
   * @param nameMoves whether to write every move on its branch; if not, only those whose name is
   *     not their index in the Dewey path (for games whose moves are numbered)
   */
  public static String render(
      TraceTree trace, TraceValues values, boolean nameMoves, List<String> title) {
    return new TraceSvg(values, nameMoves, trace.rootPlayer()).draw(trace, title);
  }

  private String draw(TraceTree trace, List<String> title) {
    List<String> heading = new ArrayList<>(title);
    heading.add(
        "Values and windows [α, β] are player "
            + (rootPlayer + 1)
            + "'s (MAX). "
            + TraceSummary.of(trace).describe());
    List<TraceNode> roots = trace.roots();
    double top = MARGIN + 18 * heading.size() + 28 + (roots.size() > 1 ? 22 : 0);
    double left = MARGIN;
    int maxPly = 0;
    for (int i = 0; i < roots.size(); i++) {
      TraceNode root = roots.get(i);
      measure(root);
      place(root, left, top);
      maxPly = Math.max(maxPly, depth(root));
      if (roots.size() > 1) {
        Box b = boxes.get(root);
        text(
            shapes,
            b.x,
            top - 30,
            "search " + (i + 1) + (root.reSearch() ? " (re-search)" : ""),
            11,
            LABEL,
            "middle",
            "font-weight=\"bold\"");
      }
      drawTree(root);
      left += boxes.get(root).width + TREE_GAP;
    }
    double legendTop = top + maxPly * LEVEL + 44;
    double width = Math.max(left - TREE_GAP + MARGIN, 760);
    double height = legendTop + 40;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(n(width))
        .append("\" height=\"")
        .append(n(height))
        .append("\" viewBox=\"0 0 ")
        .append(n(width))
        .append(' ')
        .append(n(height))
        .append("\" font-family=\"Helvetica, Arial, sans-serif\">\n");
    svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    for (int i = 0; i < heading.size(); i++) {
      text(
          svg,
          MARGIN,
          MARGIN + 14 + 18 * i,
          heading.get(i),
          i == 0 ? 15 : 12,
          i == 0 ? "#1a202c" : LABEL,
          "start",
          i == 0 ? "font-weight=\"bold\"" : "");
    }
    svg.append(edges).append(shapes);
    legend(svg, legendTop);
    svg.append("</svg>\n");
    return svg.toString();
  }

  // ---- layout

  private static int depth(TraceNode node) {
    int d = node.ply() + (node.pruned().isEmpty() ? 0 : 1);
    for (TraceNode child : node.children()) {
      d = Math.max(d, depth(child));
    }
    return d;
  }

  /** The width of each subtree: its own drawing, or its children side by side if wider. */
  private double measure(TraceNode node) {
    double own = Math.max(shapeWidth(node), SMALL_CHAR * windowText(node).length()) + 10;
    double children = 0;
    for (TraceNode child : node.children()) {
      children += measure(child);
    }
    for (TraceNode.Pruned p : node.pruned()) {
      Box b = new Box();
      b.width = STUB_WIDTH;
      boxes.put(p, b);
      children += STUB_WIDTH;
    }
    Box box = new Box();
    box.width = Math.max(own, children);
    boxes.put(node, box);
    return box.width;
  }

  private void place(TraceNode node, double left, double top) {
    Box box = boxes.get(node);
    box.y = top + node.ply() * LEVEL;
    List<Object> parts = new ArrayList<>(node.children());
    parts.addAll(node.pruned());
    if (parts.isEmpty()) {
      box.x = left + box.width / 2;
      return;
    }
    double sum = parts.stream().mapToDouble(p -> boxes.get(p).width).sum();
    double x = left + (box.width - sum) / 2;
    for (Object part : parts) {
      Box b = boxes.get(part);
      if (part instanceof TraceNode child) {
        place(child, x, top);
      } else {
        b.x = x + b.width / 2;
        b.y = top + (node.ply() + 1) * LEVEL;
      }
      x += b.width;
    }
    box.x = (boxes.get(parts.get(0)).x + boxes.get(parts.get(parts.size() - 1)).x) / 2;
  }

  // ---- drawing

  private void drawTree(TraceNode node) {
    Box box = boxes.get(node);
    for (TraceNode child : node.children()) {
      Box c = boxes.get(child);
      String colour = child.reSearch() ? RE_SEARCH : EDGE;
      String dash = child.reSearch() ? " stroke-dasharray=\"5 3\"" : "";
      double end = c.y - HALF_HEIGHT - (windowText(child).isEmpty() ? 0 : 15); // above its window
      line(edges, box.x, box.y + HALF_HEIGHT, c.x, end, colour, 1.3, dash);
      String note = TraceText.moveNote(child.path(), child.move(), nameMoves).trim();
      if (!note.isEmpty()) {
        text(
            shapes,
            (box.x + c.x) / 2 - 4,
            (box.y + c.y) / 2 + 3,
            child.move(),
            9,
            "#718096",
            "end",
            halo());
      }
      drawTree(child);
    }
    TraceNode.View v = node.rootView(rootPlayer);
    List<TraceNode.Pruned> pruned = node.pruned();
    for (TraceNode.Pruned p : pruned) {
      drawPruned(box, boxes.get(p), p, v.max());
    }
    if (!pruned.isEmpty()) {
      drawCut(box, boxes.get(pruned.get(0)), boxes.get(pruned.get(pruned.size() - 1)), v.max());
    }
    drawNode(node, box, v);
  }

  private void drawPruned(Box parent, Box stub, TraceNode.Pruned p, boolean max) {
    line(
        edges,
        parent.x,
        parent.y + HALF_HEIGHT,
        stub.x,
        stub.y - STUB_RADIUS,
        PRUNED,
        1.2,
        " stroke-dasharray=\"4 3\"");
    shapes
        .append("<g><title>")
        .append(
            escape(
                p.path()
                    + " (move "
                    + p.move()
                    + "): pruned by a"
                    + (max ? " β" : "n α")
                    + " cutoff"))
        .append("</title>");
    shapes.append(
        String.format(
            Locale.ROOT,
            "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"white\" stroke=\"%s\""
                + " stroke-dasharray=\"2 2\"/></g>%n",
            n(stub.x),
            n(stub.y),
            n(STUB_RADIUS),
            PRUNED));
  }

  /**
   * The cut mark: a red double stroke across the pruned branches of a position, 45% of the way
   * down, with the bound that cut them (β at a MAX position, α at a MIN one).
   */
  private void drawCut(Box parent, Box first, Box last, boolean max) {
    double t = 0.45;
    double y = parent.y + HALF_HEIGHT + t * (first.y - STUB_RADIUS - parent.y - HALF_HEIGHT);
    double x1 = parent.x + t * (first.x - parent.x) - 7;
    double x2 = parent.x + t * (last.x - parent.x) + 7;
    for (double offset : new double[] {-3, 3}) {
      line(shapes, x1, y + offset + 2, x2, y + offset - 2, CUT, 2, "");
    }
    text(shapes, x2 + 4, y + 4, max ? "β" : "α", 12, CUT, "start", "font-weight=\"bold\"");
  }

  private void drawNode(TraceNode node, Box box, TraceNode.View v) {
    String value = valueText(node, v);
    double w = shapeWidth(node);
    double x = box.x;
    double y = box.y;
    boolean reSearch = node.reSearch();
    shapes.append("<g><title>").append(escape(tooltip(node, v, value))).append("</title>");
    String dash = reSearch ? " stroke-dasharray=\"4 2\"" : "";
    if (node.isLeaf()) {
      shapes.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%s\" y=\"%s\" width=\"%s\""
                  + " height=\"%s\" rx=\"3\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1.3\"%s/>",
              n(x - w / 2),
              n(y - 10),
              n(w),
              n(20),
              LEAF_FILL,
              reSearch ? RE_SEARCH : LEAF_STROKE,
              dash));
      text(shapes, x, y + 4, value, 11, "#1a202c", "middle", "");
      text(shapes, x, y + 21, node.label(), 8, "#a0aec0", "middle", "");
    } else if (v.max()) {
      polygon(
          x,
          y - HALF_HEIGHT,
          x - w / 2,
          y + HALF_HEIGHT,
          x + w / 2,
          y + HALF_HEIGHT,
          MAX_FILL,
          reSearch ? RE_SEARCH : MAX_STROKE,
          dash);
      text(shapes, x, y + 9, value, 11, "#1a202c", "middle", "");
      text(shapes, x - w / 2 - 3, y + 10, node.path(), 8, "#a0aec0", "end", halo());
    } else {
      polygon(
          x - w / 2,
          y - HALF_HEIGHT,
          x + w / 2,
          y - HALF_HEIGHT,
          x,
          y + HALF_HEIGHT,
          MIN_FILL,
          reSearch ? RE_SEARCH : MIN_STROKE,
          dash);
      text(shapes, x, y - 3, value, 11, "#1a202c", "middle", "");
      text(shapes, x - w / 2 - 3, y - 4, node.path(), 8, "#a0aec0", "end", halo());
    }
    String window = windowText(node);
    if (!window.isEmpty()) {
      text(shapes, x, y - HALF_HEIGHT - 5, window, 9, LABEL, "middle", halo());
    }
    String tags = tags(node);
    if (!tags.isEmpty()) {
      text(shapes, x + w / 2 + 2, y + HALF_HEIGHT + 1, tags, 8, RE_SEARCH, "start", halo());
    }
    shapes.append("</g>\n");
  }

  private void legend(StringBuilder svg, double y) {
    double x = MARGIN;
    polygonTo(svg, x + 8, y - 8, x, y + 6, x + 16, y + 6, MAX_FILL, MAX_STROKE, "");
    text(svg, x + 22, y + 4, "MAX", 11, LABEL, "start", "");
    x += 58;
    polygonTo(svg, x, y - 8, x + 16, y - 8, x + 8, y + 6, MIN_FILL, MIN_STROKE, "");
    text(svg, x + 22, y + 4, "MIN", 11, LABEL, "start", "");
    x += 56;
    svg.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%s\" y=\"%s\" width=\"18\" height=\"13\""
                + " rx=\"2\" fill=\"%s\" stroke=\"%s\"/>",
            n(x),
            n(y - 8),
            LEAF_FILL,
            LEAF_STROKE));
    text(svg, x + 24, y + 4, "leaf", 11, LABEL, "start", "");
    x += 60;
    line(svg, x + 15, y - 10, x + 15, y + 8, PRUNED, 1.2, " stroke-dasharray=\"4 3\"");
    line(svg, x + 6, y - 1, x + 24, y - 5, CUT, 2, "");
    line(svg, x + 6, y + 5, x + 24, y + 1, CUT, 2, "");
    text(svg, x + 36, y + 4, "pruned: β cutoff at MAX, α cutoff at MIN", 11, LABEL, "start", "");
    x += 270;
    line(svg, x, y - 1, x + 30, y - 1, RE_SEARCH, 1.3, " stroke-dasharray=\"5 3\"");
    text(svg, x + 36, y + 4, "re-search", 11, LABEL, "start", "");
    x += 100;
    text(svg, x, y + 4, "≥ v, ≤ v: fail high, fail low", 11, LABEL, "start", "");
  }

  // ---- texts

  private String valueText(TraceNode node, TraceNode.View v) {
    if (!node.left()) {
      return "?";
    }
    String prefix = !node.isBound(v) ? "" : v.failHigh() ? "≥" : "≤";
    return prefix + values.format(v.value());
  }

  private String windowText(TraceNode node) {
    if (node.isLeaf() && !node.hasWindow()) {
      return "";
    }
    TraceNode.View v = node.rootView(rootPlayer);
    return "[" + values.format(v.alpha()) + ", " + values.format(v.beta()) + "]";
  }

  private double shapeWidth(TraceNode node) {
    int chars = valueText(node, node.rootView(rootPlayer)).length();
    return node.isLeaf()
        ? Math.max(26, VALUE_CHAR * chars + 10)
        : Math.max(34, VALUE_CHAR * chars + 22);
  }

  private static String tags(TraceNode node) {
    List<String> tags = new ArrayList<>();
    if (node.reSearch()) {
      tags.add("re");
    }
    if (node.test()) {
      tags.add("test");
    }
    if (node.lookAhead()) {
      tags.add("look-ahead");
    }
    if (node.tableHit()) {
      tags.add("TT");
    }
    return String.join(" ", tags);
  }

  private String tooltip(TraceNode node, TraceNode.View v, String value) {
    StringBuilder t = new StringBuilder(node.label());
    if (!node.move().isEmpty()) {
      t.append(" (move ").append(node.move()).append(')');
    }
    t.append(node.isLeaf() ? ", leaf" : v.max() ? ", MAX" : ", MIN");
    String window = windowText(node);
    if (!window.isEmpty()) {
      t.append(", window ").append(window);
    }
    t.append(", value ").append(value);
    String tags = tags(node);
    if (!tags.isEmpty()) {
      t.append(", ").append(tags);
    }
    return t.toString();
  }

  // ---- SVG primitives

  private static String halo() {
    return "stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\"";
  }

  private static void text(
      StringBuilder svg,
      double x,
      double y,
      String text,
      int size,
      String fill,
      String anchor,
      String extra) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%s\" y=\"%s\" font-size=\"%d\" fill=\"%s\""
                + " text-anchor=\"%s\"%s>%s</text>%n",
            n(x),
            n(y),
            size,
            fill,
            anchor,
            extra.isEmpty() ? "" : " " + extra,
            escape(text)));
  }

  private static void line(
      StringBuilder svg,
      double x1,
      double y1,
      double x2,
      double y2,
      String stroke,
      double width,
      String extra) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\""
                + " stroke=\"%s\" stroke-width=\"%s\"%s/>%n",
            n(x1),
            n(y1),
            n(x2),
            n(y2),
            stroke,
            n(width),
            extra));
  }

  private void polygon(
      double x1,
      double y1,
      double x2,
      double y2,
      double x3,
      double y3,
      String fill,
      String stroke,
      String extra) {
    polygonTo(shapes, x1, y1, x2, y2, x3, y3, fill, stroke, extra);
  }

  private static void polygonTo(
      StringBuilder svg,
      double x1,
      double y1,
      double x2,
      double y2,
      double x3,
      double y3,
      String fill,
      String stroke,
      String extra) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<polygon points=\"%s,%s %s,%s %s,%s\" fill=\"%s\""
                + " stroke=\"%s\" stroke-width=\"1.3\" stroke-linejoin=\"round\"%s/>",
            n(x1),
            n(y1),
            n(x2),
            n(y2),
            n(x3),
            n(y3),
            fill,
            stroke,
            extra));
  }

  /** A coordinate with at most one decimal. */
  private static String n(double v) {
    double r = Math.round(v * 10) / 10.0;
    return r == Math.rint(r) ? Long.toString((long) r) : String.format(Locale.ROOT, "%.1f", r);
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
