package dev.ply.host.bench;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.host.plugins.PluginRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The node counts of every search of the shipped plugins on fixed positions, and their sum: what
 * {@code ply bench signature} prints and a test pins (after Stockfish's {@code bench}), and what a
 * cluster compares between coordinator and worker, so that a worker whose searches differ plays no
 * game of the run.
 *
 * <p>Deterministic: the same plugin code gives the same numbers on any machine. About a second.
 */
public final class SearchSignature {

  /** One search of the signature: a position of a game, searched by one configured strategy. */
  private record Case(
      String game,
      Map<String, Object> variant,
      String moves,
      String strategy,
      Map<String, Object> options,
      String evaluator,
      int depth) {}

  private static final List<String> EXACT =
      List.of(
          "minimax",
          "negamax",
          "alphabeta-f1",
          "alphabeta-fail-hard",
          "alphabeta",
          "scout",
          "negascout",
          "mtdf",
          "mtd-bi");
  private static final List<String> WITH_TABLE =
      List.of("alphabeta", "negascout", "mtdf", "mtd-bi");

  static List<Case> cases() {
    List<Case> cases = new java.util.ArrayList<>();
    for (String s : EXACT) {
      cases.add(
          new Case("tic-tac-toe", Map.of(), "", s, Map.of("iterative-deepening", false), null, 9));
      cases.add(
          new Case(
              "random-tree",
              Map.of("branching", 6L, "depth", 5L, "seed", 7L),
              "",
              s,
              Map.of("iterative-deepening", false),
              null,
              5));
      cases.add(
          new Case(
              "nim",
              Map.of("heaps", "3,4,5"),
              "",
              s,
              Map.of("iterative-deepening", false),
              null,
              12));
    }
    for (String s : WITH_TABLE) {
      cases.add(
          new Case(
              "connect-four",
              Map.of(),
              "4453",
              s,
              Map.of("iterative-deepening", true, "tt-mb", 4L),
              "connect-four-windows",
              8));
      cases.add(
          new Case(
              "othello",
              Map.of(),
              "",
              s,
              Map.of("iterative-deepening", true, "tt-mb", 4L),
              "othello-positional",
              5));
      cases.add(
          new Case(
              "kalah",
              Map.of(),
              "",
              s,
              Map.of("iterative-deepening", true, "tt-mb", 4L),
              "kalah-stores",
              7));
    }
    cases.add(
        new Case(
            "connect-four",
            Map.of(),
            "4453",
            "alphabeta",
            Map.of(
                "iterative-deepening",
                true,
                "killers",
                true,
                "history",
                true,
                "aspiration",
                50L,
                "tactics",
                false),
            "connect-four-windows",
            8));
    cases.add(
        new Case(
            "connect-four", Map.of(), "44455554221", "mtd-bi", Map.of("tt-mb", 16L), null, 64));
    cases.add(new Case("tic-tac-toe", Map.of(), "", "mcts", Map.of("iterations", 2000L), null, 9));
    return cases;
  }

  /**
   * The signature's lines ({@code game position strategy depth nodes value}) and, last, {@code
   * signature N}.
   *
   * @throws IllegalStateException naming the case whose game, strategy or evaluator is not loaded
   */
  public static List<String> lines(PluginRegistry registry) {
    List<String> lines = new ArrayList<>();
    long total = 0;
    lines.add(
        String.format(
            "%-13s %-12s %-20s %5s %12s  %s",
            "game", "position", "strategy", "depth", "nodes", "value"));
    for (Case c : cases()) {
      Game game = registry.game(c.game()).orElse(null);
      Strategy strategy = registry.strategy(c.strategy()).orElse(null);
      Evaluator evaluator =
          c.evaluator() == null ? null : registry.evaluator(c.evaluator()).orElse(null);
      if (game == null || strategy == null || (c.evaluator() != null && evaluator == null)) {
        throw new IllegalStateException("the plugins of " + c + " are not loaded");
      }
      Options variant = Options.resolve(game.variantOptions(), c.variant());
      Player player =
          strategy.newPlayer(
              new PlayerContext(
                  game,
                  variant,
                  Options.resolve(strategy.options(), new LinkedHashMap<>(c.options())),
                  Optional.ofNullable(evaluator),
                  1));
      player.newGame(0, 1);
      GameState state = position(game, variant, c.moves());
      SearchReport report = player.chooseMove(state, Limits.depth(c.depth()));
      total += report.nodes();
      lines.add(
          String.format(
              Locale.ROOT,
              "%-13s %-12s %-20s %5d %12d  %s",
              c.game(),
              c.moves().isEmpty() ? "start" : c.moves(),
              c.strategy(),
              c.depth(),
              report.nodes(),
              Values.describe(report.value())));
    }
    lines.add("signature " + total);
    return lines;
  }

  /** The signature's sum alone. */
  public static long of(PluginRegistry registry) {
    List<String> lines = lines(registry);
    return Long.parseLong(lines.get(lines.size() - 1).substring("signature ".length()));
  }

  private static GameState position(Game game, Options variant, String moves) {
    GameState state = game.newGame(variant);
    for (char c : moves.toCharArray()) {
      state.play(state.textToMove(String.valueOf(c)));
    }
    return state;
  }

  private SearchSignature() {}
}
