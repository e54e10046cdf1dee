package dev.ply.host.isolation;

import dev.ply.api.Conventions;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import dev.ply.host.referee.Resignation;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A Go engine that speaks GTP, the Go Text Protocol version 2 (Gunnar Farnebäck's specification,
 * 2002), as GNU Go, KataGo, Leela Zero, Pachi and Fuego do. The engine starts on first use and
 * stays up from game to game; when it dies or is killed (its move cap passed) the next call starts
 * a fresh one, and its board is set up anew with every move so far.
 *
 * <p><b>Commands and answers.</b> Every command goes with an id ({@code 7 genmove black}); the
 * answer is {@code =7 TEXT} or {@code ?7 ERROR}, then an empty line. An answer with another id is
 * stale (a command given up on) and skipped. One without an id is taken for the command's from an
 * engine that drops ids; from an engine that has echoed an id since it started it is stray output
 * (an answer nobody asked for) and skipped too, so it cannot pass for the answer to a {@code
 * genmove}. Lines that are no answer are let be. Every command but {@code genmove} has {@value
 * #ANSWER_SECONDS} s to be answered, or the engine is killed.
 *
 * <p><b>Handshake</b> ({@value #HANDSHAKE_SECONDS} s for the first answer: KataGo and Leela Zero
 * load their network first): {@code protocol_version}, {@code name}, {@code version}. GTP has no
 * options: an engine's settings are arguments of its command line ({@code gnugo --mode gtp --level
 * 1}).
 *
 * <p><b>A game.</b> {@code boardsize N}, {@code clear_board}, {@code komi K} from the game's
 * variant (seat 0 is Black). Before each move the engine's board is brought to the game's: the
 * moves it has not seen yet ({@code play black D4}, {@code play white pass}); when the game went
 * elsewhere, after a restart, or after the engine answered a move Ply could not take, the board is
 * set up anew and every move is played again. A {@code play} the engine refuses fails the game,
 * naming it. Then the time, when the entrant has a {@code time} per move or a {@code clock}
 * (without either the engine plays at its own pace, its {@code --level} say, until the move cap)
 * and the engine knows the time commands: on a game clock {@code time_settings BASE 0 0} (absolute
 * time: GTP's Canadian byo-yomi has no increment, so the increment is not announced; it shows in
 * the clock) once per set-up and {@code time_left COLOUR SECONDS 0} before every move; else {@code
 * time_settings 0 T 1}, the move's time in whole seconds (at least 1) as a byo-yomi period of one
 * stone, sent when it changes. Depth and node limits do not exist in GTP: the config refuses them.
 * Then {@code genmove black|white}.
 *
 * <p><b>The answer.</b> A vertex ({@code D4}) or {@code pass}, read by the game's {@code
 * textToMove}; {@code resign} loses the game as a resignation ({@link Resignation}); text that
 * names no point of the board is an illegal move ({@link IllegalMoveException}), as is a point
 * where the game does not allow a stone (the referee checks it); {@code ? ERROR} fails the move.
 * GTP has no command to stop a search: when the stop signal comes the player goes on waiting, and
 * the referee kills the engine once the grace has passed. What an engine writes to standard error
 * is its log; GTP reports nothing else of a search, so a move records its time only.
 *
 * <p>Thread: the referee calls one method at a time from the seat's thread; {@link #kill} may come
 * from any thread.
 */
public final class GtpPlayer extends EnginePlayer {

  static final int HANDSHAKE_SECONDS = 30;
  static final int ANSWER_SECONDS = 10;
  private static final Duration HANDSHAKE = Duration.ofSeconds(HANDSHAKE_SECONDS);
  private static final Duration ANSWER = Duration.ofSeconds(ANSWER_SECONDS);

  /** How long {@code genmove} waits for a line at a time before it looks again. */
  private static final long GENMOVE_POLL_NANOS = 1_000_000_000L;

  static final String[] COLOURS = {"black", "white"};

  private final int size;
  private final String komi;
  private final boolean timed;

  /** The moves on the engine's board since its last {@code clear_board}. */
  private final EngineBoard board = new EngineBoard();

  /** Where a board set up by {@code clear_board} starts: a GTP board has one start only. */
  private static final String CLEAR_BOARD = "clear_board";

