package dev.ply.host.report;

import dev.ply.api.SolveStep;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The curves of a {@code ply solve} run by a {@link dev.ply.api.GameSolver}: one chart per figure
 * its steps report (value, exploitability …) over the iterations, the iterations on a logarithmic
 * axis, as the CFR papers draw them; a figure that stays positive (an exploitability, a largest
 * change) on a logarithmic axis too, so that a fall like 1/√T shows as a straight line. A
 * self-contained SVG document: no script, no URL but the SVG namespace.
 */
public final class SolveCurve {

  private static final int WIDTH = 640;
  private static final int HEIGHT = 220;
  private static final int LEFT = 72;
  private static final int RIGHT = 16;
  private static final int TOP = 24;
  private static final int BOTTOM = 36;

  private SolveCurve() {}

  /** The SVG document of {@code steps} (at least one) under {@code title}. */
  public static String svg(String title, List<SolveStep> steps) {
    if (steps.isEmpty()) {
      throw new IllegalArgumentException("no steps to draw");
    }
    Set<String> names = new LinkedHashSet<>();
    for (SolveStep s : steps) {
      names.addAll(s.figures().keySet());
    }
    int totalHeight = HEIGHT * names.size() + TOP;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
        .append(WIDTH)
        .append(' ')
        .append(totalHeight)
        .append("\" width=\"")
        .append(WIDTH)
        .append("\" height=\"")
        .append(totalHeight)
        .append("\" font-family=\"sans-serif\" font-size=\"11\"><title>")
        .append(Html.escape(title))
        .append("</title><text x=\"")
        .append(LEFT)
        .append("\" y=\"16\" font-size=\"13\">")
        .append(Html.escape(title))
        .append("</text>");
    int row = 0;
    for (String name : names) {
      chart(svg, name, steps, TOP + row * HEIGHT);
      row++;
    }
    return svg.append("</svg>\n").toString();
  }

  private static void chart(StringBuilder svg, String name, List<SolveStep> steps, int top) {
    List<double[]> points = new ArrayList<>();
    for (SolveStep s : steps) {
      Double v = s.figures().get(name);
      if (v != null && Double.isFinite(v)) {
        points.add(new double[] {s.iteration(), v});
      }
    }
    if (points.isEmpty()) {
      return;
    }
    boolean logY = points.stream().allMatch(p -> p[1] > 0);
    double xLo = Math.log10(points.get(0)[0]);
    double xHi = Math.log10(points.get(points.size() - 1)[0]);
    if (xHi <= xLo) {
      xHi = xLo + 1;
    }
    double yLo = Double.POSITIVE_INFINITY;
    double yHi = Double.NEGATIVE_INFINITY;
    for (double[] p : points) {
      double y = logY ? Math.log10(p[1]) : p[1];
      yLo = Math.min(yLo, y);
      yHi = Math.max(yHi, y);
    }
    if (logY) {
      yLo = Math.floor(yLo);
      yHi = Math.ceil(yHi);
    }
    if (yHi <= yLo) {
      yHi = yLo + (logY ? 1 : Math.max(1e-9, Math.abs(yLo) * 0.1));
      yLo = logY ? yLo : yLo - (yHi - yLo);
    }
    int plotW = WIDTH - LEFT - RIGHT;
    int plotH = HEIGHT - TOP - BOTTOM;
    double top0 = top + TOP;
    svg.append("<text x=\"")
        .append(LEFT)
        .append("\" y=\"")
        .append(Svg.n(top0 - 6))
        .append("\">")
        .append(Html.escape(name + (logY ? " (log scale)" : "")))
        .append("</text>");
    List<Double> yTicks = logY ? integers(yLo, yHi) : Svg.ticks(yLo, yHi, 4);
    for (double t : yTicks) {
      double y = top0 + plotH * (1 - (t - yLo) / (yHi - yLo));
      svg.append("<line stroke=\"#ddd\" x1=\"")
          .append(LEFT)
          .append("\" x2=\"")
          .append(LEFT + plotW)
          .append("\" y1=\"")
          .append(Svg.n(y))
          .append("\" y2=\"")
          .append(Svg.n(y))
          .append("\"/><text text-anchor=\"end\" x=\"")
          .append(LEFT - 4)
          .append("\" y=\"")
          .append(Svg.n(y + 4))
          .append("\">")
          .append(logY ? "1e" + (long) t : label(t))
          .append("</text>");
    }
    for (double t : integers(Math.ceil(xLo), Math.floor(xHi))) {
      double x = LEFT + plotW * (t - xLo) / (xHi - xLo);
      svg.append("<text text-anchor=\"middle\" x=\"")
          .append(Svg.n(x))
          .append("\" y=\"")
          .append(Svg.n(top0 + plotH + 14))
          .append("\">")
          .append((long) Math.pow(10, t))
          .append("</text>");
    }
    svg.append("<text text-anchor=\"end\" x=\"")
        .append(LEFT + plotW)
        .append("\" y=\"")
        .append(Svg.n(top0 + plotH + 28))
        .append("\">iteration (log scale)</text><polyline fill=\"none\" stroke=\"#1f6feb\"")
        .append(" stroke-width=\"1.5\" points=\"");
    for (double[] p : points) {
      double x = LEFT + plotW * (Math.log10(p[0]) - xLo) / (xHi - xLo);
      double yv = logY ? Math.log10(p[1]) : p[1];
      double y = top0 + plotH * (1 - (yv - yLo) / (yHi - yLo));
      svg.append(Svg.n(x)).append(',').append(Svg.n(y)).append(' ');
    }
    svg.append("\"/>");
  }

  private static List<Double> integers(double lo, double hi) {
    List<Double> list = new ArrayList<>();
    for (double t = Math.ceil(lo); t <= hi; t++) {
      list.add(t);
    }
    return list;
  }

  private static String label(double v) {
    return String.format(Locale.ROOT, "%.4g", v);
  }
}
