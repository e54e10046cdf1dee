package dev.ply.host.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Ply processes in JVMs of their own for the cluster's integration tests: the real CLI (or a test's
 * own main class) with the test's class path and the build's plugins, each writing one log, all
 * killed at the end.
 */
final class ClusterProcesses implements AutoCloseable {

  private final Path dir;
  private final List<Process> processes = new ArrayList<>();

  ClusterProcesses(Path dir) {
    this.dir = dir;
  }

  static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  /** {@code ply ARGS} with {@code secret} in the environment (none if null). */
  Process ply(Path log, String secret, String... args) throws IOException {
    return java(log, secret, "dev.ply.host.cli.Main", args);
  }

  /** {@code java MAIN ARGS} on the test's class path, with {@code secret} in the environment. */
  Process java(Path log, String secret, String main, String... args) throws IOException {
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-opens",
                "java.base/java.lang=ALL-UNNAMED",
                "--add-opens",
                "java.base/sun.nio.ch=ALL-UNNAMED",
                "-cp",
                System.getProperty("java.class.path"),
                "-Dply.plugins=" + System.getProperty("ply.plugins"),
                main));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().remove(ClusterSecret.ENV);
    if (secret != null) {
      builder.environment().put(ClusterSecret.ENV, secret);
    }
    Process p = builder.start();
    processes.add(p);
    return p;
  }

  /** Waits up to a minute until {@code log} holds {@code text}. */
  static String await(Path log, String text) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < deadline) {
      String content = Files.exists(log) ? Files.readString(log) : "";
      if (content.contains(text)) {
        return content;
      }
      Thread.sleep(50);
    }
    throw new AssertionError(
        "no '"
            + text
            + "' in "
            + log
            + ": "
            + (Files.exists(log) ? Files.readString(log) : "(no log)"));
  }

  @Override
  public void close() throws InterruptedException {
    for (Process p : processes) {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }
}
