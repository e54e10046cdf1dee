package dev.ply.host.tournament;

import dev.ply.host.config.SprtSpec;
import dev.ply.host.rating.SequentialTest;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.store.SprtRecord;
import java.util.Optional;

/**
 * The SPRT of a two-entrant run, fed with its finished games as they end: a {@link SequentialTest}
 * whose first player is {@code a}. Games {@code 2k − 1} and {@code 2k} of the schedule are the two
 * colour-swapped games of one opening, and count as a pair (pentanomial, as fishtest counts them).
 * Thread-safe: games end on several threads.
 */
public final class SprtMonitor {

  private final String a;
  private final String b;
  private final SprtSpec spec;
  private final SequentialTest test;

  public SprtMonitor(String a, String b, SprtSpec spec) {
    this.a = a;
    this.b = b;
    this.spec = spec;
    this.test =
        new SequentialTest(spec.model(), spec.elo0(), spec.elo1(), spec.alpha(), spec.beta());
  }

  /** A monitor in logistic Elo. */
  public SprtMonitor(String a, String b, double elo0, double elo1, double alpha, double beta) {
    this(a, b, new SprtSpec(elo0, elo1, alpha, beta));
  }

  /** Counts one game (of {@code a} against {@code b}, either colour) and updates the test. */
  public synchronized void add(FinishedGame game) {
    double scoreOfA;
    if (game.first().equals(a) && game.second().equals(b)) {
      scoreOfA = game.firstScore();
    } else if (game.first().equals(b) && game.second().equals(a)) {
      scoreOfA = 1 - game.firstScore();
    } else {
      return;
    }
    test.add(scoreOfA, (game.number() + 1) / 2);
  }

  /** The test as the store keeps it. */
  public SprtRecord record() {
    return new SprtRecord(
        a, b, spec.model().code(), spec.elo0(), spec.elo1(), spec.alpha(), spec.beta());
  }

  /** Whether the test has accepted a hypothesis; once true, true for good. */
  public synchronized boolean decided() {
    return test.decided();
  }

  /** {@code LLR 1.23 [-2.94, 2.94]}, for the progress line. */
  public synchronized String status() {
    return test.status();
  }

  /** The outcome once decided, in a sentence or two; see {@link SequentialTest#outcome}. */
  public synchronized Optional<String> decision() {
    return test.outcome(a, b);
  }
}
