package dev.ply.test.broken;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import org.pf4j.Extension;

/** The healthy extension of the same plugin: it must still load. */
@Extension
public class SteadyStrategy implements Strategy {

  @Override
  public String id() {
    return "steady";
  }

  @Override
  public String description() {
    return "the extension of plugin broken-ctor that works";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public boolean supports(Game game) {
    return false;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    throw new UnsupportedOperationException("not for playing");
  }
}
