package dev.ply.host.config;

import dev.ply.host.rating.SprtModel;
import java.util.Objects;

/**
 * A sequential probability ratio test of a two-entrant tournament ({@code sprt}): it decides
 * between H0, that the first entrant is {@code elo0} Elo stronger than the second, and H1, that it
 * is {@code elo1} stronger, with error rates {@code alpha} (accepting H1 when H0 holds) and {@code
 * beta} (accepting H0 when H1 holds).
 *
 * @param elo0 the Elo difference of H0, less than {@code elo1}
 * @param elo1 the Elo difference of H1
 * @param alpha the false-positive rate, more than 0 and less than 0.5 (default 0.05)
 * @param beta the false-negative rate, more than 0 and less than 0.5 (default 0.05)
 * @param model the Elo scale of {@code elo0} and {@code elo1} ({@code model}, default logistic)
 */
public record SprtSpec(double elo0, double elo1, double alpha, double beta, SprtModel model) {

  /** A test in logistic Elo. */
  public SprtSpec(double elo0, double elo1, double alpha, double beta) {
    this(elo0, elo1, alpha, beta, SprtModel.LOGISTIC);
  }

  /** Checks that {@code elo0 < elo1} and that both rates are in (0, 0.5). */
  public SprtSpec {
    Objects.requireNonNull(model, "model");
    if (!(elo0 < elo1) || !Double.isFinite(elo0) || !Double.isFinite(elo1)) {
      throw new IllegalArgumentException("need finite elo0 < elo1, got " + elo0 + ", " + elo1);
    }
    if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
      throw new IllegalArgumentException(
          "alpha and beta must be in (0, 0.5), got " + alpha + ", " + beta);
    }
  }
}
