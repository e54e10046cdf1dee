package dev.ply.host.report;

import dev.ply.host.rating.BradleyTerry;
import dev.ply.host.rating.GameOutcome;
import dev.ply.host.rating.RatingTable;
import dev.ply.host.rating.Standings;
import dev.ply.host.rating.StandingsRow;
import dev.ply.host.store.EntrantRow;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One run read back from the store and tallied: its entrants, games, standings and ratings. What
 * {@code ply standings}, {@code ply report} and their tests share.
 *
 * <p>Which games count: games of exactly two players, both entrants of the run. The ratings are the
 * Bradley–Terry fit of the standings' pair records, anchored at the config's top-level {@code
 * anchor:} entrant when it names one, else summing to 0.
 */
public final class RunResults {

  private static final Pattern ANCHOR =
      Pattern.compile("^anchor[ \\t]*:[ \\t]*(.*?)[ \\t]*$", Pattern.MULTILINE);

  private final ResultReader.Run run;
  private final List<String> entrants;
  private final List<ResultReader.Game> games;
  private final List<ScheduledGame> schedule;
  private final List<ResultReader.MoveStats> moveStats;
  private final Standings standings;
  private final RatingTable ratings;

  /** The most places counted for an entrant (the last counts every place beyond). */
  static final int MAX_PLACES = 8;

  /** How often each entrant took each place in games of more than two players (first is 0). */
  private final Map<String, long[]> placements;

  /** The most seats of a game of the run. */
  private final int seats;

  private final Optional<String> anchor;
  private Optional<String> sprt = Optional.empty();
  private Map<String, Long> adjudications = Map.of();
  private List<String> voided = List.of();

  private final Map<String, Utility> utilities;
  private final Map<String, Map<String, Utility>> utilityPairs;

  private RunResults(
      ResultReader.Run run,
      List<String> entrants,
      List<ResultReader.Game> games,
      List<ScheduledGame> schedule,
      List<ResultReader.MoveStats> moveStats) {
    this.run = run;
    this.games = List.copyOf(games);
    this.schedule = List.copyOf(schedule);
    this.moveStats = List.copyOf(moveStats);
    Set<String> names = new LinkedHashSet<>(entrants);
    List<GameOutcome> outcomes = new ArrayList<>();
    List<dev.ply.host.rating.Ranking> rankings = new ArrayList<>();
    Map<String, long[]> places = new java.util.LinkedHashMap<>();
    int seats = 0;
    for (ResultReader.Game g : games) {
      if (g.players().size() == 2 && !g.players().get(0).equals(g.players().get(1))) {
        names.addAll(g.players());
        outcomes.add(
            new GameOutcome(
                g.players().get(0), g.players().get(1), firstScore(g), g.termination()));
      } else if (g.players().size() > 2 && g.scores().size() == g.players().size()) {
        // A game of more players counts as the pairwise results of its ranking: each pair of
        // seats, the one placed higher beating the other (level: a draw). The standings and the
        // ratings of every run then rest on one model, Bradley–Terry's, of pairwise results.
        names.addAll(g.players());
        rankings.add(ranking(g));
        seats = Math.max(seats, g.players().size());
        for (int i = 0; i < g.players().size(); i++) {
          int place = 0;
          for (double other : g.scores()) {
            place += other > g.scores().get(i) ? 1 : 0;
          }
          places
              .computeIfAbsent(g.players().get(i), k -> new long[MAX_PLACES])[
              Math.min(place, MAX_PLACES - 1)]++;
        }
        for (int i = 0; i < g.players().size(); i++) {
          for (int j = i + 1; j < g.players().size(); j++) {
            double a = g.scores().get(i);
            double b = g.scores().get(j);
            outcomes.add(
                new GameOutcome(
                    g.players().get(i),
                    g.players().get(j),
                    a > b ? 1.0 : a < b ? 0.0 : 0.5,
                    g.termination()));
          }
        }
      }
    }
    this.entrants = List.copyOf(names);
    this.standings = Standings.of(this.entrants, outcomes);
    this.anchor = anchorOf(run.configText()).filter(this.entrants::contains);
    // Games of more players are rated by Plackett–Luce on their rankings (two-player games count
    // as rankings of two, where the model is Bradley–Terry's); a run of two-player games keeps
    // Bradley–Terry's fit of its pairs.
    this.placements = places;
    this.seats = seats;
    this.utilities = utilities(this.entrants, games);
    this.utilityPairs = this.utilities.isEmpty() ? Map.of() : utilityPairs(this.entrants, games);
    this.ratings =
        rankings.isEmpty()
            ? BradleyTerry.fit(this.entrants, standings.pairs(), anchor)
            : dev.ply.host.rating.PlackettLuce.fit(this.entrants, allRankings(games), anchor);
  }

  /**
   * A game's ranking from its seats' scores: seats of equal score share a place (a placement score
   * orders seats as their utilities do).
   */
  private static dev.ply.host.rating.Ranking ranking(ResultReader.Game g) {
    java.util.TreeMap<Double, List<String>> byScore =
        new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
    for (int i = 0; i < g.players().size(); i++) {
      byScore.computeIfAbsent(g.scores().get(i), k -> new ArrayList<>()).add(g.players().get(i));
    }
    return new dev.ply.host.rating.Ranking(new ArrayList<>(byScore.values()));
  }

