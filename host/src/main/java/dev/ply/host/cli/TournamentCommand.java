package dev.ply.host.cli;

import dev.ply.host.PlyVersion;
import dev.ply.host.config.ConfigException;
import dev.ply.host.config.EntrantSpec;
import dev.ply.host.config.PlayerSpec;
import dev.ply.host.config.TournamentConfig;
import dev.ply.host.config.TournamentConfigLoader;
import dev.ply.host.isolation.Players;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.EntrantRow;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ply tournament FILE}: runs or resumes a tournament and records it. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
    description = {"Run a tournament file: round-robin, gauntlet or Swiss. The whole schedule is"
        + " written to the database before the first game, and each game as it ends.",
        "Running the same file on the same database again resumes an unfinished run: only the"
            + " games not played yet are played."})
final class TournamentCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE", description = "A tournament file (YAML).")
  Path file;

  @Option(names = "--db", paramLabel = "PATH",
      description = "The SQLite file to record into (default: the file's `database`).")
  Path database;

  @Option(names = "--concurrency", paramLabel = "N",
      description = "Games played at once (default: the file's `concurrency`).")
  Integer concurrency;

  @Option(names = "--fresh",
      description = "Start a new run even if a run of this file is already in the database"
          + " (otherwise an unfinished run is resumed, and a finished one only shown).")
  boolean fresh;

  @Mixin
  PluginOptions plugins;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (concurrency != null && concurrency < 1) {
      err.println("ply tournament: --concurrency must be at least 1");
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err)) {
      TournamentConfig config;
      TournamentPlan plan;
      try {
        config = TournamentConfigLoader.load(file, registry);
        Path logs = Players.logDirOf(database != null ? database : config.database());
        plan = Plans.of(config, Optional.ofNullable(concurrency),
            new Players(plugins.directories(), logs, MatchCommand.configDir(file)));
        Plans.checkPlayers(plan);
      } catch (ConfigException e) {
        err.println(e.getMessage());
        return Main.USAGE_ERROR;
      } catch (IllegalArgumentException e) {
        err.println(file + ": " + e.getMessage());
        err.println("Nothing was run.");
        return Main.USAGE_ERROR;
      }
      Path db = database != null ? database : config.database();
      try (ResultStore store = ResultStore.open(db)) {
        String sha = RunInfo.sha256(config.text());
        Optional<ResultStore.RunStatus> earlier = fresh ? Optional.empty()
            : store.latestRun("tournament", sha);
        if (earlier.isPresent() && earlier.get().isFinished()) {
          long done = earlier.get().id();
          out.printf("%s: run %d of this file in %s has already finished; its standings follow."
              + " Use --fresh to play it again.%n%n", config.name(), done, db);
          StandingsOutput.print(out, db, done);
          return 0;
        }
        long runId;
        if (earlier.isPresent()) {
          runId = earlier.get().id();
          store.resumeRun(runId);
          out.printf("%s: resuming run %d in %s: %d of %d games already played%n", config.name(),
              runId, db, store.finished(runId).size(), plan.totalGames());
        } else {
          runId = store.startRun(runInfo(config, registry, sha));
          store.recordEntrants(runId, entrantRows(config));
          out.printf("%s: %s of %s, %d entrants, %d games, %d at a time; recording into %s"
              + " (run %d)%n", config.name(), config.format().code(),
              config.game().game().displayName(), plan.entrants().size(), plan.totalGames(),
              plan.concurrency(), db, runId);
        }
        out.flush();
        AtomicBoolean ended = new AtomicBoolean();
        Thread hook = new Thread(() -> {
          if (ended.compareAndSet(false, true)) {
            store.finishRun(runId, Instant.now(), "interrupted");
            out.printf("%nInterrupted: the finished games are in %s. Run the same command again"
                + " to resume.%n", db);
            out.flush();
          }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        TournamentRunner.Outcome outcome;
        try {
          outcome = new TournamentRunner(plan, store, runId)
              .run(TournamentProgress.forOutput(out, TournamentProgress.onTerminal()));
        } catch (RuntimeException e) {
          if (ended.compareAndSet(false, true)) {
            store.finishRun(runId, Instant.now(), "failed");
          }
          throw e;
        } finally {
          removeHook(hook);
        }
        if (ended.compareAndSet(false, true)) {
          store.finishRun(runId, Instant.now(), "finished");
        }
        out.println();
        outcome.sprtDecision().ifPresent(d -> out.println("SPRT: " + d));
        StandingsOutput.print(out, db, runId);
        out.printf("Recorded in %s (run %d). More: ply standings %s; ply report %s -o report.html%n",
            db, runId, db, db);
      }
    }
    return 0;
  }

  private static void removeHook(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or has run
    }
  }

  private static RunInfo runInfo(TournamentConfig config, PluginRegistry registry, String sha) {
    return new RunInfo("tournament", config.name(), config.source().toString(), config.text(),
        sha, config.game().game().id(), config.game().variant().toString(), Instant.now(),
        PlyVersion.ply(), RunInfo.currentJvm(), RunInfo.currentOs(),
        registry.plugins().stream().map(p -> PluginInfo.of(p.id(), p.version(), p.path()))
            .toList());
  }

  private static List<EntrantRow> entrantRows(TournamentConfig config) {
    List<EntrantRow> rows = new ArrayList<>();
    int position = 1;
    for (EntrantSpec e : config.entrants()) {
      PlayerSpec p = e.player();
      List<String> limits = new ArrayList<>();
      p.depth().ifPresent(d -> limits.add("depth " + d));
      p.nodes().ifPresent(n -> limits.add("nodes " + n));
      p.time().ifPresent(t -> limits.add("time " + t.toMillis() + "ms"));
      e.clock().ifPresent(c -> limits.add("clock " + c.base().toMillis() + "ms+"
          + c.increment().toMillis() + "ms"));
      rows.add(new EntrantRow(position++, p.name(), p.strategy().id(),
          p.evaluator().map(dev.ply.api.Evaluator::id).orElse(""), p.options().toString(),
          String.join(", ", limits)));
    }
    return rows;
  }
}
