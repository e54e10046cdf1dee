package dev.ply.host.referee;

/**
 * Thrown by a {@link Punctual} player whose move did not come by its deadline and grace: it has
 * killed its program, and the referee records the move as lost on time.
 */
public final class MoveOverdue extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public MoveOverdue(String what) {
    super(what, null, false, false);
  }
}
