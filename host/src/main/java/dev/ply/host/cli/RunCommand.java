package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterVenue;
import dev.ply.host.config.ConfigException;
import dev.ply.host.config.EntrantSpec;
import dev.ply.host.config.HorizonCheck;
import dev.ply.host.config.RunConfig;
import dev.ply.host.config.RunConfigLoader;
import dev.ply.host.config.ThreadCheck;
import dev.ply.host.isolation.Affinity;
import dev.ply.host.isolation.EngineLog;
import dev.ply.host.isolation.Players;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Formats;
import dev.ply.host.tournament.HostCompiler;
import dev.ply.host.tournament.LocalVenue;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.RunLifecycle;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.TournamentRunner;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What {@code ply match} and {@code ply tournament} share: load the file (every problem at once),
 * print the warnings, make the plan, start every entrant once, then open the store and let {@link
 * RunLifecycle} start, resume or show the run. A command says only what differs: the kind of file
 * it takes, where its games are played, what it prints while they are and after.
 */
abstract class RunCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description =
          "The file (YAML): a match file for ply match, a tournament file for ply tournament.")
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

  @Option(
      names = "--engine-log",
      paramLabel = "FILE",
      description =
          "Log every line to and from every engine into FILE, with the time to the microsecond,"
              + " the game's number and the entrant (an old engine log there is replaced, any other"
              + " file refused).")
  Path engineLog;

  @Option(
      names = "--engine-log-cap",
      paramLabel = "MIB",
      defaultValue = "1024",
      description =
          "The engine log's size in MiB at most; then it says so and stops"
              + " (default: ${DEFAULT-VALUE}).")
  long engineLogCapMib;

  @Option(
      names = "--affinity",
      description =
          "Pin each engine's program to a core, in turn over the cores Ply may use (Linux's"
              + " taskset; elsewhere a warning, and the engines run unpinned).")
  boolean affinity;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  /** The kind of file this command runs. */
  abstract RunConfigLoader.Kind kind();

  /** The first line of a run that starts. */
  abstract void printStart(
      PrintWriter out,
      RunConfig config,
      TournamentPlan plan,
      StoreLocation db,
      long runId,
      int total);

  /** What follows the games as they end. */
  abstract TournamentListener listener(PrintWriter out);

  /** What follows the games as they end, for a command that needs the config or the store. */
  TournamentListener listener(PrintWriter out, RunConfig config, StoreLocation db) {
    return listener(out);
  }

  /** Told the run's id once it is known, before the first game. */
  void runIs(long runId) {}

  /**
   * Where the games are played: in this process unless a command says otherwise.
   *
   * @throws IllegalArgumentException when the command's options cannot make a venue
   */
  Venue venue(TournamentPlan plan, RunInfo info, PluginRegistry registry, PrintWriter out) {
    return new LocalVenue(plan.concurrency());
  }

  /**
   * The run's live page ({@code --serve}), started before anything else so that a port in use costs
   * nothing; none by default.
   *
   * @throws IllegalArgumentException in one line, when the page cannot be served as asked
   */
  LivePageOptions.RunPage page(
      StoreLocation db, TournamentListener progress, PrintWriter out, PrintWriter err) {
    return LivePageOptions.RunPage.NONE;
  }

  /** What is printed when every game has been played; returns the exit code. */
  abstract int printEnd(
      PrintWriter out,
      PrintWriter err,
      RunConfig config,
      StoreLocation db,
      RunLifecycle.Result result,
      Venue venue);

  /**
   * A concurrency the command imposes over the file's and {@code --concurrency}, with the note to
   * print; none by default.
   */
  Optional<String> forcedConcurrency() {
    return Optional.empty();
  }

  /** What is wrong with an option of the command's own, if anything: checked before all else. */
  Optional<String> refusedOption() {
    return Optional.empty();
  }

  /** {@code SPRT: H1 accepted …} and a format's conclusion (a knockout's winner), if any. */
  static void printDecisions(PrintWriter out, RunLifecycle.Result result) {
    result
        .outcome()
        .flatMap(TournamentRunner.Outcome::sprtDecision)
        .ifPresent(d -> out.println("SPRT: " + d));
    result
        .outcome()
        .flatMap(TournamentRunner.Outcome::conclusion)
        .ifPresent(
            c ->
                out.println(c.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + c.substring(1)));
  }

  /** How messages of the run name it: the file of a match, the name of a tournament. */
  String label(RunConfig config) {
    return config.kind() == RunConfigLoader.Kind.MATCH ? file.toString() : config.name();
  }

  @Override
  public final Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String command = "ply " + spec.name();
    Optional<String> refused = refusedOption();
    if (refused.isPresent()) {
      err.println(command + ": " + refused.get());
      return Main.USAGE_ERROR;
    }
    if (concurrency != null && concurrency < 1) {
      err.println(command + ": --concurrency must be at least 1");
      return Main.USAGE_ERROR;
    }
    if (engineLogCapMib < 1) {
      err.println(command + ": --engine-log-cap must be at least 1 (MiB)");
      return Main.USAGE_ERROR;
    }
    EngineLog engineLines;
    try {
      engineLines =
          engineLog == null ? EngineLog.OFF : EngineLog.open(engineLog, engineLogCapMib << 20);
    } catch (java.io.UncheckedIOException e) {
      err.println(command + ": " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    Affinity pinning = Affinity.OFF;
    if (affinity) {
      Optional<Affinity> here = Affinity.ofThisMachine();
      if (here.isPresent()) {
        pinning = here.get();
      } else {
        err.println("ply: warning: " + Affinity.unavailable().orElse("no affinity here"));
      }
    }
    try (engineLines;
        PluginRegistry registry = plugins.load(err, file)) {
      RunConfig config;
      TournamentPlan plan;
      try {
        config = RunConfigLoader.load(file, registry, Formats.ALL, kind());
        List<Boolean> clocked = config.entrants().stream().map(e -> e.clock().isPresent()).toList();
        String noun = config.kind().noun();
        HorizonCheck.warnings(config.game().game(), config.players(), clocked, registry, noun)
            .forEach(w -> err.println("ply: warning: " + w));
        Path logs = (database != null ? database : config.database()).logDir();
        Optional<Integer> games = Optional.ofNullable(concurrency);
        Optional<String> forced = forcedConcurrency();
        if (forced.isPresent()) {
          if (games.orElse(config.concurrency()) > 1) {
            err.println(command + ": " + forced.get());
          }
          games = Optional.of(1);
        }
        plan =
            Plans.of(
                config,
                games,
                new Players(plugins.directories(), logs, configDir(file), engineLines, pinning));
        if (config.kind() == RunConfigLoader.Kind.TOURNAMENT || plan.concurrency() > 1) {
          // A match played one game at a time has never been warned: its threads are its own.
          ThreadCheck.warnings(
                  config.entrants().stream().map(EntrantSpec::player).toList(),
                  plan.concurrency(),
                  Runtime.getRuntime().availableProcessors(),
                  noun)
              .forEach(w -> err.println("ply: warning: " + w));
        }
        if (plan.concurrency() > 1) {
          // A GGP player plays the matches its server takes (ply serve-ggp: --matches, 1 by
          // default): games at once beyond them find it busy and are lost.
          config.entrants().stream()
              .map(EntrantSpec::player)
              .filter(p -> p.isolation().ggp().isPresent())
              .forEach(
                  p ->
                      err.println(
                          "ply: warning: "
                              + noun
                              + " '"
                              + p.name()
                              + "' is a GGP player at "
                              + p.isolation().ggp().get().url()
                              + ", and "
                              + plan.concurrency()
                              + " games are played at once: a game it is sent while it plays"
                              + " another finds it busy and is lost, unless its server takes that"
                              + " many matches (ply serve-ggp --matches N). Give --concurrency 1"));
        }
        Plans.checkPlayers(plan);
        HostCompiler.lightenFor(plan);
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
              config.kind().code(),
              config.name(),
              config.source(),
              config.text(),
              config.database(),
              config.game(),
              registry);
      TournamentListener progress = listener(out, config, db);
      LivePageOptions.RunPage page;
      try {
        page = page(db, progress, out, err);
      } catch (IllegalArgumentException e) {
        err.println(command + ": " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      Venue venue;
      try {
        venue = venue(plan, info, registry, out);
      } catch (IllegalArgumentException e) {
        page.close();
        err.println(command + ": " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      if (venue instanceof ClusterVenue c) {
        try {
          c.start(); // before the store: a port in use costs nothing
        } catch (RuntimeException e) {
          page.close();
          err.println(command + ": cannot start the cluster's coordinator: " + e.getMessage());
          return Main.RUNTIME_FAILURE;
        }
      }
      String label = label(config);
      try (page;
          ResultStore store = ResultStore.open(db)) {
        RunLifecycle.Result result =
            RunLifecycle.run(
                store,
                new RunLifecycle.Request(info, plan, fresh, RunLifecycle.WhenFinished.SHOW, venue),
                new RunLifecycle.Observer() {
                  @Override
                  public void starting(long runId, boolean resumed, int done, int total) {
                    page.runIs(runId);
                    RunCommand.this.runIs(runId);
                    if (resumed) {
                      out.printf(
                          "%s: resuming run %d in %s: %d of %d games already played%n",
                          label, runId, db, done, total);
                    } else {
                      printStart(out, config, plan, db, runId, total);
                    }
                    out.flush();
                  }

                  @Override
                  public void pluginsChanged(long earlierRunId, List<String> pluginIds) {
                    out.printf(
                        "%s: run %d of this file in %s was played with other jars of %s;"
                            + " a new run starts%n",
                        label, earlierRunId, db, String.join(", ", pluginIds));
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
                page.listener(progress));
        if (result.alreadyFinished()) {
          // The same file again shows its results, and plays nothing.
          out.printf(
              "%s: run %d of this file in %s has already finished; its standings follow."
                  + " Use --fresh to play it again.%n%n",
              label, result.runId(), db);
          StandingsOutput.print(out, db, result.runId());
          return 0;
        }
        int code = printEnd(out, err, config, db, result, venue);
        out.flush();
        return code;
      }
    }
  }

  /** The directory a config file's relative paths are read from. */
  static Path configDir(Path file) {
    Path parent = file.toAbsolutePath().getParent();
    return parent != null ? parent : Path.of("");
  }
}
