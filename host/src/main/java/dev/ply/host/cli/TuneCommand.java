package dev.ply.host.cli;

import dev.ply.host.config.ConfigException;
import dev.ply.host.config.RunConfig;
import dev.ply.host.config.RunConfigLoader;
import dev.ply.host.config.TuneParameter;
import dev.ply.host.isolation.Players;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.store.TuneParameterRow;
import dev.ply.host.store.TuneStore;
import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tune.Spsa;
import dev.ply.host.tune.TuneChecks;
import dev.ply.host.tune.TuneFormat;
import dev.ply.host.tune.TuneReport;
import dev.ply.host.tune.TuneRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ply tune FILE}: tunes numeric options of an entrant by SPSA with fishtest's schedule
 * ({@link Spsa}), records every iteration, resumes a tuning that did not finish, and ends with the
 * final values as a block to paste into a config; {@code --report} draws each parameter over the
 * iterations, {@code --verify} plays an SPRT match of the tuned values against the start values.
 */
@Command(
    name = "tune",
    mixinStandardHelpOptions = true,
    description = {
      "Tune numeric options of an entrant by SPSA, as fishtest does: each iteration plays a"
          + " colour-swapped game pair between the entrant at theta+c*delta and at theta-c*delta,"
          + " and moves theta by the result (docs/tuning.md).",
      "Every iteration is recorded; running the same file again resumes an unfinished tuning."
    })
