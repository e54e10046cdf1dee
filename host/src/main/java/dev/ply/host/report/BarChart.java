package dev.ply.host.report;

import java.util.List;

/**
 * A horizontal bar chart in SVG: one bar per entrant, labelled with its name and value, scaled to
 * the largest value. For the report's per-entrant search statistics.
 */
final class BarChart {

  private static final int WIDTH = 480;
  private static final int LEFT = 150;
  private static final int RIGHT = 70;
  private static final int TOP = 30;
  private static final int ROW = 22;

  /** One bar: the entrant, the value that sets its length, and the label printed after it. */
  record Bar(String name, double value, String label) {}

  private BarChart() {}

  /** The SVG element of a chart titled {@code title}. */
  static String svg(String title, List<Bar> bars) {
    int height = TOP + Math.max(1, bars.size()) * ROW + 8;
    double max = bars.stream().mapToDouble(Bar::value).filter(Double::isFinite).max().orElse(0);
    double plotWidth = WIDTH - LEFT - RIGHT;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg class=\"chart bars\" role=\"img\" viewBox=\"0 0 ")
        .append(WIDTH)
        .append(' ')
        .append(height)
        .append("\" width=\"")
        .append(WIDTH)
        .append("\" height=\"")
        .append(height)
        .append("\" aria-label=\"")
        .append(Html.escape(title))
        .append("\">\n");
    svg.append("<text class=\"chart-title\" x=\"")
        .append(LEFT)
        .append("\" y=\"18\">")
        .append(Html.escape(title))
        .append("</text>\n");
    if (bars.isEmpty()) {
      svg.append("<text class=\"tick\" x=\"")
          .append(LEFT)
          .append("\" y=\"")
          .append(TOP + 14)
          .append("\">no moves recorded</text>\n");
    }
    for (int i = 0; i < bars.size(); i++) {
      Bar bar = bars.get(i);
      int y = TOP + i * ROW;
      double length =
          max > 0 && Double.isFinite(bar.value()) ? Math.max(0, bar.value()) / max * plotWidth : 0;
      svg.append("<g><title>")
          .append(Html.escape(bar.name()))
          .append(": ")
          .append(Html.escape(bar.label()))
          .append("</title>");
      svg.append("<text class=\"name\" x=\"")
          .append(LEFT - 8)
          .append("\" y=\"")
          .append(y + 14)
          .append("\" text-anchor=\"end\">")
          .append(Html.escape(Svg.shorten(bar.name(), 20)))
          .append("</text>");
      svg.append("<rect class=\"bar\" x=\"")
          .append(LEFT)
          .append("\" y=\"")
          .append(y + 3)
          .append("\" width=\"")
          .append(Svg.n(length))
          .append("\" height=\"")
          .append(ROW - 6)
          .append("\"/>");
      svg.append("<text class=\"value\" x=\"")
          .append(Svg.n(LEFT + length + 6))
          .append("\" y=\"")
          .append(y + 14)
          .append("\">")
          .append(Html.escape(bar.label()))
          .append("</text></g>\n");
    }
    return svg.append("</svg>").toString();
  }
}
