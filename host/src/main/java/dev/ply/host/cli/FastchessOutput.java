package dev.ply.host.cli;

import dev.ply.host.config.EntrantSpec;
import dev.ply.host.config.Openings;
import dev.ply.host.config.PlayerSpec;
import dev.ply.host.config.RunConfig;
import dev.ply.host.report.FastchessResults;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code ply tournament --output fastchess}: fastchess's results block ({@link FastchessResults})
 * after the standings at the end of the run, and in place of Ply's standings every {@code
 * --rating-interval} games. The block is read back from the store, where each game is recorded
 * before it is counted, so that a resumed run's block covers its earlier games too.
 */
final class FastchessOutput extends ProgressDecorator {

  private final PrintWriter out;
  private final int every;
  private final StoreLocation db;
  private final FastchessResults.Matchup matchup;
  private volatile long runId = -1;

  /**
   * @param every print the block every this many games; 0 for never (only at the end)
   */
  FastchessOutput(
      TournamentListener progress, PrintWriter out, int every, StoreLocation db, RunConfig config) {
    super(progress);
    this.out = out;
    this.every = every;
    this.db = db;
    this.matchup = matchup(config);
  }

  void runIs(long runId) {
    this.runId = runId;
  }

  @Override
  void finished(int done, int total, Tally tally) {
    if (every > 0 && done % every == 0 && done < total && runId >= 0) {
      print(out, db, runId, matchup);
    }
  }

  /** Prints the block of run {@code runId}; a store that cannot be read now is said in a line. */
  static void print(
      PrintWriter out, StoreLocation db, long runId, FastchessResults.Matchup matchup) {
    try (ResultReader reader = ResultReader.open(db)) {
      FastchessResults.lines(reader, runId, matchup).forEach(out::println);
    } catch (StoreException e) {
      out.println(
          "(fastchess results: " + db + " could not be read just now: " + e.getMessage() + ")");
    }
    out.flush();
  }

  FastchessResults.Matchup matchup() {
    return matchup;
  }

  /**
   * The heading's {@code (2000 nodes, 1t, 16MB, book.epd)} from the first two entrants, as
   * fastchess writes it from its first two engines: each side's value, or {@code a - b} when the
   * two differ.
   */
  static FastchessResults.Matchup matchup(RunConfig config) {
    List<EntrantSpec> e = config.entrants();
    EntrantSpec first = e.get(0);
    EntrantSpec second = e.size() > 1 ? e.get(1) : first;
    String book =
        config.openings() instanceof Openings.FromFile f ? f.file().getFileName().toString() : "";
    return new FastchessResults.Matchup(
        both(first, second, FastchessOutput::limit),
        both(first, second, x -> option(x.player(), "Threads").map(v -> v + "t").orElse("NULL")),
        both(first, second, x -> option(x.player(), "Hash").map(v -> v + "MB").orElse("NULL")),
        book);
  }

  private static String both(EntrantSpec a, EntrantSpec b, Function<EntrantSpec, String> value) {
    String x = value.apply(a);
    String y = value.apply(b);
    return x.equals(y) ? x : x + " - " + y;
  }

  private static java.util.Optional<String> option(PlayerSpec p, String name) {
    Map<String, String> options = p.isolation().engineOptions();
    return java.util.Optional.ofNullable(options.get(name));
  }

  /**
   * fastchess's {@code getTime}: the clock ({@code 40/60+0.6}, {@code 10+0.1}, {@code 60}), else
   * the time a move ({@code 0.5/move}), else depth ({@code 12 plies}), else nodes ({@code 2000
   * nodes}), else nothing.
   */
  static String limit(EntrantSpec e) {
    if (e.clock().isPresent()) {
      EntrantSpec.Clock c = e.clock().get();
      String moves = c.moves() > 0 ? c.moves() + "/" : "";
      String increment = c.increment().isZero() ? "" : "+" + twoDigits(seconds(c.increment()));
      return moves + shortest(seconds(c.base())) + increment;
    }
    PlayerSpec p = e.player();
    if (p.time().isPresent()) {
      return shortest(seconds(p.time().get())) + "/move";
    }
    if (p.depth().isPresent()) {
      return p.depth().getAsInt() + " plies";
    }
    if (p.nodes().isPresent()) {
      return p.nodes().getAsLong() + " nodes";
    }
    return "";
  }

  /** Whole milliseconds as seconds, as fastchess keeps them. */
  private static double seconds(Duration d) {
    return d.toMillis() / 1000.0;
  }

  /** {@code fmt}'s {@code {}} of a double: the shortest decimal, no trailing {@code .0}. */
  static String shortest(double x) {
    return BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
  }

  /** {@code fmt}'s {@code {:.2g}}: two significant digits, an exponent from 100 up. */
  static String twoDigits(double x) {
    BigDecimal rounded = new BigDecimal(x).round(new MathContext(2, RoundingMode.HALF_EVEN));
    if (rounded.compareTo(BigDecimal.valueOf(100)) >= 0) {
      int exponent = rounded.precision() - rounded.scale() - 1;
      BigDecimal mantissa = rounded.movePointLeft(exponent).stripTrailingZeros();
      return mantissa.toPlainString() + String.format(java.util.Locale.ROOT, "e+%02d", exponent);
    }
    return rounded.stripTrailingZeros().toPlainString();
  }
}
