package dev.ply.classic.search;

/**
 * Thrown through the recursion when a search must stop (stop signal, deadline or node budget). One
 * shared instance without a stack trace: throwing it costs next to nothing.
 */
public final class SearchAborted extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public static final SearchAborted INSTANCE = new SearchAborted();

  private SearchAborted() {
    super("search aborted", null, false, false);
  }
}
