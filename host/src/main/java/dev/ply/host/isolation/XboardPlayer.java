package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import dev.ply.host.referee.Resignation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A chess engine that speaks the xboard protocol (CECP version 2, the Chess Engine Communication
 * Protocol of Tim Mann and H. G. Muller), as Fairy-Max, GNU Chess, Crafty and many older engines
 * do. The engine starts on first use and stays up from game to game; when it dies or is killed (its
 * move cap passed) the next call starts a fresh one.
 *
 * <p><b>Handshake.</b> {@code xboard}, {@code protover 2}, then the engine's {@code feature} lines,
 * each answered {@code accepted} or {@code rejected} ({@link XboardFeatures}), until {@code feature
 * done=1}. An engine that sends no {@code done} at all is taken, as the protocol says, for one that
 * has said all it will after {@value #FEATURE_WAIT_MILLIS} ms; one that sends {@code done=0} has
 * {@value #HANDSHAKE_SECONDS} s to send {@code done=1}, or loses. Then each configured option as
 * {@code option NAME=VALUE}.
 *
 * <p><b>A game.</b> {@code new}, {@code force}, {@code post}, {@code easy} ({@code hard} with
 * {@code ponder: true}). Before each move the engine's board is brought to the game's: the moves it
 * has not seen yet ({@code usermove MOVE}, or the bare move when it did not ask for {@code
 * usermove}); when the game went elsewhere, or starts from a position that is not the standard one,
 * the board is set up anew ({@code new}, {@code force}, {@code setboard FEN}, every move so far).
 * An engine that did not offer {@code setboard=1} cannot play from such a position: that game
 * fails, naming the reason. Then the limits: {@code sd D} for a depth limit; on a game clock {@code
 * level MPS BASE INC} (once per set-up: MPS the moves of a period, 0 for the whole game) and {@code
 * time}/{@code otim} in centiseconds before every move (unless it refused {@code time}); else
 * {@code st S}, the move's time in whole seconds (at least 1: a shorter budget is cut by {@code ?}
 * at the deadline). A node limit cannot be passed: CECP has none, so the config refuses {@code
 * nodes} for an xboard engine. With {@code ping=1}, {@code ping N} … {@code pong N} makes sure the
 * engine took it all (an {@code Illegal move} answer to one of the game's moves fails the game).
 * Then {@code go}.
 *
 * <p><b>The answer.</b> {@code move MOVE} (coordinates or SAN, read by the game's {@code
 * textToMove}; the old form {@code N. ... MOVE} too), after which Ply sends {@code force} so the
 * engine does not play on or ponder; {@code ?} when the referee raises the stop signal; {@code
 * resign} loses the game as a resignation ({@link Resignation}). An {@code offer draw} or a result
 * claim ({@code 1-0}, {@code 1/2-1/2} …) is ignored: the referee ends games by the rules and the
 * ply cap, and the engine must still move. The last thinking line before the move is recorded with
 * it ({@link XboardThinking}).
 *
 * <p><b>Pondering</b> ({@code ponder: true}). The engine is told {@code hard}, and after its move
 * it is left playing (no {@code force}), so that it thinks on its opponent's time, on the reply it
 * guesses itself (CECP has no ponder move to name). When the opponent's move comes, it is sent as
 * xboard sends it to a playing engine: {@code time} and {@code otim}, then the move, and nothing
 * else (no {@code ping}, no {@code go}: a playing engine answers its opponent's move by itself, at
 * once when it guessed right). When the game went elsewhere, or it is over ({@link #gameOver}), the
 * engine is told {@code force} and stops thinking.
 *
 * <p>Thread: the referee calls one method at a time from the seat's thread; {@link #kill} may come
 * from any thread.
 */
public final class XboardPlayer extends EnginePlayer {

  static final int HANDSHAKE_SECONDS = 10;
  private static final Duration HANDSHAKE = Duration.ofSeconds(HANDSHAKE_SECONDS);

  /**
   * How long an engine that sends no {@code feature done} is given to send its features: 8 s, as
   * cutechess gives (its {@code XboardEngine} starts an init timer of 8000 ms, {@code
   * s_initTimerDefaultInterval} in {@code projects/lib/src/xboardengine.cpp}, after {@code protover
   * 2}). The 2 s the protocol names is a minimum, and it covers the engine's start: too short for a
   * program that loads a large network, or on a busy machine.
   */
  static final long FEATURE_WAIT_MILLIS = 8000;

  private final Map<String, String> options;
  private XboardFeatures features = new XboardFeatures();
  private int seat;

  /** The engine's board: where it started (a FEN) and the moves since. */
  private final EngineBoard board = new EngineBoard();

  /** Whether {@code level} has been sent since the last {@code new}. */
  private boolean levelSent;

  private int pings;

  /**
   * Whether it thinks on the opponent's time ({@code ponder: true}): {@code hard}, not {@code
   * easy}.
   */
  private boolean ponder;

  /**
   * The game's moves up to and with the engine's last move while it is left playing (pondering) on
   * them, or null when it is in force mode.
   */
  private List<String> playing;

  /**
   * @param command the engine's command line
   * @param log the file its standard error is appended to
   * @param options engine options by name, sent as {@code option NAME=VALUE}
   */
  public XboardPlayer(List<String> command, Path log, Map<String, String> options) {
    super(command, log);
    this.options = Map.copyOf(options);
  }

  /** Turns pondering on or off ({@code ponder}); set before the first game. */
  void ponder(boolean on) {
    this.ponder = on;
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    this.seat = seat;
    ensureStarted();
    stopPlaying();
    setUp();
    sync();
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    synchronized (this) {
      ensureStarted();
      engine.drain(this::aside);
      List<String> history = playedMoves();
      if (playing != null
          && history.size() == playing.size() + 1
          && history.subList(0, playing.size()).equals(playing)) {
        // It plays on: the clocks, then the opponent's move, which it answers by itself.
        playing = null;
        clocks();
        String reply = history.get(history.size() - 1);
        engine.send(features.usermove() ? "usermove " + reply : reply);
        board.played(reply);
      } else {
        stopPlaying();
        position(EngineLines.startOf(state, history));
        timeControls(limits);
        sync();
        engine.send("go");
      }
    }
    return awaitMove(state, limits);
  }

  /** A game that ended while the engine pondered: {@code force}, so it stops thinking. */
  @Override
  public synchronized void gameOver() {
    stopPlaying();
  }

  /** {@code force} for an engine left playing: it stops pondering and waits in force mode. */
  private void stopPlaying() {
    if (playing != null) {
      playing = null;
      engine.send("force");
    }
  }

  /** A fresh game on the engine's board: the standard start position, force mode. */
  private void setUp() {
    engine.send("new");
    engine.send("force");
    engine.send("post");
    engine.send(ponder ? "hard" : "easy");
    board.setUp(EngineLines.STANDARD_START);
    levelSent = false;
  }

  /** Brings the engine's board to {@code start} and the history's moves. */
  private void position(String start) {
    List<String> history = playedMoves();
    if (!board.continues(start, history, XboardPlayer::sameStart)) {
      setUp();
      if (!EngineLines.isStandardStart(start)) {
        if (!features.setboard()) {
          board.forget();
          throw new IllegalStateException(
              "the engine cannot play from the position "
                  + start
                  + ": it did not offer 'feature setboard=1'");
        }
        engine.send("setboard " + start);
        board.setUp(start);
      }
    }
    for (String move : board.unseen(history)) {
      engine.send(features.usermove() ? "usermove " + move : move);
      board.played(move);
    }
  }

  private static boolean sameStart(String a, String b) {
    boolean standardA = EngineLines.isStandardStart(a);
    return standardA == EngineLines.isStandardStart(b) && (standardA || a.equals(b));
  }

  /** {@code sd}, and {@code level} with {@code time}/{@code otim} or {@code st}. */
  private void timeControls(Limits limits) {
    if (limits.maxDepth() != Limits.NO_DEPTH_LIMIT) {
      engine.send("sd " + limits.maxDepth());
    }
    if (!clocks() && limits.hasDeadline()) {
      engine.send("st " + Math.max(1, limits.remainingNanos() / 1_000_000_000L));
    }
  }

  /**
   * On a game clock, {@code level} once per set-up, then {@code time} and {@code otim}; else false.
   */
  private boolean clocks() {
    EngineClocks clock = takeClocks();
    if (clock != null && clock.has(seat)) {
      if (!levelSent) {
        engine.send(
            "level "
                + clock.periodMoves(seat)
                + " "
                + minutesSeconds(clock.baseMillis(seat))
                + " "
                + seconds(clock.incrementMillis(seat)));
        levelSent = true;
      }
      if (features.time()) {
        engine.send("time " + clock.remainingMillis(seat) / 10);
        if (clock.has(1 - seat)) {
          engine.send("otim " + clock.remainingMillis(1 - seat) / 10);
        }
      }
      return true;
    }
    return false;
  }

  /** {@code level}'s BASE: minutes, or minutes:seconds. */
  static String minutesSeconds(long millis) {
    long secs = Math.max(1, millis / 1000);
    return secs % 60 == 0
        ? String.valueOf(secs / 60)
        : secs / 60 + ":" + String.format(Locale.ROOT, "%02d", secs % 60);
  }

  /** Seconds, with a fraction only when there is one ({@code 2}, {@code 0.1}). */
  static String seconds(long millis) {
    return millis % 1000 == 0
        ? String.valueOf(millis / 1000)
        : java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
  }

  /**
   * With {@code ping}: sends {@code ping N} and reads up to {@code pong N}, so that everything sent
   * has been taken (an engine that refused a move says so before it), and no earlier output is left
   * to be mistaken for an answer.
   */
  private void sync() {
    if (!features.ping()) {
      return;
    }
    String pong = "pong " + ++pings;
    engine.send("ping " + pings);
    long deadline = System.nanoTime() + HANDSHAKE.toNanos();
    while (true) {
      String line = engine.next(deadline - System.nanoTime());
      if (line == null) {
        throw engine.timedOut("'" + pong + "'", HANDSHAKE);
      }
      if (line.trim().equals(pong)) {
        return;
      }
      aside(line);
    }
  }

  /**
   * A line that answers nothing asked: a feature is taken; an engine that refuses one of the game's
   * moves fails; anything else (comments, errors of commands it does not know, draw offers, result
   * claims, stray pongs) is let be.
   */
  private void aside(String line) {
    if (line.startsWith("feature ")) {
      features.read(line).forEach(engine::send);
    } else if (line.startsWith("Illegal move")) {
      board.forget();
      throw new IllegalStateException(
          "the engine refused a move of the game: '" + shown(line) + "'");
    }
  }

  private SearchReport awaitMove(GameState state, Limits limits) {
    String thinking = null;
    boolean stopSent = false;
    while (true) {
      if (!stopSent && limits.stopRequested()) {
        engine.send("?");
        stopSent = true;
      }
      String line = engine.next(nextWait(limits, stopSent));
      if (line == null) {
        continue;
      }
      String[] w = line.trim().split("\\s+");
      if (w[0].equals("move") && w.length >= 2) {
        return moved(state, w[1], thinking);
      } else if (w.length == 3 && w[0].matches("\\d+\\.") && w[1].equals("...")) {
        return moved(state, w[2], thinking);
      } else if (w[0].equals("resign")) {
        engine.send("force");
        synchronized (this) {
          board.forget();
        }
        throw new Resignation(line);
      } else if (XboardThinking.is(line)) {
        thinking = line;
      } else {
        synchronized (this) {
          aside(line);
        }
      }
    }
  }

  private SearchReport moved(GameState state, String text, String thinking) {
    int move;
    try {
      move = state.textToMove(text);
    } catch (IllegalArgumentException e) {
      engine.send("force");
      synchronized (this) {
        board.forget();
      }
      throw new IllegalMoveException(text, e.getMessage());
    }
    synchronized (this) {
      List<String> history = playedMoves();
      String own = state.moveToText(move);
      board.engineMoved(history, own);
      if (ponder) {
        // Left playing, it ponders; the opponent's move, or force, comes next.
        playing = new java.util.ArrayList<>(history);
        playing.add(own);
      } else {
        engine.send("force");
      }
    }
    SearchReport.Builder report = SearchReport.builder(move);
    if (thinking != null) {
      XboardThinking.read(thinking, state, report);
    }
    return report.build();
  }

  private void ensureStarted() {
    if (engine.start()) {
      playing = null;
      shakeHands();
      sendOptions();
    }
  }

  private void shakeHands() {
    features = new XboardFeatures();
    board.forget();
    engine.send("xboard");
    engine.send("protover 2");
    long deadline = System.nanoTime() + FEATURE_WAIT_MILLIS * 1_000_000L;
    boolean extended = false;
    while (!features.done()) {
      String line = engine.next(deadline - System.nanoTime());
      if (line == null) {
        if (features.waitingForDone()) {
          throw engine.timedOut("'feature done=1' after 'feature done=0'", HANDSHAKE);
        }
        return; // no done at all: an engine of protocol 1, or one that offers nothing more
      }
      if (line.startsWith("feature ")) {
        features.read(line).forEach(engine::send);
        if (features.waitingForDone() && !extended) {
          deadline = System.nanoTime() + HANDSHAKE.toNanos();
          extended = true;
        }
      }
    }
  }

  @Override
  StartCheck.Greeting greeting() {
    return new StartCheck.Greeting("xboard\nprotover 2", line -> line.startsWith("feature "));
  }

  @Override
  public synchronized String handshake() {
    engine.start();
    shakeHands();
    String name = features.name();
    return (name.isEmpty() ? "" : name + ": ")
        + (features.done()
            ? "feature done=1"
            : "no 'feature done=1' within " + FEATURE_WAIT_MILLIS + " ms (taken as protocol 1)")
        + "; ping="
        + flag(features.ping())
        + " setboard="
        + flag(features.setboard())
        + " usermove="
        + flag(features.usermove());
  }

  private static String flag(boolean on) {
    return on ? "1" : "0";
  }

  @Override
  public synchronized void sendOptions() {
    options.forEach((name, value) -> engine.send("option " + name + "=" + value));
    initStrings.forEach(engine::send);
    sync();
  }
}
