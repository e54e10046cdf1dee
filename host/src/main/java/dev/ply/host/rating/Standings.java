package dev.ply.host.rating;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The standings of a tournament from its finished games: one row per entrant, the result of every
 * pair that met (for {@link BradleyTerry#fit}), and the cells of a crosstable. Immutable; the
 * games' order does not matter.
 */
public final class Standings {

  private final List<String> entrants;
  private final Map<String, Integer> index;
  private final long[][] wins;
  private final long[][] draws;
  private final List<StandingsRow> rows;

  private Standings(
      List<String> entrants,
      Map<String, Integer> index,
      long[][] wins,
      long[][] draws,
      List<StandingsRow> rows) {
    this.entrants = entrants;
    this.index = index;
    this.wins = wins;
    this.draws = draws;
    this.rows = rows;
  }

  /**
   * Tallies {@code games}.
   *
   * @param entrants every entrant, in config order, each once; entrants with no games still get a
   *     row
   * @throws IllegalArgumentException for a repeated entrant or a game of someone not entered
   */
  public static Standings of(List<String> entrants, List<GameOutcome> games) {
    int n = entrants.size();
    Map<String, Integer> index = new HashMap<>();
    for (String name : entrants) {
      if (index.putIfAbsent(Objects.requireNonNull(name, "entrant"), index.size()) != null) {
        throw new IllegalArgumentException("entrant named twice: " + name);
      }
    }
    long[][] wins = new long[n][n];
    long[][] draws = new long[n][n];
    List<Map<String, Integer>> forfeits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      forfeits.add(new TreeMap<>());
    }
    for (GameOutcome game : games) {
      int first = indexOf(index, game.first());
      int second = indexOf(index, game.second());
      if (game.firstScore() == 0.5) {
        draws[first][second]++;
        draws[second][first]++;
        continue;
      }
      int winner = game.firstScore() == 1 ? first : second;
      int loser = winner == first ? second : first;
      wins[winner][loser]++;
      if (game.isForfeit()) {
        forfeits.get(loser).merge(game.termination(), 1, Integer::sum);
      }
    }
    List<StandingsRow> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      long won = 0;
      long drawn = 0;
      long lost = 0;
      for (int j = 0; j < n; j++) {
        won += wins[i][j];
        drawn += draws[i][j];
        lost += wins[j][i];
      }
      int played = Math.toIntExact(won + drawn + lost);
      double points = won + drawn / 2.0;
      rows.add(
          new StandingsRow(
              entrants.get(i),
              played,
              Math.toIntExact(won),
              Math.toIntExact(drawn),
              Math.toIntExact(lost),
              points,
              played == 0 ? Double.NaN : 100 * points / played,
              forfeits.get(i)));
    }
    rows.sort(
        Comparator.comparingDouble(StandingsRow::points)
            .reversed()
            .thenComparing(StandingsRow::name));
    return new Standings(List.copyOf(entrants), index, wins, draws, List.copyOf(rows));
  }

  /** One row per entrant, by points (most first), then by name. */
  public List<StandingsRow> rows() {
    return rows;
  }

  /**
   * The results of every pair that met, once per unordered pair, {@code a} before {@code b} in
   * entrant order; the list is ordered by a, then b, in entrant order.
   */
  public List<PairRecord> pairs() {
    List<PairRecord> pairs = new ArrayList<>();
    for (int i = 0; i < entrants.size(); i++) {
      for (int j = i + 1; j < entrants.size(); j++) {
        if (wins[i][j] + draws[i][j] + wins[j][i] > 0) {
          pairs.add(
              new PairRecord(
                  entrants.get(i), entrants.get(j), wins[i][j], draws[i][j], wins[j][i]));
        }
      }
    }
    return List.copyOf(pairs);
  }

  /**
   * The crosstable cell of {@code row} against {@code column}: row's points against column over
   * their games, such as {@code "3.5/4"} or {@code "2/4"}; {@code ""} if they did not meet; {@code
   * "—"} on the diagonal.
   *
   * @throws IllegalArgumentException if a name is not an entrant
   */
  public String crosstableCell(String row, String column) {
    int i = indexOf(index, row);
    int j = indexOf(index, column);
    if (i == j) {
      return "—";
    }
    long games = wins[i][j] + draws[i][j] + wins[j][i];
    if (games == 0) {
      return "";
    }
    long halfPoints = 2 * wins[i][j] + draws[i][j];
    String points =
        halfPoints % 2 == 0
            ? Long.toString(halfPoints / 2)
            : String.format(Locale.ROOT, "%d.5", halfPoints / 2);
    return points + "/" + games;
  }

  private static int indexOf(Map<String, Integer> index, String name) {
    Integer i = index.get(name);
    if (i == null) {
      throw new IllegalArgumentException("not an entrant: " + name);
    }
    return i;
  }
}
