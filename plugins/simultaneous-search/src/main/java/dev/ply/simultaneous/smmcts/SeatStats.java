package dev.ply.simultaneous.smmcts;

/**
 * What one acting seat keeps at one node of the tree, for its own moves only (decoupled: the seat's
 * statistics are over its own moves, never over joint moves), as each {@link Selection} reads and
 * writes it.
 *
 * <p>Fields, by move index {@code a} in the order of {@code legalMovesOf}:
 *
 * <pre>
 *   visits[a]     how often the seat chose a here
 *   score[a]      UCB: the sum of the rewards after a; Exp3: its estimated total gain;
 *                 regret matching: its cumulative regret
 *   average[a]    Exp3 and regret matching: the sum of the probabilities a was given (the
 *                 average strategy, unnormalised)
 *   chosen        the move index of the last selection, until the update that follows it
 *   probability   the probability the last selection gave it (Exp3, regret matching)
 * </pre>
 */
final class SeatStats {

  final long[] visits;
  final double[] score;
  final double[] average;
  int chosen;
  double probability;

  SeatStats(int moves) {
    this.visits = new long[moves];
    this.score = new double[moves];
    this.average = new double[moves];
  }

  int size() {
    return visits.length;
  }

  long totalVisits() {
    long n = 0;
    for (long v : visits) {
      n += v;
    }
    return n;
  }
}
