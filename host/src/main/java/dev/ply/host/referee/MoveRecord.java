package dev.ply.host.referee;

import java.util.Map;
import java.util.Objects;

/**
 * One move as the referee saw it, ready for the store.
 *
 * @param ply the move's number in the game, from 1
 * @param seat the seat that moved, from 0; {@link #CHANCE_SEAT} for a chance outcome the referee
 *     drew
 * @param player the name of the player in that seat
 * @param move the move's text ({@code GameState#moveToText})
 * @param timeNanos wall-clock time the referee measured from handing over the position to receiving
 *     the move
 * @param depth the depth the search reported (0 if none)
 * @param nodes the nodes the search reported (0 if none)
 * @param value the value the search reported, from the mover's point of view, or null if none
 * @param principalVariation the expected line as move texts separated by spaces; empty if none
 * @param counters the search's named counters
 * @param observations in a game of hidden information, what each seat sees after this move ({@code
 *     GameState#observation}), by seat, where it changed since the seat's last one (null where it
 *     did not); empty in a game where everything is seen
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
    Map<String, Long> counters,
    java.util.List<String> observations)
    implements java.io.Serializable {

  /** The seat of a chance outcome: no player chose it, the referee drew it. */
  public static final int CHANCE_SEAT = -1;

  /** The player's name on a chance outcome. */
  public static final String CHANCE = "chance";

  /** A move in a game where everything is seen. */
  public MoveRecord(
      int ply,
      int seat,
      String player,
      String move,
      long timeNanos,
      int depth,
      long nodes,
      Integer value,
      String principalVariation,
      Map<String, Long> counters) {
    this(
        ply,
        seat,
        player,
        move,
        timeNanos,
        depth,
        nodes,
        value,
        principalVariation,
        counters,
        java.util.List.of());
  }

  public MoveRecord {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(principalVariation, "principalVariation");
    counters = Map.copyOf(counters);
    // Nulls mark the seats whose view did not change: List.copyOf would refuse them.
    observations = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(observations));
  }

  /** Whether the referee drew this move at a chance node. */
  public boolean isChance() {
    return seat == CHANCE_SEAT;
  }
}
