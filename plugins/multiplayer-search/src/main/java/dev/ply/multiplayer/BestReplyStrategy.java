package dev.ply.multiplayer;

import dev.ply.api.PlayerContext;
import dev.ply.multiplayer.search.BestReplySearch;
import dev.ply.multiplayer.search.DepthSearch;
import org.pf4j.Extension;

/** Best-Reply Search (Schadd and Winands 2011): {@link BestReplySearch}. */
@Extension
public final class BestReplyStrategy extends MultiplayerStrategy {

  @Override
  public String id() {
    return "brs";
  }

  @Override
  public String description() {
    return "Best-Reply Search: the opponents' moves merged into one layer, only the best reply"
        + " played, the others' first-listed moves (Schadd and Winands 2011; Esser et al. 2013)";
  }

  @Override
  DepthSearch search(PlayerContext context) {
    return new BestReplySearch(context.game().players());
  }
}
