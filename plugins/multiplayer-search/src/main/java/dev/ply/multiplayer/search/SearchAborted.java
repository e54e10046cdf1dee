package dev.ply.multiplayer.search;

/**
 * Thrown from deep inside a search when its {@link Budget} is spent, and caught by {@link
 * IterativeDeepening}, which undoes the moves left on the position. One shared instance without a
 * stack trace: throwing it costs nothing.
 */
final class SearchAborted extends RuntimeException {

  static final SearchAborted INSTANCE = new SearchAborted();

  private static final long serialVersionUID = 1L;

  private SearchAborted() {
    super("search budget spent", null, false, false);
  }
}
