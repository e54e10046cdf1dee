package dev.ply.host.isolation;

import dev.ply.api.Conventions;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import dev.ply.host.referee.Punctual;
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
 * <p>Thread: the referee calls one method at a time, from the game's own thread (a {@link Punctual}
 * player: at a sequential position it keeps the move's deadline itself); {@link #kill} may come
 * from any thread. In a run, an engine that does not ponder is read by that thread itself ({@link
 * EngineProcess#readByCaller}), its deadline kept by the {@link Watchdog}.
 */
public final class UciPlayer extends EnginePlayer implements Punctual {

  static final int HANDSHAKE_SECONDS = 10;
  private static final Duration HANDSHAKE = Duration.ofSeconds(HANDSHAKE_SECONDS);

  private final Map<String, String> options;
  private final boolean chess960;
  private String name = "";

  /** Whether it thinks on the opponent's time ({@code ponder: true}). */
  private boolean ponder;

  /**
   * The moves of the position the engine ponders on (the game's, its move and the move it expects),
   * or null when it is not pondering.
   */
  private List<String> pondering;

  /** The start position of the game's last search, as a FEN. */
  private String start = EngineLines.STANDARD_START;

  /** Whether {@link #start} is this game's (found on its first move; a new game forgets it). */
  private boolean startKnown;

  /** What the last {@code go} asked. */
  private Search lastSearch = new Search(Limits.NO_DEPTH_LIMIT, Limits.NO_NODE_LIMIT, 0);

  /** The last {@code bestmove} line read. */
  private volatile String lastBestmove = "";

  /**
   * Whether a move's search is under way: from its {@code isready} to its {@code bestmove}. Its
   * {@code readyok} then wakes no one: it is read, in order, with the {@code bestmove} (one wake-up
   * a move instead of two).
   */
  private volatile boolean searching;

  /**
   * @param command the engine's command line
   * @param log the file its standard error is appended to
   * @param options engine options by name, sent with {@code setoption}
   * @param variant the game's variant; a {@code chess960} number of 0 or more turns Chess960 on
   */
  public UciPlayer(List<String> command, Path log, Map<String, String> options, Options variant) {
    super(command, log);
    // read with the next line that matters
    engine.quietLines(
        line -> line.startsWith("info ") || searching && line.trim().equals("readyok"));
    this.options = Map.copyOf(options);
    Object number = variant.asMap().get(Conventions.CHESS960);
    this.chess960 = number instanceof Number n && n.longValue() >= 0;
  }

  /** Turns pondering on or off ({@code ponder}); set before the first game. */
  void ponder(boolean on) {
    this.ponder = on;
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    ensureStarted();
    stopPondering();
    startKnown = false;
    engine.send("ucinewgame");
    engine.send("isready");
    engine.expect("readyok", HANDSHAKE, line -> {});
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    long asked = System.nanoTime();
    MoveDeadline deadline = takeDeadline();
    int mover = state.playerToMove();
    EngineClocks clock;
    boolean hit;
    synchronized (this) {
      ensureStarted();
      clock = takeClocks();
      List<String> history = playedMoves();
      hit = pondering != null && pondering.equals(history);
      if (hit) {
        engine.send("ponderhit"); // the search on the expected move goes on as this move's
      } else {
        stopPondering(); // a miss
        engine.drain(stale -> {}); // output of an earlier search answers nothing now
        if (!startKnown) {
          start = EngineLines.startOf(state, history);
          startKnown = true;
        }
        searching = true;
        // isready: its readyok parts what answers this go from what came before
        engine.send(position(start, history), "isready", go(limits, clock, mover));
      }
      pondering = null;
    }
    SearchReport report;
    try {
      report = awaitBestMove(state, limits, hit, deadline);
    } finally {
      searching = false;
    }
    if (ponder && report != null) {
      ponderOn(state, report, clock, mover, System.nanoTime() - asked);
    }
    return report;
  }

  /** A ponder search of the game that ended is stopped: the engine uses no core until its next. */
  @Override
  public synchronized void gameOver() {
    stopPondering();
  }

  /**
   * Ends a ponder search, if one runs: {@code stop}, then its {@code bestmove} read and dropped
   * (within {@value #HANDSHAKE_SECONDS} s, or the engine is killed). It must be read before the
   * next {@code isready}: an engine such as Stockfish answers {@code readyok} at once, ahead of the
   * {@code bestmove} of the search it is stopping, which would then pass for the next search's.
   */
  private void stopPondering() {
    if (pondering == null) {
      return;
    }
    pondering = null;
    engine.send("stop");
    long deadline = System.nanoTime() + HANDSHAKE.toNanos();
    while (true) {
      String line = engine.next(deadline - System.nanoTime());
      if (line == null) {
        throw engine.timedOut("'bestmove' after 'stop' of its ponder search", HANDSHAKE);
      }
      if (line.startsWith("bestmove")) {
        return;
      }
    }
  }

  /** {@code position startpos|fen … [moves …]}. */
  private static String position(String fen, List<String> moves) {
    String position =
        EngineLines.isStandardStart(fen) ? "position startpos" : "position fen " + fen;
    return position + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
  }

  /**
   * After the engine's move, when its {@code bestmove} named a {@code ponder} move legal in the
   * position it leaves: {@code position} with both moves and {@code go ponder} with this move's
   * limits and the clocks as they will be (its own less the time this move took, plus its
   * increment), so that it thinks on the opponent's time. The next {@link #chooseMove} sends {@code
   * ponderhit} when the opponent played that move, else {@code stop}.
   */
  private synchronized void ponderOn(
      GameState state, SearchReport report, EngineClocks told, int mover, long tookNanos) {
    String[] words = EngineLines.words(lastBestmove);
    if (words.length < 4 || !words[2].equals("ponder")) {
      return;
    }
    GameState after = state.copy();
    after.play(report.move());
    if (after.isTerminal()) {
      return;
    }
    int guess;
    try {
      guess = after.textToMove(words[3]);
    } catch (IllegalArgumentException e) {
      return;
    }
    if (!after.isLegal(guess)) {
      return;
    }
    List<String> line = new java.util.ArrayList<>(playedMoves());
    line.add(state.moveToText(report.move()));
    line.add(after.moveToText(guess));
    engine.send(position(start, line));
    EngineClocks clocks = told == null ? null : told.afterMove(mover, tookNanos / 1_000_000);
    String go = lastSearch.words(clocks, mover);
    engine.send("go ponder" + (go.isEmpty() ? "" : go));
    pondering = line;
  }

  /** What a {@code go} asked, to ask the same of a ponder search: its depth, nodes and movetime. */
  private record Search(int depth, long nodes, long movetimeMillis) {

    /** The words after {@code go}, each with a space before it; empty when there are none. */
    String words(EngineClocks clock, int mover) {
      StringBuilder go = new StringBuilder();
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
        if (clock.has(mover) && clock.movesToGo(mover) > 0) {
          go.append(" movestogo ").append(clock.movesToGo(mover));
        }
      }
      if (depth != Limits.NO_DEPTH_LIMIT) {
        go.append(" depth ").append(depth);
      }
      if (nodes != Limits.NO_NODE_LIMIT) {
        go.append(" nodes ").append(nodes);
      }
      if (clock == null && movetimeMillis > 0) {
        go.append(" movetime ").append(movetimeMillis);
      }
      return go.toString();
    }
  }

  /** The {@code go} command for this move of {@code mover}'s, on {@code clock} if it has one. */
  private String go(Limits limits, EngineClocks clock, int mover) {
    long movetime =
        clock == null && limits.hasDeadline()
            ? Math.max(1, limits.remainingNanos() / 1_000_000)
            : 0;
    lastSearch = new Search(limits.maxDepth(), limits.maxNodes(), movetime);
    String words = lastSearch.words(clock, mover);
    return words.isEmpty() ? "go infinite" : "go" + words;
  }

  /**
   * Reads up to the {@code bestmove} that answers this move's {@code go}: the lines before the
   * {@code readyok} sent ahead of it are stale, whatever they say.
   */
  private SearchReport awaitBestMove(
      GameState state, Limits limits, boolean ready, MoveDeadline deadline) {
    if (engine.readsByCaller()) {
      return readBestMove(state, limits, ready, deadline);
    }
    String lastInfo = "";
    boolean stopSent = false;
    while (true) {
      if (!stopSent && deadline.stopNow(limits)) {
        engine.send("stop");
        stopSent = true;
      }
      if (stopSent) {
        deadline.giveUpIfOverdue(engine, "'bestmove'");
      }
      String line = engine.next(deadline.waitNanos(limits, stopSent));
      if (line == null) {
        continue;
      }
      if (!ready) {
        ready = line.trim().equals("readyok");
      } else if (line.startsWith("info ") && line.contains(" score ")) {
        lastInfo = line;
      } else if (line.startsWith("bestmove")) {
        lastBestmove = line;
        return report(state, line, lastInfo);
      }
    }
  }

  /**
   * {@link #awaitBestMove} when this thread reads the engine's output itself ({@link
   * EngineProcess#readByCaller}): the {@link Watchdog} sends {@code stop} at the move's deadline
   * and kills the engine at the end of its grace (then {@link EngineProcess#nextLine} throws {@link
   * dev.ply.host.referee.MoveOverdue}). A move asked without the referee's deadline keeps the
   * move's own, with {@value #HANDSHAKE_SECONDS} s of grace.
   */
  private SearchReport readBestMove(
      GameState state, Limits limits, boolean ready, MoveDeadline deadline) {
    long never = System.nanoTime() + java.util.concurrent.TimeUnit.DAYS.toNanos(365);
    long stopAt =
        deadline.kept() ? deadline.stopAt() : limits.hasDeadline() ? limits.deadlineNanos() : never;
    long killAt =
        deadline.kept()
            ? deadline.stopAt() + deadline.grace()
            : limits.hasDeadline() ? stopAt + HANDSHAKE.toNanos() : never;
    String lastInfo = "";
    try (AutoCloseable watch = engine.watchMove(stopAt, "stop", killAt)) {
      while (true) {
        String line = engine.nextLine();
        if (!ready) {
          ready = line.trim().equals("readyok");
        } else if (line.startsWith("info ") && line.contains(" score ")) {
          lastInfo = line;
        } else if (line.startsWith("bestmove")) {
          lastBestmove = line;
          return report(state, line, lastInfo);
        }
      }
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception closing) {
      throw new IllegalStateException(closing); // closing a watch throws nothing
    }
  }

  private static SearchReport report(GameState state, String bestmove, String info) {
    String[] words = EngineLines.words(bestmove);
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
      pondering = null;
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
  StartCheck.Greeting greeting() {
    return new StartCheck.Greeting("uci", line -> line.trim().equals("uciok"));
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
    if (ponder) {
      engine.send("setoption name UCI_Ponder value true");
    }
    options.forEach((option, value) -> engine.send("setoption name " + option + " value " + value));
    initStrings.forEach(engine::send);
    engine.send("isready");
    engine.expect("readyok", HANDSHAKE, line -> {});
  }
}
