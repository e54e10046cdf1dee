package dev.ply.host.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * The seatings a table of {@code n} entrants plays in turn, so that no entrant gains from its seat:
 * every permutation of the seats up to {@value #MAX_PERMUTED} players (6 games for three, 24 for
 * four, 120 for five), and beyond that a balanced sample, Williams' Latin square (E. J. Williams,
 * "Experimental designs balanced for the estimation of residual effects of treatments", Australian
 * Journal of Scientific Research A 2, 1949): every entrant sits in every seat equally often, and
 * every entrant sits right after every other one equally often (n seatings for an even n, 2n for an
 * odd one, the square and its mirror). For two players: the two colours.
 */
public final class Seatings {

  /** The most players for which every permutation is played. */
  public static final int MAX_PERMUTED = 5;

  private Seatings() {}

  /**
   * The seatings of {@code n} players: each an array whose entry {@code s} is the index, in the
   * table's own order, of the entrant in seat {@code s}; the first is the table's own order.
   */
  public static List<int[]> of(int n) {
    List<int[]> seatings = new ArrayList<>();
    if (n <= MAX_PERMUTED) {
      permute(new int[n], new boolean[n], 0, seatings);
    } else {
      // Williams' first row 0, 1, n-1, 2, n-2, ...; each next row adds 1 (mod n).
      int[] first = new int[n];
      for (int s = 1, low = 1, high = n - 1; s < n; s++) {
        first[s] = s % 2 == 1 ? low++ : high--;
      }
      for (int shift = 0; shift < n; shift++) {
        int[] seating = new int[n];
        for (int s = 0; s < n; s++) {
          seating[s] = (first[s] + shift) % n;
        }
        seatings.add(seating);
      }
      if (n % 2 == 1) {
        for (int shift = 0; shift < n; shift++) {
          int[] mirror = new int[n];
          for (int s = 0; s < n; s++) {
            mirror[s] = seatings.get(shift)[n - 1 - s];
          }
          seatings.add(mirror);
        }
      }
    }
    return seatings;
  }

  /**
   * How many seatings a table of {@code n} plays: {@code n!} up to five players, else {@code n} for
   * an even {@code n} and {@code 2n} for an odd one.
   */
  public static int count(int n) {
    if (n > MAX_PERMUTED) {
      return n % 2 == 0 ? n : 2 * n;
    }
    int f = 1;
    for (int i = 2; i <= n; i++) {
      f *= i;
    }
    return f;
  }

  /** Permutations in lexicographic order, so the first is the identity. */
  private static void permute(int[] current, boolean[] used, int seat, List<int[]> out) {
    if (seat == current.length) {
      out.add(current.clone());
      return;
    }
    for (int i = 0; i < current.length; i++) {
      if (!used[i]) {
        used[i] = true;
        current[seat] = i;
        permute(current, used, seat + 1, out);
        used[i] = false;
      }
    }
  }
}
