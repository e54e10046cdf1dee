package dev.ply.host.report;

import dev.ply.host.rating.FastchessElo;
import dev.ply.host.rating.SequentialTest;
import dev.ply.host.rating.Sprt;
import dev.ply.host.rating.SprtModel;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.SprtRecord;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A run's results in the block fastchess prints at each rating interval and at the end (its default
 * {@code -output format=fastchess} with {@code -report penta=true}; layout of fastchess commit
 * 74deac23, {@code output_fastchess.hpp}), for scripts that parse it. Two entrants:
 *
 * <pre>
 * --------------------------------------------------
 * Results of a vs b (2000 nodes, 1t, 16MB, random8.epd):
 * Elo: 12.34 +/- 5.67, nElo: 15.00 +/- 6.89
 * LOS: 99.99 %, DrawRatio: 45.00 %, PairsRatio: 1.20
 * Games: 200, Wins: 70, Losses: 60, Draws: 70, Points: 105.0 (52.50 %)
 * Ptnml(0-2): [5, 20, 45, 25, 5], WL/DD Ratio: 0.80
 * LLR: 1.23 (41.8%) (-2.94, 2.94) [0.00, 5.00]
 * --------------------------------------------------
 * </pre>
 *
 * (the LLR line with an SPRT only); more entrants: fastchess's table of rank, name, Elo, nElo,
 * games, score, draw ratio and pentanomial counts, each entrant against all the others. The figures
 * are fastchess's ({@link FastchessElo}): pentanomial over the colour-swapped pairs when the games
 * come in pairs (the pairs {@link HeadToHead} finds), else trinomial with fastchess's {@code
 * -report penta=false} lines. Numbers are printed as fastchess's {@code fmt} prints them: rounded
 * from the exact binary value, {@code inf}, and {@code -nan} for a figure with nothing to divide by
 * (what an x86-64 build prints).
 */
public final class FastchessResults {

  /** The rule fastchess prints above and below the block. */
  public static final String RULE = "-".repeat(50);

  /**
   * What the heading says about the games: fastchess's {@code (2000 nodes, 1t, 16MB, book.epd)}.
   *
   * @param limit the time control or move limit ({@code 10+0.1}, {@code 2000 nodes}), {@code a - b}
   *     when the engines differ
   * @param threads {@code 1t} from the {@code Threads} option, {@code NULL} without one
   * @param hash {@code 16MB} from the {@code Hash} option, {@code NULL} without one
   * @param book the openings file's name, or empty for none
   */
  public record Matchup(String limit, String threads, String hash, String book) {}

  private FastchessResults() {}

  /** The block for run {@code runId} of {@code reader}, rules included. */
  public static List<String> lines(ResultReader reader, long runId, Matchup matchup) {
    RunResults results = RunResults.load(reader, Optional.of(runId));
    List<String> lines = new ArrayList<>();
    lines.add(RULE);
    List<String> entrants = reader.entrants(runId).stream().map(e -> e.name()).toList();
    if (entrants.size() == 2) {
      HeadToHead.of(entrants.get(0), entrants.get(1), results.games())
          .ifPresent(h -> lines.addAll(headToHead(h, matchup)));
    } else {
      lines.addAll(table(entrants, results.games()));
    }
    reader.sprt(runId).ifPresent(s -> lines.add(llrLine(s, reader, runId)));
    lines.add(RULE);
    return lines;
  }

  /** The five lines fastchess prints for two engines (four without colour-swapped pairs). */
  static List<String> headToHead(HeadToHead h, Matchup m) {
    long games = h.wins() + h.draws() + h.losses();
    boolean penta = h.pairs() > 0;
    FastchessElo e =
        penta
            ? FastchessElo.ofPairs(h.pairCounts())
            : FastchessElo.ofGames(h.wins(), h.draws(), h.losses());
    long[] p = h.pairCounts();
    double points = h.wins() + 0.5 * h.draws();
    List<String> lines = new ArrayList<>();
    lines.add(
        "Results of "
            + h.a()
            + " vs "
            + h.b()
            + " ("
            + m.limit()
            + ", "
            + m.threads()
            + ", "
            + m.hash()
            + (m.book().isEmpty() ? "" : ", " + m.book())
            + "):");
    lines.add(
        "Elo: "
            + fixed(e.elo(), 2)
            + " +/- "
            + fixed(e.eloError(), 2)
            + ", nElo: "
            + fixed(e.nElo(), 2)
            + " +/- "
            + fixed(e.nEloError(), 2));
    double drawRatio = penta ? 100.0 * p[2] / h.pairs() : 100.0 * h.draws() / games;
    lines.add(
        "LOS: "
            + fixed(e.los() * 100, 2)
            + " %, DrawRatio: "
            + fixed(drawRatio, 2)
            + " %"
            + (penta ? ", PairsRatio: " + fixed(divide(p[3] + p[4], p[0] + p[1]), 2) : ""));
    lines.add(
        String.format(
            Locale.ROOT,
            "Games: %d, Wins: %d, Losses: %d, Draws: %d, Points: %s (%s %%)",
            games,
            h.wins(),
            h.losses(),
            h.draws(),
            fixed(points, 1),
            fixed(100 * points / games, 2)));
    if (penta) {
      lines.add(
          String.format(
              Locale.ROOT,
              "Ptnml(0-2): [%d, %d, %d, %d, %d], WL/DD Ratio: %s",
              p[0],
              p[1],
              p[2],
              p[3],
              p[4],
              fixed(divide(h.winLossPairs(), h.drawDrawPairs()), 2)));
    }
    return lines;
  }