  /** Every rated game of the run as a ranking: two-player games too, when some have more seats. */
  private static List<dev.ply.host.rating.Ranking> allRankings(List<ResultReader.Game> games) {
    List<dev.ply.host.rating.Ranking> all = new ArrayList<>();
    for (ResultReader.Game g : games) {
      boolean two = g.players().size() == 2 && !g.players().get(0).equals(g.players().get(1));
      boolean more = g.players().size() > 2 && g.scores().size() == g.players().size();
      if (two || more) {
        all.add(ranking(g));
      }
    }
    return all;
  }

  /**
   * How often each entrant placed first, second, … in the run's games of more than two players (a
   * place shared by equal scores counts as the best of them), by entrant in standings order; empty
   * for a run of two-player games.
   */
  public Map<String, long[]> placements() {
    return placements;
  }

  /**
   * An entrant's mean utility per game, in the game's own units.
   *
   * @param mean the mean over its games with a recorded utility
   * @param half95 the half-width of the 95% interval of the mean (normal approximation)
   * @param games the games counted
   */
  public record Utility(double mean, double half95, long games) {}

  /**
   * Each entrant's mean utility per game, by entrant in the order of {@link #entrants()}, for a run
   * whose games score more than a win, a draw and a loss (chips at poker, a gammon's 2 or 3): there
   * the standings count hands won, and this says what they were worth. Empty where every recorded
   * utility is -1, 0 or 1, or none is recorded.
   */
  public Map<String, Utility> utilities() {
    return utilities;
  }

  private static Map<String, Utility> utilities(
      List<String> entrants, List<ResultReader.Game> games) {
    Map<String, double[]> sums = new java.util.LinkedHashMap<>(); // n, sum, sum of squares
    boolean beyondWinLoss = false;
    for (ResultReader.Game g : games) {
      for (int i = 0; i < g.utilities().size() && i < g.players().size(); i++) {
        Double u = g.utilities().get(i);
        if (u == null) {
          continue;
        }
        beyondWinLoss |= u != -1 && u != 0 && u != 1;
        double[] s = sums.computeIfAbsent(g.players().get(i), k -> new double[3]);
        s[0]++;
        s[1] += u;
        s[2] += u * u;
      }
    }
    Map<String, Utility> out = new java.util.LinkedHashMap<>();
    if (!beyondWinLoss) {
      return out;
    }
    for (String e : entrants) {
      double[] s = sums.get(e);
      if (s == null || s[0] == 0) {
        continue;
      }
      out.put(e, utility(s));
    }
    return out;
  }

  /**
   * For a run whose {@link #utilities()} are shown and whose games have two seats: each entrant's
   * mean utility per game against each opponent (row, then column), over both seats. Empty
   * otherwise.
   */
  public Map<String, Map<String, Utility>> utilityPairs() {
    return utilityPairs;
  }

  private static Map<String, Map<String, Utility>> utilityPairs(
      List<String> entrants, List<ResultReader.Game> games) {
    Map<String, Map<String, double[]>> sums = new java.util.LinkedHashMap<>();
    for (ResultReader.Game g : games) {
      if (g.players().size() != 2 || g.utilities().size() != 2) {
        if (g.players().size() > 2) {
          return Map.of();
        }
        continue;
      }
      for (int i = 0; i < 2; i++) {
        Double u = g.utilities().get(i);
        if (u == null) {
          continue;
        }
        double[] s =
            sums.computeIfAbsent(g.players().get(i), k -> new java.util.LinkedHashMap<>())
                .computeIfAbsent(g.players().get(1 - i), k -> new double[3]);
        s[0]++;
        s[1] += u;
        s[2] += u * u;
      }
    }
    Map<String, Map<String, Utility>> out = new java.util.LinkedHashMap<>();
    for (String e : entrants) {
      Map<String, Utility> row = new java.util.LinkedHashMap<>();
      for (String o : entrants) {
        double[] s = sums.getOrDefault(e, Map.of()).get(o);
        if (s != null && s[0] > 0) {
          row.put(o, utility(s));
        }
      }
      out.put(e, row);
    }
    return out;
  }

  private static Utility utility(double[] s) {
    double mean = s[1] / s[0];
    double variance = s[0] > 1 ? Math.max(0, (s[2] - s[0] * mean * mean) / (s[0] - 1)) : 0;
    return new Utility(mean, 1.959964 * Math.sqrt(variance / s[0]), (long) s[0]);
  }

  /** The most seats a game of the run had: 2 for a run of two-player games. */
  public int seats() {
    return Math.max(2, seats);
  }

