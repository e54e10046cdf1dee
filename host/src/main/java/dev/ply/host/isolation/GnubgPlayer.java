package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * GNU Backgammon ({@code gnubg}) playing backgammon, through its documented Python scripting
 * interface (the manual's chapter "Python scripting"; {@code gnubg -t -q -r -p FILE} runs FILE
 * inside gnubg, with the module {@code gnubg}). The player appends {@code -p} and a bridge script
 * of Ply's, {@code gnubg_player.py}, to the entrant's command ({@code -t} too when the command
 * lacks it: gnubg must not open its window); the script reads requests on standard input and
 * answers with gnubg's best move:
 *
 * <pre>
 * ply-gnubg hello                          ply-gnubg ready GNU Backgammon
 * ply-gnubg move 4HPwATDgc/ABMA 3 1        ply-gnubg move 8/5 6/5
 * ply-gnubg accept ID 6 4 ID-AFTER         ply-gnubg accepted
 * ply-gnubg quit
 * </pre>
 *
 * <p><b>gnubg checks the other side too.</b> Before each of its moves the player asks gnubg to
 * accept the opponent's last move: from the game's position before it (undone on the player's own
 * copy), with the opponent's roll, one of gnubg's legal moves must reach the position after it. A
 * move gnubg does not accept fails gnubg's turn with a message that says so, so a rules
 * disagreement between Ply and gnubg can never pass unseen in a match.
 *
 * <p>The position is the game's {@link GameState#notation()}, GNU Backgammon's Position ID with the
 * side to move on roll, and the dice are those of the last chance move of the game's history
 * ({@code roll:3-1}, {@code open:3-1}). gnubg sets its board from the ID ({@code set board}), the
 * dice ({@code set dice}), and answers {@code gnubg.findbestmove()}, at the evaluation settings of
 * its own (its {@code .gnubgautorc}, unless {@code -r}). The answer is read by the game's {@code
 * textToMove} and checked legal by the referee like every player's; {@code ply-gnubg error …} fails
 * the move. Lines without the {@code ply-gnubg} mark are gnubg's own output and are skipped. gnubg
 * has no depth, node or time limit here: its strength is its own settings.
 *
 * <p>Thread: the referee calls one method at a time from the seat's thread; {@link #kill} may come
 * from any thread.
 */
public final class GnubgPlayer extends EnginePlayer {

  static final int HANDSHAKE_SECONDS = 30;
  private static final Duration HANDSHAKE = Duration.ofSeconds(HANDSHAKE_SECONDS);
  private static final String MARK = "ply-gnubg ";

  /** How long a move's answer is waited for at a time before the wait goes on. */
  private static final long MOVE_POLL_NANOS = 1_000_000_000L;

  private static Path bridge;

  private String name = "";

  /**
   * @param command gnubg's command line, such as {@code [/usr/games/gnubg, -t, -q, -r]}
   * @param log the file its standard error is appended to
   */
  public GnubgPlayer(List<String> command, Path log) {
    super(withBridge(command), log);
  }

  /** The command with {@code -t} if missing and {@code -p} and the bridge script. */
  static List<String> withBridge(List<String> command) {
    List<String> full = new ArrayList<>(command);
    if (!full.contains("-t") && !full.contains("--tty")) {
      full.add("-t");
    }
    full.add("-p");
    full.add(bridge().toString());
    return full;
  }

