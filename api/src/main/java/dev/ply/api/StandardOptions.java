package dev.ply.api;

import java.util.List;

/**
 * Option names with one meaning in every strategy that declares them, as UCI names {@code Hash} and
 * {@code Threads} for every engine: the host sets them where it needs the meaning (solving a
 * position, proof adjudication, benchmarks) without knowing any strategy, and a user meets the same
 * name in every plugin. A strategy that has the feature declares the option under this name, with
 * this type, in {@link Strategy#options()}; one that lacks it declares nothing, and the host leaves
 * it out.
 */
public final class StandardOptions {

  /** The transposition table's size in MiB, an integer; 0 for none (UCI's {@code Hash}). */
  public static final String TABLE_MB = "tt-mb";

  /** How many threads one search runs on, an integer of 1 or more (UCI's {@code Threads}). */
  public static final String THREADS = "threads";

  /**
   * Whether a search deepens one ply at a time up to its limit (true) or searches to its depth at
   * once (false), a boolean.
   */
  public static final String DEEPENING = "iterative-deepening";

  /** Whether the table is cleared at the start of every game, a boolean (UCI's Clear Hash). */
  public static final String TABLE_WIPE = "tt-wipe";

  /** Every standard name, in the order above. */
  public static final List<String> ALL = List.of(TABLE_MB, THREADS, DEEPENING, TABLE_WIPE);

  private StandardOptions() {}

  /** Whether {@code strategy} declares the option {@code name}. */
  public static boolean declares(Strategy strategy, String name) {
    return strategy.options().stream().anyMatch(o -> o.name().equals(name));
  }
}
