package dev.ply.host.isolation;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import dev.ply.host.config.Isolation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Makes the player of an entrant where its isolation says: on a host thread (the strategy's own
 * {@link Player}), in a child JVM running {@link ChildMain} with the same plugin jars, or as an
 * external program.
 *
 * @param pluginDirs the plugin directories a child JVM loads
 * @param logDir where children's standard error goes, one file per player name
 * @param configDir the directory of the config file: an argument of an external {@code command}
 *     that names a file there (such as {@code players/random_player.py}) is resolved against it, so
 *     a config runs the same from any working directory
 * @param engineLog where every line to and from an engine's program is logged ({@link
 *     EngineLog#OFF}: nowhere)
 * @param affinity the cores engines' programs are pinned to ({@link Affinity#OFF}: none)
 */
public record Players(
    List<Path> pluginDirs, Path logDir, Path configDir, EngineLog engineLog, Affinity affinity) {

  public Players {
    pluginDirs = List.copyOf(pluginDirs);
  }

  /** Players that log no engine's lines and pin no engine. */
  public Players(List<Path> pluginDirs, Path logDir, Path configDir) {
    this(pluginDirs, logDir, configDir, EngineLog.OFF, Affinity.OFF);
  }

  /** Players of a config in the working directory. */
  public Players(List<Path> pluginDirs, Path logDir) {
    this(pluginDirs, logDir, Path.of(""));
  }

  /** A new player for one entrant that plays on a time per move or a clock. */
  public Player create(
      String name,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options evaluatorOptions,
      Options options,
      Isolation isolation,
      Game game,
      Options variant,
      long seed) {
    return create(
        name, strategy, evaluator, evaluatorOptions, options, isolation, game, variant, seed, true);
  }

  /**
   * A new player for one entrant.
   *
   * @param evaluatorOptions the values of the evaluator's options, checked, defaults filled in: the
   *     evaluator plays {@linkplain Evaluator#withOptions(Options) with them}
   * @param timed whether the entrant has a {@code time} per move or a {@code clock}: a GTP engine
   *     is told the time only then (else it plays at its own pace, its moves capped by the move
   *     cap)
   */
  public Player create(
      String name,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options evaluatorOptions,
      Options options,
      Isolation isolation,
      Game game,
      Options variant,
      long seed,
      boolean timed) {
    if (!isolation.process()) {
      Optional<Evaluator> configured = evaluator.map(e -> e.withOptions(evaluatorOptions));
      return strategy.newPlayer(new PlayerContext(game, variant, options, configured, seed));
    }
    if (isolation.ggp().isPresent()) {
      isolation
          .protocol()
          .refusal(game, variant.asMap())
          .ifPresent(
              why -> {
                throw new IllegalArgumentException(why + ": " + isolation.protocol().refusalHint());
              });
      return new dev.ply.host.ggp.GgpPlayer(
          name, isolation.ggp().get(), game, variant, logDir.resolve(name + ".log"));
    }
    List<String> command =
        isolation.external()
            ? resolved(isolation.command())
            : javaCommand(strategy, evaluator, evaluatorOptions, options, isolation);
    EnginePlayer player =
        PlayerProtocols.player(
            isolation.protocol(),
            new PlayerProtocols.Launch(
                command,
                logDir.resolve(name + ".log"),
                isolation.engineOptions(),
                game,
                variant,
                timed,
                isolation.workingDirectory(),
                isolation.initStrings(),
                isolation.ponder()));
    player.logTo(engineLog, name);
    player.pin(affinity);
    if (player instanceof UciPlayer && !isolation.ponder()) {
      player.engine.readByCaller(); // the game's thread reads its lines: no reader thread
    }
    return player;
  }

  /** The command with each argument that names a file next to the config made absolute. */
  private List<String> resolved(List<String> command) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < command.size(); i++) {
      String arg = command.get(i);
      Path candidate = configDir.resolve(arg);
      boolean relativeFile =
          !arg.startsWith("-")
              && !Path.of(arg).isAbsolute()
              && java.nio.file.Files.isRegularFile(candidate);
      out.add(relativeFile ? candidate.toAbsolutePath().toString() : arg);
    }
    return out;
  }

  /** Ends a player's process, if it has one. */
  public static void close(Player player) {
    if (player instanceof AutoCloseable closeable) {
      try {
        closeable.close();
      } catch (Exception e) {
        // a player that cannot even be closed is killed with its process anyway
      }
    }
  }

  private List<String> javaCommand(
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options evaluatorOptions,
      Options options,
      Isolation isolation) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(isolation.jvmOptions());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ChildMain.class.getName());
    for (Path dir : pluginDirs) {
      command.add("--plugins");
      command.add(dir.toString());
    }
    command.add("--strategy");
    command.add(strategy.id());
    evaluator.ifPresent(
        e -> {
          command.add("--evaluator");
          command.add(e.id());
          evaluatorOptions
              .asMap()
              .forEach(
                  (k, v) -> {
                    command.add("--evaluator-option");
                    command.add(k + "=" + v);
                  });
        });
    options
        .asMap()
        .forEach(
            (k, v) -> {
              command.add("--option");
              command.add(k + "=" + v);
            });
    return command;
  }
}
