package dev.ply.multiplayer;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.PlayerContext;
import dev.ply.multiplayer.search.DepthSearch;
import dev.ply.multiplayer.search.MaxN;
import java.util.List;
import org.pf4j.Extension;

/** max^n (Luckhardt and Irani 1986) with Korf's shallow pruning (1991): {@link MaxN}. */
@Extension
public final class MaxNStrategy extends MultiplayerStrategy {

  static final String SHALLOW_PRUNING = "shallow-pruning";

  @Override
  public String id() {
    return "maxn";
  }

  @Override
  public String description() {
    return "max^n: every seat maximises its own score, with Korf's shallow pruning in zero-sum"
        + " games (Luckhardt and Irani 1986, Korf 1991)";
  }

  @Override
  List<OptionSpec> ownOptions() {
    return List.of(
        OptionSpec.bool(
            SHALLOW_PRUNING,
            true,
            "Korf's shallow pruning where the bounds allow it: in zero-sum games only (a constant"
                + " sum and a lowest score), off by itself in others; the same move and value"));
  }

  @Override
  DepthSearch search(PlayerContext context) {
    Game game = context.game();
    return new MaxN(
        game.players(),
        game.zeroSum(),
        game.maxUtility(),
        context.options().getBoolean(SHALLOW_PRUNING));
  }
}
