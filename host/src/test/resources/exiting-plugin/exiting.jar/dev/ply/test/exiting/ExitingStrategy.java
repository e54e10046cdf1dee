package dev.ply.test.exiting;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import org.pf4j.Extension;

/** A strategy whose constructor ends the JVM: Ply cannot survive it, but must name the jar. */
@Extension
public class ExitingStrategy implements Strategy {

  public ExitingStrategy() {
    System.exit(42);
  }

  @Override
  public String id() {
    return "exiting";
  }

  @Override
  public String description() {
    return "ends the JVM";
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
    throw new IllegalStateException("never made");
  }
}
