package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterAddress;
import dev.ply.host.cluster.Tokens;
import dev.ply.host.cluster.WorkerContext;
import dev.ply.host.cluster.WorkerNode;
import dev.ply.host.plugins.PluginRegistry;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ply worker}: plays games for a tournament's coordinator, until stopped. */
@Command(name = "worker", mixinStandardHelpOptions = true,
    description = {"Join a cluster and play the games its coordinator (ply tournament FILE"
        + " --cluster) hands out, until stopped with Ctrl-C.",
        "A worker plays only what it can reproduce: it is refused, with the reason, when a plugin"
            + " jar or its search signature differs from the coordinator's, or when it cannot"
            + " start an entrant's program."})
final class WorkerCommand implements Callable<Integer> {

  @Option(names = "--join", required = true, paramLabel = "HOST:PORT[,HOST:PORT...]",
      description = "The coordinator's address (and other members', if known).")
  String join;

  @Option(names = "--token", required = true, paramLabel = "TOKEN",
      description = "The run token the coordinator printed.")
  String token;

  @Option(names = "--slots", paramLabel = "N", defaultValue = "1",
      description = "Games played at once (default 1; at most one per core is sensible).")
  int slots;

  @Option(names = "--listen", paramLabel = "HOST:PORT",
      description = "Where this worker binds (default 127.0.0.1 and the first free port from"
          + " 5702; give this machine's address to join a coordinator on another machine).")
  String listen;

  @Mixin
  PluginOptions plugins;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<ClusterAddress> members;
    ClusterAddress address;
    try {
      if (slots < 1 || slots > 256) {
        throw new IllegalArgumentException("--slots is 1 to 256, got " + slots);
      }
      Tokens.check(token);
      members = ClusterAddress.parseList(join, ClusterAddress.DEFAULT_COORDINATOR.port());
      address = listen == null ? new ClusterAddress("127.0.0.1", 5702)
          : ClusterAddress.parse(listen, 5702);
    } catch (IllegalArgumentException e) {
      err.println("ply worker: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err)) {
      WorkerContext context = new WorkerContext(registry, plugins.directories(),
          Path.of("results", "worker.logs").toAbsolutePath(), name(), out);
      try (WorkerNode node = WorkerNode.join(context, token, members, address, slots, out)) {
        Thread main = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(new Thread(main::interrupt));
        while (node.isRunning()) {
          Thread.sleep(500);
        }
      } catch (InterruptedException stopped) {
        out.println("worker stopped");
      }
    }
    return 0;
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
