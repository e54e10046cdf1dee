package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.api.View;
import dev.ply.host.referee.IllegalMoveException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A player in a child process that speaks Ply's line {@link Protocol}: a plugin strategy in a child
 * JVM ({@link ChildMain}) or a program in any language. It runs over the same {@link EngineProcess}
 * as the engines of other protocols: started on first use and reused from game to game, started
 * afresh after the referee killed it (its move cap passed) or it died, its output read by a thread
 * of its own and waited for without polling. Whatever the child does wrong — exits, crashes, writes
 * garbage, answers with an illegal move — surfaces here as an exception or a bad move, which the
 * referee records as a violation; the host itself is never at risk.
 *
 * <p>Stricter than UCI about stray output: a line other than {@code info} written when nothing was
 * asked (a second {@code move} for one {@code go}) would be taken as the answer to the next {@code
 * go}, so it is a protocol error, not ignored.
 *
 * <p>Thread: the referee calls one method at a time from the seat's thread; {@link #kill} may come
 * from any thread.
 */
public final class LinePlayer extends EnginePlayer {

  /**
   * What the seed a program is told is masked with, drawn once per Ply process: the seeds of a run
   * are streams of its config's seed, so an unmasked one would let a program work out the run's
   * seed and from it every other seat's seed (and predict a seeded opponent).
   */
  private static final long MASK = new java.security.SecureRandom().nextLong();

  /** How long a player has to answer {@code ply 1} and {@code newgame}. */
  static final int HANDSHAKE_SECONDS = 10;

  private static final Duration HANDSHAKE = Duration.ofSeconds(HANDSHAKE_SECONDS);

  private final String gameId;
  private final Options variant;
  private int seat;
  private long seed;

  /** Whether the running process has been told of the game being played. */
  private boolean inGame;

  private String name = "";

  /**
   * @param command the child's command line
   * @param log the file the child's standard error is appended to
   * @param gameId the game played
   * @param variant its variant
   */
  public LinePlayer(List<String> command, Path log, String gameId, Options variant) {
    super(new EngineProcess(command, log, "player"));
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
  public SearchReport chooseMove(GameState state, Limits limits) {
    synchronized (this) {
      prepare();
      // The seat's own moves: at a simultaneous position the others choose at the same time.
      int[] buffer = new int[state.maxMoves()];
      int n = state.legalMovesOf(seat, buffer);
      List<String> legal = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        legal.add(state.moveToText(buffer[i]));
      }
      engine.send("position" + join(playedMoves()));
      engine.send("legal" + join(legal));
      go(limits);
    }
    return report(state, awaitAnswer(limits));
  }

