package dev.ply.host.cli;

import dev.ply.host.config.TuneParameter;
import dev.ply.host.rating.Elo;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.tune.Spsa;
import dev.ply.host.tune.TuneRunner;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Shows a tuning's progress: iteration k of N, the current θ, and the live estimate of the gain
 * there is without a fixed reference: the plus side's score against the minus side (how strongly
 * the perturbations are felt) in self-play, the tuned sides' Elo against the opponent over the last
 * {@value #WINDOW} iterations when there is one. On a terminal one line is rewritten; otherwise a
 * line every few seconds and the last.
 */
final class TuneProgress implements TuneRunner.Progress {

  /** The iterations the estimate against an opponent is taken over. */
  static final int WINDOW = 100;

  private final PrintWriter out;
  private final List<TuneParameter> parameters;
  private final boolean terminal;
  private final Duration every;
  private long lastPrinted;
  private int wins;
  private int losses;
  private int draws;
  private final double[] recent = new double[WINDOW];
  private final int[] recentGames = new int[WINDOW];

  private TuneProgress(PrintWriter out, Spsa spsa, boolean terminal, Duration every) {
    this.out = out;
    this.parameters = spsa.parameters();
    this.terminal = terminal;
    this.every = every;
  }

  static TuneProgress forOutput(PrintWriter out, Spsa spsa, boolean terminal) {
    return new TuneProgress(out, spsa, terminal, Duration.ofSeconds(5));
  }

  @Override
  public void counted(TuneIterationRow row, int total, List<GameRecord> games) {
    double points = 0;
    int againstOpponent = 0;
    for (GameRecord g : games) {
      boolean self = g.players().stream().allMatch(TuneProgress::tunedSide);
      if (self) {
        String w = g.winner();
        if (w == null) {
          draws++;
        } else if (w.endsWith(".plus")) {
          wins++;
        } else {
          losses++;
        }
      } else {
        againstOpponent++;
        int seat = tunedSide(g.players().get(0)) ? 0 : 1;
        points += g.score(seat);
      }
    }
    int slot = (row.iteration() - 1) % WINDOW;
    recent[slot] = points;
    recentGames[slot] = againstOpponent;
    long now = System.nanoTime();
    boolean last = row.iteration() == total;
    if (!terminal && !last && now - lastPrinted < every.toNanos()) {
      return;
    }
    lastPrinted = now;
    StringBuilder line = new StringBuilder();
    line.append(String.format(Locale.ROOT, "iteration %d of %d ", row.iteration(), total));
    for (int p = 0; p < parameters.size(); p++) {
      line.append(String.format(Locale.ROOT, " %s %.2f", parameters.get(p).name(), row.theta()[p]));
    }
    int n = 0;
    double sum = 0;
    for (int i = 0; i < WINDOW; i++) {
      n += recentGames[i];
      sum += recent[i];
    }
    if (n > 0) {
      double score = sum / n;
      line.append(
          String.format(
              Locale.ROOT,
              "  vs opponent: %.1f%% (%+.0f Elo) over the last %d games",
              100 * score,
              Elo.fromScore(Math.min(0.999, Math.max(0.001, score))),
              n));
    } else {
      line.append(String.format(Locale.ROOT, "  plus-minus: +%d -%d =%d", wins, losses, draws));
    }
    if (terminal) {
      out.print("\r" + line + "   ");
    } else {
      out.println(line);
    }
    out.flush();
  }

  private static boolean tunedSide(String player) {
    return player.endsWith(".plus") || player.endsWith(".minus");
  }
}
