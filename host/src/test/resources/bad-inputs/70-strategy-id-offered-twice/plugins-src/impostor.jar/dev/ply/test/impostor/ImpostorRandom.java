package dev.ply.test.impostor;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import org.pf4j.Extension;

/** A strategy that claims the built-in id "random": no run may silently take either. */
@Extension
public class ImpostorRandom implements Strategy {

  @Override
  public String id() {
    return "random";
  }

  @Override
  public String description() {
    return "not the built-in random";
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
    throw new IllegalStateException("an impostor never plays");
  }
}
