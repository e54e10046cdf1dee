package dev.ply.host.config;

import dev.ply.api.StandardOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * Warns when a run would ask for more processor cores than the machine has: each game at once
 * ({@code concurrency}) has one player searching at a time, on as many threads as its strategy's
 * {@code threads} option says (the parallel searches of classic-search; 1 for a strategy without
 * the option). When the entrant with the most threads times the concurrency exceeds the cores, the
 * searches share cores, and every time-limited player sees less time than it was given. Not an
 * error: the run goes on (on a cluster the workers' cores are what counts, not this machine's).
 */
public final class ThreadCheck {

  /** The option by which a strategy searches on more than one thread. */
  public static final String THREADS = StandardOptions.THREADS;

  private ThreadCheck() {}

  /** The threads {@code player} searches on: its {@value #THREADS} option, or 1. */
  public static int threads(PlayerSpec player) {
    Object t = player.options().asMap().get(THREADS);
    return t instanceof Number n ? Math.max(1, n.intValue()) : 1;
  }

  /**
   * One warning, such as {@code entrant 'mtd-bi-2' searches on 2 threads: with concurrency 2 that
   * is 4 threads at once on 2 cores}, or none.
   *
   * @param kind {@code player} or {@code entrant}, as the file calls them
   * @param cores the processor cores available ({@link Runtime#availableProcessors()})
   */
  public static List<String> warnings(
      List<PlayerSpec> players, int concurrency, int cores, String kind) {
    List<String> warnings = new ArrayList<>();
    PlayerSpec widest = null;
    for (PlayerSpec p : players) {
      if (widest == null || threads(p) > threads(widest)) {
        widest = p;
      }
    }
    if (widest == null) {
      return warnings;
    }
    long total = (long) threads(widest) * concurrency;
    if (total > cores) {
      warnings.add(
          kind
              + " '"
              + widest.name()
              + "' searches on "
              + threads(widest)
              + " thread"
              + (threads(widest) == 1 ? "" : "s")
              + ": with concurrency "
              + concurrency
              + " that is "
              + total
              + " threads at once on "
              + cores
              + " cores, so the searches share"
              + " cores and a time-limited player gets less than its time. Lower concurrency or"
              + " threads.");
    }
    return warnings;
  }
}
