package dev.ply.host.cli;

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
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code ply bench signature}: the node counts of every search strategy on a fixed set of positions
 * of the shipped games, and their sum, in the manner of a chess engine's {@code bench} command. The
 * counts are deterministic; a test pins the whole output, so that any change in what a search does
 * shows up as a changed signature, and changing it is a decision written in a commit.
 */
@Command(name = "signature", mixinStandardHelpOptions = true,
    description = {"Node counts of each search on a fixed set of positions, and their sum (the"
        + " signature): deterministic, pinned by a test, so that a change in search behaviour is"
        + " seen.", "Example: ply bench signature"})
final class BenchSignatureCommand implements Callable<Integer> {

  /** One search of the signature: a position of a game, searched by one configured strategy. */
  private record Case(String game, Map<String, Object> variant, String moves, String strategy,
      Map<String, Object> options, String evaluator, int depth) {}

  private static final List<String> EXACT = List.of("minimax", "negamax", "alphabeta-f1",
      "alphabeta-fail-hard", "alphabeta", "scout", "negascout", "mtdf", "mtd-bi");
  private static final List<String> WITH_TABLE = List.of("alphabeta", "negascout", "mtdf",
      "mtd-bi");

  private static List<Case> cases() {
    List<Case> cases = new java.util.ArrayList<>();
    for (String s : EXACT) {
      cases.add(new Case("tic-tac-toe", Map.of(), "", s, Map.of("iterative-deepening", false),
          null, 9));
      cases.add(new Case("random-tree", Map.of("branching", 6L, "depth", 5L, "seed", 7L), "", s,
          Map.of("iterative-deepening", false), null, 5));
      cases.add(new Case("nim", Map.of("heaps", "3,4,5"), "", s,
          Map.of("iterative-deepening", false), null, 12));
    }
    for (String s : WITH_TABLE) {
      cases.add(new Case("connect-four", Map.of(), "4453", s,
          Map.of("iterative-deepening", true, "tt-mb", 4L), "connect-four-windows", 8));
      cases.add(new Case("othello", Map.of(), "", s,
          Map.of("iterative-deepening", true, "tt-mb", 4L), "othello-positional", 5));
      cases.add(new Case("kalah", Map.of(), "", s,
          Map.of("iterative-deepening", true, "tt-mb", 4L), "kalah-stores", 7));
    }
    cases.add(new Case("connect-four", Map.of(), "4453", "alphabeta",
        Map.of("iterative-deepening", true, "killers", true, "history", true, "aspiration", 50L,
            "tactics", false), "connect-four-windows", 8));
    cases.add(new Case("connect-four", Map.of(), "44455554221", "mtd-bi",
        Map.of("tt-mb", 16L), null, 64));
    cases.add(new Case("tic-tac-toe", Map.of(), "", "mcts",
        Map.of("iterations", 2000L), null, 9));
    return cases;
  }

  @Mixin
  PluginOptions plugins;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err)) {
      long total = 0;
      out.printf("%-13s %-12s %-20s %5s %12s  %s%n", "game", "position", "strategy", "depth",
          "nodes", "value");
      for (Case c : cases()) {
        Game game = registry.game(c.game()).orElse(null);
        Strategy strategy = registry.strategy(c.strategy()).orElse(null);
        Evaluator evaluator = c.evaluator() == null ? null
            : registry.evaluator(c.evaluator()).orElse(null);
        if (game == null || strategy == null || (c.evaluator() != null && evaluator == null)) {
          err.println("ply bench signature: the plugins of " + c + " are not loaded");
          return Main.RUNTIME_FAILURE;
        }
        Options variant = Options.resolve(game.variantOptions(), c.variant());
        Player player = strategy.newPlayer(new PlayerContext(game, variant,
            Options.resolve(strategy.options(), new LinkedHashMap<>(c.options())),
            Optional.ofNullable(evaluator), 1));
        player.newGame(0, 1);
        GameState state = SolveCommand.position(game, variant, c.moves());
        SearchReport report = player.chooseMove(state, Limits.depth(c.depth()));
        total += report.nodes();
        out.printf(Locale.ROOT, "%-13s %-12s %-20s %5d %12d  %s%n", c.game(),
            c.moves().isEmpty() ? "start" : c.moves(), c.strategy(), c.depth(), report.nodes(),
            Values.describe(report.value()));
      }
      out.println("signature " + total);
    }
    return 0;
  }
}
