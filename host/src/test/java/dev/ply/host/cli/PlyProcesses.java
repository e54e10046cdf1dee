package dev.ply.host.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ply commands run in processes of their own, as a user runs them (this JVM's class path, the
 * packaged plugins), each writing its output to a log; and {@code ply serve-ggp}'s URL, read from
 * its log once it listens. {@link #close} kills every process still running: a test closes it in
 * its {@code @AfterEach}.
 */
final class PlyProcesses implements AutoCloseable {

  private static final Pattern LISTENING =
      Pattern.compile("listening at (http://127\\.0\\.0\\.1:\\d+/)");

  private final Path dir;
  private final List<Process> processes = new ArrayList<>();

  /** Processes that run in {@code dir}. */
  PlyProcesses(Path dir) {
    this.dir = dir;
  }

  /**
   * Starts {@code ply ARGS} with {@code env} added to its environment, its output in {@code log}.
   */
  Process start(Path log, Map<String, String> env, String... args) throws Exception {
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
                Main.class.getName()));
    command.addAll(List.of(args));
    ProcessBuilder b =
        new ProcessBuilder(command)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    b.environment().putAll(env);
    Process p = b.start();
    processes.add(p);
    return p;
  }

  /**
   * Starts {@code ply serve-ggp --port 0 ARGS}, its output in {@code NAME.err}, and returns its URL
   * once it listens.
   */
  String serveGgp(String name, String... args) throws Exception {
    Path log = dir.resolve(name + ".err");
    List<String> command = new ArrayList<>(List.of("serve-ggp", "--port", "0"));
    command.addAll(List.of(args));
    start(log, Map.of(), command.toArray(String[]::new));
    return url(log);
  }

  /**
   * The URL of the {@code ply serve-ggp} that writes {@code log}, once it says it listens: within a
   * minute, however busy the machine.
   */
  static String url(Path log) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < deadline) {
      Matcher m = LISTENING.matcher(Files.exists(log) ? Files.readString(log) : "");
      if (m.find()) {
        return m.group(1);
      }
      Thread.sleep(50);
    }
    throw new AssertionError("ply serve-ggp did not start: " + Files.readString(log));
  }

  @Override
  public void close() throws InterruptedException {
    for (Process p : processes) {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }
}