final class TuneCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The tuning file (YAML, format: tune).")
  Path file;

  @Option(
      names = "--db",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description = "Where to record (default: the file's `database`).")
  StoreLocation database;

  @Option(
      names = "--concurrency",
      paramLabel = "N",
      description = "Games played at once (default: the file's `concurrency`); pairs are N / 2.")
  Integer concurrency;

  @Option(
      names = "--fresh",
      description = "Start a new tuning even if one of this name is in the database.")
  boolean fresh;

  @Option(
      names = "--report",
      paramLabel = "HTML",
      description = "Write each parameter's value over the iterations (SVG charts) to this file.")
  Path report;

  @Option(
      names = "--verify",
      description =
          "Then play an SPRT match of the tuned values against the start values (elo0 0, elo1 5,"
              + " alpha = beta = 0.05, at most --verify-games games).")
  boolean verify;

  @Option(
      names = "--verify-games",
      paramLabel = "N",
      description = "The most games --verify plays (default: ${DEFAULT-VALUE}).")
  int verifyGames = 2000;

  @Mixin PluginOptions plugins;

  @Mixin ClusterOptions cluster;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (concurrency != null && concurrency < 1) {
      err.println("ply tune: --concurrency must be at least 1");
      return Main.USAGE_ERROR;
    }
    if (verifyGames < 2) {
      err.println("ply tune: --verify-games must be at least 2");
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err, file)) {
      RunConfig config;
      TournamentPlan plan;
      TuneFormat.Settings settings;
      Entrant tuned;
      Optional<Entrant> opponent;
      try {
        config =
            RunConfigLoader.load(
                file, registry, List.of(TuneFormat.FORMAT), RunConfigLoader.Kind.TOURNAMENT);
        settings = (TuneFormat.Settings) config.format();
        Path logs = (database != null ? database : config.database()).logDir();
        plan =
            Plans.of(
                config,
                Optional.ofNullable(concurrency),
                new Players(plugins.directories(), logs, RunCommand.configDir(file)),
                TuneFormat.FORMAT);
        String tunedName = settings.tuned().orElse(config.entrantNames().get(0));
        tuned = plan.entrant(tunedName);
        opponent = plan.entrants().stream().filter(e -> !e.name().equals(tunedName)).findFirst();
        List<String> problems = TuneChecks.parameters(file, tuned, settings.parameters());
        if (!problems.isEmpty()) {
          problems.forEach(err::println);
          err.println("Nothing was run.");
          return Main.USAGE_ERROR;
        }
        Plans.checkPlayers(plan);
        dev.ply.host.tournament.HostCompiler.lightenFor(plan);
      } catch (ConfigException e) {
        err.println(e.getMessage());
        return Main.USAGE_ERROR;
      } catch (IllegalArgumentException e) {
        e.getMessage().lines().forEach(line -> err.println(file + ": " + line));
        err.println("Nothing was run.");
        return Main.USAGE_ERROR;
      }
      StoreLocation db = database != null ? database : config.database();
      RunInfo info =
          RunInfos.of(
              "tune",
              config.name(),
              config.source(),
              config.text(),
              config.database(),
              config.game(),
              registry);
      Spsa spsa = new Spsa(settings.parameters(), settings.pairs());
      dev.ply.host.tournament.Venue venue;
      try {
        venue = cluster.venue(plan, info, registry, out);
      } catch (IllegalArgumentException e) {
        err.println("ply tune: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      Optional<dev.ply.host.tune.TuneVenue> elsewhere = Optional.empty();
      if (venue instanceof dev.ply.host.cluster.ClusterVenue c) {
        try {
          c.start(); // before the store: a port in use costs nothing
        } catch (RuntimeException e) {
          err.println("ply tune: cannot start the cluster's coordinator: " + e.getMessage());
          return Main.RUNTIME_FAILURE;
        }
        elsewhere = Optional.of(c);
      }
      try (ResultStore store = ResultStore.open(db)) {
        TuneStore tunes = TuneStore.of(store);
        Optional<TuneStore.TuneRun> earlier =
            fresh ? Optional.empty() : tunes.latestTuning(config.name());
        long runId;
        if (earlier.isPresent() && !earlier.get().configText().equals(info.configText())) {
          if (!earlier.get().status().equals("finished")) {
            err.println(
                TuneChecks.changedOnResume(
                    file,
                    earlier.get(),
                    tunes.tuneParameters(earlier.get().id()),
                    settings.parameters(),
                    info.configText()));
            err.println("Nothing was run.");
            return Main.USAGE_ERROR;
          }
          earlier = Optional.empty(); // a finished tuning of another file: this one starts anew
        }
        if (earlier.isPresent() && earlier.get().status().equals("finished")) {
          runId = earlier.get().id();
          out.printf(
              "%s: tuning %d in %s has already finished; its final values follow."
                  + " Use --fresh to tune again.%n",
              config.name(), runId, db);
        } else {
          if (earlier.isPresent()) {
            runId = earlier.get().id();
            store.claimRun(runId);
            store.resumeRun(runId);
            int done = tunes.tuneIterations(runId).size();
            out.printf(
                "%s: resuming tuning %d in %s: %d of %d iterations already counted%n",
                config.name(), runId, db, done, spsa.iterations());
          } else {
            runId = store.startRun(info);
            store.claimRun(runId);
            tunes.recordTuning(runId, spsa.iterations(), rows(settings.parameters()));
            out.printf(
                "%s: SPSA of %s on %s, %d parameters, %d iterations (%s), %d games at once;"
                    + " recording into %s (run %d)%n",
                config.name(),
                tuned.name(),
                config.game().game().displayName(),
                settings.parameters().size(),
                spsa.iterations(),
                opponent
                    .map(o -> "2 game pairs each, against " + o.name())
                    .orElse("a game pair each"),
                plan.concurrency(),
                db,
                runId);
          }
          out.flush();
          // Ctrl-C or SIGTERM: the counted iterations stay, the tuning is marked interrupted (as a
          // run's lifecycle does); the same command resumes it.
          java.util.concurrent.atomic.AtomicBoolean ended =
              new java.util.concurrent.atomic.AtomicBoolean();
          long id = runId;
          Thread hook =
              new Thread(
                  () -> {
                    if (ended.compareAndSet(false, true)) {
                      store.finishRun(id, Instant.now(), "interrupted");
                      out.printf(
                          "%nInterrupted: the counted iterations are in %s. Run the same command"
                              + " again to resume.%n",
                          db);
                      out.flush();
                    }
                  },
                  "ply-tune-interrupted");
          Runtime.getRuntime().addShutdownHook(hook);
          try {
            TuneRunner.run(
                store,
                runId,
                new TuneRunner.Request(plan, tuned, opponent, spsa, plan.concurrency(), elsewhere),
                TuneProgress.forOutput(out, spsa, TournamentProgress.onTerminal()));
          } catch (RuntimeException e) {
            if (ended.compareAndSet(false, true)) {
              store.finishRun(runId, Instant.now(), "failed");
            }
            err.println("ply tune: " + e.getMessage());
            return Main.RUNTIME_FAILURE;
          } finally {
            try {
              Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
              // the hook is running or has run
            }
          }
          if (ended.compareAndSet(false, true)) {
            store.finishRun(runId, Instant.now(), "finished");
          }
          out.println();
          if (venue instanceof dev.ply.host.cluster.ClusterVenue c) {
            out.print(c.summary());
          }
        }
        List<TuneIterationRow> iterations = tunes.tuneIterations(runId);
        TuneReport tuneReport =
            new TuneReport(
                config.name(), spsa, tuned, iterations, TuneReport.wholeNumbers(tuned, spsa));
        tuneReport.finalBlock().forEach(out::println);
        if (report != null) {
          tuneReport.writeHtml(report);
          out.println("Report: " + report);
        }
        out.flush();
        if (verify) {
          return TuneVerify.run(
              store,
              info,
              plan,
              tuned,
              spsa,
              tuneReport.finalValues(),
              verifyGames,
              out,
              db,
              runId);
        }
        return 0;
      } catch (StoreException e) {
        err.println("ply tune: " + e.getMessage());
        return Main.openFailure(e);
      } catch (java.io.IOException e) {
        err.println("ply tune: cannot write " + report + ": " + e.getMessage());
        return Main.RUNTIME_FAILURE;
      } finally {
        venue.close(); // a started cluster must not outlive the tuning
      }
    }
  }

  private static List<TuneParameterRow> rows(List<TuneParameter> parameters) {
    return parameters.stream()
        .map(p -> new TuneParameterRow(p.name(), p.start(), p.min(), p.max(), p.cEnd(), p.rEnd()))
        .toList();
  }
}
