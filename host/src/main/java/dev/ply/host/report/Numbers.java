package dev.ply.host.report;

import dev.ply.host.rating.EloEstimate;
import java.util.Locale;

/** How numbers look in the standings text and in the report, the same in both. */
final class Numbers {

  private Numbers() {}

  /** An Elo value with its sign, one decimal: {@code +12.3}, {@code -4.0}, {@code +inf}. */
  static String elo(double elo) {
    if (Double.isNaN(elo)) {
      return "n/a";
    }
    if (Double.isInfinite(elo)) {
      return elo > 0 ? "+inf" : "-inf";
    }
    double rounded = Math.round(elo * 10) / 10.0;
    return String.format(Locale.ROOT, "%+.1f", rounded == 0 ? 0.0 : rounded);
  }

  /** An error margin, one decimal, without sign: {@code 45.6}; {@code inf} or {@code n/a}. */
  static String margin(double margin) {
    if (Double.isNaN(margin)) {
      return "n/a";
    }
    return Double.isInfinite(margin) ? "inf" : String.format(Locale.ROOT, "%.1f", margin);
  }

  /**
   * An Elo with its 95% margin: {@code +12.3 ± 45.6}. An interval that reaches a score of 0 or 1 (a
   * match won or lost in every game) has no finite bound, and then no number is printed for it:
   * {@code no finite estimate} (one rule everywhere, as the Bradley-Terry table says it).
   */
  static String eloWithMargin(double elo, double margin) {
    if (Double.isInfinite(margin) || Double.isInfinite(elo)) {
      return NO_FINITE_ESTIMATE;
    }
    return elo(elo) + " ± " + margin(margin);
  }

  /** What an estimate the results do not bound reads in place of a number, everywhere. */
  static final String NO_FINITE_ESTIMATE = "no finite estimate";

  /** A match estimate's Elo with its margin, by the rule of {@link EloEstimate#bounded}. */
  static String eloWithMargin(EloEstimate e) {
    return e.bounded() ? eloWithMargin(e.elo(), e.errorMargin()) : NO_FINITE_ESTIMATE;
  }

  /** A match estimate's normalized Elo, by the same rule as its Elo. */
  static String normalizedElo(EloEstimate e) {
    return e.bounded() ? elo(e.normalizedElo()) : NO_FINITE_ESTIMATE;
  }

  /** A probability as a percentage with one decimal: {@code 97.5%}; {@code n/a} for NaN. */
  static String percent(double probability) {
    return Double.isNaN(probability)
        ? "n/a"
        : String.format(Locale.ROOT, "%.1f%%", 100 * probability);
  }

  /** Points with one decimal: {@code 12.5}. */
  static String points(double points) {
    return String.format(Locale.ROOT, "%.1f", points);
  }

  /** A count or rate in a short form: {@code 950}, {@code 12.3k}, {@code 4.56M}, {@code 1.2G}. */
  static String compact(double value) {
    double a = Math.abs(value);
    if (a >= 1e9) {
      return String.format(Locale.ROOT, "%.2fG", value / 1e9);
    }
    if (a >= 1e6) {
      return String.format(Locale.ROOT, "%.2fM", value / 1e6);
    }
    if (a >= 1e4) {
      return String.format(Locale.ROOT, "%.1fk", value / 1e3);
    }
    if (a >= 100 || value == Math.rint(value)) {
      return String.format(Locale.ROOT, "%.0f", value);
    }
    return String.format(Locale.ROOT, "%.2f", value);
  }
}
