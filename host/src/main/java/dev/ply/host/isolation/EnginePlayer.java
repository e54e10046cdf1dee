package dev.ply.host.isolation;

import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.host.referee.OutOfProcess;
import java.nio.file.Path;
import java.util.List;

/**
 * What the players of other people's engines share, whatever their protocol (UCI, xboard, GTP): one
 * {@link EngineProcess}, started on first use and again after it died, checked before a run, killed
 * at its move cap and sent {@code quit} at the end. A subclass speaks its protocol.
 */
abstract class EnginePlayer implements Player, OutOfProcess, EngineSteps, AutoCloseable {

  /** The engine's process, with a reader thread of its own. */
  final EngineProcess engine;

  /** The moves of the game so far, in the engine's notation, as the referee last told them. */
  private List<String> history = List.of();

  /** Lines sent once after the handshake and the options ({@code init-strings}). */
  List<String> initStrings = List.of();

  /** Both sides' clocks for the next move, when the game has a clock; taken by that move. */
  private volatile EngineClocks clocks;

  /**
   * @param command the engine's command line
   * @param log the file its standard error is appended to (capped)
   */
  EnginePlayer(List<String> command, Path log) {
    this(new EngineProcess(command, log));
  }

  /** A player of {@code engine}'s program. */
  EnginePlayer(EngineProcess engine) {
    this.engine = engine;
  }

  /** How often the stop signal is looked at once the move's deadline has passed. */
  static final long STOP_POLL_NANOS = 10_000_000L;

  /**
   * How long to wait for the engine's next line: until the move's deadline (the stop signal is not
   * raised before it), then a short while at a time so a raised signal is passed on at once; after
   * the stop was sent, only for the answer.
   */
  static long nextWait(Limits limits, boolean stopSent) {
    if (stopSent) {
      return 1_000_000_000L;
    }
    if (limits.hasDeadline() && limits.remainingNanos() > STOP_POLL_NANOS) {
      return limits.remainingNanos();
    }
    return STOP_POLL_NANOS;
  }

  @Override
  public void history(List<String> moves) {
    this.history = List.copyOf(moves);
  }

  @Override
  public void game(int number) {
    engine.game(number);
  }

  /** Logs every line to and from the engine into {@code log}, under the entrant's {@code name}. */
  void logTo(EngineLog log, String name) {
    engine.logTo(log, name);
  }

  /** Pins each start of the engine's program to a core of {@code affinity}'s. */
  void pin(Affinity affinity) {
    engine.pin(affinity);
  }

  @Override
  public void clocks(long[] remainingNanos, long[] incrementNanos) {
    this.clocks = new EngineClocks(remainingNanos, incrementNanos);
  }

  @Override
  public void clocks(
      long[] remainingNanos,
      long[] incrementNanos,
      long[] baseNanos,
      int[] periodMoves,
      int[] movesToGo) {
    this.clocks =
        new EngineClocks(remainingNanos, incrementNanos, baseNanos, periodMoves, movesToGo);
  }

  /** The moves of the game so far, in the engine's notation (see {@link #history(List)}). */
  List<String> playedMoves() {
    return history;
  }

  /** The clocks the referee gave for this move, or null without a clock; they are used once. */
  EngineClocks takeClocks() {
    EngineClocks clock = clocks;
    clocks = null;
    return clock;
  }

  @Override
  public void checkStarts() {
    StartCheck.check(engine.command(), engine.log(), engine.directory(), greeting());
  }

  /**
   * What the protocol opens with and the line that shows the program speaks it, for the check that
   * it starts ({@link StartCheck}); null when the protocol has no greeting to send.
   */
  StartCheck.Greeting greeting() {
    return null;
  }

  @Override
  public void kill() {
    engine.kill();
  }

  @Override
  public synchronized boolean quit() {
    return engine.close("quit");
  }

  @Override
  public void close() {
    quit();
  }

  /** An engine's words as a message shows them: at most 80 characters, no control characters. */
  static String shown(String text) {
    String s = text.length() > 80 ? text.substring(0, 80) + "..." : text;
    return s.replaceAll("\\p{Cntrl}", "?");
  }
}
