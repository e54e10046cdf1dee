package dev.ply.host.referee;

import java.util.Map;
import java.util.Objects;

/**
 * One move as the referee saw it, ready for the store.
 *
 * @param ply the move's number in the game, from 1
 * @param seat the seat that moved, from 0
 * @param player the name of the player in that seat
 * @param move the move's text ({@code GameState#moveToText})
 * @param timeNanos wall-clock time the referee measured from handing over the position to receiving
 *     the move
 * @param depth the depth the search reported (0 if none)
 * @param nodes the nodes the search reported (0 if none)
 * @param value the value the search reported, from the mover's point of view, or null if none
 * @param principalVariation the expected line as move texts separated by spaces; empty if none
 * @param counters the search's named counters
 */
public record MoveRecord(
    int ply,
    int seat,
    String player,
    String move,
    long timeNanos,
    int depth,
    long nodes,
    Integer value,
    String principalVariation,
    Map<String, Long> counters)
    implements java.io.Serializable {

  public MoveRecord {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(principalVariation, "principalVariation");
    counters = Map.copyOf(counters);
  }
}
