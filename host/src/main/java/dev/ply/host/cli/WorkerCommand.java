package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterAddress;
import dev.ply.host.cluster.ClusterSecret;
import dev.ply.host.cluster.WorkerContext;
import dev.ply.host.cluster.WorkerNode;
import dev.ply.host.config.Durations;
import dev.ply.host.plugins.PluginRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ply worker}: plays games for a tournament's coordinator, until stopped. A worker that a
 * coordinator does not contact within {@code --wait} (a wrong secret, nothing at the address, no
 * coordinator there) ends with one line that says which, and exit code 1.
 */
@Command(
    name = "worker",
    mixinStandardHelpOptions = true,
    description = {
      "Join a cluster and play the games its coordinator (ply tournament FILE"
          + " --cluster) hands out, until stopped with Ctrl-C.",
      "The cluster's secret, which the coordinator printed, comes from --secret-file or the"
          + " environment variable "
          + ClusterSecret.ENV
          + ".",
      "A worker plays only what it can reproduce: it is refused, with the reason, when a plugin"
          + " jar or its search signature differs from the coordinator's, or when it cannot"
          + " start an entrant's program."
    })
final class WorkerCommand implements Callable<Integer> {

  @Option(
      names = "--join",
      required = true,
      paramLabel = "HOST:PORT[,HOST:PORT...]",
      description = "The coordinator's address (and other members', if known).")
  String join;

  @Option(
      names = "--secret-file",
      paramLabel = "FILE",
      description =
          "The cluster's secret, the first line of FILE (else the environment variable "
              + ClusterSecret.ENV
              + ").")
  Path secretFile;

  @Option(
      names = "--slots",
      paramLabel = "N",
      defaultValue = "1",
      description = "Games played at once (default 1; at most one per core is sensible).")
  int slots;

  @Option(
      names = "--listen",
      paramLabel = "HOST:PORT",
      description =
          "Where this worker binds (default 127.0.0.1 and the first free port from"
              + " 5702; give this machine's address to join a coordinator on another machine).")
  String listen;

  @Option(
      names = "--wait",
      paramLabel = "DURATION",
      defaultValue = "30s",
      description =
          "How long to wait for the coordinator to let this worker in before giving"
              + " up (default 30s).")
  String wait;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<ClusterAddress> members;
    ClusterAddress address;
    ClusterSecret secret;
    Duration patience;
    try {
      if (slots < 1 || slots > 256) {
        throw new IllegalArgumentException("--slots is 1 to 256, got " + slots);
      }
      try {
        patience = Durations.parse(wait);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--wait " + wait + ": " + e.getMessage());
      }
      if (patience.isZero()) {
        throw new IllegalArgumentException("--wait must be positive, got " + wait);
      }
      secret =
          ClusterSecret.given(secretFile, System.getenv(ClusterSecret.ENV))
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "no cluster secret: set "
                              + ClusterSecret.ENV
                              + " or give --secret-file FILE, with the secret the"
                              + " coordinator printed"));
      members = ClusterAddress.parseList(join, ClusterAddress.DEFAULT_COORDINATOR.port());
      for (ClusterAddress m : members) {
        resolve(m);
      }
      address =
          listen == null
              ? new ClusterAddress("127.0.0.1", 5702)
              : ClusterAddress.parse(listen, 5702);
    } catch (IllegalArgumentException e) {
      err.println("ply worker: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err)) {
      WorkerContext context =
          new WorkerContext(
              registry,
              plugins.directories(),
              Path.of("results", "worker.logs").toAbsolutePath(),
              name(),
              out);
      try (WorkerNode node = WorkerNode.join(context, secret, members, address, slots, out)) {
        Thread main = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(new Thread(main::interrupt));
        if (!node.awaitCoordinator(patience)) {
          err.println("ply worker: " + whyNotLetIn(members, patience));
          return Main.RUNTIME_FAILURE;
        }
        while (node.isRunning()) {
          Optional<String> refused = context.refusal();
          if (refused.isPresent()) {
            // It can play none of the run's games: waiting would only hide that.
            err.println("ply worker: cannot play the coordinator's run here: " + refused.get());
            return Main.RUNTIME_FAILURE;
          }
          Thread.sleep(500);
        }
      } catch (InterruptedException stopped) {
        out.println("worker stopped");
      }
    }
    return 0;
  }

  /** Checks that {@code member}'s host has an address. */
  private static void resolve(ClusterAddress member) {
    try {
      InetAddress.getByName(member.host());
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException(
          "--join "
              + member
              + ": no host is called '"
              + member.host()
              + "'; give the address the coordinator printed, such as"
              + " 192.168.1.10:5701");
    }
  }

  /**
   * Why no coordinator let this worker in: nothing accepts connections at any address, or something
   * does but it is not a coordinator of this secret.
   */
  static String whyNotLetIn(List<ClusterAddress> members, Duration patience) {
    String addresses = String.join(",", members.stream().map(ClusterAddress::toString).toList());
    for (ClusterAddress m : members) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress(m.host(), m.port()), 5_000);
        return "no coordinator let this worker in within "
            + Durations.format(patience)
            + ": "
            + m
            + " answers, but its secret is not this worker's (check "
            + ClusterSecret.ENV
            + " or --secret-file) or it is not a Ply coordinator";
      } catch (IOException e) {
        // try the next one
      }
    }
    return "nothing accepts connections at "
        + addresses
        + " after "
        + Durations.format(patience)
        + ": is the coordinator (ply tournament FILE --cluster)"
        + " running, and is this its --listen address?";
  }

  private static String name() {
    String host;
    try {
      host = InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      host = "localhost";
    }
    return host + ":" + ProcessHandle.current().pid();
  }
}
