package dev.ply.host.report;

import dev.ply.host.rating.EloEstimate;
import dev.ply.host.rating.Rating;
import dev.ply.host.rating.RatingTable;
import dev.ply.host.rating.StandingsRow;
import dev.ply.host.store.ResultReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The text of {@code ply standings}: a header naming the run, the standings table, the crosstable,
 * the likelihood of superiority of every pair (for 2 to 8 entrants), and for a match of two
 * entrants the trinomial and pentanomial Elo estimates. Plain aligned text, no colours.
 */
public final class StandingsText {

  /** LOS tables beyond this many entrants are too wide to read; the report has the ratings. */
  static final int MAX_LOS_ENTRANTS = 8;

  private StandingsText() {}

  /**
   * The lines to print for {@code results}.
   *
   * @param runIds the ids of every run in the file, to say which others there are
   */
  public static List<String> lines(RunResults results, List<Long> runIds) {
    List<String> lines = new ArrayList<>();
    header(results, runIds, lines);
    lines.add("");
    standings(results, lines);
    if (!results.utilities().isEmpty()) {
      lines.add("");
      utilities(results, lines);
    }
    lines.add("");
    crosstable(results, lines);
    int n = results.entrants().size();
    if (n >= 2 && n <= MAX_LOS_ENTRANTS) {
      lines.add("");
      los(results, lines);
    }
    results
        .headToHead()
        .ifPresent(
            h -> {
              lines.add("");
              headToHead(h, lines);
            });
    List<HeadToHead> pairings = results.pairings();
    if (!pairings.isEmpty() && pairings.size() <= MAX_PAIRING_LINES) {
      lines.add("");
      lines.add(
          "Pairings, as fastchess prints them (normalized Elo from the pairs where games came"
              + " in colour-swapped pairs):");
      pairings.forEach(h -> lines.add(pairingLine(h)));
    }
    results
        .sprt()
        .ifPresent(
            s -> {
              lines.add("");
              lines.add(s);
            });
    results
        .adjudicated()
        .ifPresent(
            a -> {
              lines.add("");
              lines.add(a);
            });
    results
        .voided()
        .ifPresent(
            v -> {
              lines.add("");
              lines.add(v);
            });
    return lines;
  }

  /** What the utility table says, for its title. */
  static final String UTILITY_TITLE =
      "Utility per game, in the game's own units (chips at poker, a gammon's 2 or 3), mean ± 95%,"
          + " over the games that ended by their rules (a forfeit has no utility)";

  /** What the utility crosstable says, for its title. */
  static final String UTILITY_PAIRS_TITLE =
      "Utility per game of the row against the column, over both seats, mean ± 95%";

  /** The utility table: a header row, then each entrant, most first. */
  static List<List<String>> utilityRows(RunResults results) {
    List<List<String>> rows = new ArrayList<>();
    rows.add(List.of("Entrant", "Utility", "± 95%", "Games"));
    results.utilities().entrySet().stream()
        .sorted((a, b) -> Double.compare(b.getValue().mean(), a.getValue().mean()))
        .forEach(
            e ->
                rows.add(
                    List.of(
                        e.getKey(),
                        String.format(Locale.ROOT, "%+.3f", e.getValue().mean()),
                        String.format(Locale.ROOT, "%.3f", e.getValue().half95()),
                        Long.toString(e.getValue().games()))));
    return rows;
  }

  /** The utility crosstable in standings order: a header row, then a row an entrant; or none. */
  static List<List<String>> utilityPairRows(RunResults results) {
    Map<String, Map<String, RunResults.Utility>> pairs = results.utilityPairs();
    if (pairs.isEmpty()) {
      return List.of();
    }
    List<String> names = results.ranked().stream().map(StandingsRow::name).toList();
    List<List<String>> rows = new ArrayList<>();
    List<String> head = new ArrayList<>();
    head.add("");
    head.addAll(names);
    rows.add(head);
    for (String row : names) {
      List<String> cells = new ArrayList<>();
      cells.add(row);
      for (String col : names) {
        RunResults.Utility u = pairs.getOrDefault(row, Map.of()).get(col);
        cells.add(
            row.equals(col) || u == null
                ? "—"
                : String.format(Locale.ROOT, "%+.3f ± %.3f", u.mean(), u.half95()));
      }
      rows.add(cells);
    }
    return rows;
  }

