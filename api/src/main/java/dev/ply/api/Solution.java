package dev.ply.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a {@link GameSolver} found: the value of the position for the first seat, in the game's
 * utility units (a probability of winning is {@code 2p - 1} for a game scored +1/-1; give it too as
 * a figure), the move the policy plays there (or {@link GameState#NO_MOVE} where the first seat is
 * not to move, or plays by a mixed policy), and further named figures ({@code win-probability},
 * {@code exploitability}, {@code iterations}, {@code states}) in print order.
 *
 * @param value the expected utility of seat 0 under the policy found
 * @param move the policy's move at the position, or {@link GameState#NO_MOVE}
 * @param figures more named figures, in print order; unmodifiable
 */
public record Solution(double value, int move, Map<String, Double> figures) {

  public Solution {
    figures =
        java.util.Collections.unmodifiableMap(
            new LinkedHashMap<>(Objects.requireNonNull(figures, "figures")));
  }
}
