package dev.ply.host.cli;

import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.tournament.Tally;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/** The table printed at the end of a run. */
final class StandingsOutput {

  private StandingsOutput() {}

  static void print(PrintWriter out, Path db, long runId, PluginRegistry registry, Tally tally) {
    out.printf("%-24s %5s %5s %5s %5s %8s %7s %9s%n", "entrant", "games", "W", "D", "L", "points",
        "score", "forfeits");
    for (Map.Entry<String, Tally.Line> e : tally.lines().entrySet()) {
      Tally.Line l = e.getValue();
      out.printf(Locale.ROOT, "%-24s %5d %5d %5d %5d %8.1f %6.1f%% %9d%n", e.getKey(), l.games(),
          l.wins(), l.draws(), l.losses(), l.points(),
          l.games() == 0 ? 0 : 100.0 * l.points() / l.games(), l.forfeits());
    }
  }
}
