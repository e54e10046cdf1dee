package dev.ply.host.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * The seatings a table of {@code n} entrants plays in turn, so that no entrant gains from its seat:
 * every permutation of the seats up to {@value #MAX_PERMUTED} players (6 games for three, 24 for
 * four, 120 for five), and beyond that the {@code n} cyclic rotations, a Latin square in which
 * every entrant sits in every seat once, as Ludii's evaluation samples seatings for many players.
 * For two players: the two colours.
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
      for (int shift = 0; shift < n; shift++) {
        int[] seating = new int[n];
        for (int s = 0; s < n; s++) {
          seating[s] = (s + shift) % n;
        }
        seatings.add(seating);
      }
    }
    return seatings;
  }

  /**
   * How many seatings a table of {@code n} plays: {@code n!} up to five players, else {@code n}.
   */
  public static int count(int n) {
    if (n > MAX_PERMUTED) {
      return n;
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
