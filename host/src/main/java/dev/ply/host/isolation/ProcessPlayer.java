package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import dev.ply.host.referee.OutOfProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A player in a child process, spoken to through the {@link Protocol}. The process starts on first
 * use and is reused from game to game; when the referee kills it (its move cap passed) or it dies,
 * the next call starts a fresh one. Whatever the child does wrong — exits, crashes, writes garbage,
 * answers with an illegal move — surfaces here as an exception or a bad move, which the referee
 * records as a violation; the host itself is never at risk.
 */
public final class ProcessPlayer implements Player, OutOfProcess, AutoCloseable {

  private final List<String> command;
  private final Path log;
  private final String gameId;
  private final Options variant;
  private volatile ProcessTree tree;
  private Process process;
  /** The thread copying the process's standard error to the log. */
  private Thread logging;
  private BoundedLineReader in;
  private Writer out;
  private List<String> history = List.of();
  private int seat;
  private long seed;
  private boolean inGame;

  /**
   * @param command the child's command line
   * @param log the file the child's standard error is appended to
   * @param gameId the game played
   * @param variant its variant
   */
  public ProcessPlayer(List<String> command, Path log, String gameId, Options variant) {
    this.command = List.copyOf(command);
    this.log = log;
    this.gameId = gameId;
    this.variant = variant;
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    this.seat = seat;
    this.seed = seed;
    this.inGame = false;
    ensureStarted();
    startGame();
  }

