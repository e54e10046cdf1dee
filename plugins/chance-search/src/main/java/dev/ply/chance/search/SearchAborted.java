package dev.ply.chance.search;

/**
 * Thrown through the search when the move's limits say stop; caught by {@link Deepening}, which
 * plays the deepest completed iteration's move. One shared instance without a stack trace: it is
 * control flow, not an error.
 */
public final class SearchAborted extends RuntimeException {

  static final SearchAborted INSTANCE = new SearchAborted();

  private static final long serialVersionUID = 1L;

  private SearchAborted() {
    super("search stopped", null, false, false);
  }
}
