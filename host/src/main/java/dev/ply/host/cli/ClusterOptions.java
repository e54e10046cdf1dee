package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterAddress;
import dev.ply.host.cluster.ClusterSecret;
import dev.ply.host.cluster.ClusterVenue;
import dev.ply.host.cluster.RunDescription;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.RunInfo;
import dev.ply.host.tournament.LocalVenue;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --cluster}, {@code --listen} and {@code --secret-file} of {@code ply tournament} and
 * {@code ply tune}: play the games on workers that join this process, the coordinator, instead of
 * on its own threads.
 */
final class ClusterOptions {

  @Option(
      names = "--cluster",
      description =
          "Be the coordinator of a cluster: keep the schedule and the store here and"
              + " hand the games to workers (ply worker --join HOST:PORT, with the cluster's secret).")
  boolean cluster;

  @Option(
      names = "--listen",
      paramLabel = "HOST:PORT",
      description =
          "With --cluster: the address workers join (default 127.0.0.1:5701,"
              + " loopback only; across an untrusted network use an SSH tunnel or a VPN).")
  String listen;

  @Option(
      names = "--secret-file",
      paramLabel = "FILE",
      description =
          "With --cluster: the cluster's secret, the first line of FILE (else the"
              + " environment variable "
              + ClusterSecret.ENV
              + ", else a random one, printed once)."
              + " Give the same one to resume a run with its running workers.")
  Path secretFile;

  /**
   * Where the run's games are played.
   *
   * @throws IllegalArgumentException for a malformed {@code --listen} or secret, or cluster options
   *     without {@code --cluster}
   */
  Venue venue(TournamentPlan plan, RunInfo info, PluginRegistry registry, PrintWriter out) {
    if (!cluster) {
      if (listen != null || secretFile != null) {
        throw new IllegalArgumentException("--listen and --secret-file go with --cluster");
      }
      return new LocalVenue(plan.concurrency());
    }
    ClusterAddress address =
        listen == null
            ? ClusterAddress.DEFAULT_COORDINATOR
            : ClusterAddress.parse(listen, ClusterAddress.DEFAULT_COORDINATOR.port());
    Optional<ClusterSecret> given =
        ClusterSecret.given(secretFile, System.getenv(ClusterSecret.ENV));
    RunDescription run = RunDescription.of(info, registry);
    return new ClusterVenue(
        run, given.orElseGet(ClusterSecret::generate), given.isPresent(), address, out);
  }
}