  /** The last {@code time_settings} sent since the board was set up, or null. */
  private String timeSettings;

  /** Whether the clock's {@code time_settings} has been sent since the board was set up. */
  private boolean onClock;

  /** Whether the engine knows {@code time_settings} (it answered it with no error). */
  private boolean knowsTime;

  private int ids;

  /** Whether the engine has echoed an id since it started: then an answer without one is stray. */
  private boolean echoesIds;

  private String name = "";

  /**
   * @param command the engine's command line, its settings included
   * @param log the file its standard error is appended to
   * @param variant the Go variant: {@code size} and {@code komi}
   * @param timed whether to tell the engine the time (its entrant has a {@code time} per move or a
   *     {@code clock}); else it plays at its own pace, its moves capped by the move cap
   */
  public GtpPlayer(List<String> command, Path log, Options variant, boolean timed) {
    super(command, log);
    this.timed = timed;
    this.size = variant.getInt(Conventions.BOARD_SIZE);
    this.komi = komiText(variant.getDouble(Conventions.KOMI));
  }

  /** Komi as GTP takes it: {@code 7.5}, {@code 6}, {@code -0.5}. */
  static String komiText(double komi) {
    return BigDecimal.valueOf(komi).stripTrailingZeros().toPlainString();
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    ensureStarted();
    setUp();
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    String genmove = "genmove " + COLOURS[state.playerToMove()];
    int id;
    synchronized (this) {
      ensureStarted();
      engine.drain(stale -> {}); // output of an earlier command answers nothing now
      bringUpToDate();
      timeControls(state.playerToMove(), limits);
      id = send(genmove);
    }
    Answer answer = null;
    while (answer == null) {
      answer = read(id, GENMOVE_POLL_NANOS);
    }
    if (!answer.ok()) {
      throw new IllegalStateException(
          "the engine answered '" + genmove + "' with '? " + shown(answer.text()) + "'");
    }
    return moved(state, answer.text());
  }

  private SearchReport moved(GameState state, String text) {
    if (text.equalsIgnoreCase("resign")) {
      throw new Resignation(text);
    }
    int move;
    try {
      move = state.textToMove(text);
    } catch (IllegalArgumentException e) {
      synchronized (this) {
        board.forget(); // it put its stone who knows where
      }
      throw new IllegalMoveException(shown(text), e.getMessage());
    }
    synchronized (this) {
      if (state.isLegal(move)) {
        board.engineMoved(playedMoves(), state.moveToText(move));
      } else {
        board.forget(); // the referee refuses it; the engine's board has it
      }
    }
    return SearchReport.builder(move).build();
  }

  /** A fresh game on the engine's board: its size, empty, the komi. */
  private void setUp() {
    board.forget();
    must("boardsize " + size);
    must("clear_board");
    must("komi " + komi);
    board.setUp(CLEAR_BOARD);
    timeSettings = null;
    onClock = false;
  }

  /** Plays on the engine's board the moves it has not seen, after a set-up if need be. */
  private void bringUpToDate() {
    List<String> history = playedMoves();
    if (!board.continues(CLEAR_BOARD, history, String::equals)) {
      setUp();
    }
    int first = history.size() - board.unseen(history).size();
    for (int i = first; i < history.size(); i++) {
      String play = "play " + COLOURS[i % 2] + " " + history.get(i); // Black moves first
      Answer answer = ask(play, ANSWER);
      if (!answer.ok()) {
        board.forget();
        throw new IllegalStateException(
            "the engine refused a move of the game: '"
                + play
                + "' answered '? "
                + shown(answer.text())
                + "'");
      }
      board.played(history.get(i));
    }
  }

  /** {@code time_settings} and {@code time_left}, unless the engine refused them. */
  private void timeControls(int mover, Limits limits) {
    EngineClocks clock = takeClocks();
    if (!timed || !knowsTime) {
      return;
    }
    if (clock != null && clock.has(mover)) {
      long left = Math.max(1, clock.remainingMillis(mover) / 1000);
      if (!onClock) {
        timeSettings("time_settings " + left + " 0 0");
        onClock = true;
      }
      if (knowsTime && !ask("time_left " + COLOURS[mover] + " " + left + " 0", ANSWER).ok()) {
        knowsTime = false;
      }
    } else if (limits.hasDeadline()) {
      long seconds = Math.max(1, (limits.remainingNanos() + 100_000_000L) / 1_000_000_000L);
      String settings = "time_settings 0 " + seconds + " 1";
      if (!settings.equals(timeSettings)) {
        timeSettings(settings);
      }
    }
  }

