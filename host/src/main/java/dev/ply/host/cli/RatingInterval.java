package dev.ply.host.cli;

import dev.ply.host.rating.EloEstimate;
import dev.ply.host.rating.Trinomial;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The standings every N games on the progress output ({@code --rating-interval N}), as cutechess's
 * and fastchess's {@code -ratinginterval} print them: each entrant's games, wins, draws and losses,
 * points, and its Elo against the field with the 95% margin (the trinomial estimate from its own
 * results, fastchess's line per engine), the most points first. The full standings (ratings of
 * every entrant together, the crosstable) come at the end, and from {@code ply standings DB} at any
 * time. Everything else is passed to the progress listener it wraps.
 */
final class RatingInterval extends ProgressDecorator {

  private final PrintWriter out;
  private final int every;

  RatingInterval(TournamentListener progress, PrintWriter out, int every) {
    super(progress);
    if (every < 1) {
      throw new IllegalArgumentException("a rating interval is at least 1 game, got " + every);
    }
    this.out = out;
    this.every = every;
  }

  @Override
  void finished(int done, int total, Tally tally) {
    if (done % every == 0 && done < total) {
      lines(done, total, tally).forEach(out::println);
      out.flush();
    }
  }

  /** An Elo as printed: a value that rounds to zero is +0.0, not -0.0. */
  private static double signed(double elo) {
    return Math.abs(elo) < 0.05 ? 0.0 : elo;
  }

  /** The block printed after {@code done} of {@code total} games. */
  static List<String> lines(int done, int total, Tally tally) {
    List<String> lines = new ArrayList<>();
    lines.add(String.format(Locale.ROOT, "Standings after %d of %d games:", done, total));
    List<Map.Entry<String, Tally.Line>> rows = new ArrayList<>(tally.lines().entrySet());
    rows.sort((a, b) -> Double.compare(b.getValue().points(), a.getValue().points()));
    int width = rows.stream().mapToInt(e -> e.getKey().length()).max().orElse(0);
    for (Map.Entry<String, Tally.Line> row : rows) {
      Tally.Line l = row.getValue();
      String elo = "";
      if (l.games() > 0) {
        EloEstimate e = Trinomial.estimate(l.losses(), l.draws(), l.wins());
        elo =
            e.bounded()
                ? String.format(Locale.ROOT, "  Elo %+.1f ± %.1f", signed(e.elo()), e.errorMargin())
                : "  Elo no finite estimate";
      }
      lines.add(
          String.format(
              Locale.ROOT,
              "  %-" + width + "s  %d games  +%d =%d -%d  %.1f points (%.1f%%)%s",
              row.getKey(),
              l.games(),
              l.wins(),
              l.draws(),
              l.losses(),
              l.points(),
              l.games() == 0 ? 0.0 : 100 * l.points() / l.games(),
              elo));
    }
    return lines;
  }
}
