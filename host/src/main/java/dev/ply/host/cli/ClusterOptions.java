package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterAddress;
import dev.ply.host.cluster.ClusterVenue;
import dev.ply.host.cluster.RunDescription;
import dev.ply.host.cluster.Tokens;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.RunInfo;
import dev.ply.host.tournament.LocalVenue;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/**
 * {@code --cluster}, {@code --listen} and {@code --token} of {@code ply tournament}: play the games
 * on workers that join this process, the coordinator, instead of on its own threads.
 */
final class ClusterOptions {

  @Option(names = "--cluster",
      description = "Be the coordinator of a cluster: keep the schedule and the store here and"
          + " hand the games to workers (ply worker --join HOST:PORT --token T).")
  boolean cluster;

  @Option(names = "--listen", paramLabel = "HOST:PORT",
      description = "With --cluster: the address workers join (default 127.0.0.1:5701,"
          + " loopback only; the cluster has no authentication, so use a trusted network).")
  String listen;

  @Option(names = "--token", paramLabel = "TOKEN",
      description = "With --cluster: the run token workers must give (default: derived from"
          + " the file, printed at the start, the same when the run is resumed).")
  String token;

  /**
   * Where the run's games are played.
   *
   * @throws IllegalArgumentException for a malformed {@code --listen}, or cluster options
   *     without {@code --cluster}
   */
  Venue venue(TournamentPlan plan, RunInfo info, PluginRegistry registry, PrintWriter out) {
    if (!cluster) {
      if (listen != null || token != null) {
        throw new IllegalArgumentException("--listen and --token go with --cluster");
      }
      return new LocalVenue(plan.concurrency());
    }
    ClusterAddress address = listen == null ? ClusterAddress.DEFAULT_COORDINATOR
        : ClusterAddress.parse(listen, ClusterAddress.DEFAULT_COORDINATOR.port());
    RunDescription run = RunDescription.of(info, registry);
    return new ClusterVenue(run, token != null ? Tokens.check(token)
        : Tokens.of(info.configSha256()), address, out);
  }
}
