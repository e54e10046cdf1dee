package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Strategy {@code hold-at}: Pig's "hold at N" ({@link HoldAt}), option {@code total} (default 20,
 * Neller and Presser's yardstick). Pig only: it refuses other games by their id. Deterministic, one
 * move per call, within any limit.
 */
@Extension
public final class HoldAtStrategy implements Strategy {

  static final String TOTAL = "total";
  static final String PIG = "pig";

  @Override
  public String id() {
    return "hold-at";
  }

  @Override
  public String description() {
    return "pig's hold at N: roll until the turn total reaches N, then hold";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.integer(TOTAL, 20, 1, 1000, "hold once the turn total reaches this"));
  }

  @Override
  public Set<GameFeature> handles() {
    return EnumSet.of(GameFeature.CHANCE);
  }

  @Override
  public boolean supports(Game game) {
    return game.id().equals(PIG);
  }

  @Override
  public Optional<String> whyNot(Game game) {
    if (supports(game)) {
      return Optional.empty();
    }
    return Optional.of(
        "hold-at plays only pig (it holds once pig's turn total reaches a number), and "
            + game.id()
            + " is not pig");
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    HoldAt policy = new HoldAt(context.options().getInt(TOTAL));
    return new Player() {
      @Override
      public void newGame(int seat, long seed) {}

      @Override
      public SearchReport chooseMove(GameState state, Limits limits) {
        return SearchReport.builder(policy.moveAt(state)).nodes(1).build();
      }
    };
  }
}
