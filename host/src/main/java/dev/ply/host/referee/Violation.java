package dev.ply.host.referee;

import java.util.Objects;

/**
 * One rule of the referee that a player broke, as the {@code violations} table keeps it.
 *
 * @param ply the ply the player was asked to play, from 1
 * @param seat the player's seat
 * @param player the player's name
 * @param kind what went wrong: {@link Termination#ILLEGAL_MOVE}, {@link Termination#EXCEPTION},
 *     {@link Termination#NO_MOVE} or {@link Termination#TIME_FORFEIT}
 * @param detail a sentence for people
 * @param action what the referee did: {@code forfeit}, {@code random-move}, {@code disqualified},
 *     or {@code runaway} (a forfeit whose thread never returned: the player is out of the run's
 *     in-process games)
 * @param strikes the player's violations in the run so far, this one included
 */
public record Violation(
    int ply, int seat, String player, Termination kind, String detail, String action, int strikes)
    implements java.io.Serializable {

  public Violation {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(detail, "detail");
    Objects.requireNonNull(action, "action");
  }
}
