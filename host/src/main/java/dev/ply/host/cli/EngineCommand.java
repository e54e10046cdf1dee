package dev.ply.host.cli;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.host.config.ConfigException;
import dev.ply.host.config.EngineSetup;
import dev.ply.host.config.PlayerProtocol;
import dev.ply.host.config.Suggestions;
import dev.ply.host.isolation.EngineCheck;
import dev.ply.host.isolation.PlayerProtocols;
import dev.ply.host.isolation.ProtocolProbe;
import dev.ply.host.plugins.PluginRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ply engine}: chess and Go engines outside a tournament. */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description = "Chess engines (UCI, xboard) and Go engines (GTP) outside a tournament.",
    subcommands = {EngineCommand.Check.class})
final class EngineCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** {@code ply engine check [--protocol uci|xboard|gtp] [--game GAME] -- COMMAND ARGS…}. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description = {
        "Take an engine through its protocol one step at a time, as fastchess's"
            + " --compliance does: handshake, options, new game, position and go, a search stopped"
            + " halfway, legal moves, a second game, quit (GTP: handshake, new game, play and"
            + " genmove, legal moves, a second game, quit). One line per step, PASS or FAIL; exit"
            + " code 0 only when every step passed.",
        "Without --protocol the engine is asked uci, then xboard, then gtp, and the check goes on"
            + " in the first it answers.",
        "Example: ply engine check --protocol xboard -- /usr/games/fairymax",
        "Example: ply engine check --protocol gtp -- /usr/games/gnugo --mode gtp",
        "Example: ply engine check stockfish --engines engines.yaml (an engine of an engines"
            + " file, by name; engines.yaml in the working directory without --engines)"
      })
  static final class Check implements Callable<Integer> {

    @Option(
        names = "--protocol",
        description =
            "What the engine speaks: uci, xboard or gtp (default: found by asking it"
                + " uci, then xboard, then gtp, each in a fresh process).")
    String protocol;

    @Option(names = "--game", description = "The game it plays (default: go for gtp, else chess).")
    String gameId;

    @Option(
        names = {"-o", "--option"},
        paramLabel = "NAME=VALUE",
        description =
            "An engine option to send, such as Hash=16 (repeatable; not for gtp, whose"
                + " engines take their settings as arguments of the command).")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(
        names = "--log",
        paramLabel = "FILE",
        description =
            "Where the engine's standard error goes (default: a new file in the"
                + " temporary directory).")
    Path log;

    @Option(
        names = "--engines",
        paramLabel = "FILE",
        description =
            "An engines file: COMMAND is then the name of one of its engines (default:"
                + " engines.yaml in the working directory, when it defines that name).")
    Path engines;

    @Parameters(
        paramLabel = "COMMAND",
        arity = "1..*",
        description =
            "The engine's command line, after --; or an engine's name in an engines file.")
    List<String> command;

    /** The folder and init strings of an engine of an engines file. */
    private Optional<Path> directory = Optional.empty();

    private List<String> initStrings = List.of();

    /**
     * Takes the engine of an engines file that the one word of COMMAND names, if it does: its
     * command, protocol, options, folder and init strings (options given with -o win).
     *
     * @return an error message, or empty
     */
    private Optional<String> named() {
      Path file = engines != null ? engines : Path.of(EngineSetup.DEFAULT_FILE);
      if (command.size() != 1 || engines == null && !Files.isRegularFile(file)) {
        return Optional.empty();
      }
      try {
        Optional<EngineSetup> setup = EngineSetup.load(file, command.get(0));
        if (setup.isEmpty()) {
          return engines == null
              ? Optional.empty() // a command that is no engine of ./engines.yaml
              : Optional.of(
                  "unknown engine '"
                      + command.get(0)
                      + "' in "
                      + file
                      + "; "
                      + Suggestions.hint(command.get(0), EngineSetup.names(file), "engines"));
        }
        EngineSetup e = setup.get();
        command = e.command();
        if (protocol == null) {
          protocol = e.protocol().map(PlayerProtocol::word).orElse(null);
        }
        Map<String, String> merged = new LinkedHashMap<>(e.options());
        merged.putAll(options);
        options = merged;
        directory = e.workingDirectory();
        initStrings = e.initStrings();
        return Optional.empty();
      } catch (ConfigException problems) {
        return Optional.of(problems.getMessage());
      }
    }

    @Mixin PluginOptions plugins;

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws IOException {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Optional<String> bad = named();
      if (bad.isPresent()) {
        err.println("ply engine check: " + bad.get());
        return Main.USAGE_ERROR;
      }
      Optional<PlayerProtocol> given =
          Optional.ofNullable(protocol)
              .flatMap(PlayerProtocol::named)
              .filter(p -> PlayerProtocol.engineWords().contains(p.word()));
      if (protocol != null && given.isEmpty()) {
        err.println(
            "ply engine check: unknown protocol '"
                + protocol
                + "'. "
                + Suggestions.hint(protocol, PlayerProtocol.engineWords()));
        return Main.USAGE_ERROR;
      }
      Path logFile = log;
      PlayerProtocol speaks;
      if (given.isEmpty()) {
        logFile = logFile != null ? logFile : Files.createTempFile("ply-engine-check-", ".log");
        ProtocolProbe.Result probe = ProtocolProbe.probe(command, logFile);
        if (probe.protocol().isEmpty()) {
          err.println(
              ConsoleText.clean(
                  "ply engine check: cannot tell which protocol "
                      + String.join(" ", command)
                      + " speaks ("
                      + probe.evidence()
                      + "). If it is an"
                      + " xboard or GTP engine, give --protocol xboard or --protocol gtp; a Go engine may"
                      + " need an argument to speak GTP, such as gnugo --mode gtp.",
                  false));
          return Main.RUNTIME_FAILURE;
        }
        speaks = probe.protocol().get();
        out.println(
            ConsoleText.clean(
                "Protocol: "
                    + speaks
                    + " ("
                    + probe.evidence()
                    + "; give --protocol "
                    + speaks
                    + " to skip asking)",
                false));
      } else {
        speaks = given.get();
      }
      if (!options.isEmpty() && !speaks.takesOptions()) {
        err.println(
            "ply engine check: "
                + speaks.word().toUpperCase()
                + " has no options; give"
                + " the engine's settings as arguments of its command, such as -- /usr/games/gnugo"
                + " --mode gtp --level 1");
        return Main.USAGE_ERROR;
      }
      try (PluginRegistry registry = plugins.load(err)) {
        if (gameId == null) {
          String convention = speaks.convention().orElseThrow();
          Optional<String> usual =
              new java.util.TreeSet<>(registry.gameIds())
                  .stream()
                      .filter(
                          id -> Conventions.follows(registry.game(id).orElseThrow(), convention))
                      .findFirst();
          if (usual.isEmpty()) {
            err.println(
                "ply engine check: no loaded game follows the conventions of "
                    + convention
                    + " that "
                    + speaks.engineNoun()
                    + " plays; give --game, or --plugins with its plugin");
            return Main.USAGE_ERROR;
          }
          gameId = usual.get();
        }
        Optional<Game> game = registry.game(gameId);
        if (game.isEmpty()) {
          err.println(
              "ply engine check: unknown game '"
                  + gameId
                  + "'. "
                  + Suggestions.hint(gameId, registry.gameIds()));
          return Main.USAGE_ERROR;
        }
        Optional<String> refusal = speaks.refusal(game.get(), Map.of());
        if (refusal.isPresent()) {
          err.println("ply engine check: " + refusal.get());
          return Main.USAGE_ERROR;
        }
        logFile = logFile != null ? logFile : Files.createTempFile("ply-engine-check-", ".log");
        out.println(
            "Checking "
                + String.join(" ", command)
                + " ("
                + speaks
                + "); its standard"
                + " error: "
                + logFile);
        int[] passed = {0};
        boolean all =
            EngineCheck.run(
                speaks,
                command,
                options,
                game.get(),
                logFile,
                step -> {
                  passed[0] += step.passed() ? 1 : 0;
                  out.println(ConsoleText.clean(step.toString(), false));
                  out.flush();
                },
                directory,
                initStrings);
        out.println(
            passed[0] + " of " + PlayerProtocols.checkSteps(speaks).size() + " steps passed");
        return all ? 0 : Main.RUNTIME_FAILURE;
      }
    }
  }
}
