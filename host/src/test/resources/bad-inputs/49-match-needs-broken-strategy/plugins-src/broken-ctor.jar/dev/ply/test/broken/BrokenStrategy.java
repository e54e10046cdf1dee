package dev.ply.test.broken;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import org.pf4j.Extension;

/** A strategy whose constructor throws: the host reports it, and loads the plugin's others. */
@Extension
public class BrokenStrategy implements Strategy {

  public BrokenStrategy() {
    throw new RuntimeException("broken on purpose");
  }

  @Override
  public String id() {
    return "broken";
  }

  @Override
  public String description() {
    return "never created";
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
    throw new UnsupportedOperationException("never created");
  }
}
