package dev.ply.host.cluster;

import dev.ply.host.bench.SearchSignature;
import dev.ply.host.config.ConfigException;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.TournamentPlan;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a worker process knows, for the runs and games the coordinator sends it: its plugins, their
 * hashes and its search signature, and the plans of the runs it has accepted. One per worker
 * process, made by {@code ply worker} before it joins the cluster; used from the worker's threads.
 */
public final class WorkerContext {

  private final PluginRegistry registry;
  private final List<Path> pluginDirs;
  private final Path logDir;
  private final String name;
  private final PrintWriter out;
  private final Map<String, String> hashes;
  private final long signature;
  private final Map<String, TournamentPlan> plans = new ConcurrentHashMap<>();

  /** Why the last run this worker was sent cannot be played here, or null. */
  private volatile String refusal;

  /**
   * A worker's context: computes its plugins' hashes and its search signature (about a second).
   *
   * @param out where the worker tells what it plays
   */
  public WorkerContext(
      PluginRegistry registry, List<Path> pluginDirs, Path logDir, String name, PrintWriter out) {
    this.registry = registry;
    this.pluginDirs = List.copyOf(pluginDirs);
    this.logDir = logDir;
    this.name = name;
    this.out = out;
    this.hashes = RunDescription.pluginHashes(registry);
    this.signature = SearchSignature.of(registry);
  }

  String name() {
    return name;
  }

  long signature() {
    return signature;
  }

  /**
   * Why this worker must not play {@code run}, or {@code ""}: a plugin missing or different, a
   * different signature, a config it cannot read, or an entrant it cannot start (a program that is
   * not installed here). A run it accepts is kept, so its games start at once.
   */
  String check(RunDescription run) {
    if (plans.containsKey(run.configSha256())) {
      return ""; // a check sent again: accepted already
    }
    String reason = run.mismatch(hashes, signature).orElse("");
    if (reason.isEmpty()) {
      try {
        TournamentPlan plan = run.plan(registry, pluginDirs, logDir);
        Plans.checkPlayers(plan);
        plans.put(run.configSha256(), plan);
      } catch (ConfigException e) {
        reason = "cannot read the run's config here: " + e.getMessage();
      } catch (RuntimeException e) {
        reason = e.getMessage();
      }
    }
    refusal = reason.isEmpty() ? null : reason;
    synchronized (out) {
      out.println(
          reason.isEmpty()
              ? "accepted run "
                  + run.configSha256().substring(0, 12)
                  + " ("
                  + run.kind()
                  + " "
                  + run.source()
                  + ")"
              : "refused run " + run.configSha256().substring(0, 12) + ": " + reason);
      out.flush();
    }
    return reason;
  }

  /** Why the last run sent cannot be played here (a plugin missing, say), if it cannot. */
  public java.util.Optional<String> refusal() {
    return java.util.Optional.ofNullable(refusal);
  }

  /** The plan of an accepted run. */
  TournamentPlan plan(RunDescription run) {
    TournamentPlan plan = plans.get(run.configSha256());
    if (plan == null) {
      String reason = check(run);
      if (!reason.isEmpty()) {
        throw new IllegalStateException("worker " + name + " refuses the run: " + reason);
      }
      plan = plans.get(run.configSha256());
    }
    return plan;
  }

  void played(String line) {
    synchronized (out) {
      out.println(line);
      out.flush();
    }
  }
}
