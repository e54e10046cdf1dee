package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterVenue;
import dev.ply.host.config.ConfigException;
import dev.ply.host.config.EntrantSpec;
import dev.ply.host.config.HorizonCheck;
import dev.ply.host.config.ThreadCheck;
import dev.ply.host.config.TournamentConfig;
import dev.ply.host.config.TournamentConfigLoader;
import dev.ply.host.isolation.Players;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.RunLifecycle;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.TournamentRunner;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ply tournament FILE}: runs or resumes a tournament and records it. */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description = {
      "Run a tournament file: round-robin, gauntlet, Swiss or knockout. The schedule is"
          + " written to the database before the first game, and each game as it ends.",
      "Running the same file on the same database again resumes an unfinished run: only the"
          + " games not played yet are played."
    })
final class TournamentCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE", description = "A tournament file (YAML).")
  Path file;

  @Option(
      names = "--db",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description =
          "Where to record: an SQLite file, or postgresql://user@host:5432/db"
              + " (default: the file's `database`).")
  StoreLocation database;

  @Option(
      names = "--concurrency",
      paramLabel = "N",
      description = "Games played at once (default: the file's `concurrency`).")
  Integer concurrency;

  @Option(
      names = "--fresh",
      description =
          "Start a new run even if a run of this file is already in the database"
              + " (otherwise an unfinished run is resumed, and a finished one only shown).")
  boolean fresh;

  @Mixin PluginOptions plugins;

  @Mixin ClusterOptions cluster;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (concurrency != null && concurrency < 1) {
      err.println("ply tournament: --concurrency must be at least 1");
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err, file)) {
      TournamentConfig config;
      TournamentPlan plan;
      try {
        config = TournamentConfigLoader.load(file, registry);
        HorizonCheck.warnings(
                config.game().game(),
                config.entrants().stream().map(EntrantSpec::player).toList(),
                config.entrants().stream().map(e -> e.clock().isPresent()).toList(),
                registry,
                "entrant")
            .forEach(w -> err.println("ply: warning: " + w));
        Path logs = (database != null ? database : config.database()).logDir();
        plan =
            Plans.of(
                config,
                Optional.ofNullable(concurrency),
                new Players(plugins.directories(), logs, MatchCommand.configDir(file)));
        ThreadCheck.warnings(
                config.entrants().stream().map(EntrantSpec::player).toList(),
                plan.concurrency(),
                Runtime.getRuntime().availableProcessors(),
                "entrant")
            .forEach(w -> err.println("ply: warning: " + w));
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
              "tournament",
              config.name(),
              config.source(),
              config.text(),
              config.database(),
              config.game(),
              registry);
      Venue venue;
      try {
        venue = cluster.venue(plan, info, registry, out);
      } catch (IllegalArgumentException e) {
        err.println("ply tournament: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      if (venue instanceof ClusterVenue c) {
        try {
          c.start(); // before the store: a port in use costs nothing
        } catch (RuntimeException e) {
          err.println("ply tournament: cannot start the cluster's coordinator: " + e.getMessage());
          return Main.RUNTIME_FAILURE;
        }
      }
      try (ResultStore store = ResultStore.open(db)) {
        RunLifecycle.Result result =
            RunLifecycle.run(
                store,
                new RunLifecycle.Request(info, plan, fresh, RunLifecycle.WhenFinished.SHOW, venue),
                new RunLifecycle.Observer() {
                  @Override
                  public void starting(long runId, boolean resumed, int done, int total) {
                    if (resumed) {
                      out.printf(
                          "%s: resuming run %d in %s: %d of %d games already played%n",
                          config.name(), runId, db, done, total);
                    } else {
                      out.printf(
                          "%s: %s of %s, %d entrants, %d games, %d at a time; recording into"
                              + " %s (run %d)%n",
                          config.name(),
                          config.format().code(),
                          config.game().game().displayName(),
                          plan.entrants().size(),
                          total,
                          plan.concurrency(),
                          db,
                          runId);
                    }
                    out.flush();
                  }

                  @Override
                  public void pluginsChanged(long earlierRunId, java.util.List<String> pluginIds) {
                    out.printf(
                        "%s: run %d of this file in %s was played with other jars of %s;"
                            + " a new run starts%n",
                        config.name(), earlierRunId, db, String.join(", ", pluginIds));
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
                TournamentProgress.forOutput(out, TournamentProgress.onTerminal()));
        if (result.alreadyFinished()) {
          out.printf(
              "%s: run %d of this file in %s has already finished; its standings follow."
                  + " Use --fresh to play it again.%n%n",
              config.name(), result.runId(), db);
          StandingsOutput.print(out, db, result.runId());
          return 0;
        }
        out.println();
        result
            .outcome()
            .flatMap(TournamentRunner.Outcome::sprtDecision)
            .ifPresent(d -> out.println("SPRT: " + d));
        result
            .outcome()
            .flatMap(TournamentRunner.Outcome::conclusion)
            .ifPresent(
                c ->
                    out.println(
                        c.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + c.substring(1)));
        StandingsOutput.print(out, db, result.runId());
        if (venue instanceof ClusterVenue c) {
          out.print(c.summary());
        }
        out.printf(
            "Recorded in %s (run %d). More: ply standings %s; ply report %s -o report.html%n",
            db, result.runId(), db, db);
        out.flush();
        return VoidGames.report(err, result.outcome().orElseThrow());
      }
    }
  }
}
