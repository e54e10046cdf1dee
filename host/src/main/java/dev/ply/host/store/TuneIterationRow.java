package dev.ply.host.store;

import java.util.List;

/**
 * One counted iteration of a tuning, as {@code tune_iterations} and {@code tune_values} keep it;
 * the arrays hold one value per parameter, in file order.
 *
 * @param iteration its number in the tuning, from 1, in the order counted
 * @param iter fishtest's {@code iter} when its pair was asked for (the iterations counted then)
 * @param result the plus side's wins minus its losses
 * @param games the numbers of its games in the run
 * @param flips Δ, each +1 or −1
 * @param c the perturbation {@code c_k}
 * @param r fishtest's {@code R_k}
 * @param plus the values the plus side played with (rounded for a whole-number option)
 * @param minus the values the minus side played with
 * @param theta θ after this iteration
 */
public record TuneIterationRow(
    int iteration,
    int iter,
    int result,
    List<Integer> games,
    int[] flips,
    double[] c,
    double[] r,
    double[] plus,
    double[] minus,
    double[] theta) {

  public TuneIterationRow {
    games = List.copyOf(games);
    int n = flips.length;
    if (c.length != n
        || r.length != n
        || plus.length != n
        || minus.length != n
        || theta.length != n) {
      throw new IllegalArgumentException("one value per parameter in every array");
    }
  }
}
