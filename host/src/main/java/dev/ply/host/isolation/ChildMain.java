package dev.ply.host.isolation;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.host.config.OptionText;
import dev.ply.host.plugins.PluginRegistry;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The child side of the {@link Protocol} for a strategy plugin: a JVM of its own that loads the
 * same plugin jars as the host and serves one player. Started by {@link ProcessStrategy};
 * arguments: {@code --plugins DIR}... {@code --strategy ID} [{@code --evaluator ID}] [{@code
 * --evaluator-option K=V}]... [{@code --option K=V}]...
 *
 * <p>Whatever the player does, only this process suffers: an exception is answered with {@code
 * error}, and an exit, a crash or an out-of-memory ends the process, which the host sees as the end
 * of its output.
 */
public final class ChildMain {

  private final PrintStream protocol;
  private final Strategy strategy;
  private final Optional<Evaluator> evaluator;
  private final Map<String, String> optionTexts;
  private final Map<String, String> evaluatorOptionTexts;
  private final PluginRegistry registry;
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "ply-child-player");
            t.setDaemon(true);
            return t;
          });
  private Game game;
  private Options variant = Options.empty();
  private Player player;
  private List<String> position = List.of();
  private Limits limits = Limits.none();

  private ChildMain(
      PrintStream protocol,
      PluginRegistry registry,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Map<String, String> optionTexts,
      Map<String, String> evaluatorOptionTexts) {
    this.protocol = protocol;
    this.registry = registry;
    this.strategy = strategy;
    this.evaluator = evaluator;
    this.optionTexts = optionTexts;
    this.evaluatorOptionTexts = evaluatorOptionTexts;
  }

  public static void main(String[] args) throws IOException {
    // Standard output is the protocol's channel: keep it for the protocol alone, and send whatever
    // a plugin prints (a forgotten debug line) to standard error, that is, to the player's log.
    PrintStream protocol =
        new PrintStream(
            new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    List<Path> plugins = new ArrayList<>();
    String strategyId = null;
    String evaluatorId = null;
    Map<String, String> options = new LinkedHashMap<>();
    Map<String, String> evaluatorOptions = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--plugins" -> plugins.add(Path.of(args[i + 1]));
        case "--strategy" -> strategyId = args[i + 1];
        case "--evaluator" -> evaluatorId = args[i + 1];
        case "--option" -> {
          String[] kv = args[i + 1].split("=", 2);
          options.put(kv[0], kv.length > 1 ? kv[1] : "");
        }
        case "--evaluator-option" -> {
          String[] kv = args[i + 1].split("=", 2);
          evaluatorOptions.put(kv[0], kv.length > 1 ? kv[1] : "");
        }
        default -> {
          System.err.println("ply child: unknown argument " + args[i]);
          System.exit(2);
        }
      }
    }
    PluginRegistry registry = PluginRegistry.load(plugins);
    registry.problems().forEach(p -> System.err.println("ply child: warning: " + p));
    String id = strategyId;
    Strategy strategy =
        registry
            .strategy(id)
            .orElseThrow(() -> new IllegalArgumentException("ply child: no strategy '" + id + "'"));
    Optional<Evaluator> evaluator = Optional.ofNullable(evaluatorId).flatMap(registry::evaluator);
    new ChildMain(protocol, registry, strategy, evaluator, options, evaluatorOptions)
        .serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    System.exit(0);
  }

  private void serve(BufferedReader in) throws IOException {
    Future<?> search = null;
    for (String line; (line = in.readLine()) != null; ) {
      String[] w = line.trim().split("\\s+");
      switch (w[0]) {
        case "ply" -> protocol.println("ready " + strategy.id());
        case "newgame" -> newGame(w);
        case "position" -> position = List.of(w).subList(1, w.length);
        case "legal" -> {} // the child knows the rules: it has the game plugin
        case "limits" -> limits = limits(Protocol.fields(w, 1));
        case "go" -> search = thread.submit(this::go);
        case "stop" -> limits.stop();
        case "quit" -> {
          return;
        }
        default -> protocol.println("info unknown command " + w[0]);
      }
    }
    if (search != null) {
      search.cancel(true);
    }
  }

  private void newGame(String[] w) {
    try {
      game =
          registry
              .game(w[1])
              .orElseThrow(() -> new IllegalArgumentException("no game '" + w[1] + "'"));
      variant =
          Options.resolve(
              game.variantOptions(),
              typed(game.variantOptions(), w[4].equals("-") ? Map.of() : pairs(w[4])));
      Options options = Options.resolve(strategy.options(), typed(strategy.options(), optionTexts));
      Optional<Evaluator> configured =
          evaluator.map(
              e ->
                  e.withOptions(
                      Options.resolve(e.options(), typed(e.options(), evaluatorOptionTexts))));
      player =
          strategy.newPlayer(
              new PlayerContext(game, variant, options, configured, Long.parseLong(w[3])));
      player.newGame(Integer.parseInt(w[2]), Long.parseLong(w[3]));
      protocol.println("ok");
    } catch (RuntimeException e) {
      protocol.println("error " + oneLine(e));
    }
  }

  private void go() {
    try {
      GameState state = game.newGame(variant);
      dev.ply.host.referee.Replay.play(state, position);
      SearchReport report = player.chooseMove(state, limits);
      if (report == null) {
        protocol.println("nomove");
        return;
      }
      StringBuilder line = new StringBuilder("move ").append(state.moveToText(report.move()));
      line.append(" depth=").append(report.depth()).append(" nodes=").append(report.nodes());
      if (report.hasValue()) {
        line.append(" value=").append(report.value());
      }
      StringBuilder pv = new StringBuilder();
      GameState walk = state.copy();
      for (int move : report.principalVariation()) {
        if (walk.isTerminal() || !walk.isLegal(move)) {
          break;
        }
        pv.append(pv.length() == 0 ? "" : ",").append(walk.moveToText(move));
        walk.play(move);
      }
      if (pv.length() > 0) {
        line.append(" pv=").append(pv);
      }
      StringBuilder counters = new StringBuilder();
      report
          .counters()
          .forEach(
              (k, v) ->
                  counters
                      .append(counters.length() == 0 ? "" : ",")
                      .append(k)
                      .append(':')
                      .append(v));
      if (counters.length() > 0) {
        line.append(" counters=").append(counters);
      }
      protocol.println(line);
    } catch (Throwable t) {
      protocol.println("error " + oneLine(t));
    }
  }

  private static Limits limits(Map<String, String> f) {
    int depth =
        f.getOrDefault("depth", "none").equals("none")
            ? Limits.NO_DEPTH_LIMIT
            : Integer.parseInt(f.get("depth"));
    long nodes =
        f.getOrDefault("nodes", "none").equals("none")
            ? Limits.NO_NODE_LIMIT
            : Long.parseLong(f.get("nodes"));
    long deadline =
        f.getOrDefault("time-ms", "none").equals("none")
            ? Limits.NO_DEADLINE
            : System.nanoTime() + Long.parseLong(f.get("time-ms")) * 1_000_000;
    return new Limits(depth, nodes, deadline);
  }

  private static Map<String, String> pairs(String text) {
    Map<String, String> map = new LinkedHashMap<>();
    for (String pair : text.split(",")) {
      String[] kv = pair.split("=", 2);
      map.put(kv[0], kv.length > 1 ? kv[1] : "");
    }
    return map;
  }

  private static Map<String, Object> typed(List<OptionSpec> specs, Map<String, String> texts) {
    Map<String, Object> values = new LinkedHashMap<>();
    texts.forEach(
        (k, v) ->
            specs.stream()
                .filter(s -> s.name().equals(k))
                .findFirst()
                .ifPresent(spec -> values.put(k, OptionText.parse(spec, v))));
    return values;
  }

  private static String oneLine(Throwable t) {
    return (t.getClass().getName() + ": " + t.getMessage()).replaceAll("[\\r\\n]+", " ");
  }
}
