package dev.ply.host.bench;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.SignatureCase;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.host.plugins.PluginRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The node counts of every search the loaded strategies offer on fixed positions, and their sum:
 * what {@code ply bench signature} prints and a test pins (after Stockfish's {@code bench}), and
 * what a cluster compares between coordinator and worker, so that a worker whose searches differ
 * plays no game of the run.
 *
 * <p>Deterministic: the same plugin code gives the same numbers on any machine. About a second.
 */
public final class SearchSignature {

  /** One search of the signature: a case a strategy offers, with that strategy's id. */
  private record Case(String strategy, SignatureCase search) {
    @Override
    public String toString() {
      return strategy + " on " + search.game();
    }
  }

  /** Every case of every loaded strategy, strategies in id order, each's cases in its order. */
  static List<Case> cases(PluginRegistry registry) {
    List<Case> cases = new ArrayList<>();
    for (String id : new TreeSet<>(registry.strategyIds())) {
      Strategy strategy = registry.strategy(id).orElseThrow();
      strategy.signatureCases().forEach(c -> cases.add(new Case(id, c)));
    }
    return cases;
  }

  /**
   * The signature's lines ({@code game position strategy depth nodes value}) and, last, {@code
   * signature N}.
   *
   * <p>Each strategy offers its own cases ({@link Strategy#signatureCases()}); a case whose game or
   * evaluator is not loaded is left out, and a line before the sum says which.
   */
  public static List<String> lines(PluginRegistry registry) {
    List<String> lines = new ArrayList<>();
    long total = 0;
    lines.add(
        String.format(
            "%-13s %-12s %-20s %5s %12s  %s",
            "game", "position", "strategy", "depth", "nodes", "value"));
    List<String> leftOut = new ArrayList<>();
    for (Case c : cases(registry)) {
      SignatureCase search = c.search();
      Game game = registry.game(search.game()).orElse(null);
      Strategy strategy = registry.strategy(c.strategy()).orElseThrow();
      Evaluator evaluator = search.evaluator().flatMap(registry::evaluator).orElse(null);
      if (game == null || (search.evaluator().isPresent() && evaluator == null)) {
        leftOut.add(c.toString());
        continue;
      }
      Options variant = Options.resolve(game.variantOptions(), search.variant());
      Player player =
          strategy.newPlayer(
              new PlayerContext(
                  game,
                  variant,
                  Options.resolve(strategy.options(), new LinkedHashMap<>(search.options())),
                  Optional.ofNullable(evaluator),
                  1));
      player.newGame(0, 1);
      GameState state = game.newGame(variant);
      search.moves().forEach(m -> state.play(state.textToMove(m)));
      SearchReport report = player.chooseMove(state, Limits.depth(search.depth()));
      total += report.nodes();
      lines.add(
          String.format(
              Locale.ROOT,
              "%-13s %-12s %-20s %5d %12d  %s",
              search.game(),
              position(search.moves()),
              c.strategy(),
              search.depth(),
              report.nodes(),
              Values.describe(report.value())));
    }
    if (!leftOut.isEmpty()) {
      lines.add("left out (game or evaluator not loaded): " + String.join(", ", leftOut));
    }
    lines.add("signature " + total);
    return lines;
  }

  /** The signature's sum alone. */
  public static long of(PluginRegistry registry) {
    List<String> lines = lines(registry);
    return Long.parseLong(lines.get(lines.size() - 1).substring("signature ".length()));
  }

  /** {@code start}, or the moves: run together when each is one character ({@code 4453}). */
  private static String position(List<String> moves) {
    if (moves.isEmpty()) {
      return "start";
    }
    boolean short1 = moves.stream().allMatch(m -> m.length() == 1);
    return String.join(short1 ? "" : " ", moves);
  }

  private SearchSignature() {}
}