  /** Reads run {@code runId} (the latest when empty) of {@code reader} and tallies it. */
  public static RunResults load(ResultReader reader, Optional<Long> runId) {
    ResultReader.Run run = reader.run(runId);
    List<String> entrants = reader.entrants(run.id()).stream().map(EntrantRow::name).toList();
    RunResults results =
        new RunResults(
            run,
            entrants,
            reader.games(run.id()),
            reader.schedule(run.id()),
            reader.moveStats(run.id()));
    results.sprt = SprtSummary.of(reader, run.id());
    results.adjudications = reader.adjudications(run.id());
    results.voided = reader.voided(run.id());
    return results;
  }

  /**
   * The games a game plugin's fault voided, in a sentence ({@code Void: 2 games, which no standing
   * counts: the game plugin broke the game api (table voided_games). game 3: ...}); empty when none
   * was.
   */
  public Optional<String> voided() {
    if (voided.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        "Void: "
            + voided.size()
            + " game"
            + (voided.size() == 1 ? "" : "s")
            + ", which no standing counts: the game plugin broke the game api (table voided_games). "
            + voided.get(0)
            + (voided.size() > 1 ? " (and " + (voided.size() - 1) + " more)" : ""));
  }

  /**
   * How many games the rules of adjudication ended, in a sentence ({@code Adjudicated: 12 of 80
   * games (draw 5, proof 4, resign 3).}); empty when none did.
   */
  public Optional<String> adjudicated() {
    long total = adjudications.values().stream().mapToLong(Long::longValue).sum();
    if (total == 0) {
      return Optional.empty();
    }
    StringBuilder by = new StringBuilder();
    adjudications.forEach(
        (rule, n) -> by.append(by.length() == 0 ? "" : ", ").append(rule).append(' ').append(n));
    return Optional.of(
        "Adjudicated: "
            + total
            + " of "
            + games.size()
            + " game"
            + (games.size() == 1 ? "" : "s")
            + " ("
            + by
            + ").");
  }

  /** The run's SPRT in a sentence or two, replayed from its games; empty if it had none. */
  public Optional<String> sprt() {
    return sprt;
  }

  /** The first player's score of a two-player game: 1, ½ or 0. */
  static double firstScore(ResultReader.Game game) {
    return switch (game.result()) {
      case "1-0" -> 1.0;
      case "0-1" -> 0.0;
      default -> game.scores().isEmpty() ? 0.5 : game.scores().get(0);
    };
  }

  /**
   * The entrant named by a top-level {@code anchor:} line of a config text, without quotes or a
   * trailing comment; empty if there is none.
   */
  static Optional<String> anchorOf(String configText) {
    Matcher m = ANCHOR.matcher(configText);
    if (!m.find()) {
      return Optional.empty();
    }
    String value = m.group(1);
    if (value.startsWith("\"") || value.startsWith("'")) {
      int end = value.indexOf(value.charAt(0), 1);
      value = end > 0 ? value.substring(1, end) : value.substring(1);
    } else {
      int comment = value.indexOf(" #");
      value = (comment >= 0 ? value.substring(0, comment) : value).strip();
    }
    return value.isEmpty() ? Optional.empty() : Optional.of(value);
  }

  public ResultReader.Run run() {
    return run;
  }

  /** The entrants in config order (or order of first appearance for a version 1 file). */
  public List<String> entrants() {
    return entrants;
  }

  /** Every game of the run, by number. */
  public List<ResultReader.Game> games() {
    return games;
  }

  /** The planned games of a tournament, by number; empty for a match. */
  public List<ScheduledGame> schedule() {
    return schedule;
  }

  /** Move statistics per player. */
  public List<ResultReader.MoveStats> moveStats() {
    return moveStats;
  }

  public Standings standings() {
    return standings;
  }

  public RatingTable ratings() {
    return ratings;
  }

  /** The entrant whose rating is fixed at 0, if the config names one of the entrants. */
  public Optional<String> anchor() {
    return anchor;
  }

  /** The standings rows by points, best first, then by name ({@link Standings#rows()}). */
  public List<StandingsRow> ranked() {
    return standings.rows();
  }

  /** The rank of each row of {@link #ranked()}: 1 plus the number of rows with more points. */
  public static int[] ranks(List<StandingsRow> ranked) {
    int[] ranks = new int[ranked.size()];
    for (int i = 0; i < ranked.size(); i++) {
      ranks[i] =
          i > 0 && ranked.get(i).points() == ranked.get(i - 1).points() ? ranks[i - 1] : i + 1;
    }
    return ranks;
  }

  /** Every pair of entrants that met, in standings order: the numbers fastchess prints. */
  public List<HeadToHead> pairings() {
    List<String> order = ranked().stream().map(StandingsRow::name).toList();
    List<HeadToHead> pairings = new ArrayList<>();
    for (int i = 0; i < order.size(); i++) {
      for (int j = i + 1; j < order.size(); j++) {
        HeadToHead.of(order.get(i), order.get(j), games).ifPresent(pairings::add);
      }
    }
    return pairings;
  }

  /** For a run of exactly two entrants that met, the head-to-head estimates. */
  public Optional<HeadToHead> headToHead() {
    if (entrants.size() != 2) {
      return Optional.empty();
    }
    return HeadToHead.of(entrants.get(0), entrants.get(1), games);
  }
}
