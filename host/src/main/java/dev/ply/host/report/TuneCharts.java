package dev.ply.host.report;

import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.store.TuneParameterRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A tuning's page: one chart per parameter of its value θ over the iterations, between its bounds,
 * with its start as a dashed line (what fishtest's SPSA page draws, one parameter a chart), and the
 * final values as a block to paste. Self-contained: inline SVG and CSS, no script, no URL.
 */
public final class TuneCharts {

  private static final int WIDTH = 640;
  private static final int HEIGHT = 220;
  private static final int LEFT = 60;
  private static final int RIGHT = 16;
  private static final int TOP = 24;
  private static final int BOTTOM = 36;

  /** At most this many points a line; longer tunings are sampled evenly (the last is kept). */
  private static final int MAX_POINTS = 1000;

  private TuneCharts() {}

  /**
   * The SVG chart of parameter {@code position} (from 0) over {@code iterations}.
   *
   * @param total the tuning's iterations, so that an unfinished tuning's line stops where it is
   */
  public static String svg(
      TuneParameterRow parameter, int position, List<TuneIterationRow> iterations, int total) {
    double lo = parameter.min();
    double hi = parameter.max();
    int plotW = WIDTH - LEFT - RIGHT;
    int plotH = HEIGHT - TOP - BOTTOM;
    int n = Math.max(1, total);
    StringBuilder svg = new StringBuilder();
    svg.append("<svg class=\"chart\" role=\"img\" viewBox=\"0 0 ")
        .append(WIDTH)
        .append(' ')
        .append(HEIGHT)
        .append("\" width=\"")
        .append(WIDTH)
        .append("\" height=\"")
        .append(HEIGHT)
        .append("\"><title>")
        .append(Html.escape(parameter.name() + " over the iterations"))
        .append("</title>");
    for (double t : Svg.ticks(lo, hi, 5)) {
      double y = TOP + plotH * (1 - (t - lo) / (hi - lo));
      svg.append("<line class=\"grid\" x1=\"")
          .append(LEFT)
          .append("\" x2=\"")
          .append(LEFT + plotW)
          .append("\" y1=\"")
          .append(Svg.n(y))
          .append("\" y2=\"")
          .append(Svg.n(y))
          .append("\"/><text class=\"tick\" x=\"")
          .append(LEFT - 6)
          .append("\" y=\"")
          .append(Svg.n(y + 4))
          .append("\" text-anchor=\"end\">")
          .append(Html.escape(number(t)))
          .append("</text>");
    }
    for (double t : Svg.ticks(0, n, 5)) {
      double x = LEFT + plotW * t / n;
      svg.append("<text class=\"tick\" x=\"")
          .append(Svg.n(x))
          .append("\" y=\"")
          .append(HEIGHT - BOTTOM + 16)
          .append("\" text-anchor=\"middle\">")
          .append(Html.escape(number(t)))
          .append("</text>");
    }
    svg.append("<text class=\"axis-label\" x=\"")
        .append(LEFT + plotW / 2)
        .append("\" y=\"")
        .append(HEIGHT - 4)
        .append("\" text-anchor=\"middle\">iteration</text>");
    double startY = TOP + plotH * (1 - (parameter.start() - lo) / (hi - lo));
    svg.append("<line class=\"start\" x1=\"")
        .append(LEFT)
        .append("\" x2=\"")
        .append(LEFT + plotW)
        .append("\" y1=\"")
        .append(Svg.n(startY))
        .append("\" y2=\"")
        .append(Svg.n(startY))
        .append("\"/>");
    StringBuilder points = new StringBuilder();
    points.append(LEFT).append(',').append(Svg.n(startY));
    int step = Math.max(1, (iterations.size() + MAX_POINTS - 1) / MAX_POINTS);
    for (int i = 0; i < iterations.size(); i++) {
      if (i % step != 0 && i != iterations.size() - 1) {
        continue;
      }
      TuneIterationRow row = iterations.get(i);
      double x = LEFT + plotW * (double) row.iteration() / n;
      double y = TOP + plotH * (1 - (row.theta()[position] - lo) / (hi - lo));
      points.append(' ').append(Svg.n(x)).append(',').append(Svg.n(y));
    }
    svg.append("<polyline class=\"theta\" points=\"").append(points).append("\"/>");
    svg.append("<text class=\"name\" x=\"")
        .append(LEFT)
        .append("\" y=\"16\">")
        .append(Html.escape(parameter.name()))
        .append("</text>");
    return svg.append("</svg>").toString();
  }

  /**
   * Writes the page of a tuning.
   *
   * @param title the tuning's name
   * @param finalBlock the lines of the final values, as {@code ply tune} prints them
   */
  public static void write(
      Path target,
      String title,
      List<TuneParameterRow> parameters,
      List<TuneIterationRow> iterations,
      int total,
      List<String> finalBlock)
      throws IOException {
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
        .append(Html.escape(title))
        .append(" — SPSA</title><style>")
        .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222}")
        .append(".chart{display:block;margin:1em 0}")
        .append(".grid{stroke:#ddd}.tick,.axis-label,.name{font-size:12px;fill:#444}")
        .append(".name{font-weight:bold}.start{stroke:#999;stroke-dasharray:4 4}")
        .append(".theta{fill:none;stroke:#1f77b4;stroke-width:1.5}")
        .append("pre{background:#f6f6f6;padding:1em}")
        .append("</style></head><body><h1>")
        .append(Html.escape(title))
        .append("</h1><p>")
        .append(iterations.size())
        .append(" of ")
        .append(total)
        .append(" iterations counted. Each chart is one parameter's θ after each iteration;")
        .append(" the dashed line is its start.</p>");
    for (int p = 0; p < parameters.size(); p++) {
      html.append(svg(parameters.get(p), p, iterations, total)).append('\n');
    }
    html.append("<h2>Final values</h2><pre>");
    for (String line : finalBlock) {
      html.append(Html.escape(line)).append('\n');
    }
    html.append("</pre></body></html>\n");
    AtomicFile.write(
        target,
        out -> {
          out.write(html.toString());
          return null;
        });
  }

  private static String number(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15
        ? Long.toString((long) v)
        : String.format(Locale.ROOT, "%.3g", v);
  }
}
