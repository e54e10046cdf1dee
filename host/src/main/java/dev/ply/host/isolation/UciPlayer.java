package dev.ply.host.isolation;

import dev.ply.api.Conventions;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A chess engine that speaks UCI (the Universal Chess Interface of Stefan Meyer-Kahlen, 2000), as
 * Stockfish and most engines do. The engine starts on first use and stays up from game to game;
 * when it dies or is killed (its move cap passed) the next call starts a fresh one.
 *
 * <p>The conversation: {@code uci} … {@code uciok} (within {@value #HANDSHAKE_SECONDS} s), {@code
 * setoption name … value …} for each configured option (and {@code UCI_Chess960} for a Chess960
 * variant), {@code isready} … {@code readyok}; per game {@code ucinewgame}; per move {@code
 * position startpos|fen … moves …}, {@code isready} and {@code go} (sent together: no wait is added
 * to a move), then {@code stop} when the referee raises the stop signal, and the {@code bestmove}
 * answer. Only a {@code bestmove} after the {@code readyok} that answers this move's {@code
 * isready} counts: the engine reads its commands in order, so whatever it wrote before that (a
 * stray {@code bestmove} before {@code go}, a second one for an earlier search) is ignored, as
 * cutechess ignores a move it did not ask for. {@code go} carries {@code depth} and {@code nodes}
 * from the move's limits, and either, on a game clock, {@code wtime btime winc binc} (milliseconds;
 * White is seat 0; a side without a clock is left out) as the referee told them by {@link #clocks},
 * or else {@code movetime} from the move's deadline; {@code go infinite} when the move has no limit
 * at all. The last {@code info} line's depth, seldepth, score, nodes, nps and pv are recorded with
 * the move ({@link UciInfo}).
 *
 * <p>Thread: the referee calls one method at a time from the seat's thread; {@link #kill} may come
 * from any thread.
 */
public final class UciPlayer extends EnginePlayer {

  static final int HANDSHAKE_SECONDS = 10;
  private static final Duration HANDSHAKE = Duration.ofSeconds(HANDSHAKE_SECONDS);

  private final Map<String, String> options;
  private final boolean chess960;
  private String name = "";

  /**
   * @param command the engine's command line
   * @param log the file its standard error is appended to
   * @param options engine options by name, sent with {@code setoption}
   * @param variant the game's variant; a {@code chess960} number of 0 or more turns Chess960 on
   */
  public UciPlayer(List<String> command, Path log, Map<String, String> options, Options variant) {
    super(command, log);
    engine.quietLines(line -> line.startsWith("info ")); // read with the next line that matters
    this.options = Map.copyOf(options);
    Object number = variant.asMap().get(Conventions.CHESS960);
    this.chess960 = number instanceof Number n && n.longValue() >= 0;
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    ensureStarted();
    engine.send("ucinewgame");
    engine.send("isready");
    engine.expect("readyok", HANDSHAKE, line -> {});
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    synchronized (this) {
      ensureStarted();
      engine.drain(stale -> {}); // output of an earlier search answers nothing now
      List<String> history = playedMoves();
      String fen = EngineLines.startOf(state, history);
      String position =
          EngineLines.isStandardStart(fen) ? "position startpos" : "position fen " + fen;
      engine.send(position + (history.isEmpty() ? "" : " moves " + String.join(" ", history)));
      engine.send("isready"); // its readyok parts what answers this go from what came before
      engine.send(go(limits));
    }
    return awaitBestMove(state, limits);
  }

  /** The {@code go} command for this move. */
  private String go(Limits limits) {
    EngineClocks clock = takeClocks();
    StringBuilder go = new StringBuilder("go");
    if (clock != null) {
      String[] sides = {"w", "b"};
      for (int seat = 0; seat < 2; seat++) {
        if (clock.has(seat)) {
          go.append(' ').append(sides[seat]).append("time ").append(clock.remainingMillis(seat));
        }
      }
      for (int seat = 0; seat < 2; seat++) {
        if (clock.has(seat)) {
          go.append(' ').append(sides[seat]).append("inc ").append(clock.incrementMillis(seat));
        }
      }
    }
    if (limits.maxDepth() != Limits.NO_DEPTH_LIMIT) {
      go.append(" depth ").append(limits.maxDepth());
    }
    if (limits.maxNodes() != Limits.NO_NODE_LIMIT) {
      go.append(" nodes ").append(limits.maxNodes());
    }
    if (clock == null && limits.hasDeadline()) {
      go.append(" movetime ").append(Math.max(1, limits.remainingNanos() / 1_000_000));
    }
    return go.length() == 2 ? "go infinite" : go.toString();
  }

  /**
   * Reads up to the {@code bestmove} that answers this move's {@code go}: the lines before the
   * {@code readyok} sent ahead of it are stale, whatever they say.
   */
  private SearchReport awaitBestMove(GameState state, Limits limits) {
    String lastInfo = "";
    boolean stopSent = false;
    boolean ready = false;
    while (true) {
      if (!stopSent && limits.stopRequested()) {
        engine.send("stop");
        stopSent = true;
      }
      String line = engine.next(nextWait(limits, stopSent));
      if (line == null) {
        continue;
      }
      if (!ready) {
        ready = line.trim().equals("readyok");
      } else if (line.startsWith("info ") && line.contains(" score ")) {
        lastInfo = line;
      } else if (line.startsWith("bestmove")) {
        return report(state, line, lastInfo);
      }
    }
  }

  private static SearchReport report(GameState state, String bestmove, String info) {
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
    UciInfo.read(info, state, report);
    return report.build();
  }

  private void ensureStarted() {
    if (engine.start()) {
      shakeHands();
      sendOptions();
    }
  }

  private void shakeHands() {
    engine.send("uci");
    engine.expect(
        "uciok",
        HANDSHAKE,
        line -> {
          if (line.startsWith("id name ")) {
            name = line.substring("id name ".length()).trim();
          }
        });
  }

  @Override
  public synchronized String handshake() {
    engine.start();
    shakeHands();
    return name.isEmpty() ? "uciok" : name;
  }

  @Override
  public synchronized void sendOptions() {
    if (chess960) {
      engine.send("setoption name UCI_Chess960 value true");
    }
    options.forEach((option, value) -> engine.send("setoption name " + option + " value " + value));
    engine.send("isready");
    engine.expect("readyok", HANDSHAKE, line -> {});
  }
}
