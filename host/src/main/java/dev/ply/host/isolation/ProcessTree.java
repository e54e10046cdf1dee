package dev.ply.host.isolation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A player's program and every process it started, ended together: what {@code kill} of a player
 * means. Killing the program's process alone leaves its children running (an engine's helper, a
 * {@code sh -c} wrapper's real program); {@link Process#descendants()} finds them only while they
 * are still below it, and a child that double-forks under {@code setsid} ({@code setsid sh -c 'x &'
 * &}), or that outlives a parent which quit by itself, has been adopted by init and is no
 * descendant any more.
 *
 * <p>So each program is started with a mark in its environment, {@value #MARK}{@code =}a random
 * UUID, which every process it starts inherits, however it detaches (new session, new process
 * group, double fork): on Linux {@link #kill} ends the program, the descendants it had when {@link
 * #remember} or {@link #kill} looked, and then every process of this user whose {@code
 * /proc/PID/environ} carries the mark, looking again until none is left (the way Jenkins's process
 * tree killer finds a build's processes by an environment cookie).
 *
 * <p>Limits, said in docs/engines.md too: a process that empties or rewrites its environment
 * ({@code env -i}, an {@code execve} with an environment of its own) carries no mark and escapes
 * once it has left the tree; so does one that runs as another user (its {@code environ} cannot be
 * read), and one that escapes between the last look and the moment the tree is gone. Without {@code
 * /proc} (macOS, Windows) only the descendants are found. Complete containment needs the operating
 * system's help: run Ply itself in a cgroup ({@code systemd-run --user --scope ply …}) or a
 * container, whose end takes every process with it.
 *
 * <p>Thread-safe: {@link #kill} may come from any thread, more than once.
 */
final class ProcessTree {

  /** The environment variable that marks a player's processes. */
  static final String MARK = "PLY_PLAYER_TREE";

  /** How many times {@link #kill} looks again for marked processes that are still running. */
  private static final int ROUNDS = 5;

  private static final Path PROC = Path.of("/proc");

  private final Process process;
  private final String mark;
  private final Set<ProcessHandle> seen = ConcurrentHashMap.newKeySet();

  private ProcessTree(Process process, String mark) {
    this.process = process;
    this.mark = mark;
  }

  /**
   * Starts {@code builder}'s program with a fresh mark in its environment.
   *
   * @throws IOException when it cannot be started
   */
  static ProcessTree start(ProcessBuilder builder) throws IOException {
    String mark = UUID.randomUUID().toString();
    builder.environment().put(MARK, mark);
    return new ProcessTree(builder.start(), mark);
  }

  /** The program's own process. */
  Process process() {
    return process;
  }

  /**
   * Notes the program's descendants now, so that {@link #kill} ends them even once they have left
   * the tree (their parent quit): for systems without {@code /proc}, where the mark cannot be read.
   */
  void remember() {
    process.descendants().forEach(seen::add);
  }

  /**
   * Ends the program and every process it started (as far as they can be found: see the class
   * comment) by force; returns at once for one that has ended with all its children.
   */
  void kill() {
    remember(); // before the program dies: its children are then adopted by init
    process.destroyForcibly();
    seen.forEach(ProcessHandle::destroyForcibly);
    for (int round = 0; round < ROUNDS; round++) {
      List<ProcessHandle> marked = marked();
      if (marked.isEmpty()) {
        return;
      }
      marked.forEach(ProcessHandle::destroyForcibly);
    }
  }

  /** The running processes that carry this tree's mark (none without {@code /proc}). */
  List<ProcessHandle> marked() {
    List<ProcessHandle> found = new ArrayList<>();
    if (!Files.isDirectory(PROC)) {
      return found;
    }
    String entry = "\0" + MARK + "=" + mark + "\0";
    long self = ProcessHandle.current().pid();
    try (DirectoryStream<Path> pids = Files.newDirectoryStream(PROC, "[0-9]*")) {
      for (Path dir : pids) {
        long pid;
        try {
          pid = Long.parseLong(dir.getFileName().toString());
        } catch (NumberFormatException e) {
          continue;
        }
        // The handle first: it holds the process's start time, so a kill after the read cannot
        // reach another process that took the pid in between.
        Optional<ProcessHandle> handle = pid == self ? Optional.empty() : ProcessHandle.of(pid);
        if (handle.isPresent() && handle.get().isAlive() && carries(dir, entry)) {
          found.add(handle.get());
        }
      }
    } catch (IOException e) {
      // /proc unreadable: the descendants are all that can be found
    }
    return found;
  }

  /** Whether the environment of the process at {@code dir} holds {@code entry} (NUL-framed). */
  private static boolean carries(Path dir, String entry) {
    try {
      byte[] env = Files.readAllBytes(dir.resolve("environ"));
      return ("\0" + new String(env, StandardCharsets.ISO_8859_1)).contains(entry);
    } catch (IOException | SecurityException e) {
      return false; // another user's, or gone
    }
  }
}
