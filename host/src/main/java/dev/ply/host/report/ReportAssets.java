package dev.ply.host.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The report's style sheet and replay script ({@code report.css} and {@code report.js}, resources
 * beside this class, edited as the CSS and JavaScript they are), inlined into every report so that
 * the file needs nothing else: no URL, no font, no library.
 *
 * <p>The script reads the games from the JSON in {@code <script type="application/json"
 * id="ply-games">}, fills the game list, and steps through the selected game's renderings. It
 * writes text only through {@code textContent}, never markup, so no recorded string can become
 * HTML; a game's drawing (checked by {@link BoardDrawing}) is shown as the {@code src} of an {@code
 * <img>}, a {@code data:} URL, in which a browser runs no script and loads nothing. A link ending
 * in {@code #replay=N/P} opens game N after its P-th recorded move. Once it is ready it sets {@code
 * data-replay-ready="yes"} on {@code <body>}, which {@code scripts/check-report.sh} looks for in
 * the DOM headless Chromium dumps.
 */
final class ReportAssets {

  private ReportAssets() {}

  /** The style sheet, {@code report.css} beside this class. */
  static final String CSS = resource("report.css");

  /** The replay script, {@code report.js} beside this class. */
  static final String SCRIPT = resource("report.js");

  /** The live page's own style ({@code live.css}), after the report's. */
  static final String LIVE_CSS = resource("live.css");

  /** The live page's script ({@code live.js}): it polls {@code live.json} ({@link LivePage}). */
  static final String LIVE_SCRIPT = resource("live.js");

  private static String resource(String name) {
    try (InputStream in = ReportAssets.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the report's " + name + " is missing from Ply's jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the report's " + name, e);
    }
  }
}
