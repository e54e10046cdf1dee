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
 */
public record Players(List<Path> pluginDirs, Path logDir) {

  public Players {
    pluginDirs = List.copyOf(pluginDirs);
  }

  /** The log directory of a results database: {@code results/x.db} logs to {@code results/x.logs}. */
  public static Path logDirOf(Path database) {
    Path absolute = database.toAbsolutePath();
    String name = absolute.getFileName().toString().replaceFirst("\\.db$", "");
    return absolute.resolveSibling(name + ".logs");
  }

  /** A new player for one entrant. */
  public Player create(String name, Strategy strategy, Optional<Evaluator> evaluator,
      Options options, Isolation isolation, Game game, Options variant, long seed) {
    if (!isolation.process()) {
      return strategy.newPlayer(new PlayerContext(game, variant, options, evaluator, seed));
    }
    List<String> command = isolation.external() ? isolation.command()
        : javaCommand(strategy, evaluator, options, isolation);
    return new ProcessPlayer(command, logDir.resolve(name + ".log"), game.id(), variant);
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

  private List<String> javaCommand(Strategy strategy, Optional<Evaluator> evaluator,
      Options options, Isolation isolation) {
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
    evaluator.ifPresent(e -> {
      command.add("--evaluator");
      command.add(e.id());
    });
    options.asMap().forEach((k, v) -> {
      command.add("--option");
      command.add(k + "=" + v);
    });
    return command;
  }
}
