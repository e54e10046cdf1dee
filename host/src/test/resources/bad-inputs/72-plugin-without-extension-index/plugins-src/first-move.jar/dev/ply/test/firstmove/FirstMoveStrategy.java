package dev.ply.test.firstmove;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import org.pf4j.Extension;

/** A strategy whose jar has a classic mistake of a plugin build. */
@Extension
public class FirstMoveStrategy implements Strategy {

  @Override
  public String id() {
    return "first-move";
  }

  @Override
  public String description() {
    return "the first legal move";
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
    throw new UnsupportedOperationException("not for playing");
  }
}