  @Override
  public void history(List<String> moves) {
    this.history = List.copyOf(moves);
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    synchronized (this) {
      ensureStarted();
      if (!inGame) {
        startGame();
      }
      refuseUnaskedOutput();
      int[] buffer = new int[state.maxMoves()];
      int n = state.legalMoves(buffer);
      List<String> legal = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        legal.add(state.moveToText(buffer[i]));
      }
      send("position" + join(history));
      send("legal" + join(legal));
      send("limits depth=" + (limits.maxDepth() == Limits.NO_DEPTH_LIMIT ? "none" : limits.maxDepth())
          + " nodes=" + (limits.maxNodes() == Limits.NO_NODE_LIMIT ? "none" : limits.maxNodes())
          + " time-ms=" + (limits.hasDeadline()
              ? Math.max(0, limits.remainingNanos() / 1_000_000) : "none"));
      send("go");
    }
    String line = awaitAnswer(limits);
    String[] words = line.trim().split("\\s+");
    if (words[0].equals("nomove")) {
      return null;
    }
    if (words[0].equals("error")) {
      throw new IllegalStateException("the player reported an error: "
          + line.substring(Math.min(line.length(), 6)));
    }
    if (!words[0].equals("move") || words.length < 2) {
      throw protocolError("'move ...'", line);
    }
    int move;
    try {
      move = state.textToMove(words[1]);
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(words[1], e.getMessage());
    }
    Map<String, String> f = Protocol.fields(words, 2);
    SearchReport.Builder report = SearchReport.builder(move);
    try {
      if (f.containsKey("depth")) {
        report.depth(Integer.parseInt(f.get("depth")));
      }
      if (f.containsKey("nodes")) {
        report.nodes(Long.parseLong(f.get("nodes")));
      }
      if (f.containsKey("value")) {
        report.value(Integer.parseInt(f.get("value")));
      }
    } catch (NumberFormatException e) {
      throw protocolError("numbers in the move line", line);
    }
    if (f.containsKey("counters")) {
      for (String pair : f.get("counters").split(",")) {
        int colon = pair.lastIndexOf(':');
        if (colon > 0) {
          try {
            report.counter(pair.substring(0, colon), Long.parseLong(pair.substring(colon + 1)));
          } catch (NumberFormatException e) {
            throw protocolError("counters as name:number pairs", line);
          }
        }
      }
    }
    if (f.containsKey("pv")) {
      GameState walk = state.copy();
      List<Integer> pv = new ArrayList<>();
      for (String text : f.get("pv").split(",")) {
        try {
          int m = walk.textToMove(text);
          if (walk.isTerminal() || !walk.isLegal(m)) {
            break;
          }
          pv.add(m);
          walk.play(m);
        } catch (IllegalArgumentException e) {
          break;
        }
      }
      report.principalVariation(pv.stream().mapToInt(Integer::intValue).toArray());
    }
    return report.build();
  }

  /**
   * Output that answers nothing (a second {@code move} line for one {@code go}) would be taken as
   * the answer to the next {@code go} and a stale move played: it is a protocol violation.
   */
  private void refuseUnaskedOutput() {
    try {
      while (in.ready()) {
        String line = in.readLine();
        if (line == null) {
          throw died();
        }
        if (!line.startsWith("info")) {
          throw protocolError("nothing before 'go' (this answers no question)", line);
        }
      }
    } catch (IOException e) {
      throw died();
    }
  }

  /** Waits for the child's next line, passing the stop signal on when it is raised. */
  private String awaitAnswer(Limits limits) {
    boolean stopSent = false;
    try {
      while (true) {
        BoundedLineReader reader;
        synchronized (this) {
          reader = in;
        }
        if (reader == null) {
          throw died();
        }
        if (reader.ready()) {
          String line = reader.readLine();
          if (line == null) {
            throw died();
          }
          if (line.startsWith("info ") || line.equals("info")) {
            continue;
          }
          return line;
        }
        if (!process.isAlive() && !reader.ready()) {
          throw died();
        }
        if (limits.stopRequested() && !stopSent) {
          send("stop");
          stopSent = true;
        }
        Thread.sleep(1);
      }
    } catch (IOException e) {
      throw died();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the child process");
    }
  }

  private IllegalStateException died() {
    Process p = process;
    String code = p != null && !p.isAlive() ? " with exit code " + p.exitValue() : "";
    inGame = false;
    return new IllegalStateException("the player's process ended" + code + " (its log: " + log
        + ")");
  }

  private IllegalStateException protocolError(String expected, String got) {
    kill();
    String shown = got.length() > 80 ? got.substring(0, 80) + "..." : got;
    return new IllegalStateException("protocol error: expected " + expected + ", got '"
        + shown.replaceAll("\\p{Cntrl}", "?") + "'");
  }

  private void ensureStarted() {
    if (process != null && process.isAlive()) {
      return;
    }
    try {
      Files.createDirectories(log.toAbsolutePath().getParent());
      tree = ProcessTree.start(new ProcessBuilder(command));
      process = tree.process();
      logging = CappedLog.start(process, log);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the player's process " + command + ": "
          + e.getMessage(), e);
    }
    LiveProcesses.add(tree);
    in = new BoundedLineReader(new InputStreamReader(process.getInputStream(),
        StandardCharsets.UTF_8));
    out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    inGame = false;
    send("ply " + Protocol.VERSION);
    expect("ready");
  }

  private void startGame() {
    send("newgame " + gameId + " " + seat + " " + seed + " " + Protocol.variant(variant.asMap()));
    expect("ok");
    inGame = true;
  }

  /** How long a player has to answer {@code ply 1} and {@code newgame}. */
  static final int HANDSHAKE_SECONDS = 10;

  /**
   * Reads the answer {@code word}, skipping {@code info} lines, within
   * {@value #HANDSHAKE_SECONDS} s: a player that never answers its handshake is killed and loses,
   * instead of holding the game for its whole move cap.
   */
  private void expect(String word) {
    long deadline = System.nanoTime() + HANDSHAKE_SECONDS * 1_000_000_000L;
    try {
      while (System.nanoTime() < deadline) {
        if (!in.ready()) {
          if (!process.isAlive()) {
            throw died();
          }
          Thread.sleep(1);
          continue;
        }
        String line = in.readLine();
        if (line == null) {
          throw died();
        }
        if (line.startsWith("info")) {
          continue;
        }
        if (!line.equals(word) && !line.startsWith(word + " ")) {
          throw protocolError("'" + word + "'", line);
        }
        return;
      }
    } catch (IOException e) {
      throw died();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the player");
    }
    kill();
    throw new IllegalStateException("the player did not answer '" + word + "' within "
        + HANDSHAKE_SECONDS + " s (its log: " + log + ")");
  }

  private void send(String line) {
    try {
      out.write(line);
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      throw died();
    }
  }

  private static String join(List<String> words) {
    StringBuilder sb = new StringBuilder();
    words.forEach(w -> sb.append(' ').append(w));
    return sb.toString();
  }

  @Override
  public void checkStarts() {
    StartCheck.check(command, log);
  }

  /**
   * Ends the child now, with every process it started, even those that left its tree
   * ({@link ProcessTree#kill}); the next call starts a fresh one.
   */
  @Override
  public void kill() {
    ProcessTree t = tree;
    if (t != null) {
      t.kill();
      LiveProcesses.remove(t);
    }
  }

  /** Asks the child to quit, then makes sure it has, and every process it started. */
  @Override
  public synchronized void close() {
    if (process != null && process.isAlive()) {
      try {
        send("quit");
      } catch (RuntimeException ignored) {
        // it is going anyway
      }
    }
    kill();
    CappedLog.finish(logging, EngineProcess.LOG_GRACE);
  }
}
