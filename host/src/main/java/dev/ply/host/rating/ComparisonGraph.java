package dev.ply.host.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which entrants of a tournament have a finite Bradley–Terry rating, and which of them share a
 * scale. A maximum-likelihood rating exists exactly when, for every split of the entrants into two
 * sets, someone in each set scored against someone in the other (Ford's condition, as stated by
 * Hunter 2004): that is, when the directed graph "i scored at least a draw against j" is strongly
 * connected.
 *
 * <p>Step 1 sets aside entrants with no games. Step 2 peels, round after round, every entrant that
 * won or lost every game it played against the entrants still in (its rating runs off to +∞ or −∞;
 * dropping its games is the limit of the likelihood), and entrants left with no games. Step 3
 * splits the rest into strongly connected groups: each group has a finite rating, unique up to a
 * shift, and ratings of different groups are not comparable; a group of one is unbounded.
 * Deterministic: groups are ordered by their first entrant.
 */
final class ComparisonGraph {

  static final String NO_GAMES = "no games";
  static final String WON_ALL = "won every game: no finite estimate";
  static final String LOST_ALL = "lost every game: no finite estimate";
  static final String WON_ALL_REST =
      "won every game except those against players with no rating either: no finite estimate";
  static final String LOST_ALL_REST =
      "lost every game except those against players with no rating either: no finite estimate";
  static final String ONLY_UNBOUNDED_OPPONENTS =
      "played only players with no rating either: no finite estimate";
  static final String SEPARATED =
      "its results separate it from every other entrant: no finite estimate";

  private final String[] exclusion;
  private final double[] exclusionElo;
  private final List<int[]> groups;

  private ComparisonGraph(String[] exclusion, double[] exclusionElo, List<int[]> groups) {
    this.exclusion = exclusion;
    this.exclusionElo = exclusionElo;
    this.groups = groups;
  }

  /**
   * Splits the entrants.
   *
   * @param games games[i][j], the games i and j played (symmetric)
   * @param score score[i][j], i's points against j (wins plus half the draws)
   */
  static ComparisonGraph of(double[][] games, double[][] score) {
    int n = games.length;
    String[] exclusion = new String[n];
    double[] exclusionElo = new double[n];
    boolean[] active = new boolean[n];
    // Step 1. Entrants with no games.
    for (int i = 0; i < n; i++) {
      active[i] = Arrays.stream(games[i]).sum() > 0;
      if (!active[i]) {
        exclude(i, NO_GAMES, Double.NaN, exclusion, exclusionElo);
      }
    }
    // Step 2. Peel 100% and 0% entrants until none is left.
    for (boolean firstRound = true; ; firstRound = false) {
      List<Integer> peeled = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if (!active[i]) {
          continue;
        }
        double played = 0;
        double points = 0;
        for (int j = 0; j < n; j++) {
          if (active[j]) {
            played += games[i][j];
            points += score[i][j];
          }
        }
        if (played == 0) {
          exclude(i, ONLY_UNBOUNDED_OPPONENTS, Double.NaN, exclusion, exclusionElo);
        } else if (points == played) {
          exclude(
              i,
              firstRound ? WON_ALL : WON_ALL_REST,
              Double.POSITIVE_INFINITY,
              exclusion,
              exclusionElo);
        } else if (points == 0) {
          exclude(
              i,
              firstRound ? LOST_ALL : LOST_ALL_REST,
              Double.NEGATIVE_INFINITY,
              exclusion,
              exclusionElo);
        } else {
          continue;
        }
        peeled.add(i);
      }
      if (peeled.isEmpty()) {
        break;
      }
      peeled.forEach(i -> active[i] = false);
    }
    // Step 3. Strongly connected groups of "scored against", by transitive closure.
    boolean[][] reaches = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        reaches[i][j] = active[i] && active[j] && score[i][j] > 0;
      }
    }
    for (int k = 0; k < n; k++) {
      for (int i = 0; i < n; i++) {
        if (reaches[i][k]) {
          for (int j = 0; j < n; j++) {
            reaches[i][j] |= reaches[k][j];
          }
        }
      }
    }
    List<int[]> groups = new ArrayList<>();
    boolean[] placed = new boolean[n];
    for (int i = 0; i < n; i++) {
      if (!active[i] || placed[i]) {
        continue;
      }
      List<Integer> members = new ArrayList<>(List.of(i));
      for (int j = i + 1; j < n; j++) {
        if (reaches[i][j] && reaches[j][i]) {
          members.add(j);
        }
      }
      members.forEach(j -> placed[j] = true);
      if (members.size() == 1) {
        exclude(i, SEPARATED, Double.NaN, exclusion, exclusionElo);
      } else {
        groups.add(members.stream().mapToInt(Integer::intValue).toArray());
      }
    }
    return new ComparisonGraph(exclusion, exclusionElo, List.copyOf(groups));
  }

  private static void exclude(
      int i, String note, double elo, String[] exclusion, double[] exclusionElo) {
    exclusion[i] = note;
    exclusionElo[i] = elo;
  }

  /** Whether entrant i has a finite rating. */
  boolean rated(int i) {
    return exclusion[i] == null;
  }

  /** Why entrant i has no finite rating; only when not {@link #rated}. */
  String exclusionNote(int i) {
    return exclusion[i];
  }

  /** +∞, −∞ or NaN: what stands for entrant i's rating; only when not {@link #rated}. */
  double exclusionElo(int i) {
    return exclusionElo[i];
  }

  /** The groups of rated entrants, each of at least two, sharing a scale within the group. */
  List<int[]> groups() {
    return groups;
  }
}
