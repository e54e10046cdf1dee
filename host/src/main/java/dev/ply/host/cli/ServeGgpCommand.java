package dev.ply.host.cli;

import dev.ply.api.GameLibrary;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.host.config.Durations;
import dev.ply.host.config.Suggestions;
import dev.ply.host.ggp.GgpServer;
import dev.ply.host.plugins.PluginRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ply serve-ggp --strategy S --port P}: a strategy served as a GGP player over HTTP, for any
 * GGP game manager, until stopped ({@link GgpServer}).
 */
@Command(
    name = "serve-ggp",
    mixinStandardHelpOptions = true,
    description = {
      "Serve a strategy as a GGP player over HTTP, for any GGP game manager (ggp-base's, or Ply's"
          + " own referee with 'protocol: ggp'), until stopped with Ctrl-C. It plays games written"
          + " in GDL (the gdl plugin reads the rules START sends), one match at a time; at a"
          + " GDL-II game it is told only its percepts, and a strategy of hidden information"
          + " (such as ismcts or pimc) plays on the view they give.",
      "It listens at 127.0.0.1 unless --host says otherwise; each line it writes on standard"
          + " error says what it did."
    })
final class ServeGgpCommand implements Callable<Integer> {

  @Option(
      names = "--strategy",
      required = true,
      paramLabel = "ID",
      description = "The strategy that plays.")
  String strategyId;

  @Option(
      names = "--option",
      paramLabel = "NAME=VALUE",
      description = "A strategy option (repeatable).")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(
      names = "--host",
      paramLabel = "HOST",
      defaultValue = "127.0.0.1",
      description =
          "The address to listen at (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for"
              + " every interface).")
  String host;

  @Option(
      names = "--port",
      required = true,
      paramLabel = "P",
      description = "The port to listen at (0: any free port, said on standard error).")
  int port;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "Also limit each move to D plies (a search is then the same at any speed).")
  Integer depth;

  @Option(names = "--nodes", paramLabel = "N", description = "Also limit each move to N nodes.")
  Long nodes;

  @Option(
      names = "--margin",
      paramLabel = "DURATION",
      defaultValue = "1s",
      description =
          "How long before the play clock runs out a move is answered (default: ${DEFAULT-VALUE},"
              + " at most half the play clock).")
  String margin;

  @Option(
      names = "--matches",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Play up to N matches at once, each with a player of its own (default: ${DEFAULT-VALUE}:"
              + " a START during a match is answered busy, as GGP players do).")
  int matches;

  @Option(
      names = "--seed",
      paramLabel = "N",
      defaultValue = "1",
      description = "The strategy's seed.")
  long seed;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err)) {
      GgpServer.Setup setup;
      try {
        setup = setup(registry);
      } catch (IllegalArgumentException e) {
        err.println("ply serve-ggp: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      GgpServer server;
      try {
        server = new GgpServer(setup, host, port, err);
      } catch (IOException e) {
        err.println("ply serve-ggp: cannot listen at " + host + ":" + port + ": " + e.getMessage());
        return Main.RUNTIME_FAILURE;
      }
      CountDownLatch stopped = new CountDownLatch(1);
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    server.close();
                    stopped.countDown();
                  }));
      err.println(
          "ply serve-ggp: "
              + setup.strategy().id()
              + " listening at http://"
              + host
              + ":"
              + server.port()
              + "/");
      err.flush();
      stopped.await();
      return 0;
    }
  }

  private GgpServer.Setup setup(PluginRegistry registry) {
    Strategy strategy =
        registry
            .strategy(strategyId)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown strategy '"
                            + strategyId
                            + "'. "
                            + Suggestions.hint(strategyId, registry.strategyIds())));
    Options values =
        Options.resolve(
            strategy.options(), OptionArguments.typed(strategy.options(), options, strategyId));
    List<GameLibrary> libraries = registry.gameLibraries();
    if (libraries.isEmpty()) {
      throw new IllegalArgumentException(
          "no loaded plugin reads games from rules (no GameLibrary): load the gdl plugin");
    }
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("--port " + port + " is no port (0 to 65535)");
    }
    if (depth != null && depth < 1) {
      throw new IllegalArgumentException("--depth " + depth + " is less than 1");
    }
    if (nodes != null && nodes < 1) {
      throw new IllegalArgumentException("--nodes " + nodes + " is less than 1");
    }
    if (matches < 1) {
      throw new IllegalArgumentException("--matches " + matches + " is less than 1");
    }
    Duration marginTime = Durations.parse(margin);
    return new GgpServer.Setup(
        strategy,
        values,
        libraries,
        seed,
        depth == null ? Limits.NO_DEPTH_LIMIT : depth,
        nodes == null ? Limits.NO_NODE_LIMIT : nodes,
        marginTime,
        matches);
  }
}