  private void timeSettings(String settings) {
    if (ask(settings, ANSWER).ok()) {
      timeSettings = settings;
    } else {
      knowsTime = false;
    }
  }

  /** An answer: {@code =} and its text, or {@code ?} and the error. */
  record Answer(boolean ok, String text) {}

  /** Sends {@code command} with the next id, and returns the id. */
  private int send(String command) {
    int id = ++ids;
    engine.send(id + " " + command);
    return id;
  }

  /**
   * Sends {@code command} and reads its answer.
   *
   * @throws IllegalStateException when none comes {@code within} (the engine is killed)
   */
  private Answer ask(String command, Duration within) {
    int id = send(command);
    long deadline = System.nanoTime() + within.toNanos();
    while (true) {
      long left = deadline - System.nanoTime();
      Answer answer = left > 0 ? read(id, left) : null;
      if (answer != null) {
        return answer;
      }
      if (System.nanoTime() - deadline >= 0) {
        throw engine.timedOut("'" + command + "'", within);
      }
    }
  }

  /** Sends {@code command}, and fails when the engine answers an error. */
  private String must(String command) {
    return must(command, ANSWER);
  }

  private String must(String command, Duration within) {
    Answer answer = ask(command, within);
    if (!answer.ok()) {
      throw new IllegalStateException(
          "the engine answered '" + command + "' with '? " + shown(answer.text()) + "'");
    }
    return answer.text();
  }

  /**
   * The answer to the command {@code id} if it starts within {@code timeoutNanos}, else null. Lines
   * that are no answer, and answers with another id, are skipped.
   */
  private Answer read(int id, long timeoutNanos) {
    long deadline = System.nanoTime() + timeoutNanos;
    while (true) {
      String line = engine.next(deadline - System.nanoTime());
      if (line == null) {
        return null;
      }
      Answer answer = parse(line, id);
      if (answer == null) {
        continue;
      }
      if (hasId(line)) {
        echoesIds = true;
      } else if (echoesIds) {
        continue; // stray: this engine answers with ids
      }
      return answer;
    }
  }

  /** The answer a line starts, when it is the answer to {@code id}; else null. */
  static Answer parse(String line, int id) {
    String s = line.strip();
    if (s.isEmpty() || (s.charAt(0) != '=' && s.charAt(0) != '?')) {
      return null;
    }
    int end = 1;
    while (end < s.length() && Character.isDigit(s.charAt(end))) {
      end++;
    }
    if (end > 1) {
      try {
        if (Integer.parseInt(s.substring(1, end)) != id) {
          return null;
        }
      } catch (NumberFormatException tooLong) {
        return null;
      }
    }
    return new Answer(s.charAt(0) == '=', s.substring(end).strip());
  }

  /** Whether an answer line carries an id ({@code =7 …}, not {@code = …}). */
  private static boolean hasId(String line) {
    String s = line.strip();
    return s.length() > 1 && Character.isDigit(s.charAt(1));
  }

  private void ensureStarted() {
    if (engine.start()) {
      shakeHands();
    }
  }

  private void shakeHands() {
    echoesIds = false;
    board.forget();
    timeSettings = null;
    knowsTime = true;
    String protocol = must("protocol_version", HANDSHAKE);
    String said = must("name", ANSWER);
    String version = must("version", ANSWER);
    name = (said + " " + version).strip() + " (GTP " + protocol + ")";
  }

  @Override
  StartCheck.Greeting greeting() {
    // GTP answers every command with '=' (success) or '?' (failure): either shows it speaks GTP.
    return new StartCheck.Greeting(
        "protocol_version", line -> line.startsWith("=") || line.startsWith("?"));
  }

  @Override
  public synchronized String handshake() {
    engine.start();
    shakeHands();
    return name;
  }

  /** GTP has no options: an engine's settings are arguments of its command. Nothing to send. */
  @Override
  public void sendOptions() {}
}
