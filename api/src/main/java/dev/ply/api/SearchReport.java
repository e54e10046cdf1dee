package dev.ply.api;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The move a player chose and what its search saw on the way: an immutable value.
 *
 * <p>The referee records every field in the store next to the move. Only {@link #move()} is
 * required; a strategy that does not search (random play) leaves the rest at their defaults.
 * Well-known counters have names in {@link Counters}; a search may add any other.
 */
public final class SearchReport {

  /** Names of the counters the host knows how to show; any other name may be used too. */
  public static final class Counters {
    public static final String LEAVES = "leaves";
    public static final String CUTOFFS = "cutoffs";
    public static final String RE_SEARCHES = "re-searches";
    public static final String TT_PROBES = "tt-probes";
    public static final String TT_HITS = "tt-hits";

    private Counters() {}
  }

  /** The value of {@link #value()} when the strategy did not compute one. */
  public static final int NO_VALUE = Integer.MIN_VALUE;

  private final int move;
  private final int value;
  private final int depth;
  private final long nodes;
  private final long timeNanos;
  private final int[] principalVariation;
  private final Map<String, Long> counters;

  private SearchReport(Builder b) {
    this.move = b.move;
    this.value = b.value;
    this.depth = b.depth;
    this.nodes = b.nodes;
    this.timeNanos = b.timeNanos;
    this.principalVariation = b.principalVariation.clone();
    this.counters = Collections.unmodifiableMap(new LinkedHashMap<>(b.counters));
  }

  /** A report of a bare move, with no search figures. */
  public static SearchReport of(int move) {
    return builder(move).build();
  }

  /** A builder for the chosen {@code move}. */
  public static Builder builder(int move) {
    return new Builder(move);
  }

  /** The chosen move. */
  public int move() {
    return move;
  }

  /**
   * The value of the chosen move from the mover's point of view, in the scale of {@link Values}, or
   * {@link #NO_VALUE}.
   */
  public int value() {
    return value;
  }

  /** Whether {@link #value()} holds a value. */
  public boolean hasValue() {
    return value != NO_VALUE;
  }

  /**
   * The depth of the deepest completed iteration, in plies; 0 when the strategy does not search.
   */
  public int depth() {
    return depth;
  }

  /** Positions visited. */
  public long nodes() {
    return nodes;
  }

  /** Time the search itself measured, in nanoseconds (the referee also measures its own). */
  public long timeNanos() {
    return timeNanos;
  }

  /** The expected line of play, starting with {@link #move()}; may be empty. */
  public int[] principalVariation() {
    return principalVariation.clone();
  }

  /** Named counters (see {@link Counters}), in the order they were added. */
  public Map<String, Long> counters() {
    return counters;
  }

  /** One counter, or 0 when absent. */
  public long counter(String name) {
    return counters.getOrDefault(name, 0L);
  }

  @Override
  public String toString() {
    return "SearchReport[move="
        + move
        + ", value="
        + (hasValue() ? value : "none")
        + ", depth="
        + depth
        + ", nodes="
        + nodes
        + ", pv="
        + Arrays.toString(principalVariation)
        + ", counters="
        + counters
        + "]";
  }

  /** Builds a {@link SearchReport}. */
  public static final class Builder {
    private final int move;
    private int value = NO_VALUE;
    private int depth;
    private long nodes;
    private long timeNanos;
    private int[] principalVariation = new int[0];
    private final Map<String, Long> counters = new LinkedHashMap<>();

    private Builder(int move) {
      this.move = move;
    }

    public Builder value(int value) {
      this.value = value;
      return this;
    }

    public Builder depth(int depth) {
      this.depth = depth;
      return this;
    }

    public Builder nodes(long nodes) {
      this.nodes = nodes;
      return this;
    }

    public Builder timeNanos(long timeNanos) {
      this.timeNanos = timeNanos;
      return this;
    }

    public Builder principalVariation(int[] moves) {
      this.principalVariation = Objects.requireNonNull(moves, "moves").clone();
      return this;
    }

    public Builder counter(String name, long count) {
      counters.put(Objects.requireNonNull(name, "name"), count);
      return this;
    }

    public SearchReport build() {
      return new SearchReport(this);
    }
  }
}
