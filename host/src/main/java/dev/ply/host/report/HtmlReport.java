package dev.ply.host.report;

import dev.ply.api.Game;
import dev.ply.host.PrintableText;
import dev.ply.host.json.Json;
import dev.ply.host.rating.EloEstimate;
import dev.ply.host.rating.PairRecord;
import dev.ply.host.rating.Rating;
import dev.ply.host.rating.StandingsRow;
import dev.ply.host.store.EntrantRow;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.Redaction;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The HTML report of one run: a single self-contained file (inline CSS, inline SVG, inline script,
 * no URL of any kind) that opens in any browser without a network.
 *
 * <p>Sections: the run; standings; crosstable and score matrix; Elo plot with 95% intervals and the
 * likelihood of superiority; for two entrants the trinomial and pentanomial estimates; search
 * statistics per entrant; a replay of every game; and what is needed to reproduce the run (config
 * text, plugin versions and jar digests, seeds, Ply version, JVM, OS).
 *
 * <p>Escaping: every string that comes from the database — names, reasons, renderings, config text,
 * plugin ids — goes through {@link Html#escape} in markup and through {@link Json#quoteForScript}
 * in the embedded data, so recorded text can never become markup or script.
 *
 * <p>Size: the games are written to the file one at a time as they are read, with their moves for
 * every game but board renderings for the first {@value #MAX_RENDERED_GAMES} only (the page says
 * so), so a run of 10,000 games stays a file of a few megabytes. A game that draws itself ({@code
 * GameState.svg()}) has its drawings too for the first {@value #MAX_DRAWN_GAMES} games, packed
 * ({@link #packDrawings}); the replay shows them in place of the text boards.
 */
public final class HtmlReport {

  /** How many games get a board rendering after every move. */
  public static final int MAX_RENDERED_GAMES = 500;

  /**
   * How many of them get the game's drawing ({@code GameState.svg()}) after every move as well: a
   * drawn chess board is a few kilobytes, so a hundred games of sixty moves is some megabytes.
   */
  public static final int MAX_DRAWN_GAMES = 100;

  /** LOS tables beyond this many entrants are too wide to read. */
  private static final int MAX_LOS_ENTRANTS = 16;

  /**
   * What a report holds.
   *
   * @param games the games of the run
   * @param renderedGames the games with a board after every move
   * @param replayNote why some or all games have no renderings, or empty
   */
  public record Summary(int games, int renderedGames, Optional<String> replayNote) {}

  private final ResultReader reader;
  private final RunResults results;
  private final Optional<Game> game;
  private final Writer out;
  private final int maxRendered;

  private HtmlReport(
      ResultReader reader, RunResults results, Optional<Game> game, Writer out, int maxRendered) {
    this.reader = reader;
    this.results = results;
    this.game = game;
    this.out = out;
    this.maxRendered = maxRendered;
  }

  /**
   * Writes the report of {@code results}, read from {@code reader}, to {@code out}.
   *
   * @param game the run's game plugin, to render the boards of the replay; empty if it is not
   *     loaded, in which case the replay shows the moves and final position of each game
   */
  public static Summary write(
      ResultReader reader, RunResults results, Optional<Game> game, Writer out) throws IOException {
    return write(reader, results, game, out, MAX_RENDERED_GAMES);
  }

  /** As {@link #write(ResultReader, RunResults, Optional, Writer)}, with another limit. */
  static Summary write(
      ResultReader reader, RunResults results, Optional<Game> game, Writer out, int maxRendered)
      throws IOException {
    return new HtmlReport(reader, results, game, out, maxRendered).write();
  }

  private Summary write() throws IOException {
    ResultReader.Run run = results.run();
    String title = "Ply report: " + run.name();
    out.write(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>"
            + Html.escape(title)
            + "</title>\n<style>\n"
            + ReportAssets.CSS
            + "</style>\n</head>\n<body>\n");
    out.write("<h1>" + Html.escape(title) + "</h1>\n");
    out.write(
        "<p class=\"muted\">"
            + Html.escape(
                String.format(
                    Locale.ROOT,
                    "Run %d of %s: a %s of %s, %d games, %s.",
                    run.id(),
                    reader.shortName(),
                    run.kind(),
                    run.game(),
                    run.games(),
                    run.status()))
            + "</p>\n");
    out.write(
        "<nav><a href=\"#standings\">Standings</a><a href=\"#crosstable\">Crosstable</a>"
            + "<a href=\"#elo\">Elo</a><a href=\"#search\">Search</a><a href=\"#games\">Games</a>"
            + "<a href=\"#reproduce\">Reproduce</a></nav>\n");
    out.write(runInfo(run));
    out.write(standings());
    out.write(crosstable());
    out.write(elo());
    out.write(search());
    Summary summary = games();
    out.write(reproduce(run));
    out.write("<script>\n" + ReportAssets.SCRIPT + "</script>\n</body>\n</html>\n");
    out.flush();
    return summary;
  }

  /**
   * The standings and crosstable sections of {@code results}, as the report writes them: what the
   * live page shows of a run so far ({@link LivePage}).
   */
  static String liveSections(RunResults results) {
    HtmlReport report = new HtmlReport(null, results, Optional.empty(), null, 0);
    return report.standings() + report.crosstable();
  }

  // ---------------------------------------------------------------- sections

  private String runInfo(ResultReader.Run run) {
    StringBuilder sb = new StringBuilder("<h2 id=\"run\">Run</h2>\n<table class=\"info\">\n");
    info(sb, "Name", run.name());
    info(sb, "Kind", run.kind());
    info(sb, "Game", run.game() + (run.variant().isEmpty() ? "" : " (" + run.variant() + ")"));
    info(sb, "Entrants", String.join(", ", results.entrants()));
    info(sb, "Games", String.valueOf(run.games()));
    info(sb, "Status", run.status());
    info(sb, "Started", run.startedAt());
    info(sb, "Finished", run.finishedAt().isEmpty() ? "not yet" : run.finishedAt());
    info(sb, "Config", run.configPath());
    return sb.append("</table>\n").toString();
  }

  private String standings() {
    StringBuilder sb = new StringBuilder("<h2 id=\"standings\">Standings</h2>\n");
    List<StandingsRow> rows = results.ranked();
    int[] ranks = RunResults.ranks(rows);
    sb.append(
        "<table class=\"standings\">\n<tr><th class=\"num\">Rank</th><th>Entrant</th>"
            + "<th class=\"num\">Games</th><th class=\"num\">W</th><th class=\"num\">D</th>"
            + "<th class=\"num\">L</th><th class=\"num\">Points</th><th class=\"num\">Score</th>"
            + "<th class=\"num\">Elo ± 95%</th><th>Forfeits</th></tr>\n");
    List<String> notes = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      StandingsRow row = rows.get(i);
      Optional<Rating> rating = results.ratings().rating(row.name());
      String elo = rating.map(r -> StandingsText.eloCell(r, results.anchor())).orElse("n/a");
      Optional<String> note = rating.map(Rating::note).filter(n -> !n.isEmpty());
      if (note.isPresent()) {
        notes.add("(" + (notes.size() + 1) + ") " + row.name() + ": " + note.get());
        elo += " (" + notes.size() + ")";
      }
      sb.append("<tr>")
          .append(num(String.valueOf(ranks[i])))
          .append("<td>")
          .append(Html.escape(row.name()))
          .append("</td>")
          .append(num(String.valueOf(row.games())))
          .append(num(String.valueOf(row.wins())))
          .append(num(String.valueOf(row.draws())))
          .append(num(String.valueOf(row.losses())))
          .append(num(Numbers.points(row.points())))
          .append(num(Numbers.percent(row.scorePercent() / 100)))
          .append(num(elo))
          .append("<td>")
          .append(Html.escape(StandingsText.forfeits(row.forfeitsByReason())))
          .append("</td></tr>\n");
    }
    sb.append("</table>\n<p class=\"note\">");
    sb.append(Html.escape(StandingsText.eloLegend(results)));
    sb.append(
        " Points: a win 1, a draw ½. Forfeits: games lost by breaking a rule of the"
            + " referee, by reason.</p>\n");
    results
        .adjudicated()
        .ifPresent(
            a ->
                sb.append("<p class=\"note\">")
                    .append(Html.escape(a))
                    .append(
                        " The rule and its evidence of each are in the table adjudications.</p>\n"));
    results
        .voided()
        .ifPresent(v -> sb.append("<p class=\"note\">").append(Html.escape(v)).append("</p>\n"));
    for (String note : notes) {
      sb.append("<p class=\"note\">").append(Html.escape(note)).append("</p>\n");
    }
    if (!results.utilities().isEmpty()) {
      sb.append("<h3>Utility</h3>\n<p class=\"note\">")
          .append(Html.escape(StandingsText.UTILITY_TITLE))
          .append(".</p>\n");
      sb.append(rowsTable(StandingsText.utilityRows(results)));
      List<List<String>> pairs = StandingsText.utilityPairRows(results);
      if (!pairs.isEmpty()) {
        sb.append("<p class=\"note\">")
            .append(Html.escape(StandingsText.UTILITY_PAIRS_TITLE))
            .append(".</p>\n")
            .append(rowsTable(pairs));
      }
    }
    if (!results.placements().isEmpty()) {
      List<List<String>> places = StandingsText.placementRows(results, rows);
      sb.append("<h3>Places</h3>\n<p class=\"note\">")
          .append(Html.escape(StandingsText.placementsTitle(results)))
          .append(".</p>\n");
      sb.append(rowsTable(places));
    }
    return sb.toString();
  }

  /** A table of text cells, its first row the header, every cell escaped. */
  private static String rowsTable(List<List<String>> rows) {
    StringBuilder sb = new StringBuilder("<table class=\"standings\">\n");
    for (int r = 0; r < rows.size(); r++) {
      sb.append("<tr>");
      for (int c = 0; c < rows.get(r).size(); c++) {
        String tag = r == 0 ? "th" : "td";
        sb.append('<')
            .append(tag)
            .append(c > 0 ? " class=\"num\"" : "")
            .append('>')
            .append(Html.escape(rows.get(r).get(c)))
            .append("</")
            .append(tag)
            .append('>');
      }
      sb.append("</tr>\n");
    }
    return sb.append("</table>\n").toString();
  }

  private List<String> order() {
    return results.ranked().stream().map(StandingsRow::name).toList();
  }

  private String crosstable() {
    List<String> names = order();
    StringBuilder sb =
        new StringBuilder(
            "<h2 id=\"crosstable\">Crosstable</h2>\n"
                + "<p class=\"note\">The row's points against the column over their games.</p>\n");
    sb.append(
        matrix(
            names,
            (row, column) -> {
              String cell = results.standings().crosstableCell(row, column);
              return row.equals(column)
                  ? "<td class=\"diag\">—</td>"
                  : "<td>" + Html.escape(cell) + "</td>";
            }));
    sb.append(
        "<h3>Score matrix</h3>\n<p class=\"note\">The row's score against the column:"
            + " green where the row scored more, red where it scored less.</p>\n");
    Map<String, PairRecord> pairs = new HashMap<>();
    for (PairRecord p : results.standings().pairs()) {
      pairs.put(p.a() + '\u0000' + p.b(), p);
      pairs.put(
          p.b() + '\u0000' + p.a(), new PairRecord(p.b(), p.a(), p.winsB(), p.draws(), p.winsA()));
    }
    sb.append(
        matrix(
            names,
            (row, column) -> {
              if (row.equals(column)) {
                return "<td class=\"diag\">—</td>";
              }
              PairRecord p = pairs.get(row + '\u0000' + column);
              if (p == null || p.games() == 0) {
                return "<td></td>";
              }
              double score = (p.winsA() + p.draws() / 2.0) / p.games();
              String tip =
                  String.format(
                      Locale.ROOT,
                      "%s against %s: +%d =%d -%d",
                      row,
                      column,
                      p.winsA(),
                      p.draws(),
                      p.winsB());
              return "<td style=\"background:"
                  + heat(score)
                  + "\" title=\""
                  + Html.escape(tip)
                  + "\">"
                  + Html.escape(Numbers.percent(score).replace(".0%", "%"))
                  + "</td>";
            }));
    return sb.toString();
  }

  /** A colour from red (0) through pale yellow (½) to green (1). */
  static String heat(double score) {
    double s = Math.max(0, Math.min(1, score));
    int hue = (int) Math.round(120 * s);
    int saturation = (int) Math.round(35 + 40 * Math.abs(s - 0.5) * 2);
    int lightness = (int) Math.round(88 - 18 * Math.abs(s - 0.5) * 2);
    return "hsl(" + hue + "," + saturation + "%," + lightness + "%)";
  }

  private interface Cell {
    String html(String row, String column);
  }

  private static String matrix(List<String> names, Cell cell) {
    StringBuilder sb = new StringBuilder("<table class=\"matrix\">\n<tr><th></th><th></th>");
    for (int j = 0; j < names.size(); j++) {
      sb.append("<th class=\"num\" title=\"")
          .append(Html.escape(names.get(j)))
          .append("\">")
          .append(j + 1)
          .append("</th>");
    }
    sb.append("</tr>\n");
    for (int i = 0; i < names.size(); i++) {
      sb.append("<tr><th class=\"num\">")
          .append(i + 1)
          .append("</th><th>")
          .append(Html.escape(names.get(i)))
          .append("</th>");
      for (String column : names) {
        sb.append(cell.html(names.get(i), column));
      }
      sb.append("</tr>\n");
    }
    return sb.append("</table>\n").toString();
  }

  private String elo() {
    StringBuilder sb = new StringBuilder("<h2 id=\"elo\">Elo</h2>\n");
    List<Rating> ratings = results.ratings().ratings();
    String chart = EloChart.svg(ratings);
    if (chart.isEmpty()) {
      sb.append("<p class=\"note\">No entrant has a finite rating yet.</p>\n");
    } else {
      sb.append(
              "<p class=\"note\">Each entrant's "
                  + StandingsText.ratingModel(results)
                  + " rating (dot) with its 95% interval (bar).</p>\n")
          .append(chart)
          .append('\n');
    }
    List<Rating> unbounded = ratings.stream().filter(Rating::unbounded).toList();
    if (!unbounded.isEmpty()) {
      sb.append("<h3>Without a finite rating</h3>\n<ul>\n");
      for (Rating r : unbounded) {
        sb.append("<li>")
            .append(Html.escape(r.name()))
            .append(": ")
            .append(Html.escape(r.note().isEmpty() ? "no finite estimate" : r.note()))
            .append("</li>\n");
      }
      sb.append("</ul>\n");
    }
    List<String> names = order();
    if (names.size() >= 2 && names.size() <= MAX_LOS_ENTRANTS) {
      sb.append(
          "<h3>Likelihood of superiority</h3>\n<p class=\"note\">The chance that the row"
              + " is stronger than the column.</p>\n");
      sb.append(
          matrix(
              names,
              (row, column) ->
                  row.equals(column)
                      ? "<td class=\"diag\">—</td>"
                      : "<td>"
                          + Html.escape(Numbers.percent(results.ratings().los(row, column)))
                          + "</td>"));
    }
    results.headToHead().ifPresent(h -> sb.append(headToHead(h)));
    List<HeadToHead> pairings = results.pairings();
    if (!pairings.isEmpty()) {
      sb.append(
          "<h3>Pairings</h3>\n<p class=\"note\">As fastchess prints them: the draw ratio,"
              + " the pentanomial counts of colour-swapped pairs, the pairs ratio (pairs won over pairs"
              + " lost), the WL/DD ratio and normalized Elo.</p>\n<pre>");
      pairings.forEach(h -> sb.append(Html.escape(StandingsText.pairingLine(h))).append('\n'));
      sb.append("</pre>\n");
    }
    results
        .sprt()
        .ifPresent(
            text ->
                sb.append("<h3>Sequential test</h3>\n<p>")
                    .append(Html.escape(text))
                    .append("</p>\n"));
    return sb.toString();
  }

  static String headToHead(HeadToHead h) {
    StringBuilder sb = new StringBuilder("<h3>Head to head</h3>\n<p>");
    long games = h.wins() + h.draws() + h.losses();
    sb.append(
            Html.escape(
                String.format(
                    Locale.ROOT,
                    "%s against %s: +%d =%d -%d in %d games.",
                    h.a(),
                    h.b(),
                    h.wins(),
                    h.draws(),
                    h.losses(),
                    games)))
        .append("</p>\n");
    sb.append(
        "<table>\n<tr><th>Model</th><th class=\"num\">Samples</th><th class=\"num\">"
            + "Elo ± 95%</th><th class=\"num\">LOS</th><th class=\"num\">Normalized Elo</th>"
            + "</tr>\n");
    estimateRow(sb, "trinomial (games)", StandingsText.plural(games, "game"), h.trinomial());
    h.pentanomial()
        .ifPresent(
            p ->
                estimateRow(
                    sb,
                    "pentanomial (colour-swapped pairs)",
                    StandingsText.plural(h.pairs(), "pair"),
                    p));
    sb.append("</table>\n");
    if (h.pentanomial().isEmpty()) {
      sb.append(
          "<p class=\"note\">No pentanomial estimate: no two games share an opening with"
              + " colours swapped.</p>\n");
    } else if (h.unpaired() > 0) {
      sb.append("<p class=\"note\">")
          .append(StandingsText.plural(h.unpaired(), "game"))
          .append(
              " found no colour-swapped partner and count in the trinomial estimate"
                  + " only.</p>\n");
    }
    return sb.toString();
  }

  private static void estimateRow(StringBuilder sb, String model, String samples, EloEstimate e) {
    sb.append("<tr><td>")
        .append(Html.escape(model))
        .append("</td>")
        .append(num(samples))
        .append(num(Numbers.eloWithMargin(e)))
        .append(num(Numbers.percent(e.los())))
        .append(num(Numbers.normalizedElo(e)))
        .append("</tr>\n");
  }

  private String search() {
    StringBuilder sb = new StringBuilder("<h2 id=\"search\">Search statistics</h2>\n");
    Map<String, ResultReader.MoveStats> stats = new LinkedHashMap<>();
    for (ResultReader.MoveStats s : results.moveStats()) {
      stats.put(s.player(), s);
    }
    List<String> names = new ArrayList<>(order());
    for (String player : stats.keySet()) {
      if (!names.contains(player)) {
        names.add(player);
      }
    }
    sb.append(
        "<p class=\"note\">What the searches reported, per move. Nodes per second is"
            + " all nodes over all thinking time.</p>\n");
    sb.append(
        "<table>\n<tr><th>Entrant</th><th class=\"num\">Moves</th><th class=\"num\">"
            + "Mean depth</th><th class=\"num\">Nodes per move</th><th class=\"num\">Nodes per"
            + " second</th><th class=\"num\">Time per move</th></tr>\n");
    List<BarChart.Bar> depth = new ArrayList<>();
    List<BarChart.Bar> nodes = new ArrayList<>();
    List<BarChart.Bar> time = new ArrayList<>();
    for (String name : names) {
      ResultReader.MoveStats s = stats.get(name);
      if (s == null) {
        s = new ResultReader.MoveStats(name, 0, 0, 0, 0, 0);
      }
      String depthText = String.format(Locale.ROOT, "%.2f", s.meanDepth());
      String timeText = String.format(Locale.ROOT, "%.1f ms", s.meanTimeMs());
      sb.append("<tr><td>")
          .append(Html.escape(name))
          .append("</td>")
          .append(num(String.valueOf(s.moves())))
          .append(num(depthText))
          .append(num(Numbers.compact(s.nodesPerMove())))
          .append(num(Numbers.compact(s.nodesPerSecond())))
          .append(num(timeText))
          .append("</tr>\n");
      depth.add(new BarChart.Bar(name, s.meanDepth(), depthText));
      nodes.add(new BarChart.Bar(name, s.nodesPerMove(), Numbers.compact(s.nodesPerMove())));
      time.add(new BarChart.Bar(name, s.meanTimeMs(), timeText));
    }
    sb.append("</table>\n<div class=\"charts\">\n")
        .append(BarChart.svg("Mean depth", depth))
        .append('\n')
        .append(BarChart.svg("Nodes per move", nodes))
        .append('\n')
        .append(BarChart.svg("Time per move", time))
        .append("\n</div>\n");
    return sb.toString();
  }

  // ---------------------------------------------------------------- games

  private Summary games() throws IOException {
    ResultReader.Run run = results.run();
    int total = run.games();
    Optional<Replayer> replayer = Optional.empty();
    String problem = null;
    if (game.isEmpty()) {
      problem =
          "The game plugin '"
              + run.game()
              + "' is not loaded (give --plugins DIR), so each"
              + " game shows its moves and its final position only.";
    } else {
      try {
        replayer = Optional.of(Replayer.of(game.get(), run.variant()));
      } catch (RuntimeException e) {
        problem =
            "The variant '"
                + run.variant()
                + "' could not be set up in "
                + run.game()
                + " ("
                + e.getMessage()
                + "), so each game shows its moves and its final position"
                + " only.";
      }
    }
    if (replayer.isPresent() && total > maxRendered) {
      problem =
          String.format(
              Locale.ROOT,
              "To keep this file small, boards are drawn after every"
                  + " move for the first %d of the %d games; the others show their moves and final"
                  + " position.",
              maxRendered,
              total);
    }
    StringBuilder sb = new StringBuilder("<h2 id=\"games\">Games</h2>\n");
    if (problem != null) {
      sb.append("<p class=\"note\">").append(Html.escape(problem)).append("</p>\n");
    }
    sb.append(
        """
        <div class="replay">
        <div><select id="game-list" size="22" aria-label="Games"></select>
        <p class="note">Use the arrow keys, the slider or the buttons to step through a game.</p></div>
        <div>
        <div class="controls"><button type="button" id="first" title="Start (Home)">|&lt;</button>\
        <button type="button" id="prev" title="Back (Left)">&lt;</button>\
        <button type="button" id="next" title="Forward (Right)">&gt;</button>\
        <button type="button" id="last" title="End (End)">&gt;|</button>\
        <select id="view" hidden aria-label="Whose view"></select>\
        <span id="position"></span></div>
        <input type="range" id="slider" min="0" max="0" value="0" aria-label="Move">
        <img id="board-svg" hidden alt="">
        <pre id="board"></pre>
        <div id="move-info"></div>
        <p id="replay-note"></p>
        <div id="moves"></div>
        <table id="game-info"></table>
        </div>
        </div>
        """);
    sb.append("<script type=\"application/json\" id=\"ply-games\">{\"games\":[\n");
    out.write(sb.toString());
    int[] written = {0, 0};
    Optional<Replayer> r = replayer;
    int maxDrawn = Math.min(maxRendered, MAX_DRAWN_GAMES);
    try {
      reader.forEachGameWithMoves(
          run.id(),
          (g, moves) -> {
            boolean render = r.isPresent() && written[0] < maxRendered;
            String json =
                gameJson(
                    g,
                    moves,
                    render ? r : Optional.empty(),
                    written[0] < maxDrawn,
                    reader.observations(g.id()));
            if (render) {
              written[1]++;
            }
            try {
              out.write((written[0]++ == 0 ? "" : ",\n") + json);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    out.write("\n]}</script>\n");
    if (replayer.isPresent() && total > maxDrawn) {
      out.write(
          "<p class=\"note\">"
              + Html.escape(
                  String.format(
                      Locale.ROOT,
                      "A game that draws its boards has them drawn for the first %d games;"
                          + " the others show the text board.",
                      maxDrawn))
              + "</p>\n");
    }
    return new Summary(written[0], written[1], Optional.ofNullable(problem));
  }

  /**
   * How a game ended, in plain words for the game list and the result row: empty when the rules
   * ended it (its reason, such as "alpha won by checkmate", says the rest), else what happened,
   * with {@code forfeit:} when a player broke a rule of the referee.
   */
  static String ending(String termination) {
    return switch (termination) {
      case "normal" -> "";
      case "ply-cap" -> "a draw at the move limit";
      case "resignation" -> "a resignation";
      case "adjudicated" -> "adjudicated by the file's rules";
      case "illegal-move" -> "forfeit: an illegal move";
      case "exception" -> "forfeit: the player failed with an error";
      case "no-move" -> "forfeit: no move";
      case "time-forfeit" -> "forfeit: out of time";
      case "disqualified" -> "forfeit: disqualified";
      case "runaway" -> "forfeit: an earlier move never came back";
      case "game-fault" -> "void: the game's plugin broke its own rules";
      default -> termination;
    };
  }

  /**
   * {@code 31 plies (2 from the opening)}: every move of the game, the opening's included, as the
   * replay numbers them.
   */
  static String length(int plies, int opening) {
    return plies
        + (plies == 1 ? " ply" : " plies")
        + (opening > 0 ? " (" + opening + " from the opening)" : "");
  }

  /**
   * One game as the replay script reads it; renderings only when {@code replayer} is given, and
   * then drawings too when {@code draw} and the game draws itself.
   */
  private static String gameJson(
      ResultReader.Game g,
      List<ResultReader.Move> moves,
      Optional<Replayer> replayer,
      boolean draw,
      java.util.SortedMap<Integer, Map<Integer, String>> observations) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("n", (long) g.number());
    object.put("round", (long) g.round());
    object.put("players", g.players());
    object.put("result", g.result());
    object.put("termination", g.termination());
    // Shown by the replay as text: control and bidirectional characters escaped, as on the console.
    object.put("reason", PrintableText.clean(g.reason(), false));
    object.put("plies", (long) g.plies());
    object.put("ending", ending(g.termination()));
    object.put("length", length(g.openingMoves().size() + g.plies(), g.openingMoves().size()));
    object.put("seed", Long.toString(g.seed())); // as text: JavaScript numbers hold 53 bits
    object.put("started", g.startedAt());
    object.put("opening", g.openingMoves());
    List<Object> list = new ArrayList<>(moves.size());
    List<String> texts = new ArrayList<>(moves.size());
    for (ResultReader.Move m : moves) {
      texts.add(m.move());
      list.add(
          java.util.Arrays.asList(
              (long) m.seat(),
              m.move(),
              (long) m.depth(),
              m.nodes(),
              m.value() == null ? null : (long) m.value(),
              Math.round(m.timeMs() * 10) / 10.0,
              replayer.isPresent() ? m.pv() : "",
              ValueText.of(m.value(), g.game())));
    }
    object.put("moves", list);
    object.put("final", g.finalPosition());
    String note = null;
    if (replayer.isPresent()) {
      Replayer.Frames frames;
      try {
        frames = replayer.get().withVariant(g.variant()).replay(g.openingMoves(), texts, draw);
      } catch (RuntimeException e) {
        frames =
            new Replayer.Frames(
                List.of(),
                Optional.of(
                    "the variant '" + g.variant() + "' could not be set up: " + e.getMessage()));
      }
      object.put("frames", frames.frames());
      // The moves in the game's notation (SAN for chess) where it is not the recorded text.
      object.put("san", frames.notations().equals(texts) ? null : frames.notations());
      // Checked against the contract of GameState.svg() (BoardDrawing); shown as an image, never
      // as markup of the page, so even a drawing that slipped through could run nothing.
      object.put("svgs", frames.drawings().map(HtmlReport::packDrawings).orElse(null));
      List<String> notes = new ArrayList<>();
      frames.problem().ifPresent(p -> notes.add("Boards: " + p + "."));
      // A plugin's exception message: shown as text, its control characters escaped.
      frames
          .drawingProblem()
          .ifPresent(
              p -> notes.add("The text board is shown: " + PrintableText.clean(p, false) + "."));
      note = notes.isEmpty() ? null : String.join(" ", notes);
    } else {
      object.put("frames", null);
      object.put("san", null);
      object.put("svgs", null);
    }
    object.put("note", note);
    object.put("views", observations.isEmpty() ? null : views(g, moves, observations));
    StringBuilder sb = new StringBuilder();
    Json.appendValue(sb, object, true);
    return sb.toString();
  }

  /**
   * The drawings of one game, packed: successive boards share most of their lines (the squares, the
   * coordinates, the pieces that did not move), so each distinct line is kept once in {@code lines}
   * and each drawing is a list of runs {@code [first, count, first, count, …]} of consecutive
   * indices into it, which the page joins back with line feeds. A chess game's drawings shrink
   * about twentyfold.
   */
  static Map<String, Object> packDrawings(List<String> svgs) {
    Map<String, Integer> index = new HashMap<>();
    List<String> lines = new ArrayList<>();
    List<Object> frames = new ArrayList<>(svgs.size());
    for (String svg : svgs) {
      List<Long> runs = new ArrayList<>();
      for (String line : svg.split("\n", -1)) {
        int i =
            index.computeIfAbsent(
                line,
                l -> {
                  lines.add(l);
                  return lines.size() - 1;
                });
        int n = runs.size();
        if (n > 0 && runs.get(n - 2) + runs.get(n - 1) == i) {
          runs.set(n - 1, runs.get(n - 1) + 1);
        } else {
          runs.add((long) i);
          runs.add(1L);
        }
      }
      frames.add(runs);
    }
    Map<String, Object> packed = new LinkedHashMap<>();
    packed.put("lines", lines);
    packed.put("frames", frames);
    return packed;
  }

  /**
   * What each seat saw of a game of hidden information, for the replay's "what a seat saw" view:
   * one list a seat, its observation at the start (after the opening) and after each move, carried
   * forward from the last ply where it changed (nothing seen before the first).
   */
  private static List<Object> views(
      ResultReader.Game g,
      List<ResultReader.Move> moves,
      java.util.SortedMap<Integer, Map<Integer, String>> observations) {
    List<Object> views = new ArrayList<>();
    int opening = g.openingMoves().size();
    for (int seat = 0; seat < g.players().size(); seat++) {
      List<String> frames = new ArrayList<>();
      String now = "";
      int k = 0;
      for (Map.Entry<Integer, Map<Integer, String>> e :
          observations.headMap(opening + 1).entrySet()) {
        now = e.getValue().getOrDefault(seat, now);
      }
      frames.add(PrintableText.clean(now, true));
      for (ResultReader.Move m : moves) {
        k++;
        Map<Integer, String> seen = observations.get(m.ply());
        if (seen != null && seen.containsKey(seat)) {
          now = seen.get(seat);
        }
        frames.add(PrintableText.clean(now, true));
      }
      views.add(frames);
    }
    return views;
  }

  // ---------------------------------------------------------------- reproduce

  private String reproduce(ResultReader.Run run) {
    StringBuilder sb = new StringBuilder("<h2 id=\"reproduce\">Reproduce</h2>\n");
    sb.append(
        "<p class=\"note\">Everything that made these results: the config as it was run,"
            + " the plugins with their versions and the SHA-256 of their jars, the seeds, and the"
            + " Ply, Java and operating system that ran it.</p>\n<table class=\"info\">\n");
    info(sb, "Ply version", run.plyVersion());
    info(sb, "JVM", run.jvm());
    info(sb, "Operating system", run.os());
    info(sb, "Config file", run.configPath());
    info(sb, "Config SHA-256", run.configSha256());
    // A run recorded before passwords were hidden still holds its own: the page never shows it.
    sb.append("</table>\n<h3>Config</h3>\n<pre>")
        .append(Html.escape(Redaction.credentials(run.configText())))
        .append("</pre>\n");
    sb.append("<h3>Plugins</h3>\n");
    if (run.plugins().isEmpty()) {
      sb.append("<p class=\"note\">No plugins were recorded.</p>\n");
    } else {
      sb.append(
          "<table>\n<tr><th>Plugin</th><th>Version</th><th>SHA-256 of the jar</th>"
              + "<th>Loaded from</th></tr>\n");
      for (PluginInfo p : run.plugins()) {
        sb.append("<tr><td class=\"nowrap\">")
            .append(Html.escape(p.id()))
            .append("</td><td class=\"nowrap\">")
            .append(Html.escape(p.version()))
            .append("</td><td class=\"mono\">")
            .append(Html.escape(p.sha256().isEmpty() ? "unknown" : p.sha256()))
            .append("</td><td class=\"mono\">")
            .append(Html.escape(p.path()))
            .append("</td></tr>\n");
      }
      sb.append("</table>\n");
    }
    List<EntrantRow> entrants = reader.entrants(run.id());
    if (entrants.stream().anyMatch(e -> !e.strategy().isEmpty())) {
      sb.append(
          "<h3>Entrants</h3>\n<table>\n<tr><th class=\"num\">#</th><th>Entrant</th>"
              + "<th>Strategy</th><th>Evaluator</th><th>Options</th><th>Limits</th></tr>\n");
      for (EntrantRow e : entrants) {
        sb.append("<tr>")
            .append(num(String.valueOf(e.position())))
            .append("<td>")
            .append(Html.escape(e.name()))
            .append("</td><td>")
            .append(Html.escape(e.strategy()))
            .append("</td><td>")
            .append(Html.escape(e.evaluator()))
            .append("</td><td>")
            .append(Html.escape(e.options()))
            .append("</td><td>")
            .append(Html.escape(e.limits()))
            .append("</td></tr>\n");
      }
      sb.append("</table>\n");
    }
    sb.append("<h3>Seeds</h3>\n<details><summary>The seed of each of the ")
        .append(results.games().size())
        .append(" games</summary>\n<pre>");
    int column = 0;
    for (ResultReader.Game g : results.games()) {
      String cell = String.format(Locale.ROOT, "#%-5d %-20d", g.number(), g.seed());
      sb.append(cell).append(++column % 4 == 0 ? "\n" : "  ");
    }
    sb.append("</pre></details>\n");
    return sb.toString();
  }

  // ---------------------------------------------------------------- markup

  private static void info(StringBuilder sb, String name, String value) {
    sb.append("<tr><th>")
        .append(Html.escape(name))
        .append("</th><td>")
        .append(Html.escape(value))
        .append("</td></tr>\n");
  }

  private static String num(String text) {
    return "<td class=\"num\">" + Html.escape(text) + "</td>";
  }
}
