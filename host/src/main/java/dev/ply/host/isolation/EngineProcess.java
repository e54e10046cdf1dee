package dev.ply.host.isolation;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * One chess engine's program and the lines it writes: the part the engine protocols (UCI, xboard)
 * share. A reader thread of its own per process takes the engine's standard output a line at a time
 * (a line longer than {@value BoundedLineReader#MAX_LINE} characters ends it, as a protocol error)
 * and hands each line over through a queue ({@link LineQueue}), so a caller waits for the next line
 * with a timeout and wakes the moment it arrives: no polling, no latency added to a move. Lines its
 * protocol calls quiet ({@link #quietLines}: UCI's {@code info}) do not wake the caller; they come,
 * in order, with the next line that does. Or, {@link #readByCaller}, no reader thread: the caller
 * reads the pipe itself, and the {@link Watchdog} keeps its timeouts and its move's deadline.
 *
 * <p>Who calls it: the player that owns it, from the referee's thread for that seat (or the game's
 * own thread); {@link #kill} also from the referee's own thread or the watchdog, at any time. The
 * program is started by {@link #start}, again after it died or was killed (a fresh process, a fresh
 * queue: nothing the old one wrote is read after it). Its standard error goes to the log through
 * {@link CappedLog}; it is registered with {@link LiveProcesses}, so it ends with the JVM. Failures
 * are {@link IllegalStateException}s whose message says what happened in words a game record can
 * keep ("the engine's process ended with exit code 1 (its log: …)").
 */
final class EngineProcess {

  /** How many lines may wait to be read: an engine that writes more waits for the host. */
  static final int QUEUE_LINES = 10_000;

  /**
   * How long {@link #close} lets the program end by itself after its quit command: 5 s, as
   * cutechess does (its {@code ChessEngine::quit} sends the protocol's quit and starts a 5000 ms
   * timer, {@code defaultQuitTimeout} in {@code projects/lib/src/chessengine.h}, and kills the
   * engine only if its output has not closed by then). A program that ends sooner is not waited
   * for; only one that ignores {@code quit} costs the whole grace. Half a second, the grace before,
   * was too short for a Python engine on a busy machine.
   */
  static final Duration QUIT_GRACE = Duration.ofSeconds(5);

  /**
   * How long {@link #close} waits, once the program has ended, for its log to be written to the end
   * (the last MiB of its standard error and the count of what was cut).
   */
  static final Duration LOG_GRACE = Duration.ofSeconds(5);

  /**
   * How long {@link #died} waits for the process to end once its output has ended, to name its exit
   * code: the two come a moment apart, a long moment on a busy machine. Only a program that closes
   * its output and lives on costs the whole wait.
   */
  private static final Duration EXIT_WAIT = Duration.ofSeconds(5);

  private final List<String> command;
  private final Path log;

  /** What its messages call the program: {@code engine}, or {@code player}. */
  private final String noun;

  private volatile Running running;

  /** The folder the program runs in, or null for Ply's own. */
  private volatile Path directory;

  /** Where every line to and from the program is logged (the run's {@code --engine-log}). */
  private volatile EngineLog ioLog = EngineLog.OFF;

  /** The core each start of the program is pinned to ({@link Affinity#OFF}: none). */
  private volatile Affinity affinity = Affinity.OFF;

  /** The entrant's name in {@link #ioLog}. */
  private volatile String name = "";

  /**
   * The lines that do not wake a player waiting for the next line ({@link LineQueue}): none unless
   * its protocol says.
   */
  private volatile Predicate<String> quiet = line -> false;

  /** The number of the game being played, in {@link #ioLog}; 0 before the first. */
  private volatile int game;

  /** Whether the caller reads the output itself, with no reader thread ({@link #readByCaller}). */
  private volatile boolean byCaller;

  /**
   * @param command the engine's command line
   * @param log the file its standard error is appended to
   */
  EngineProcess(List<String> command, Path log) {
    this(command, log, "engine");
  }

  /**
   * @param noun what messages call the program ({@code the player's process ended …})
   */
  EngineProcess(List<String> command, Path log, String noun) {
    this.command = List.copyOf(command);
    this.log = log;
    this.noun = noun;
  }

  /** What the reader thread hands over: a line, or the end of the output (and why, if known). */
  private record Read(String line, String failure) {
    static final Read END = new Read(null, null);

    boolean isEnd() {
      return line == null;
    }
  }

  /** One process and its queue. {@code killed} is set once, by {@link #kill}. */
  private static final class Running {
    final ProcessTree tree;
    final Process process;
    final LineQueue<Read> lines = new LineQueue<>(QUEUE_LINES);
    final Writer out;
    volatile boolean killed;

    /** The output, when the caller reads it itself ({@link #readByCaller}). */
    BoundedLineReader reader;

    /** Set before the watchdog kills it: at a wait's timeout, or past a move's grace. */
    volatile boolean timedOut;

    volatile boolean overdue;

    /** The thread copying its standard error to the log. */
    Thread log;

    Running(ProcessTree tree) {
      this.tree = tree;
      this.process = tree.process();
      this.out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    }
  }

  /**
   * Starts the program unless it is running.
   *
   * @return true when it was started now (the caller then shakes hands with it)
   * @throws UncheckedIOException when it cannot be started
   */
  boolean start() {
    Running r = running;
    if (r != null && !r.killed && r.process.isAlive()) {
      return false;
    }
    if (r != null) {
      kill();
    }
    ProcessTree tree;
    try {
      Files.createDirectories(log.toAbsolutePath().getParent());
      ProcessBuilder builder = new ProcessBuilder(affinity.command(command));
      if (directory != null) {
        builder.directory(directory.toFile());
      }
      tree = ProcessTree.start(builder);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot start the " + noun + " " + command + ": " + e.getMessage(), e);
    }
    Thread copying = CappedLog.start(tree.process(), log);
    LiveProcesses.add(tree);
    Running fresh = new Running(tree);
    fresh.log = copying;
    if (byCaller) {
      fresh.reader = new BoundedLineReader(fresh.process.getInputStream());
    } else {
      Thread reader = new Thread(() -> pump(fresh), "ply-engine-out");
      reader.setDaemon(true);
      reader.start();
    }
    running = fresh;
    return true;
  }

  /**
   * From the next start, the caller's thread reads the program's output itself: no reader thread
   * hands the lines over, so a line costs the caller one wake-up and no other thread any (the
   * thread hops of a move showed in every profile of a run of engines). The caller then cannot time
   * a wait by itself: {@link #next}'s timeout kills the program when it passes (the {@link
   * Watchdog} does), and a move's deadline is kept by {@link #watchMove}. For a player that reads
   * only while it waits for an answer (UCI without pondering: an engine pondering writes while no
   * one reads).
   */
  void readByCaller() {
    this.byCaller = true;
  }

  /** Whether the caller reads the output itself ({@link #readByCaller}). */
  boolean readsByCaller() {
    return byCaller;
  }

  /** Runs the program in {@code folder} from its next start ({@code working-directory}). */
  void directory(Path folder) {
    this.directory = folder;
  }

  /** The folder it runs in, or null for Ply's own. */
  Path directory() {
    return directory;
  }

  /** Whether the program is running now (started, not ended, not killed). */
  boolean isRunning() {
    Running r = running;
    return r != null && !r.killed && r.process.isAlive();
  }

  /** Logs every line to and from the program into {@code log}, under the entrant's {@code name}. */
  void logTo(EngineLog log, String name) {
    this.ioLog = log;
    this.name = name;
  }

  /** Pins each start of the program to a core of {@code affinity}'s, in turn. */
  void pin(Affinity affinity) {
    this.affinity = affinity;
  }

  /**
   * The lines a player waiting in {@link #next} is not woken for: they are handed over, in order,
   * with the next line that is not quiet or at its timeout (UCI's {@code info} lines).
   */
  void quietLines(Predicate<String> quiet) {
    this.quiet = quiet;
  }

  /** The number of the game the next lines belong to, for the engine log. */
  void game(int number) {
    this.game = number;
  }

  /**
   * Reads the process's output into its queue until it ends; ends with {@link Read#END}. The lines
   * of one read (what the program wrote at once) are handed over together, so a player that answers
   * with two lines in one write is seen to have written both before it is asked again.
   */
  private void pump(Running r) {
    BoundedLineReader in = new BoundedLineReader(r.process.getInputStream());
    List<Read> batch = new ArrayList<>();
    Read end = Read.END;
    try {
      for (String line; (line = in.readLine()) != null; ) {
        ioLog.line(game, name, false, line);
        batch.add(new Read(line, null));
        if (batch.size() < QUEUE_LINES && in.lineBuffered()) {
          continue;
        }
        if (!hand(r, batch)) {
          return;
        }
        batch.clear();
      }
    } catch (IOException e) {
      // the stream closed under us: the same as its end
    } catch (IllegalStateException tooLong) {
      end = new Read(null, tooLong.getMessage());
    }
    if (hand(r, batch)) {
      hand(r, List.of(end));
    }
  }

  /**
   * Puts {@code reads} into the queue at once, waiting while it is full; false once the process is
   * killed.
   */
  private boolean hand(Running r, List<Read> reads) {
    if (reads.isEmpty()) {
      return true;
    }
    try {
      while (!r.killed) {
        if (r.lines.putAll(reads, read -> read.line() != null && quiet.test(read.line()), 100)) {
          return true;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return false;
  }

  /** Writes one line to the engine. */
  void send(String line) {
    Running r = current();
    ioLog.line(game, name, true, line);
    try {
      synchronized (r.out) { // the watchdog may say stop meanwhile
        r.out.write(line);
        r.out.write('\n');
        r.out.flush();
      }
    } catch (IOException e) {
      throw died();
    }
  }

  /**
   * Writes lines to the engine in one write: the engine is woken once for them, not once a line
   * (UCI's {@code position}, {@code isready} and {@code go} of a move).
   */
  void send(String... lines) {
    Running r = current();
    try {
      synchronized (r.out) {
        for (String line : lines) {
          ioLog.line(game, name, true, line);
          r.out.write(line);
          r.out.write('\n');
        }
        r.out.flush();
      }
    } catch (IOException e) {
      throw died();
    }
  }

  /**
   * The engine's next line, waiting at most {@code timeoutNanos}.
   *
   * @return the line, or null when none came in time
   * @throws IllegalStateException when the output ended (the process died or was killed), a line
   *     was too long (the process is killed), or the calling thread was interrupted
   */
  String next(long timeoutNanos) {
    Running r = current();
    if (r.reader != null) {
      return nextByCaller(r, timeoutNanos);
    }
    Read read;
    try {
      read = r.lines.take(Math.max(0, timeoutNanos));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the " + noun);
    }
    if (read == null) {
      return null;
    }
    if (read.isEnd()) {
      r.lines.putFirst(read); // every later call sees the end too
      if (read.failure() != null) {
        kill();
        throw new IllegalStateException(read.failure());
      }
      throw died();
    }
    return read.line();
  }

  /**
   * {@link #next} when the caller reads: a timeout kills the program (it returns null then, as at a
   * timeout; the next call starts a fresh one).
   */
  private String nextByCaller(Running r, long timeoutNanos) {
    try (Watchdog.Watch watch =
        Watchdog.at(
            System.nanoTime() + Math.max(0, timeoutNanos),
            () -> {
              r.timedOut = true;
              kill(r);
            })) {
      String line = readLine(r);
      if (line == null && r.timedOut) {
        return null;
      }
      if (line == null) {
        throw died();
      }
      return line;
    }
  }

  /**
   * The next line when the caller reads, blocking until it comes; null at the end of the output.
   *
   * @throws IllegalStateException for a line too long (the process is killed), or when the calling
   *     thread was interrupted (checked once the line is read: a read of a pipe does not end for an
   *     interrupt)
   */
  private String readLine(Running r) {
    String line;
    try {
      line = r.reader.readLine();
    } catch (IOException e) {
      line = null; // the stream closed under us: the same as its end
    } catch (IllegalStateException tooLong) {
      kill(r);
      throw tooLong;
    }
    if (line != null) {
      ioLog.line(game, name, false, line);
    }
    if (Thread.currentThread().isInterrupted()) {
      throw new IllegalStateException("interrupted while waiting for the " + noun);
    }
    return line;
  }

  /**
   * The move's deadline, kept by the {@link Watchdog} for a caller that reads ({@link
   * #readByCaller}): at {@code stopAt} it sends {@code stop}, at {@code killAt} it kills the
   * program, and {@link #nextLine} then throws {@link dev.ply.host.referee.MoveOverdue}. Closing
   * the result cancels both.
   */
  AutoCloseable watchMove(long stopAt, String stop, long killAt) {
    Running r = current();
    Watchdog.Watch stopping =
        Watchdog.at(
            stopAt,
            () -> {
              if (running == r && !r.killed) {
                send(stop);
              }
            });
    Watchdog.Watch killing =
        Watchdog.at(
            killAt,
            () -> {
              r.overdue = true;
              kill(r);
            });
    return () -> {
      stopping.close();
      killing.close();
    };
  }

  /**
   * The next line, for a caller that reads and keeps its move's deadline by {@link #watchMove}: it
   * waits as long as the program takes.
   *
   * @throws dev.ply.host.referee.MoveOverdue when the watchdog killed it past the move's grace
   * @throws IllegalStateException when the output ended otherwise
   */
  String nextLine() {
    Running r = current();
    if (r.reader == null) {
      throw new IllegalStateException("nextLine is for a caller that reads (readByCaller)");
    }
    String line = readLine(r);
    if (line != null) {
      return line;
    }
    if (r.overdue) {
      throw new dev.ply.host.referee.MoveOverdue(
          "the " + noun + " did not answer by its deadline and grace (its log: " + log + ")");
    }
    throw died();
  }

  /** Hands every line already read to {@code each}, without waiting. */
  void drain(Consumer<String> each) {
    Running r = current();
    if (r.reader != null) {
      return; // nothing is read ahead; what is in the pipe is read by the next caller
    }
    for (Read read : r.lines.takeQueued(Read::isEnd)) {
      each.accept(read.line());
    }
  }

  /**
   * Reads lines until one, trimmed, is {@code word}, within {@code within}; the lines before it are
   * handed to {@code others}.
   *
   * @throws IllegalStateException when it does not come in time (the engine is killed) or the
   *     engine fails
   */
  void expect(String word, Duration within, Consumer<String> others) {
    long deadline = System.nanoTime() + within.toNanos();
    while (true) {
      String line = next(deadline - System.nanoTime());
      if (line == null) {
        throw timedOut("'" + word + "'", within);
      }
      if (line.trim().equals(word)) {
        return;
      }
      others.accept(line);
    }
  }

  /** Kills the engine and says it did not answer {@code what} within {@code within}. */
  IllegalStateException timedOut(String what, Duration within) {
    kill();
    return new IllegalStateException(
        "the "
            + noun
            + " did not answer "
            + what
            + " within "
            + seconds(within)
            + " (its log: "
            + log
            + ")");
  }

  /** The engine's process ended: says so, with its exit code when it has one. */
  IllegalStateException died() {
    Running r = running;
    if (r != null && !r.killed) {
      try {
        r.process.waitFor(EXIT_WAIT.toNanos(), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    String code =
        r != null && !r.process.isAlive() && !r.killed
            ? " with exit code " + r.process.exitValue()
            : "";
    String how = r != null && r.killed ? " (it was killed)" : "";
    return new IllegalStateException(
        "the " + noun + "'s process ended" + code + how + " (its log: " + log + ")");
  }

  /** The process id of the program running now. */
  long pid() {
    return current().process.pid();
  }

  /** The engine's command line. */
  List<String> command() {
    return command;
  }

  /** The log its standard error goes to. */
  Path log() {
    return log;
  }

  /**
   * Ends the program now, with every process it started ({@link ProcessTree#kill}); safe from any
   * thread, and when it has ended already. A caller waiting for a line is woken and told the
   * process ended.
   */
  void kill() {
    kill(running);
  }

  /** Ends {@code r}'s program (nothing when it is null). */
  private void kill(Running r) {
    if (r == null) {
      return;
    }
    r.killed = true;
    r.tree.kill();
    LiveProcesses.remove(r.tree);
    r.lines.clear();
    r.lines.putFirst(Read.END);
  }

  /**
   * Sends {@code quit}, gives the program {@link #QUIT_GRACE} to end, then kills it if it has not;
   * either way every process it started is ended with it ({@link ProcessTree#kill}): a child that
   * outlives an engine which quit by itself is not left running.
   *
   * @return true when it ended by itself (or was not running)
   */
  boolean close(String quit) {
    return close(quit, QUIT_GRACE);
  }

  /**
   * Sends {@code quit}, gives the program {@code grace} to end, then kills it if it has not.
   *
   * @return true when it ended by itself (or was not running)
   */
  boolean close(String quit, Duration grace) {
    Running r = running;
    if (r == null || r.killed) {
      return true;
    }
    if (!r.process.isAlive()) {
      kill(); // its children may have outlived it
      CappedLog.finish(r.log, LOG_GRACE);
      return true;
    }
    r.tree.remember();
    boolean ended = false;
    try {
      send(quit);
      ended = r.process.waitFor(grace.toNanos(), TimeUnit.NANOSECONDS);
    } catch (RuntimeException e) {
      // it is going anyway
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    kill();
    CappedLog.finish(r.log, LOG_GRACE);
    return ended;
  }

  private Running current() {
    Running r = running;
    if (r == null) {
      throw new IllegalStateException("the engine has not been started");
    }
    return r;
  }

  private static String seconds(Duration d) {
    long millis = d.toMillis();
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
  }
}