  /**
   * A game of hidden information: the player is sent what its seat sees ({@code observation}, one
   * line, its line breaks written as {@code \n}) in place of the moves played, and its own legal
   * moves.
   */
  @Override
  public SearchReport chooseMove(View view, Limits limits) {
    String answer;
    synchronized (this) {
      prepare();
      int[] buffer = new int[view.maxMoves()];
      int n = view.legalMoves(buffer);
      List<String> legal = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        legal.add(view.moveToText(buffer[i]));
      }
      engine.send("observation " + Protocol.oneLine(view.observation()));
      engine.send("legal" + join(legal));
      go(limits);
    }
    answer = awaitAnswer(limits);
    String[] words = answer.trim().split("\\s+");
    if (words[0].equals("move") && words.length >= 2) {
      int move;
      try {
        move = view.textToMove(words[1]);
      } catch (IllegalArgumentException e) {
        throw new IllegalMoveException(words[1], e.getMessage());
      }
      // The figures of the line, read as for a full position (no principal variation: the player
      // cannot name the moves it does not see).
      return fields(SearchReport.builder(move), answer, words).build();
    }
    return report(null, answer);
  }

  /** Starts the child and the game if needed; nothing may be waiting unread before a question. */
  private void prepare() {
    ensureStarted();
    if (!inGame) {
      startGame();
    }
    engine.drain(
        line -> {
          if (!isInfo(line)) {
            throw protocolError("nothing before 'go' (this answers no question)", line);
          }
        });
  }

  private void go(Limits limits) {
    {
      engine.send(
          "limits depth="
              + (limits.maxDepth() == Limits.NO_DEPTH_LIMIT ? "none" : limits.maxDepth())
              + " nodes="
              + (limits.maxNodes() == Limits.NO_NODE_LIMIT ? "none" : limits.maxNodes())
              + " time-ms="
              + (limits.hasDeadline() ? Math.max(0, limits.remainingNanos() / 1_000_000) : "none"));
      engine.send("go");
    }
  }

  /** Waits for the child's next line other than {@code info}, passing a raised stop signal on. */
  private String awaitAnswer(Limits limits) {
    boolean stopSent = false;
    while (true) {
      if (!stopSent && limits.stopRequested()) {
        engine.send("stop");
        stopSent = true;
      }
      String line = engine.next(nextWait(limits, stopSent));
      if (line != null && !isInfo(line)) {
        return line;
      }
    }
  }

  private SearchReport report(GameState state, String line) {
    String[] words = line.trim().split("\\s+");
    if (words[0].equals("nomove")) {
      return null;
    }
    if (words[0].equals("error")) {
      throw new IllegalStateException(
          "the player reported an error: " + line.substring(Math.min(line.length(), 6)));
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
    SearchReport.Builder report = fields(SearchReport.builder(move), line, words);
    if (Protocol.fields(words, 2).containsKey("pv")) {
      report.principalVariation(line(state, Protocol.fields(words, 2).get("pv")));
    }
    return report.build();
  }

  /** Reads the figures of a {@code move} line (all but its principal variation) into a report. */
  private SearchReport.Builder fields(SearchReport.Builder report, String line, String[] words) {
    Map<String, String> f = Protocol.fields(words, 2);
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
    return report;
  }

  /** The moves of a {@code pv=M1,M2} field, cut where one is not legal in turn. */
  private static int[] line(GameState state, String pv) {
    GameState walk = state.copy();
    List<Integer> moves = new ArrayList<>();
    for (String text : pv.split(",")) {
      try {
        int m = walk.textToMove(text);
        if (walk.isTerminal() || !walk.isLegal(m)) {
          break;
        }
        moves.add(m);
        walk.play(m);
      } catch (IllegalArgumentException e) {
        break;
      }
    }
    return moves.stream().mapToInt(Integer::intValue).toArray();
  }

  private static boolean isInfo(String line) {
    return line.startsWith("info ") || line.equals("info");
  }

  private IllegalStateException protocolError(String expected, String got) {
    engine.kill();
    inGame = false;
    return new IllegalStateException(
        "protocol error: expected " + expected + ", got '" + shown(got) + "'");
  }

  private void ensureStarted() {
    if (engine.start()) {
      inGame = false;
      shakeHands();
    }
  }

  /** The check before a run says {@code ply 1}; {@code ready} ends its wait. */
  @Override
  StartCheck.Greeting greeting() {
    return new StartCheck.Greeting(
        "ply " + Protocol.VERSION, line -> line.equals("ready") || line.startsWith("ready "));
  }

  private void shakeHands() {
    engine.send("ply " + Protocol.VERSION);
    String ready = expect("ready");
    name = ready.length() > "ready".length() ? ready.substring("ready".length()).trim() : "";
  }

  private void startGame() {
    engine.send(
        "newgame "
            + gameId
            + " "
            + seat
            + " "
            + (seed ^ MASK)
            + " "
            + Protocol.variant(variant.asMap()));
    expect("ok");
    inGame = true;
  }

  /**
   * Reads the answer {@code word} (or {@code word} and more after a space), skipping {@code info}
   * lines, within {@value #HANDSHAKE_SECONDS} s: a player that never answers is killed and loses,
   * instead of holding the game for its whole move cap; any other line is a protocol error.
   *
   * @return the line
   */
  private String expect(String word) {
    long deadline = System.nanoTime() + HANDSHAKE.toNanos();
    while (true) {
      String line = engine.next(deadline - System.nanoTime());
      if (line == null) {
        inGame = false;
        throw engine.timedOut("'" + word + "'", HANDSHAKE);
      }
      if (line.startsWith("info")) {
        continue;
      }
      if (!line.equals(word) && !line.startsWith(word + " ")) {
        throw protocolError("'" + word + "'", line);
      }
      return line;
    }
  }

  private static String join(List<String> words) {
    StringBuilder sb = new StringBuilder();
    words.forEach(w -> sb.append(' ').append(w));
    return sb.toString();
  }

  @Override
  public synchronized String handshake() {
    engine.start();
    inGame = false;
    shakeHands();
    return name.isEmpty() ? "ready" : name;
  }

  /** Ply's line protocol has no options: a child's are given on its command line. */
  @Override
  public void sendOptions() {}

  /** Asks the child to quit, then makes sure it has, and every process it started. */
  @Override
  public synchronized boolean quit() {
    inGame = false;
    return engine.close("quit");
  }
}