  /**
   * Each entrant's mean utility per game, and against each other, for games scored beyond a win.
   */
  private static void utilities(RunResults results, List<String> lines) {
    lines.add(UTILITY_TITLE + ":");
    addTable(utilityRows(results), lines);
    List<List<String>> pairs = utilityPairRows(results);
    if (!pairs.isEmpty()) {
      lines.add("");
      lines.add(UTILITY_PAIRS_TITLE + ":");
      addTable(pairs, lines);
    }
  }

  private static void addTable(List<List<String>> rows, List<String> lines) {
    int columns = rows.get(0).size();
    TextTable table = new TextTable("l" + "r".repeat(columns - 1));
    rows.forEach(r -> table.row(r.toArray(String[]::new)));
    table.lines().forEach(lines::add);
  }

  private static void header(RunResults results, List<Long> runIds, List<String> lines) {
    ResultReader.Run run = results.run();
    lines.add(
        String.format(
            Locale.ROOT,
            "Run %d: %s \"%s\", %s%s, %s, %d game%s",
            run.id(),
            run.kind(),
            run.name(),
            run.game(),
            run.variant().isEmpty() ? "" : " (" + run.variant() + ")",
            run.status(),
            run.games(),
            run.games() == 1 ? "" : "s"));
    List<String> others =
        runIds.stream().filter(id -> id != run.id()).map(String::valueOf).toList();
    if (!others.isEmpty()) {
      lines.add(
          "Other runs in this file: " + String.join(", ", others) + " (choose one with --run N)");
    }
  }

