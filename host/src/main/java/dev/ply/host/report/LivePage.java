package dev.ply.host.report;

import dev.ply.host.json.Json;
import dev.ply.host.referee.MoveRecord;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The live page of a run: one HTML document whose sections (progress, SPRT, games in play,
 * standings and crosstable) its script replaces every second or so with the same sections from
 * {@code live.json}, until the run is over.
 *
 * <p>Escaping: every section is written here, on the server, with every name and text (entrants,
 * reasons, moves, principal variations, text boards, the SPRT's sentence) through {@link
 * Html#escape}, as the report writes them; the standings and crosstable are the report's own
 * ({@link HtmlReport#liveSections}). The JSON carries those sections as strings, written
 * script-safe ({@link Json}), and the script puts them in place of the old ones and does nothing
 * else with them. A game's drawing ({@link BoardDrawing}, checked) is the {@code src} of an {@code
 * <img>}, a base64 {@code data:} URL, in which a browser runs no script and loads nothing.
 */
final class LivePage {

  /** The ids of the sections the script replaces, in page order. */
  static final List<String> SECTIONS =
      List.of("live-progress", "live-sprt", "live-games", "live-standings");

  private LivePage() {}

  /**
   * What the page shows at one moment.
   *
   * @param title the page's title, {@code Ply live: NAME}
   * @param about one line on the run (its id, store, kind and game)
   * @param state {@code starting}, {@code running}, or how the run ended ({@code finished}, {@code
   *     interrupted}, {@code failed})
   * @param progress games done and planned, the rate
   * @param sprt the SPRT's sentence, with its LLR and bounds, if the run has one
   * @param standings the standings and crosstable as HTML (escaped), or empty before the run
   * @param games the games in play
   * @param gamesNote what to say where no game in play is shown
   * @param notes problems to say on the page (a drawing that failed, a store unreadable just now)
   * @param gameId the run's game, for the units of the values shown ({@link ValueText})
   */
  record View(
      String title,
      String about,
      String state,
      LiveRun.Progress progress,
      Optional<String> sprt,
      String standings,
      List<LiveRun.Shown> games,
      String gamesNote,
      List<String> notes,
      String gameId) {

    /** Whether the page will change no more. */
    boolean over() {
      return !state.equals("running") && !state.equals("starting");
    }
  }

  /** The whole page, its script carrying {@code nonce} (the page's content security policy). */
  static String document(View view, String nonce) {
    StringBuilder sb = new StringBuilder(16_384);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>")
        .append(Html.escape(view.title()))
        .append("</title>\n<style>\n")
        .append(ReportAssets.CSS)
        .append(ReportAssets.LIVE_CSS)
        .append("</style>\n</head>\n<body data-state=\"")
        .append(Html.escape(view.state()))
        .append("\">\n<h1 id=\"live-title\">")
        .append(Html.escape(view.title()))
        .append("</h1>\n<p class=\"muted\">")
        .append(Html.escape(view.about()))
        .append("</p>\n<nav><a href=\"#live-games\">Games in play</a>")
        .append("<a href=\"#live-standings\">Standings</a></nav>\n");
    Map<String, String> sections = sections(view);
    for (String id : SECTIONS) {
      sb.append("<section id=\"")
          .append(id)
          .append("\">")
          .append(sections.get(id))
          .append("</section>\n");
    }
    sb.append("<script nonce=\"")
        .append(nonce)
        .append("\">\n")
        .append(ReportAssets.LIVE_SCRIPT)
        .append("</script>\n</body>\n</html>\n");
    return sb.toString();
  }

  /** {@code live.json}: the state, the counts and every section's HTML, script-safe. */
  static String json(View view) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("state", view.state());
    data.put("over", view.over());
    data.put("done", view.progress().done());
    data.put("total", view.progress().total());
    data.put("inPlay", view.games().size());
    data.put("html", new LinkedHashMap<String, Object>(sections(view)));
    StringBuilder sb = new StringBuilder();
    Json.appendValue(sb, data, true);
    return sb.append('\n').toString();
  }

  /** Each section's HTML by id. */
  static Map<String, String> sections(View view) {
    Map<String, String> sections = new LinkedHashMap<>();
    sections.put("live-progress", progress(view));
    sections.put("live-sprt", sprt(view));
    sections.put("live-games", games(view));
    sections.put("live-standings", view.standings());
    return sections;
  }

  private static String progress(View view) {
    LiveRun.Progress p = view.progress();
    StringBuilder text = new StringBuilder();
    text.append(p.done()).append(" of ").append(p.total()).append(" games");
    if (p.total() > 0) {
      text.append(" (").append(Numbers.percent((double) p.done() / p.total())).append(')');
    }
    p.gamesPerSecond().ifPresent(r -> text.append(String.format(Locale.ROOT, ", %.2f games/s", r)));
    if (!view.over()) {
      p.etaSeconds().ifPresent(s -> text.append(", ETA ").append(duration(s)));
    }
    text.append("; ").append(view.state());
    StringBuilder sb = new StringBuilder("<h2>Progress</h2>\n<p><progress max=\"");
    sb.append(Math.max(1, p.total()))
        .append("\" value=\"")
        .append(Math.min(p.done(), Math.max(1, p.total())))
        .append("\"></progress> <span id=\"live-counts\">")
        .append(Html.escape(text.toString()))
        .append("</span></p>\n");
    for (String note : view.notes()) {
      sb.append("<p class=\"note live-problem\">").append(Html.escape(note)).append("</p>\n");
    }
    return sb.toString();
  }

  private static String sprt(View view) {
    return view.sprt()
        .map(s -> "<h2>SPRT</h2>\n<p class=\"sprt\">" + Html.escape(s) + "</p>\n")
        .orElse("");
  }

  private static String games(View view) {
    StringBuilder sb = new StringBuilder("<h2>Games in play</h2>\n");
    if (view.games().isEmpty()) {
      return sb.append("<p class=\"note\">")
          .append(Html.escape(view.gamesNote()))
          .append("</p>\n")
          .toString();
    }
    sb.append("<div class=\"live-games\">\n");
    for (LiveRun.Shown g : view.games()) {
      sb.append(game(g, view.gameId()));
    }
    return sb.append("</div>\n").toString();
  }

  /** One game in play: who, the last move with what its search said, and the board. */
  static String game(LiveRun.Shown g, String gameId) {
    StringBuilder sb = new StringBuilder();
    sb.append("<div class=\"live-game\" data-game=\"")
        .append(g.game().number())
        .append("\" data-plies=\"")
        .append(g.plies())
        .append("\">\n<h3>")
        .append(
            Html.escape(
                "Game "
                    + g.game().number()
                    + (g.game().round() > 0 ? ", round " + g.game().round() : "")
                    + ": "
                    + String.join(" – ", g.game().seats())
                    + (g.where().isEmpty() ? "" : " (on worker " + g.where() + ")")))
        .append("</h3>\n<p class=\"note\">")
        .append(
            Html.escape(
                g.last().map(m -> lastMove(g.plies(), m, gameId)).orElse("not started yet")))
        .append("</p>\n");
    LiveRun.Board board = g.board();
    if (board.svg().isPresent()) {
      String data =
          Base64.getEncoder().encodeToString(board.svg().get().getBytes(StandardCharsets.UTF_8));
      sb.append("<img class=\"live-board\" alt=\"")
          .append(Html.escape("game " + g.game().number() + " after " + g.plies() + " plies"))
          .append("\" src=\"data:image/svg+xml;base64,")
          .append(data)
          .append("\">\n");
    } else {
      sb.append("<pre class=\"live-text\">").append(Html.escape(board.text())).append("</pre>\n");
      board
          .problem()
          .ifPresent(
              why ->
                  sb.append("<p class=\"note live-problem\">")
                      .append(Html.escape(why + "; the text board is shown instead."))
                      .append("</p>\n"));
    }
    return sb.append("</div>\n").toString();
  }

  /**
   * {@code ply 12: e2e4 by alpha (depth 9, +31 cp, 120 ms, pv e2e4 e7e5)}: the value in the game's
   * units ({@link ValueText}: a proven one as a win or loss in so many plies).
   */
  static String lastMove(int plies, MoveRecord m, String gameId) {
    StringBuilder sb = new StringBuilder();
    sb.append("ply ").append(plies).append(": ").append(m.move()).append(" by ").append(m.player());
    StringBuilder search = new StringBuilder();
    if (m.depth() > 0) {
      search.append("depth ").append(m.depth());
    }
    if (m.value() != null) {
      search.append(search.length() > 0 ? ", " : "").append(ValueText.of(m.value(), gameId));
    }
    search
        .append(search.length() > 0 ? ", " : "")
        .append(String.format(Locale.ROOT, "%.0f ms", m.timeNanos() / 1e6));
    if (!m.principalVariation().isBlank()) {
      search.append(", pv ").append(m.principalVariation());
    }
    return sb.append(" (").append(search).append(')').toString();
  }

  /** {@code 40s}, {@code 3m05s}, {@code 2h10m}. */
  static String duration(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600
        ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60)
        : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
  }
}
