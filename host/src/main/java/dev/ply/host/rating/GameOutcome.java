package dev.ply.host.rating;

import java.util.Objects;

/**
 * One finished game, as {@link Standings} tallies it.
 *
 * @param first the entrant that moved first
 * @param second the entrant that moved second
 * @param firstScore the first entrant's score: 1, 0.5 or 0
 * @param termination how the game ended, as the referee records it: {@code normal}, {@code
 *     ply-cap}, {@code illegal-move}, {@code exception}, {@code no-move}, {@code time-forfeit},
 *     {@code adjudicated}, {@code resignation}, ...; a loss by any termination but {@code normal},
 *     {@code ply-cap}, {@code adjudicated} and {@code resignation} is a forfeit
 */
public record GameOutcome(String first, String second, double firstScore, String termination) {

  /**
   * @throws IllegalArgumentException if a field is missing, the entrants are the same, or the score
   *     is not 1, 0.5 or 0
   */
  public GameOutcome {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    Objects.requireNonNull(termination, "termination");
    if (first.equals(second)) {
      throw new IllegalArgumentException(first + " cannot play itself");
    }
    if (firstScore != 0 && firstScore != 0.5 && firstScore != 1) {
      throw new IllegalArgumentException("a score is 1, 0.5 or 0, not " + firstScore);
    }
  }

  /** Whether the loser, if any, lost by breaking a rule of the referee rather than the game. */
  public boolean isForfeit() {
    return firstScore != 0.5
        && !termination.equals("normal")
        && !termination.equals("ply-cap")
        && !termination.equals("adjudicated")
        && !termination.equals("resignation");
  }
}
