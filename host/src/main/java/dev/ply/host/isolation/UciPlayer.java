package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
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
 * A chess engine that speaks UCI (the Universal Chess Interface of Stefan Meyer-Kahlen, 2000), as
 * Stockfish and most engines do. The engine starts on first use and stays up from game to game;
 * when it dies or is killed (its move cap passed) the next call starts a fresh one.
 *
 * <p>The conversation: {@code uci} … {@code uciok} (within {@value #HANDSHAKE_SECONDS} s),
 * {@code setoption name … value …} for each configured option (and {@code UCI_Chess960} for a
 * Chess960 variant), {@code isready} … {@code readyok}; per game {@code ucinewgame}; per move
 * {@code position startpos|fen … moves …} and {@code go} with {@code depth}, {@code nodes} and
 * {@code movetime} from the move's limits, {@code stop} when the referee raises the stop signal,
 * and the {@code bestmove} answer. The last {@code info} line's depth, seldepth, score, nodes, nps
 * and pv are recorded with the move: a centipawn score as the value (Ply's heuristic scale), a mate
 * score as a proven win or loss, and the raw score as a counter ({@code score-cp} or
 * {@code score-mate}).
 */
public final class UciPlayer implements Player, OutOfProcess, AutoCloseable {

  static final int HANDSHAKE_SECONDS = 10;

  private final List<String> command;
  private final Path log;
  private final Map<String, String> options;
  private final boolean chess960;
  private Process process;
  private BufferedReader in;
  private Writer out;
  private List<String> history = List.of();

  /**
   * @param command the engine's command line
   * @param log the file its standard error is appended to
   * @param options engine options by name, sent with {@code setoption}
   * @param variant the game's variant; a {@code chess960} number of 0 or more turns Chess960 on
   */
  public UciPlayer(List<String> command, Path log, Map<String, String> options, Options variant) {
    this.command = List.copyOf(command);
    this.log = log;
    this.options = Map.copyOf(options);
    Object number = variant.asMap().get("chess960");
    this.chess960 = number instanceof Number n && n.longValue() >= 0;
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    ensureStarted();
    send("ucinewgame");
    send("isready");
    expect("readyok", HANDSHAKE_SECONDS);
  }

  @Override
  public void history(List<String> moves) {
    this.history = List.copyOf(moves);
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    synchronized (this) {
      ensureStarted();
      GameState start = state.copy();
      for (int i = 0; i < history.size() && start.plies() > 0; i++) {
        start.undo();
      }
      String fen = start.notation();
      String position = fen.isEmpty() || fen.startsWith(STANDARD) ? "position startpos"
          : "position fen " + fen;
      send(position + (history.isEmpty() ? "" : " moves " + String.join(" ", history)));
      StringBuilder go = new StringBuilder("go");
      if (limits.maxDepth() != Limits.NO_DEPTH_LIMIT) {
        go.append(" depth ").append(limits.maxDepth());
      }
      if (limits.maxNodes() != Limits.NO_NODE_LIMIT) {
        go.append(" nodes ").append(limits.maxNodes());
      }
      if (limits.hasDeadline()) {
        go.append(" movetime ").append(Math.max(1, limits.remainingNanos() / 1_000_000));
      }
      send(go.toString());
    }
    return awaitBestMove(state, limits);
  }

  /** The standard start position's FEN without its move counters. */
  private static final String STANDARD =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private SearchReport awaitBestMove(GameState state, Limits limits) {
    String lastInfo = "";
    boolean stopSent = false;
    try {
      while (true) {
        if (in.ready()) {
          String line = in.readLine();
          if (line == null) {
            throw died();
          }
          if (line.startsWith("info ") && line.contains(" score ")) {
            lastInfo = line;
          } else if (line.startsWith("bestmove")) {
            return report(state, line, lastInfo);
          }
          continue;
        }
        if (!process.isAlive()) {
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
      throw new IllegalStateException("interrupted while waiting for the engine");
    }
  }

  private SearchReport report(GameState state, String bestmove, String info) {
    String[] words = bestmove.trim().split("\\s+");
    if (words.length < 2 || words[1].equals("(none)") || words[1].equals("0000")) {
      return null;
    }
    int move;
    try {
      move = state.textToMove(words[1]);
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(words[1], e.getMessage());
    }
    SearchReport.Builder report = SearchReport.builder(move);
    String[] w = info.trim().split("\\s+");
    List<Integer> pv = new ArrayList<>();
    for (int i = 1; i < w.length - 1; i++) {
      try {
        switch (w[i]) {
          case "depth" -> report.depth(Integer.parseInt(w[++i]));
          case "seldepth" -> report.counter("seldepth", Long.parseLong(w[++i]));
          case "nodes" -> report.nodes(Long.parseLong(w[++i]));
          case "nps" -> report.counter("nps", Long.parseLong(w[++i]));
          case "time" -> report.counter("engine-time-ms", Long.parseLong(w[++i]));
          case "score" -> {
            String kind = w[++i];
            long amount = Long.parseLong(w[++i]);
            if (kind.equals("cp")) {
              report.value((int) Math.max(-Values.EVAL_LIMIT + 1,
                  Math.min(Values.EVAL_LIMIT - 1, amount)));
              report.counter("score-cp", amount);
            } else if (kind.equals("mate")) {
              int plies = (int) (amount > 0 ? 2 * amount - 1 : -2 * amount);
              report.value(Values.terminal(amount > 0 ? 1 : -1, plies));
              report.counter("score-mate", amount);
            }
          }
          case "pv" -> {
            GameState walk = state.copy();
            for (int j = i + 1; j < w.length; j++) {
              int m = walk.textToMove(w[j]);
              if (walk.isTerminal() || !walk.isLegal(m)) {
                break;
              }
              pv.add(m);
              walk.play(m);
            }
            i = w.length;
          }
          default -> { }
        }
      } catch (RuntimeException malformed) {
        break; // the move counts; what the engine said about it is kept as far as it reads
      }
    }
    report.principalVariation(pv.stream().mapToInt(Integer::intValue).toArray());
    return report.build();
  }

  private void ensureStarted() {
    if (process != null && process.isAlive()) {
      return;
    }
    try {
      Files.createDirectories(log.toAbsolutePath().getParent());
      process = new ProcessBuilder(command)
          .start();
      CappedLog.start(process, log);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the engine " + command + ": "
          + e.getMessage(), e);
    }
    LiveProcesses.add(process);
    in = new BufferedReader(new InputStreamReader(process.getInputStream(),
        StandardCharsets.UTF_8));
    out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    send("uci");
    expect("uciok", HANDSHAKE_SECONDS);
    if (chess960) {
      send("setoption name UCI_Chess960 value true");
    }
    options.forEach((name, value) -> send("setoption name " + name + " value " + value));
    send("isready");
    expect("readyok", HANDSHAKE_SECONDS);
  }

  /** Reads lines until one is {@code word}, within {@code seconds}, or the engine has failed. */
  private void expect(String word, int seconds) {
    long deadline = System.nanoTime() + seconds * 1_000_000_000L;
    try {
      while (System.nanoTime() < deadline) {
        if (in.ready()) {
          String line = in.readLine();
          if (line == null) {
            throw died();
          }
          if (line.trim().equals(word)) {
            return;
          }
          continue;
        }
        if (!process.isAlive()) {
          throw died();
        }
        Thread.sleep(1);
      }
    } catch (IOException e) {
      throw died();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the engine");
    }
    kill();
    throw new IllegalStateException("the engine did not answer '" + word + "' within " + seconds
        + " s (its log: " + log + ")");
  }

  private IllegalStateException died() {
    Process p = process;
    String code = p != null && !p.isAlive() ? " with exit code " + p.exitValue() : "";
    return new IllegalStateException("the engine's process ended" + code + " (its log: " + log
        + ")");
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

  @Override
  public void checkStarts() {
    StartCheck.check(command, log);
  }

  @Override
  public void kill() {
    Process p = process;
    if (p != null) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      LiveProcesses.remove(p);
    }
  }

  @Override
  public synchronized void close() {
    if (process != null && process.isAlive()) {
      try {
        send("quit");
        process.waitFor(200, java.util.concurrent.TimeUnit.MILLISECONDS);
      } catch (RuntimeException | InterruptedException ignored) {
        // it is going anyway
      }
      kill();
    }
  }
}
