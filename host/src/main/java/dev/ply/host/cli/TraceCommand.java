package dev.ply.host.cli;

import dev.ply.api.Conventions;
import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
import dev.ply.host.config.Suggestions;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.report.AtomicFile;
import dev.ply.host.trace.TraceSvg;
import dev.ply.host.trace.TraceText;
import dev.ply.host.trace.TraceTree;
import dev.ply.host.trace.TraceValues;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ply trace}: one search, every position it visits, and why each branch was cut, as an
 * indented text tree or an SVG picture, for teaching. The strategy is made through the api like any
 * player and hears a {@link TraceTree} through {@link Player#trace}; iterative deepening is off
 * unless asked for, so the trace is one search.
 */
@Command(
    name = "trace",
    mixinStandardHelpOptions = true,
    description = {
      "Trace one search: every position it visits, with its window [α, β] and the"
          + " value it returned, every move it cut off and by which bound, re-searches and table"
          + " hits; as an indented text tree or an SVG picture.",
      "Example: ply trace --game random-tree --variant branching=3 --variant depth=3"
          + " --variant ordering=perfect --strategy alphabeta-f1 --format svg -o trace.svg"
    })
final class TraceCommand implements Callable<Integer> {

  @Option(
      names = "--game",
      required = true,
      paramLabel = "GAME",
      description = "A game id (see ply list).")
  String gameId;

  @Option(
      names = "--variant",
      paramLabel = "NAME=VALUE",
      description = "A variant option of the game (repeatable).")
  Map<String, String> variant = new LinkedHashMap<>();

  @Option(
      names = "--strategy",
      paramLabel = "STRATEGY",
      defaultValue = "alphabeta-fail-hard",
      description =
          "The search to trace (see ply list; default: ${DEFAULT-VALUE}, Knuth and Moore's"
              + " textbook alpha-beta).")
  String strategyId;

  @Option(
      names = "--option",
      paramLabel = "NAME=VALUE",
      description =
          "An option of the strategy (repeatable); iterative-deepening is false unless"
              + " set here.")
  Map<String, String> strategyOptions = new LinkedHashMap<>();

  @Option(
      names = "--evaluator",
      paramLabel = "ID",
      description =
          "A heuristic for the positions at the depth limit (default: none, they" + " score 0).")
  String evaluatorId;

  @Option(
      names = "--evaluator-option",
      paramLabel = "NAME=VALUE",
      description = "An option of the evaluator, such as a weight (repeatable).")
  Map<String, String> evaluatorOptions = new LinkedHashMap<>();

  @Option(
      names = "--position",
      paramLabel = "MOVES",
      description =
          "Moves from the start, separated by spaces or, for one-character moves, not"
              + " at all (Connect Four: 4453).")
  String moves = "";

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "The depth to search, in plies (default: to the end of the game).")
  Integer depth;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text or svg (default: svg when -o names a .svg file, else text).")
  String format;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write the trace to FILE instead of the standard output.")
  Path output;

  @Option(
      names = "--max-nodes",
      paramLabel = "N",
      defaultValue = "2000",
      description =
          "Refuse a search that visits more than N positions (default:" + " ${DEFAULT-VALUE}).")
  long maxNodes;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (maxNodes < 1 || (depth != null && depth < 1)) {
      err.println(
          "ply trace: " + (maxNodes < 1 ? "--max-nodes" : "--depth") + " must be at least 1");
      return Main.USAGE_ERROR;
    }
    if (format != null && !format.equals("text") && !format.equals("svg")) {
      err.println("ply trace: --format is text or svg, not '" + format + "'");
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err)) {
      Game game = registry.game(gameId).orElse(null);
      Strategy strategy = registry.strategy(strategyId).orElse(null);
      if (Unknown.reported("ply trace", registry, gameId, game, strategyId, strategy, err)) {
        return Main.USAGE_ERROR;
      }
      GameState root;
      Options variantValues;
      Player player;
      try {
        variantValues =
            Options.resolve(
                game.variantOptions(),
                OptionArguments.typed(game.variantOptions(), variant, gameId));
        Optional<String> unfit = dev.ply.host.plugins.Fit.whyNot(strategy, game, variantValues);
        if (unfit.isPresent()) {
          throw new IllegalArgumentException("strategy " + strategy.id() + " " + unfit.get());
        }
        root = SolveCommand.position(game, variantValues, moves);
        if (root.isTerminal()) {
          throw new IllegalArgumentException("the game is already over after these moves");
        }
        if (root.playerToMove() == GameState.CHANCE
            && !(strategy instanceof dev.ply.api.GameSolver)) {
          throw new IllegalArgumentException(
              "chance is to move here (a deal or a roll), not a player: give the outcome in"
                  + " --position, one of: "
                  + root.chanceOutcomes().stream()
                      .limit(6)
                      .map(o -> root.moveToText(o.move()))
                      .collect(Collectors.joining(", "))
                  + (root.chanceOutcomes().size() > 6 ? ", …" : ""));
        }
        player =
            strategy.newPlayer(
                new PlayerContext(
                    game, variantValues, strategyOptions(strategy), evaluator(registry, game), 1));
      } catch (IllegalArgumentException e) {
        err.println("ply trace: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      if (strategy instanceof dev.ply.api.GameSolver solver) {
        return traceSolver(solver, strategy, game, variantValues, root, out, err);
      }
      TraceTree trace = new TraceTree(root);
      if (!player.trace(trace)) {
        Optional<Integer> grown = grownTree(player, strategy, root, game, variantValues, out, err);
        if (grown.isPresent()) {
          return grown.get();
        }
        err.println(
            "ply trace: strategy "
                + strategy.id()
                + " cannot be traced: it does not"
                + " report the positions it visits (Player.trace) nor keep a tree"
                + " (Player.grownTree)");
        return Main.USAGE_ERROR;
      }
      player.newGame(root.playerToMove(), 1);
      // One position more than the cap, so that a search that needs more stops and is refused.
      Limits limits =
          new Limits(
              depth == null ? Limits.NO_DEPTH_LIMIT : depth,
              Math.max(maxNodes, maxNodes + 1),
              Limits.NO_DEADLINE);
      SearchReport report = player.chooseMove(root.copy(), limits);
      if (trace.positions() > maxNodes || report.nodes() > maxNodes) {
        err.println(
            "ply trace: the search visits more than "
                + maxNodes
                + " positions, the cap"
                + " (--max-nodes "
                + maxNodes
                + "); trace a smaller tree (a smaller --depth, a later"
                + " --position, a smaller --variant) or raise the cap with --max-nodes N");
        return Main.USAGE_ERROR;
      }
      TraceValues values = values(game, variantValues, root);
      return write(
          trace,
          root,
          title(game, variantValues, strategy, root, report, values),
          values,
          !isRandomTree(game),
          out,
          err);
    }
  }

  /**
   * For a strategy that solves the whole game (CFR, value iteration): its steps over the
   * iterations, as {@code ply solve} prints them, with whatever its options add (cfr's {@code
   * trace-information-set}: that set's regrets and policies); an SVG of each figure's curve with
   * {@code --format svg}.
   */
  private int traceSolver(
      dev.ply.api.GameSolver solver,
      Strategy strategy,
      Game game,
      Options variantValues,
      GameState root,
      PrintWriter out,
      PrintWriter err) {
    boolean svg = svg();
    java.io.StringWriter text = new java.io.StringWriter();
    PrintWriter table = new PrintWriter(text, true);
    List<dev.ply.api.SolveStep> steps = new ArrayList<>();
    try {
      solver.solve(
          new PlayerContext(game, variantValues, strategyOptions(strategy), Optional.empty(), 1),
          root.copy(),
          SolveCommand.printer(table, steps));
    } catch (IllegalArgumentException e) {
      err.println("ply trace: " + strategy.id() + " cannot solve this: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    String title = game.displayName() + " solved by " + strategy.id();
    String content =
        svg
            ? dev.ply.host.report.SolveCurve.svg(title, steps)
            : title + ", its steps over the iterations:\n" + text;
    return emit(content, steps.size() + " steps", out, err);
  }

  /**
   * For a player that keeps the tree it grows (MCTS): one search of at most {@code --max-nodes}
   * nodes (iterations), and the tree shown; empty for a player that keeps none.
   */
  private Optional<Integer> grownTree(
      Player player,
      Strategy strategy,
      GameState root,
      Game game,
      Options variantValues,
      PrintWriter out,
      PrintWriter err) {
    player.newGame(root.playerToMove(), 1);
    SearchReport report =
        player.chooseMove(
            root.copy(),
            new Limits(
                depth == null ? Limits.NO_DEPTH_LIMIT : depth, maxNodes, Limits.NO_DEADLINE));
    Optional<dev.ply.api.GrownNode> tree =
        player.grownTree((int) Math.min(maxNodes, Integer.MAX_VALUE));
    if (tree.isEmpty()) {
      return Optional.empty();
    }
    List<String> title = new ArrayList<>();
    title.add(
        strategy.id()
            + (strategyOptions.isEmpty()
                ? ""
                : strategyOptions.entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(", ", " (", ")")))
            + " on "
            + game.id()
            + ", "
            + tree.get().visits()
            + " iterations");
    title.add(
        (root.plies() == 0 ? "From the start" : "After " + moves.trim())
            + ", player "
            + (root.playerToMove() + 1)
            + " to move: plays "
            + root.moveToText(report.move())
            + ".");
    boolean svg = svg();
    String content =
        svg
            ? withBoard(dev.ply.host.trace.GrownTreeView.svg(tree.get(), root, title), root, err)
            : dev.ply.host.trace.GrownTreeView.text(tree.get(), root, title);
    return Optional.of(emit(content, tree.get().size() + " nodes", out, err));
  }

  /**
   * The options given, with iterative deepening off unless they set it.
   *
   * @throws IllegalArgumentException for an unknown option or a bad value
   */
  private Options strategyOptions(Strategy strategy) {
    Map<String, String> texts = new LinkedHashMap<>();
    if (StandardOptions.declares(strategy, StandardOptions.DEEPENING)) {
      texts.put(StandardOptions.DEEPENING, "false");
    }
    texts.putAll(strategyOptions);
    return Options.resolve(
        strategy.options(),
        OptionArguments.typed(strategy.options(), texts, "strategy " + strategy.id()));
  }

  private Optional<Evaluator> evaluator(PluginRegistry registry, Game game) {
    if (evaluatorId == null) {
      return OptionArguments.configured(Optional.empty(), evaluatorOptions);
    }
    Evaluator e =
        registry
            .evaluator(evaluatorId)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown evaluator '"
                            + evaluatorId
                            + "'. "
                            + Suggestions.hint(evaluatorId, registry.evaluatorIds())));
    if (!e.gameId().equals(game.id())) {
      throw new IllegalArgumentException(
          "evaluator " + e.id() + " is for " + e.gameId() + ", not " + game.id());
    }
    return OptionArguments.configured(Optional.of(e), evaluatorOptions);
  }

  /**
   * Whether the game is the random tree of the theory, written as such: moves numbered from 1 in
   * their natural order (named only where the search changed it) and leaves holding plain numbers.
   */
  private static boolean isRandomTree(Game game) {
    return Conventions.follows(game, Conventions.GAME_TREE);
  }

  /**
   * Plain numbers for the random-tree game, whose leaves hold them, all at the tree's depth; {@link
   * dev.ply.api.Values#describe} for every other game.
   */
  private static TraceValues values(Game game, Options variant, GameState root) {
    if (isRandomTree(game)) {
      return TraceValues.plain(variant.getInt(Conventions.DEPTH) - root.plies());
    }
    return TraceValues.described();
  }

  private List<String> title(
      Game game,
      Options variant,
      Strategy strategy,
      GameState root,
      SearchReport report,
      TraceValues values) {
    List<String> title = new ArrayList<>();
    String variantText =
        game.variantOptions().isEmpty()
            ? ""
            : game.variantOptions().stream()
                .map(o -> o.name() + "=" + variant.asMap().get(o.name()))
                .collect(Collectors.joining(", ", " (", ")"));
    String options =
        strategyOptions.isEmpty()
            ? ""
            : strategyOptions.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", ", " (", ")"));
    title.add(strategy.id() + options + " on " + game.id() + variantText);
    title.add(
        (root.plies() == 0 ? "From the start" : "After " + moves.trim())
            + ", player "
            + (root.playerToMove() + 1)
            + " to move, depth "
            + (depth == null ? "to the end" : depth.toString())
            + (evaluatorId == null ? "" : ", evaluator " + evaluatorId)
            + ": best move "
            + root.moveToText(report.move())
            + (report.hasValue() ? ", value " + values.format(report.value()) : "")
            + ".");
    return title;
  }

  private int write(
      TraceTree trace,
      GameState root,
      List<String> title,
      TraceValues values,
      boolean nameMoves,
      PrintWriter out,
      PrintWriter err) {
    boolean svg = svg();
    String content =
        svg
            ? withBoard(TraceSvg.render(trace, values, nameMoves, title), root, err)
            : TraceText.render(trace, values, nameMoves, title);
    return emit(content, trace.positions() + " positions", out, err);
  }

  /**
   * The picture with the root position drawn above it as the game draws itself (the report's and
   * the live page's board); as it is, with one line saying why, when the game's drawing fails.
   */
  private static String withBoard(String picture, GameState root, PrintWriter err) {
    dev.ply.host.report.BoardAbove.Result drawn = dev.ply.host.report.BoardAbove.of(picture, root);
    drawn
        .problem()
        .ifPresent(p -> err.println("ply trace: the picture has no board above it: " + p));
    return drawn.svg();
  }

  /** Whether to draw an SVG picture: {@code --format svg}, or an output file ending in .svg. */
  private boolean svg() {
    return format != null
        ? format.equals("svg")
        : output != null && output.toString().toLowerCase(Locale.ROOT).endsWith(".svg");
  }

  /**
   * Writes {@code content} to the standard output, or to {@code -o FILE} (atomically) and says so
   * with {@code what} it holds.
   */
  private int emit(String content, String what, PrintWriter out, PrintWriter err) {
    if (output == null) {
      out.print(content);
      return 0;
    }
    try {
      AtomicFile.write(
          output,
          w -> {
            w.write(content);
            return null;
          });
    } catch (IOException e) {
      err.println("ply trace: cannot write " + output + ": " + e.getMessage());
      return Main.RUNTIME_FAILURE;
    }
    out.println("wrote " + output + ": " + what);
    return 0;
  }
}
