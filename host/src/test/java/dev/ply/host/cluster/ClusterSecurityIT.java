package dev.ply.host.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import java.io.Serializable;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What someone who can reach a worker's port, and even knows the cluster's name (it crosses the
 * network in the clear), can do to a real worker in a JVM of its own: connect no Hazelcast client,
 * run no code, and hand it no run without the secret; and a coordinator holds no connection that
 * does not become a member's.
 */
class ClusterSecurityIT {

  @TempDir Path temp;

  private ClusterProcesses processes;
  private HazelcastInstance rogue;
  private Process workerProcess;
  private final ClusterSecret secret = ClusterSecret.generate();

  @AfterEach
  void stopEverything() throws InterruptedException {
    if (rogue != null) {
      rogue.shutdown();
    }
    if (processes != null) {
      processes.close();
    }
  }

  /** Writes a file where it runs: what the second hostile probe made a worker do. */
  static final class WriteFile implements Callable<String>, Serializable {
    private final String path;

    WriteFile(String path) {
      this.path = path;
    }

    @Override
    public String call() throws Exception {
      Files.writeString(Path.of(path), "ran on the worker");
      return "done";
    }
  }

  /** Starts a worker alone, with {@code wait} to find a coordinator; returns its port. */
  private int worker(Path log, String wait) throws Exception {
    processes = new ClusterProcesses(temp);
    int coordinatorPort = ClusterProcesses.freePort();
    int port = ClusterProcesses.freePort();
    workerProcess =
        processes.ply(
            log,
            secret.text(),
            "worker",
            "--join",
            "127.0.0.1:" + coordinatorPort,
            "--listen",
            "127.0.0.1:" + port,
            "--wait",
            wait);
    ClusterProcesses.await(log, "waiting for the coordinator");
    return port;
  }

  /** A member of the worker's cluster, as someone who learned the cluster's name would start. */
  private Member joinAsRogue(int workerPort) throws Exception {
    rogue =
        Members.start(
            secret.clusterName(),
            new ClusterAddress("127.0.0.1", ClusterProcesses.freePort()),
            List.of(new ClusterAddress("127.0.0.1", workerPort)),
            Map.of(Members.ROLE, "coordinator"));
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (rogue.getCluster().getMembers().size() < 2 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    return rogue.getCluster().getMembers().stream()
        .filter(m -> !m.localMember())
        .findFirst()
        .orElseThrow(() -> new AssertionError("the rogue member did not join the worker"));
  }

  @Test
  void aHazelcastClientWithTheClusterNameCannotConnectToAWorker() throws Exception {
    int port = worker(temp.resolve("worker.log"), "5m");
    ClientConfig config = new ClientConfig();
    config.setClusterName(secret.clusterName());
    config.setProperty("hazelcast.logging.type", "none");
    config.getNetworkConfig().addAddress("127.0.0.1:" + port);
    config
        .getConnectionStrategyConfig()
        .getConnectionRetryConfig()
        .setClusterConnectTimeoutMillis(15_000);
    assertThrows(
        IllegalStateException.class, () -> HazelcastClient.newHazelcastClient(config).shutdown());
  }

  @Test
  void aMemberWithTheClusterNameCannotRunCodeOnAWorker() throws Exception {
    int port = worker(temp.resolve("worker.log"), "5m");
    Member worker = joinAsRogue(port);
    Path planted = temp.resolve("planted.txt");
    Exception e =
        assertThrows(
            Exception.class,
            () ->
                rogue
                    .getExecutorService("anything")
                    .submitToMember(new WriteFile(planted.toString()), worker)
                    .get(60, TimeUnit.SECONDS));
    assertTrue(
        String.valueOf(e.getMessage()).contains("not allowed")
            || String.valueOf(e.getCause()).contains("not allowed"),
        e.toString());
    assertFalse(Files.exists(planted), "the task ran on the worker");
  }

  @Test
  void aCoordinatorWithoutTheSecretCannotGiveAWorkerItsTournament() throws Exception {
    Path log = temp.resolve("worker.log");
    int port = worker(log, "40s"); // room for the rogue to join on a busy machine
    Member worker = joinAsRogue(port);
    RunDescription run =
        new RunDescription(
            "tournament", "name: theirs\n", "theirs.yaml", "0".repeat(64), Map.of(), 0);
    Channel forger = new Channel(rogue, ClusterSecret.generate(), "ply-rogue", m -> {}, m -> {});
    forger.send(Channel.TO_WORKERS, worker.getUuid(), new Message.Check(run));
    assertTrue(workerProcess.waitFor(120, TimeUnit.SECONDS), "the worker gives up");
    assertEquals(1, workerProcess.exitValue());
    String out = Files.readString(log);
    // it never got a run: it gives up at its --wait, as a worker that found no coordinator
    assertTrue(out.lines().anyMatch(l -> l.startsWith("ply worker: ") && l.contains(" 40s")), out);
    assertTrue(
        out.contains("rejected a message from ")
            && out.contains(": not signed with this cluster's secret"),
        out);
    assertFalse(out.contains("accepted run") || out.contains("refused run"), out);
    assertEquals(1, out.lines().filter(l -> l.contains("rejected a message")).count(), out);
  }

  @Test
  void aCoordinatorClosesConnectionsThatNeverBecomeAMember() throws Exception {
    processes = new ClusterProcesses(temp);
    Path config = temp.resolve("idle.yaml");
    Files.writeString(
        config,
        """
        name: idle
        game: nim
        format: round-robin
        entrants:
          - {name: r1, strategy: random}
          - {name: r2, strategy: random}
        """);
    int port = ClusterProcesses.freePort();
    Path log = temp.resolve("coordinator.log");
    processes.ply(
        log,
        secret.text(),
        "tournament",
        config.toString(),
        "--db",
        temp.resolve("idle.db").toString(),
        "--cluster",
        "--listen",
        "127.0.0.1:" + port);
    ClusterProcesses.await(log, "coordinator listening");
    List<Socket> sockets = new ArrayList<>();
    try {
      for (int i = 0; i < 20; i++) {
        Socket s = new Socket("127.0.0.1", port);
        s.setSoTimeout(90_000); // the coordinator closes them after about ten seconds
        sockets.add(s);
      }
      for (Socket s : sockets) {
        int read;
        try {
          read = s.getInputStream().read();
        } catch (SocketException reset) {
          read = -1;
        }
        assertEquals(-1, read, "the coordinator closed the idle connection");
      }
    } finally {
      for (Socket s : sockets) {
        s.close();
      }
    }
  }
}
