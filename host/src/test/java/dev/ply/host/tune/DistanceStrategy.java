package dev.ply.host.tune;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The player of {@link DuelGame} whose strength depends on its option {@code x} alone: its weight
 * is {@code w = exp(−κ (x − x*)²)} for a hidden optimum {@code x*}, so that {@code x} at {@code x*}
 * is the strongest and the log-odds of {@code x} against {@code y} are {@code κ((y − x*)² − (x −
 * x*)²)}.
 */
final class DistanceStrategy implements Strategy {

  private final double optimum;
  private final double kappa;

  DistanceStrategy(double optimum, double kappa) {
    this.optimum = optimum;
    this.kappa = kappa;
  }

  @Override
  public String id() {
    return "distance";
  }

  @Override
  public String description() {
    return "strength exp(-kappa (x - optimum)^2)";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.decimal("x", 0, 0, 100, "the tuned number"));
  }

  @Override
  public boolean supports(Game game) {
    return game.id().equals("duel");
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    double x = context.options().getDouble("x");
    double weight = Math.exp(-kappa * (x - optimum) * (x - optimum));
    return new Player() {
      private SplittableRandom random = new SplittableRandom(context.seed());

      @Override
      public void newGame(int seat, long seed) {
        random = new SplittableRandom(seed);
      }

      @Override
      public SearchReport chooseMove(GameState state, Limits limits) {
        double u = random.nextDouble();
        int named = (int) Math.min(DuelGame.SIDES - 1, DuelGame.SIDES * Math.pow(u, 1 / weight));
        return SearchReport.of(named);
      }
    };
  }
}
