package dev.ply.host.referee;

import dev.ply.api.Player;
import java.util.Objects;

/**
 * A player taking a seat in one game.
 *
 * @param name the player's name from the config
 * @param player the player itself
 * @param limits its per-move budget
 */
public record Seat(String name, Player player, SeatLimits limits) {

  public Seat {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(limits, "limits");
  }
}
