package dev.ply.cfr.tree;

/**
 * Thrown when a game tree does not fit the tables: more positions or information sets than the caps
 * allow, or lines deeper than {@link GameTree#MAX_DEPTH}. Its message finishes "cannot play GAME:
 * ", as {@link dev.ply.api.Strategy#whyNot} words it.
 */
public final class TreeTooLargeException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String option;

  /**
   * @param reason what is too large, such as "its game tree has more than 10 positions"
   * @param option the option that sets the cap that was passed, or "" for none
   */
  public TreeTooLargeException(String reason, String option) {
    super(reason);
    this.option = option;
  }

  /** The option that sets the cap that was passed, or "" for none. */
  public String option() {
    return option;
  }
}
