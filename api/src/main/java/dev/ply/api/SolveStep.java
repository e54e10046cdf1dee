package dev.ply.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One step of a {@link GameSolver}'s work worth showing: its iteration (a sweep of value iteration,
 * an iteration of CFR) and the figures it computed there, by name in the order to print them
 * ({@code value}, {@code exploitability}, {@code max-change} …). {@code ply solve} prints each step
 * as a line and draws each figure over the iterations with {@code --svg}.
 *
 * @param iteration the iteration, from 1
 * @param figures named figures, in print order; unmodifiable
 */
public record SolveStep(long iteration, Map<String, Double> figures) {

  public SolveStep {
    if (iteration < 1) {
      throw new IllegalArgumentException("iteration " + iteration + " is below 1");
    }
    figures =
        java.util.Collections.unmodifiableMap(
            new LinkedHashMap<>(Objects.requireNonNull(figures, "figures")));
  }
}
