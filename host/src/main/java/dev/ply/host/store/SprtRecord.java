package dev.ply.host.store;

import java.util.Objects;

/**
 * The SPRT of a run, as the {@code run_sprt} table keeps it, so that standings and reports can
 * replay it: whose strength against whose, in which Elo model, with which hypotheses and error
 * rates.
 *
 * @param first the entrant whose strength is tested
 * @param second its opponent
 * @param model {@code logistic}, {@code normalized} or {@code bayeselo}
 * @param elo0 the difference of H0, in the model's units
 * @param elo1 the difference of H1
 * @param alpha the false-positive rate
 * @param beta the false-negative rate
 */
public record SprtRecord(
    String first,
    String second,
    String model,
    double elo0,
    double elo1,
    double alpha,
    double beta) {

  public SprtRecord {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    Objects.requireNonNull(model, "model");
  }
}
