package dev.ply.host.report;

import dev.ply.host.rating.Rating;
import java.util.Comparator;
import java.util.List;

/**
 * The Elo plot: one row per rated entrant, best first, a dot at its rating and a bar across its 95%
 * interval, on a common axis with 0 marked. Entrants without a finite rating are not drawn; the
 * report lists them with their note.
 */
final class EloChart {

  private static final int WIDTH = 760;
  private static final int LEFT = 170;
  private static final int RIGHT = 130;
  private static final int TOP = 16;
  private static final int ROW = 26;
  private static final int AXIS = 34;

  private EloChart() {}

  /** The SVG element for the bounded ratings; an empty string when there are none. */
  static String svg(List<Rating> ratings) {
    List<Rating> rows =
        ratings.stream()
            .filter(r -> !r.unbounded() && Double.isFinite(r.elo()))
            .sorted(Comparator.comparingDouble(Rating::elo).reversed())
            .toList();
    if (rows.isEmpty()) {
      return "";
    }
    double lo = 0;
    double hi = 0;
    for (Rating r : rows) {
      double m = margin(r);
      lo = Math.min(lo, r.elo() - m);
      hi = Math.max(hi, r.elo() + m);
    }
    double pad = Math.max(10, (hi - lo) * 0.05);
    lo -= pad;
    hi += pad;
    int height = TOP + rows.size() * ROW + AXIS;
    double plotWidth = WIDTH - LEFT - RIGHT;
    double scaleLo = lo;
    double scale = plotWidth / (hi - lo);
    java.util.function.DoubleFunction<String> x = v -> Svg.n(LEFT + (v - scaleLo) * scale);
    StringBuilder svg = new StringBuilder();
    svg.append("<svg class=\"chart\" role=\"img\" viewBox=\"0 0 ")
        .append(WIDTH)
        .append(' ')
        .append(height)
        .append("\" width=\"")
        .append(WIDTH)
        .append("\" height=\"")
        .append(height)
        .append("\" aria-label=\"Elo ratings with 95% intervals\">\n");
    int axisY = TOP + rows.size() * ROW;
    for (double t : Svg.ticks(lo, hi, 6)) {
      svg.append("<line class=\"grid")
          .append(t == 0 ? " zero" : "")
          .append("\" x1=\"")
          .append(x.apply(t))
          .append("\" x2=\"")
          .append(x.apply(t))
          .append("\" y1=\"")
          .append(TOP - 6)
          .append("\" y2=\"")
          .append(axisY)
          .append("\"/>")
          .append("<text class=\"tick\" x=\"")
          .append(x.apply(t))
          .append("\" y=\"")
          .append(axisY + 16)
          .append("\" text-anchor=\"middle\">")
          .append(Svg.n(t))
          .append("</text>\n");
    }
    svg.append("<text class=\"axis-label\" x=\"")
        .append(LEFT + (int) plotWidth / 2)
        .append("\" y=\"")
        .append(axisY + 31)
        .append("\" text-anchor=\"middle\">Elo</text>\n");
    for (int i = 0; i < rows.size(); i++) {
      Rating r = rows.get(i);
      double m = margin(r);
      int y = TOP + i * ROW + ROW / 2;
      String name = Html.escape(r.name());
      svg.append("<g><title>")
          .append(name)
          .append(": ")
          .append(Html.escape(Numbers.eloWithMargin(r.elo(), r.errorMargin())))
          .append(r.note().isEmpty() ? "" : " (" + Html.escape(r.note()) + ")")
          .append("</title>");
      svg.append("<text class=\"name\" x=\"")
          .append(LEFT - 10)
          .append("\" y=\"")
          .append(y + 4)
          .append("\" text-anchor=\"end\">")
          .append(Html.escape(Svg.shorten(r.name(), 24)))
          .append("</text>");
      svg.append("<line class=\"interval\" x1=\"")
          .append(x.apply(r.elo() - m))
          .append("\" x2=\"")
          .append(x.apply(r.elo() + m))
          .append("\" y1=\"")
          .append(y)
          .append("\" y2=\"")
          .append(y)
          .append("\"/>");
      for (double end : new double[] {r.elo() - m, r.elo() + m}) {
        svg.append("<line class=\"interval\" x1=\"")
            .append(x.apply(end))
            .append("\" x2=\"")
            .append(x.apply(end))
            .append("\" y1=\"")
            .append(y - 6)
            .append("\" y2=\"")
            .append(y + 6)
            .append("\"/>");
      }
      svg.append("<circle class=\"point\" cx=\"")
          .append(x.apply(r.elo()))
          .append("\" cy=\"")
          .append(y)
          .append("\" r=\"5\"/>");
      svg.append("<text class=\"value\" x=\"")
          .append(WIDTH - RIGHT + 10)
          .append("\" y=\"")
          .append(y + 4)
          .append("\">")
          .append(Html.escape(Numbers.eloWithMargin(r.elo(), r.errorMargin())))
          .append("</text></g>\n");
    }
    return svg.append("</svg>").toString();
  }

  private static double margin(Rating r) {
    return Double.isFinite(r.errorMargin()) ? r.errorMargin() : 0;
  }
}
