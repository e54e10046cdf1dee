package dev.ply.host.cli;

import dev.ply.api.GameState;
import dev.ply.host.config.ConfigException;
import dev.ply.host.config.HorizonCheck;
import dev.ply.host.config.MatchConfig;
import dev.ply.host.config.MatchConfigLoader;
import dev.ply.host.config.PlayerSpec;
import dev.ply.host.isolation.Players;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.RunLifecycle;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.TournamentPlan;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ply match FILE}: plays the games of a match file and records them. */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = "Play the games of a match file and record every game and move in SQLite.")
final class MatchCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE", description = "A match file (YAML).")
  Path file;

  @Option(names = "--show", description = "Print the board after every move.")
  boolean show;

  @Option(
      names = "--db",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description =
          "Where to record: an SQLite file, or postgresql://user@host:5432/db"
              + " (default: the file's `database`).")
  StoreLocation database;

  @Option(
      names = "--fresh",
      description =
          "Start a new run even if a run of this file is already in the database"
              + " (otherwise an unfinished run is resumed, and a finished one only shown).")
  boolean fresh;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err, file)) {
      MatchConfig config;
      TournamentPlan plan;
      try {
        config = MatchConfigLoader.load(file, registry);
        HorizonCheck.warnings(
                config.game().game(),
                config.players(),
                config.players().stream().map(p -> false).toList(),
                registry,
                "player")
            .forEach(w -> err.println("ply: warning: " + w));
        Path logs = (database != null ? database : config.database()).logDir();
        plan = Plans.of(config, new Players(plugins.directories(), logs, configDir(file)));
        Plans.checkPlayers(plan);
      } catch (ConfigException e) {
        err.println(e.getMessage());
        return Main.USAGE_ERROR;
      } catch (IllegalArgumentException e) {
        err.println(file + ": " + e.getMessage());
        err.println("Nothing was run.");
        return Main.USAGE_ERROR;
      }
      StoreLocation db = database != null ? database : config.database();
      RunInfo info =
          RunInfos.of(
              "match",
              config.source().getFileName().toString(),
              config.source(),
              config.text(),
              config.database(),
              config.game(),
              registry);
      String players =
          String.join(" vs ", config.players().stream().map(PlayerSpec::name).toList());
      try (ResultStore store = ResultStore.open(db)) {
        RunLifecycle.Result result =
            RunLifecycle.run(
                store,
                new RunLifecycle.Request(info, plan, fresh, RunLifecycle.WhenFinished.SHOW),
                new RunLifecycle.Observer() {
                  @Override
                  public void starting(long runId, boolean resumed, int done, int total) {
                    if (resumed) {
                      out.printf(
                          "%s: resuming run %d in %s: %d of %d games already played%n",
                          file, runId, db, done, total);
                    } else {
                      out.printf(
                          "%s: %d games of %s, %s; recording into %s (run %d)%n",
                          file, total, config.game().game().displayName(), players, db, runId);
                    }
                    out.flush();
                  }

                  @Override
                  public void pluginsChanged(long earlierRunId, java.util.List<String> pluginIds) {
                    out.printf(
                        "%s: run %d of this file in %s was played with other jars of %s;"
                            + " a new run starts%n",
                        file, earlierRunId, db, String.join(", ", pluginIds));
                  }

                  @Override
                  public void interrupted(long runId) {
                    out.printf(
                        "%nInterrupted: the finished games are in %s. Run the same command"
                            + " again to resume.%n",
                        db);
                    out.flush();
                  }
                },
                new GameLines(out, show ? new BoardPrinter(out) : GameListener.NONE));
        if (result.alreadyFinished()) {
          // As a tournament does: the same file again shows its results, and plays nothing.
          out.printf(
              "%s: run %d of this file in %s has already finished; its standings follow."
                  + " Use --fresh to play it again.%n%n",
              file, result.runId(), db);
          StandingsOutput.print(out, db, result.runId());
          return 0;
        }
        Tally tally = result.outcome().orElseThrow().tally();
        printSummary(out, tally, config.games());
        String client = db instanceof StoreLocation.PostgresUrl ? "psql" : "sqlite3";
        String query =
            (client.equals("psql") ? " -c " : " ")
                + "'select * from games where run_id = "
                + result.runId()
                + "'";
        out.printf(
            "Recorded in %s (run %d). Try: %s %s%s%n", db, result.runId(), client, db, query);
        out.flush();
        return VoidGames.report(err, result.outcome().orElseThrow());
      }
    }
  }

  /** The directory a config file's relative paths are read from. */
  static Path configDir(Path file) {
    Path parent = file.toAbsolutePath().getParent();
    return parent != null ? parent : Path.of("");
  }

  /** A line per finished game, and the board after each move with {@code --show}. */
  private static final class GameLines implements TournamentListener {
    private final PrintWriter out;
    private final GameListener moves;

    GameLines(PrintWriter out, GameListener moves) {
      this.out = out;
      this.moves = moves;
    }

    @Override
    public GameListener moves() {
      return moves;
    }

    @Override
    public void gameFinished(GameRecord game, int done, int total, Tally tally) {
      printGame(out, game, total);
      out.flush();
    }
  }

  /**
   * {@code game 3/4 a vs b 1-0 29 plies 0.41s a won by checkmate}: the game's own words for how it
   * ended (the reason the referee recorded), as {@code forfeit (b failed: ...)} for a player's
   * fault.
   */
  private static void printGame(PrintWriter out, GameRecord game, int total) {
    Duration took = Duration.between(game.started(), game.ended());
    String how =
        game.reason().isBlank()
            ? game.termination().code()
            : ConsoleText.clean(game.reason(), false);
    out.printf(
        Locale.ROOT,
        "game %d/%d  %-32s %-8s %3d plies  %7.2fs  %s%n",
        game.number(),
        total,
        String.join(" vs ", game.players()),
        game.result(),
        game.plies(),
        took.toMillis() / 1000.0,
        game.termination().isForfeit() ? "forfeit (" + how + ")" : how);
  }

  private static void printSummary(PrintWriter out, Tally tally, int games) {
    out.println();
    out.printf(
        "%-24s %5s %5s %5s %8s %7s %9s%n", "player", "W", "D", "L", "points", "score", "forfeits");
    for (Map.Entry<String, Tally.Line> e : tally.lines().entrySet()) {
      Tally.Line l = e.getValue();
      out.printf(
          Locale.ROOT,
          "%-24s %5d %5d %5d %8.1f %6.1f%% %9d%n",
          e.getKey(),
          l.wins(),
          l.draws(),
          l.losses(),
          l.points(),
          games == 0 ? 0 : 100.0 * l.points() / games,
          l.forfeits());
    }
  }

  /** Prints each move and the board after it, for {@code --show}. */
  private static final class BoardPrinter implements GameListener {
    private final PrintWriter out;

    BoardPrinter(PrintWriter out) {
      this.out = out;
    }

    @Override
    public void started(GameState start) {
      out.println();
      out.println(ConsoleText.clean(start.render(), true));
    }

    @Override
    public void moved(MoveRecord move, GameState after) {
      out.printf(
          Locale.ROOT,
          "%n%d. %s plays %s  (depth %d, value %s, %d nodes, %.0f ms)%n",
          move.ply(),
          move.player(),
          move.move(),
          move.depth(),
          move.value() == null ? "-" : dev.ply.api.Values.describe(move.value()),
          move.nodes(),
          move.timeNanos() / 1e6);
      out.println(ConsoleText.clean(after.render(), true));
    }
  }
}
