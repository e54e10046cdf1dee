package dev.ply.host.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Small helpers for the report's inline SVG: number formatting for coordinates, axis ticks, and
 * text that fits a width. Inline SVG in HTML needs no namespace declaration, so the charts carry no
 * URL at all.
 */
final class Svg {

  private Svg() {}

  /** A coordinate with at most one decimal. */
  static String n(double v) {
    double r = Math.round(v * 10) / 10.0;
    return r == Math.rint(r) ? Long.toString((long) r) : String.format(Locale.ROOT, "%.1f", r);
  }

  /** Round tick values covering [lo, hi], about {@code count} of them, on 1-2-5 steps. */
  static List<Double> ticks(double lo, double hi, int count) {
    double span = hi - lo;
    if (!(span > 0) || !Double.isFinite(span)) {
      return List.of(lo);
    }
    double raw = span / Math.max(1, count);
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double step = magnitude;
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * magnitude >= raw) {
        step = m * magnitude;
        break;
      }
    }
    List<Double> ticks = new ArrayList<>();
    for (double t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) {
      ticks.add(Math.abs(t) < step * 1e-9 ? 0.0 : t);
    }
    return ticks;
  }

  /** A label shortened with an ellipsis to at most {@code max} characters. */
  static String shorten(String label, int max) {
    return label.length() <= max ? label : label.substring(0, Math.max(1, max - 1)) + "…";
  }
}
