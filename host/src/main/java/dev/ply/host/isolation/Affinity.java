package dev.ply.host.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Pins each engine process to one core, as fastchess's {@code -use-affinity} does, so that the
 * engines of games played at once do not take turns on each other's cores: each program started is
 * given the next of the cores this JVM may run on ({@code Cpus_allowed_list} of {@code
 * /proc/self/status}), round the list. Where Linux's {@code taskset} (util-linux) is there, the
 * engine's command is run through {@code taskset -c CORE}, which sets the affinity and then runs
 * the engine in the same process (so every thread the engine starts is pinned too); elsewhere
 * ({@link #unavailable}: macOS and Windows have no such command) the engines run unpinned and the
 * run says so once.
 *
 * <p>Thread: any; {@link #command} may be called from every seat's thread.
 */
public final class Affinity {

  /** Pins nothing. */
  public static final Affinity OFF = new Affinity(List.of());

  private static final Path TASKSET = Path.of("/usr/bin/taskset");

  private final List<Integer> cores;
  private final AtomicInteger next = new AtomicInteger();

  private Affinity(List<Integer> cores) {
    this.cores = List.copyOf(cores);
  }

  /**
   * Pinning over the cores this JVM may run on, or why it cannot be done here.
   *
   * @return the affinity, or empty when it is unavailable
   */
  public static Optional<Affinity> ofThisMachine() {
    if (unavailable().isPresent()) {
      return Optional.empty();
    }
    return Optional.of(new Affinity(allowedCores()));
  }

  /** Pinning over {@code cores}, in turn. */
  static Affinity over(List<Integer> cores) {
    if (cores.isEmpty()) {
      throw new IllegalArgumentException("no core to pin engines to");
    }
    return new Affinity(cores);
  }

  /** Why engines cannot be pinned here, or empty when they can. */
  public static Optional<String> unavailable() {
    if (!Files.isExecutable(TASKSET)) {
      return Optional.of(
          "engines cannot be pinned to cores here: no " + TASKSET + " (util-linux, Linux only)");
    }
    if (allowedCores().isEmpty()) {
      return Optional.of("engines cannot be pinned to cores here: /proc/self/status has no cores");
    }
    return Optional.empty();
  }

  /**
   * The cores of {@code /proc/self/status}'s {@code Cpus_allowed_list} ({@code 0-3,6}), in order.
   */
  static List<Integer> allowedCores() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("Cpus_allowed_list:")) {
          return cpuList(line.substring(line.indexOf(':') + 1).trim());
        }
      }
    } catch (IOException | RuntimeException e) {
      // no /proc: not Linux
    }
    return List.of();
  }

  /** The cores of a CPU list as Linux writes it: {@code 0-3,6,8-9}. */
  static List<Integer> cpuList(String list) {
    List<Integer> cores = new ArrayList<>();
    for (String part : list.split(",")) {
      if (part.isBlank()) {
        continue;
      }
      String[] range = part.trim().split("-");
      int from = Integer.parseInt(range[0]);
      int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
      for (int core = from; core <= to; core++) {
        cores.add(core);
      }
    }
    return cores;
  }

  /** Whether this pins anything. */
  public boolean on() {
    return !cores.isEmpty();
  }

  /** {@code command} as it is started: through {@code taskset -c CORE}, the next core in turn. */
  List<String> command(List<String> command) {
    if (cores.isEmpty()) {
      return command;
    }
    int core = cores.get(Math.floorMod(next.getAndIncrement(), cores.size()));
    List<String> pinned =
        new ArrayList<>(List.of(TASKSET.toString(), "-c", Integer.toString(core)));
    pinned.addAll(command);
    return pinned;
  }
}