  /** One entrant's results against all the others together. */
  private record Row(String name, long wins, long draws, long losses, long[] pairs) {

    long games() {
      return wins + draws + losses;
    }

    long pairCount() {
      long n = 0;
      for (long c : pairs) {
        n += c;
      }
      return n;
    }

    FastchessElo elo() {
      return pairCount() > 0
          ? FastchessElo.ofPairs(pairs)
          : FastchessElo.ofGames(wins, draws, losses);
    }
  }

  /** fastchess's table for more than two engines, by Elo, the highest first (NaN last). */
  static List<String> table(List<String> entrants, List<ResultReader.Game> games) {
    List<Row> rows = new ArrayList<>();
    for (String a : entrants) {
      long w = 0;
      long d = 0;
      long l = 0;
      long[] pairs = new long[5];
      for (String b : entrants) {
        if (a.equals(b)) {
          continue;
        }
        Optional<HeadToHead> h = HeadToHead.of(a, b, games);
        if (h.isPresent()) {
          w += h.get().wins();
          d += h.get().draws();
          l += h.get().losses();
          for (int k = 0; k < 5; k++) {
            pairs[k] += h.get().pairCounts()[k];
          }
        }
      }
      rows.add(new Row(a, w, d, l, pairs));
    }
    rows.sort(
        Comparator.comparing((Row r) -> Double.isNaN(r.elo().elo()))
            .thenComparing(r -> -r.elo().elo()));
    int width = Math.max(25, entrants.stream().mapToInt(String::length).max().orElse(0));
    List<String> lines = new ArrayList<>();
    lines.add(
        String.format(
            Locale.ROOT,
            "%-4s %-" + width + "s %10s %10s %10s %10s %10s %10s %10s %20s",
            "Rank",
            "Name",
            "Elo",
            "+/-",
            "nElo",
            "+/-",
            "Games",
            "Score",
            "Draw",
            "Ptnml(0-2)"));
    int rank = 0;
    for (Row r : rows) {
      FastchessElo e = r.elo();
      boolean penta = r.pairCount() > 0;
      double points = r.wins() + 0.5 * r.draws();
      long[] p = r.pairs();
      lines.add(
          String.format(
              Locale.ROOT,
              "%4d %-" + width + "s %10s %10s %10s %10s %10d %9s%% %9s%% %20s",
              ++rank,
              r.name(),
              fixed(e.elo(), 2),
              fixed(e.eloError(), 2),
              fixed(e.nElo(), 2),
              fixed(e.nEloError(), 2),
              r.games(),
              fixed(100 * points / r.games(), 1),
              fixed(penta ? 100.0 * p[2] / r.pairCount() : 100.0 * r.draws() / r.games(), 1),
              penta
                  ? String.format(Locale.ROOT, "[%d, %d, %d, %d, %d]", p[0], p[1], p[2], p[3], p[4])
                  : ""));
    }
    return lines;
  }

  /**
   * fastchess's SPRT line: {@code LLR: 1.23 (41.8%) (-2.94, 2.94) [0.00, 5.00]}, the LLR as a share
   * of the bound it heads for, the bounds, and the hypotheses' Elo.
   */
  private static String llrLine(SprtRecord s, ResultReader reader, long runId) {
    SprtModel model = SprtModel.ofCode(s.model()).orElse(SprtModel.LOGISTIC);
    SequentialTest test = new SequentialTest(model, s.elo0(), s.elo1(), s.alpha(), s.beta());
    for (ResultReader.Game g : reader.gamesInOrderRecorded(runId)) {
      int seat = g.players().indexOf(s.first());
      if (g.players().size() == 2 && seat >= 0 && g.players().contains(s.second())) {
        test.add(g.scores().get(seat), (g.number() + 1) / 2);
      }
    }
    return llrLine(test.llr(), s.elo0(), s.elo1(), s.alpha(), s.beta());
  }

  /** The SPRT line for an LLR and the test's settings. */
  static String llrLine(double llr, double elo0, double elo1, double alpha, double beta) {
    double lower = Sprt.lowerBound(alpha, beta);
    double upper = Sprt.upperBound(alpha, beta);
    double fraction = llr >= 0 ? llr / upper : -llr / lower;
    return "LLR: "
        + fixed(llr, 2)
        + " ("
        + fixed(fraction * 100, 1)
        + "%) ("
        + fixed(lower, 2)
        + ", "
        + fixed(upper, 2)
        + ") ["
        + fixed(elo0, 2)
        + ", "
        + fixed(elo1, 2)
        + "]";
  }

  private static double divide(long over, long under) {
    return (double) over / under;
  }

  /**
   * {@code x} with {@code decimals} decimals as C++'s {@code fmt} prints it ({@code {:.2f}}):
   * rounded from the double's exact binary value, ties to even, the sign kept on a negative zero
   * and on what rounds to zero; {@code inf}, {@code -inf}, and {@code -nan} for NaN (an x86-64
   * processor's NaN from 0/0 has its sign bit set, and fastchess prints {@code -nan}).
   */
  static String fixed(double x, int decimals) {
    if (Double.isNaN(x)) {
      return "-nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    boolean negative = x < 0 || (x == 0 && 1 / x < 0);
    String digits =
        new BigDecimal(Math.abs(x)).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    return negative ? "-" + digits : digits;
  }
}
