package dev.ply.host.cli;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows a tournament's progress: a progress bar (games done/total, rate, ETA, leader) on a
 * terminal; a plain line every few seconds when the output is a file or a pipe, since a bar would
 * fill a log with control characters.
 */
final class TournamentProgress {

  private TournamentProgress() {}

  /** A bar when stdout is a terminal, else plain lines to {@code out}. */
  static TournamentListener forOutput(PrintWriter out, boolean terminal) {
    return terminal ? new Bar() : new Lines(out, Duration.ofSeconds(5));
  }

  /** Whether this process writes to a terminal. */
  static boolean onTerminal() {
    return System.console() != null;
  }

  private static String leaderText(Tally tally, String sprt) {
    String leader = tally.leader();
    if (leader == null) {
      return sprt;
    }
    Tally.Line line = tally.lines().get(leader);
    return String.format(Locale.ROOT, "leader %s %.1f/%d", leader, line.points(), line.games())
        + (sprt.isEmpty() ? "" : ", " + sprt);
  }

  /** The terminal bar (progressbar writes straight to the terminal). */
  private static final class Bar implements TournamentListener {
    private ProgressBar bar;
    private String sprt = "";

    @Override
    public void sprt(String status) {
      sprt = status;
    }

    @Override
    public void started(int total, int done) {
      bar =
          new ProgressBarBuilder()
              .setTaskName("games")
              .setInitialMax(total)
              .setStyle(ProgressBarStyle.ASCII)
              .showSpeed()
              .setSpeedUnit(java.time.temporal.ChronoUnit.SECONDS)
              .setUnit(" games", 1)
              .startsFrom(done, Duration.ZERO)
              .build();
    }

    @Override
    public void gameFinished(GameRecord game, int done, int total, Tally tally) {
      bar.stepTo(done);
      bar.setExtraMessage(" " + leaderText(tally, sprt));
    }

    @Override
    public void ended(int done, int total) {
      if (bar != null) {
        bar.close();
      }
    }
  }

  /**
   * A line now and then: {@code 37/120 games, 2.1 games/s, ETA 40s, leader x 12.5/15}, and the
   * SPRT's LLR and bounds when the run has one.
   */
  private static final class Lines implements TournamentListener {
    private final PrintWriter out;
    private final long everyNanos;
    private long startNanos;
    private int startDone;
    private long lastPrint;
    private String sprt = "";

    Lines(PrintWriter out, Duration every) {
      this.out = out;
      this.everyNanos = every.toNanos();
    }

    @Override
    public void started(int total, int done) {
      startNanos = System.nanoTime();
      lastPrint = startNanos;
      startDone = done;
    }

    @Override
    public void sprt(String status) {
      sprt = status;
    }

    @Override
    public void gameFinished(GameRecord game, int done, int total, Tally tally) {
      long now = System.nanoTime();
      if (now - lastPrint < everyNanos && done < total) {
        return;
      }
      lastPrint = now;
      double seconds = (now - startNanos) / 1e9;
      double rate = (done - startDone) / Math.max(seconds, 1e-9);
      String eta = rate > 0 ? formatSeconds((total - done) / rate) : "?";
      out.printf(
          Locale.ROOT,
          "%d/%d games, %.2f games/s, ETA %s, %s%n",
          done,
          total,
          rate,
          eta,
          leaderText(tally, sprt));
      out.flush();
    }
  }

  private static String formatSeconds(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600
        ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60)
        : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
  }
}
