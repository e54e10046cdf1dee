package dev.ply.host.tournament;

import dev.ply.host.rating.Sprt;
import dev.ply.host.store.FinishedGame;
import java.util.Locale;
import java.util.Optional;

/**
 * A sequential probability ratio test between two entrants (the generalised SPRT of fishtest, on
 * the logistic Elo model): after each game, the log-likelihood ratio of "{@code a} is elo1 stronger"
 * against "{@code a} is elo0 stronger" is compared with the bounds set by alpha and beta, and the run
 * stops as soon as it crosses one.
 */
public final class SprtMonitor {

  private final String a;
  private final String b;
  private final double elo0;
  private final double elo1;
  private final double alpha;
  private final double beta;
  private long losses;
  private long draws;
  private long wins;
  private Sprt.Decision decision = Sprt.Decision.CONTINUE;
  private double llr;

  public SprtMonitor(String a, String b, double elo0, double elo1, double alpha, double beta) {
    this.a = a;
    this.b = b;
    this.elo0 = elo0;
    this.elo1 = elo1;
    this.alpha = alpha;
    this.beta = beta;
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
    if (scoreOfA == 1) {
      wins++;
    } else if (scoreOfA == 0) {
      losses++;
    } else {
      draws++;
    }
    llr = Sprt.llrLogistic(new long[] {losses, draws, wins}, elo0, elo1);
    decision = Sprt.decide(llr, alpha, beta);
  }

  /** Whether the test has accepted a hypothesis. */
  public synchronized boolean decided() {
    return decision != Sprt.Decision.CONTINUE;
  }

  /** A sentence on the outcome once decided, such as {@code H1 accepted: ...}. */
  public synchronized Optional<String> decision() {
    if (!decided()) {
      return Optional.empty();
    }
    String which = decision == Sprt.Decision.ACCEPT_H1
        ? String.format(Locale.ROOT, "H1 accepted: %s is at least %.1f Elo stronger than %s", a,
            elo1, b)
        : String.format(Locale.ROOT, "H0 accepted: %s is at most %.1f Elo stronger than %s", a,
            elo0, b);
    return Optional.of(which + String.format(Locale.ROOT,
        " (LLR %.3f, bounds [%.3f, %.3f], W-D-L %d-%d-%d)", llr, Sprt.lowerBound(alpha, beta),
        Sprt.upperBound(alpha, beta), wins, draws, losses));
  }
}
