package dev.ply.dp.solve;

/** Told of each sweep of value iteration as it ends; called on the solving thread. */
@FunctionalInterface
public interface Sweeps {

  /** Hears nothing. */
  Sweeps NONE = (sweep, maxChange, startValue) -> {};

  /**
   * @param sweep the sweep just done, from 1
   * @param maxChange the largest change of any position's value in it
   * @param startValue seat 0's value of the start position after it
   */
  void swept(long sweep, double maxChange, double startValue);
}
