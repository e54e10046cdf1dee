package dev.ply.multiplayer;

import dev.ply.api.PlayerContext;
import dev.ply.multiplayer.search.DepthSearch;
import dev.ply.multiplayer.search.Paranoid;
import org.pf4j.Extension;

/** The paranoid search (Sturtevant and Korf 2000): {@link Paranoid}. */
@Extension
public final class ParanoidStrategy extends MultiplayerStrategy {

  @Override
  public String id() {
    return "paranoid";
  }

  @Override
  public String description() {
    return "paranoid: alpha-beta for the seat to move against a coalition of all the others"
        + " (Sturtevant and Korf 2000)";
  }

  @Override
  DepthSearch search(PlayerContext context) {
    return new Paranoid();
  }
}
