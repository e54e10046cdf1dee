package dev.ply.host.referee;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The violations of each player over a run, and who is out of it: disqualified players, and
 * runaways (in-process players whose thread never returned and so cannot play again in this JVM).
 * Thread-safe: games of a run may be played concurrently.
 */
public final class Strikes {

  private final Map<String, Integer> strikes = new HashMap<>();
  private final Set<String> disqualified = new LinkedHashSet<>();
  private final Set<String> runaways = new LinkedHashSet<>();

  /**
   * Strikes of a run that is resumed: what the store recorded before the run stopped.
   *
   * @param counts each player's strikes so far
   * @param disqualified the players disqualified so far
   * @param runaways the players that ran away so far
   */
  public static Strikes of(
      Map<String, Integer> counts, Set<String> disqualified, Set<String> runaways) {
    Strikes s = new Strikes();
    s.strikes.putAll(counts);
    s.disqualified.addAll(disqualified);
    s.runaways.addAll(runaways);
    return s;
  }

  /** Counts a strike against {@code player} and returns its total. */
  public synchronized int strike(String player) {
    return strikes.merge(player, 1, Integer::sum);
  }

  /** Marks {@code player} disqualified for the rest of the run. */
  public synchronized void disqualify(String player) {
    disqualified.add(player);
  }

  /** Marks {@code player} as a runaway: it plays no more in-process games in this run. */
  public synchronized void runaway(String player) {
    runaways.add(player);
  }

  public synchronized boolean isDisqualified(String player) {
    return disqualified.contains(player);
  }

  public synchronized boolean isRunaway(String player) {
    return runaways.contains(player);
  }

  /** Each player's strikes so far (a copy). */
  public synchronized Map<String, Integer> counts() {
    return Map.copyOf(strikes);
  }

  /** The players disqualified so far (a copy). */
  public synchronized Set<String> disqualified() {
    return Collections.unmodifiableSet(new LinkedHashSet<>(disqualified));
  }

  /**
   * Takes in the violations of a game refereed elsewhere (on a cluster's worker, from a copy of
   * these strikes): each player's count becomes the larger of the two, and a disqualification or a
   * runaway there counts here. Two games refereed at once on two workers may each count the same
   * next strike, so a count can lag by the games played at once, never run ahead.
   */
  public synchronized void absorb(List<Violation> violations) {
    for (Violation v : violations) {
      strikes.merge(v.player(), v.strikes(), Math::max);
      if (v.action().equals("disqualified")) {
        disqualified.add(v.player());
      } else if (v.action().equals("runaway")) {
        runaways.add(v.player());
      }
    }
  }

  /** The runaways so far, for the end-of-run message. */
  public synchronized Set<String> runaways() {
    return Collections.unmodifiableSet(new LinkedHashSet<>(runaways));
  }
}
