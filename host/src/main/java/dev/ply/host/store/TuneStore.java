package dev.ply.host.store;

import java.util.List;
import java.util.Optional;

/**
 * What a tuning ({@code ply tune}) writes beside its run and games: its parameters once, then each
 * counted iteration with the values its two sides played and θ after it ({@code tune_parameters},
 * {@code tune_iterations}, {@code tune_values}).
 *
 * <p>Durability: an iteration is written in one transaction with all its values, and its number is
 * unique within its run, so a tuning killed at any moment resumes after its last counted iteration,
 * with none lost and none counted twice. Same threads and failures as {@link ResultStore}.
 */
public interface TuneStore {

  /** The tuning side of {@code store}, which every store {@link ResultStore#open} gives has. */
  static TuneStore of(ResultStore store) {
    if (store instanceof TuneStore tune) {
      return tune;
    }
    throw new IllegalArgumentException("this store keeps no tunings: " + store.where());
  }

  /** Records the parameters of a tuning of {@code pairs} game pairs, in file order. */
  void recordTuning(long runId, int pairs, List<TuneParameterRow> parameters);

  /**
   * Records one counted iteration and its values.
   *
   * @throws StoreException if the run already has an iteration of this number (nothing is written)
   */
  void recordIteration(long runId, TuneIterationRow iteration);

  /** A tuning's parameters, in file order. */
  List<TuneParameterRow> tuneParameters(long runId);

  /** A tuning's iterations, in the order they were counted. */
  List<TuneIterationRow> tuneIterations(long runId);

  /** The latest tuning of this name (a tuning file's {@code name}), if any. */
  Optional<TuneRun> latestTuning(String name);

  /** The highest game number the run has used, played or voided; 0 for none. */
  int lastGameNumber(long runId);

  /**
   * A tuning's run.
   *
   * @param id the run's id
   * @param status as {@code runs.status}
   * @param configText the tuning file's text it was started with
   */
  record TuneRun(long id, String status, String configText) {}
}