  /** The bridge script, written once per run to a temporary file (gnubg reads a file). */
  static synchronized Path bridge() {
    if (bridge == null) {
      try (InputStream in = GnubgPlayer.class.getResourceAsStream("gnubg_player.py")) {
        Path file = Files.createTempFile("ply-gnubg-", ".py");
        Files.write(file, in.readAllBytes());
        file.toFile().deleteOnExit();
        bridge = file;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the gnubg bridge script", e);
      }
    }
    return bridge;
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    ensureStarted();
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    String request = "move " + state.notation() + " " + dice(playedMoves());
    String check = acceptRequest(state, playedMoves());
    synchronized (this) {
      ensureStarted();
      engine.drain(stale -> {}); // gnubg's printing of earlier requests answers nothing now
      if (check != null) {
        engine.send(MARK + check);
        String verdict = waitForAnswer();
        if (!verdict.equals("accepted")) {
          throw new IllegalStateException(
              "GNU Backgammon does not accept the opponent's move "
                  + playedMoves().get(playedMoves().size() - 2)
                  + " ('"
                  + check
                  + "'): "
                  + shown(verdict));
        }
      }
      engine.send(MARK + request);
    }
    String answer = waitForAnswer();
    if (!answer.startsWith("move ")) {
      throw new IllegalStateException(
          "GNU Backgammon answered '" + request + "' with '" + shown(answer) + "'");
    }
    String text = answer.substring("move ".length()).strip();
    int move;
    try {
      move = state.textToMove(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(shown(text), e.getMessage());
    }
    return SearchReport.builder(move).build();
  }

  private String waitForAnswer() {
    String answer = null;
    while (answer == null) {
      answer = answer(MOVE_POLL_NANOS);
    }
    return answer;
  }

  /**
   * The request that has gnubg accept the opponent's last move: {@code accept BEFORE D1 D2 AFTER};
   * null when the opponent has not moved since the opening roll (the history ends with its roll,
   * its move and this turn's roll otherwise).
   */
  static String acceptRequest(GameState state, List<String> history) {
    int n = history.size();
    if (n < 3 || isRoll(history.get(n - 2)) || !isRoll(history.get(n - 3))) {
      return null;
    }
    GameState before = state.copy();
    before.undo(); // this turn's roll
    String after = before.notation();
    before.undo(); // the opponent's move
    return "accept " + before.notation() + " " + dice(history.subList(0, n - 2)) + " " + after;
  }

  private static boolean isRoll(String move) {
    return move.matches("(roll|open):[1-6]-[1-6]");
  }

  /**
   * The dice of the turn, {@code "3 1"}: those of the last chance move in the history, {@code
   * roll:3-1} or {@code open:3-1}.
   */
  static String dice(List<String> history) {
    for (int i = history.size() - 1; i >= 0; i--) {
      String m = history.get(i);
      if (isRoll(m)) {
        return m.charAt(5) + " " + m.charAt(7);
      }
    }
    throw new IllegalStateException(
        "GNU Backgammon plays backgammon: no roll (roll:3-1) in the game's moves " + history);
  }

  /** The text after the mark of gnubg's next answer, or null when none comes within the wait. */
  private String answer(long timeoutNanos) {
    long deadline = System.nanoTime() + timeoutNanos;
    while (true) {
      String line = engine.next(deadline - System.nanoTime());
      if (line == null) {
        return null;
      }
      if (line.startsWith(MARK)) {
        return line.substring(MARK.length()).strip();
      }
    }
  }

  private void ensureStarted() {
    if (engine.start()) {
      shakeHands();
    }
  }

  /** The check before a run says {@code hello}; {@code ready} ends its wait. */
  @Override
  StartCheck.Greeting greeting() {
    return new StartCheck.Greeting(
        MARK + "hello",
        line -> line.startsWith(MARK) && line.substring(MARK.length()).startsWith("ready"));
  }

  private void shakeHands() {
    engine.send(MARK + "hello");
    long deadline = System.nanoTime() + HANDSHAKE.toNanos();
    while (true) {
      long left = deadline - System.nanoTime();
      String said = left > 0 ? answer(left) : null;
      if (said != null && said.startsWith("ready")) {
        name = said.substring("ready".length()).strip();
        return;
      }
      if (said != null) {
        throw new IllegalStateException(
            "GNU Backgammon answered 'hello' with '" + shown(said) + "'");
      }
      if (System.nanoTime() - deadline >= 0) {
        throw engine.timedOut("'hello' (is it gnubg, run with -t?)", HANDSHAKE);
      }
    }
  }

  @Override
  public synchronized String handshake() {
    engine.start();
    shakeHands();
    return name;
  }

  /** gnubg's settings are its own (its command line, its .gnubgautorc): nothing to send. */
  @Override
  public void sendOptions() {}

  @Override
  public synchronized boolean quit() {
    return engine.close(MARK + "quit");
  }
}