  private static void standings(RunResults results, List<String> lines) {
    List<StandingsRow> rows = results.ranked();
    int[] ranks = RunResults.ranks(rows);
    RatingTable ratings = results.ratings();
    TextTable table = new TextTable("rlrrrrrrll");
    table.row(
        "Rank", "Entrant", "Games", "W", "D", "L", "Points", "Score", "Elo ± 95%", "Forfeits");
    List<String> notes = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      StandingsRow row = rows.get(i);
      Optional<Rating> rating = ratings.rating(row.name());
      String elo = rating.map(r -> eloCell(r, results.anchor())).orElse("n/a");
      Optional<String> note = rating.map(Rating::note).filter(n -> !n.isEmpty());
      if (note.isPresent()) {
        notes.add("(" + (notes.size() + 1) + ") " + row.name() + ": " + note.get());
        elo += " (" + notes.size() + ")";
      }
      table.row(
          String.valueOf(ranks[i]),
          row.name(),
          String.valueOf(row.games()),
          String.valueOf(row.wins()),
          String.valueOf(row.draws()),
          String.valueOf(row.losses()),
          Numbers.points(row.points()),
          Numbers.percent(row.scorePercent() / 100),
          elo,
          forfeits(row.forfeitsByReason()));
    }
    lines.addAll(table.lines());
    lines.add(eloLegend(results));
    lines.addAll(notes);
    if (!results.placements().isEmpty()) {
      lines.add("");
      placements(results, rows, lines);
    }
  }

  /**
   * How often each entrant took each place, in a run of games of more players (their points are the
   * pairwise decomposition of these places).
   */
  private static void placements(RunResults results, List<StandingsRow> rows, List<String> lines) {
    List<List<String>> table = placementRows(results, rows);
    StringBuilder align = new StringBuilder("l");
    for (int p = 1; p < table.get(0).size(); p++) {
      align.append('r');
    }
    TextTable text = new TextTable(align.toString());
    table.forEach(r -> text.row(r.toArray(String[]::new)));
    lines.add(placementsTitle(results) + ":");
    lines.addAll(text.lines());
  }

  /** The title of the places table. */
  static String placementsTitle(RunResults results) {
    return "Places in games of "
        + results.seats()
        + " players (points: against each other seat 1 placed above, 1/2 level, 0 below)";
  }

  /**
   * The places table: a header ({@code Entrant, 1st, 2nd, ...}), then a row per entrant of {@code
   * rows} that played a game of more players, with its counts.
   */
  static List<List<String>> placementRows(RunResults results, List<StandingsRow> rows) {
    int places = Math.min(results.seats(), RunResults.MAX_PLACES);
    List<List<String>> table = new ArrayList<>();
    List<String> head = new ArrayList<>(List.of("Entrant"));
    for (int p = 0; p < places; p++) {
      head.add(ordinal(p + 1) + (p == places - 1 && results.seats() > places ? "+" : ""));
    }
    table.add(head);
    for (StandingsRow row : rows) {
      long[] counts = results.placements().get(row.name());
      if (counts == null) {
        continue;
      }
      List<String> cells = new ArrayList<>(List.of(row.name()));
      for (int p = 0; p < places; p++) {
        cells.add(String.valueOf(counts[p]));
      }
      table.add(cells);
    }
    return table;
  }

  /** The rating model of a run, as the legend and the report name it. */
  static String ratingModel(RunResults results) {
    return results.placements().isEmpty() ? "Bradley-Terry" : "Plackett-Luce";
  }

  private static String ordinal(int n) {
    return n + (n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th");
  }

  /**
   * The line under the standings that says how Elo was fitted: the anchor or a zero sum, and the
   * prior when one was needed.
   */
  static String eloLegend(RunResults results) {
    String scale =
        results
            .anchor()
            .map(a -> a + " fixed at 0 (the config's anchor)")
            .orElse("ratings sum to 0");
    String prior =
        results.ratings().prior()
            ? " with a weak prior (one virtual draw of each entrant against a pool player rated 0),"
                + " because the games alone leave some ratings without a finite estimate"
            : "";
    String model =
        results.placements().isEmpty() ? "Bradley-Terry" : "Plackett-Luce on each game's ranking";
    return "Elo: " + model + prior + ", " + scale + "; ± is the 95% interval.";
  }

  /**
   * The Elo cell: the number with its margin, {@code 0 (anchor)} for the anchor, or a short {@code
   * no estimate} for a rating the games leave open (its note goes below the table).
   */
  static String eloCell(Rating r, Optional<String> anchor) {
    if (r.unbounded()) {
      return "no estimate";
    }
    if (anchor.isPresent() && anchor.get().equals(r.name())) {
      return "0 (anchor)";
    }
    return Numbers.eloWithMargin(r.elo(), r.errorMargin());
  }

  /** Φ⁻¹(0.975), the two-sided 95% quantile. */
  private static final double Z_95 = 1.959963984540054;

  /** Pairings beyond this many are left to the report and the export. */
  private static final int MAX_PAIRING_LINES = 45;

  /**
   * {@code a vs b: 8 games, W-D-L 5-1-2, draw ratio 12.5%, pentanomial [0, 1, 1, 1, 1], pairs ratio
   * 2.00, WL/DD ratio 1.00, normalized Elo +120.3 ± 150.2}: fastchess's pairs ratio is the pairs
   * won (scores ¾ and 1) over the pairs lost (0 and ¼); WL/DD the pairs of a win and a loss over
   * the pairs of two draws; a ratio with nothing to divide by is n/a.
   */
  static String pairingLine(HeadToHead h) {
    long games = h.wins() + h.draws() + h.losses();
    long[] p = h.pairCounts();
    EloEstimate e = h.pentanomial().orElse(h.trinomial());
    double perGame =
        h.pentanomial().isPresent() ? Math.sqrt(2 * e.variance()) : Math.sqrt(e.variance());
    double se = Math.sqrt(e.variance() / e.samples());
    double margin =
        perGame > 0 ? Z_95 * se / perGame * 800 / Math.log(10) : Double.POSITIVE_INFINITY;
    return String.format(
        Locale.ROOT,
        "%s vs %s: %d games, W-D-L %d-%d-%d, draw ratio %s,"
            + " pentanomial [%d, %d, %d, %d, %d], pairs ratio %s, WL/DD ratio %s, normalized Elo %s",
        h.a(),
        h.b(),
        games,
        h.wins(),
        h.draws(),
        h.losses(),
        Numbers.percent(games == 0 ? Double.NaN : (double) h.draws() / games),
        p[0],
        p[1],
        p[2],
        p[3],
        p[4],
        ratio(p[3] + p[4], p[0] + p[1]),
        ratio(h.winLossPairs(), h.drawDrawPairs()),
        e.bounded()
            ? Numbers.eloWithMargin(e.normalizedElo(), margin)
            : Numbers.NO_FINITE_ESTIMATE);
  }

  private static String ratio(long over, long under) {
    return under == 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", (double) over / under);
  }

  /** {@code time-forfeit 2, illegal-move 1}, or {@code -} when there were none. */
  static String forfeits(Map<String, Integer> byReason) {
    if (byReason.isEmpty()) {
      return "-";
    }
    return byReason.entrySet().stream()
        .map(e -> e.getKey() + " " + e.getValue())
        .collect(Collectors.joining(", "));
  }

  private static void crosstable(RunResults results, List<String> lines) {
    List<String> order = results.ranked().stream().map(StandingsRow::name).toList();
    lines.add("Crosstable: the row's points against the column / games played");
    lines.addAll(
        matrix(order, (row, column) -> results.standings().crosstableCell(row, column)).lines());
  }

  private static void los(RunResults results, List<String> lines) {
    List<String> order = results.ranked().stream().map(StandingsRow::name).toList();
    lines.add("Likelihood of superiority: the chance the row is stronger than the column");
    lines.addAll(
        matrix(
                order,
                (row, column) ->
                    row.equals(column) ? "—" : Numbers.percent(results.ratings().los(row, column)))
            .lines());
  }

  private interface Cell {
    String of(String row, String column);
  }

  /** A square table, rows numbered and named, columns numbered. */
  private static TextTable matrix(List<String> names, Cell cell) {
    int n = names.size();
    TextTable table = new TextTable("rl" + "r".repeat(n));
    List<String> header = new ArrayList<>(List.of("", ""));
    for (int j = 0; j < n; j++) {
      header.add(String.valueOf(j + 1));
    }
    table.row(header);
    for (int i = 0; i < n; i++) {
      List<String> row = new ArrayList<>(List.of(String.valueOf(i + 1), names.get(i)));
      for (int j = 0; j < n; j++) {
        row.add(cell.of(names.get(i), names.get(j)));
      }
      table.row(row);
    }
    return table;
  }

  private static void headToHead(HeadToHead h, List<String> lines) {
    long games = h.wins() + h.draws() + h.losses();
    lines.add(
        String.format(
            Locale.ROOT,
            "%s vs %s: +%d =%d -%d in %d games, score %s",
            h.a(),
            h.b(),
            h.wins(),
            h.draws(),
            h.losses(),
            games,
            Numbers.percent(h.trinomial().score())));
    TextTable table = new TextTable("lllll");
    table.row(
        "  trinomial",
        "Elo " + estimate(h.trinomial()),
        "LOS " + Numbers.percent(h.trinomial().los()),
        plural(games, "game"),
        "");
    h.pentanomial()
        .ifPresent(
            p ->
                table.row(
                    "  pentanomial",
                    "Elo " + estimate(p),
                    "LOS " + Numbers.percent(p.los()),
                    plural(h.pairs(), "pair"),
                    "pair scores 0-¼-½-¾-1: "
                        + pairCounts(h.pairCounts())
                        + (h.unpaired() > 0
                            ? "; " + plural(h.unpaired(), "game") + " unpaired"
                            : "")));
    lines.addAll(table.lines());
    if (h.pentanomial().isEmpty()) {
      lines.add(
          "  (no pentanomial estimate: no two games share an opening with colours" + " swapped)");
    }
  }

  /** {@code 1 game}, {@code 2 games}. */
  static String plural(long count, String noun) {
    return count + " " + noun + (count == 1 ? "" : "s");
  }

  private static String estimate(EloEstimate e) {
    return Numbers.eloWithMargin(e);
  }

  private static String pairCounts(long[] counts) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < counts.length; i++) {
      sb.append(i == 0 ? "" : "-").append(counts[i]);
    }
    return sb.toString();
  }
}
