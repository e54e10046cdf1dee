package dev.ply.host.config;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;

/**
 * The stand-in strategy of a player given by {@code command:}: an external program, in any
 * language, that speaks one of the {@link PlayerProtocol}s. It has no options of its own and plays
 * any game its protocol plays; its players are made by {@code isolation.Players} from the entrant's
 * {@link Isolation}, never by {@link #newPlayer}.
 */
public final class ExternalStrategy implements Strategy {

  /** The id shown for external players. */
  public static final String ID = "external";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String description() {
    return "an external program speaking Ply's line protocol";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public boolean supports(Game game) {
    return true;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    throw new IllegalStateException("an external player is started by its command, not made here");
  }
}
