package dev.ply.host.isolation;

import dev.ply.host.config.PlayerProtocol;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Finds out which protocol an engine speaks, for {@code ply engine check} without {@code
 * --protocol}: it asks as each protocol begins, each time in a fresh process (Fairy-Max crashes on
 * {@code uci}), and takes the first that is answered. {@code uci} answered by {@code uciok} is UCI;
 * {@code xboard} and {@code protover 2} answered by a {@code feature} line is xboard; {@code 1
 * protocol_version} answered by {@code =1 …} is GTP. A GTP answer to any of them ({@code ? unknown
 * command}) is GTP at once, and an xboard error ({@code Error (…): uci}, {@code Illegal move: uci})
 * ends the UCI question early. Each question has {@link #EACH} at most; what each got is said when
 * none was answered.
 *
 * <p>Runs on the caller's thread; every process it starts is ended (with its children) before it
 * returns.
 */
public final class ProtocolProbe {

  /** The most each question waits. */
  static final Duration EACH = Duration.ofSeconds(5);

  private static final Pattern GTP_ANSWER = Pattern.compile("[=?]\\d*(\\s.*)?");
  private static final Pattern XBOARD_ERROR = Pattern.compile("(Error \\(.*|Illegal move.*)");

  /**
   * What the probe found.
   *
   * @param protocol UCI, xboard or GTP; empty when none answered
   * @param evidence how it knows, or what each question got
   */
  public record Result(Optional<PlayerProtocol> protocol, String evidence) {}

  private ProtocolProbe() {}

  /**
   * Asks the engine of {@code command} in each protocol in turn.
   *
   * @param log the file its standard error is appended to (capped)
   */
  public static Result probe(List<String> command, Path log) {
    List<String> got = new ArrayList<>();
    Answer uci = ask(command, log, List.of("uci"), "uciok", null);
    if (uci.protocol != null) {
      return new Result(PlayerProtocol.named(uci.protocol), uci.said);
    }
    got.add("uci: " + uci.said);
    Answer xboard = ask(command, log, List.of("xboard", "protover 2"), null, "feature ");
    if (xboard.protocol != null) {
      return new Result(PlayerProtocol.named(xboard.protocol), xboard.said);
    }
    got.add("xboard: " + xboard.said);
    Answer gtp = ask(command, log, List.of("1 protocol_version"), null, null);
    if (gtp.protocol != null) {
      return new Result(PlayerProtocol.named(gtp.protocol), gtp.said);
    }
    got.add("gtp: " + gtp.said);
    return new Result(Optional.empty(), String.join("; ", got));
  }

  /** One question's outcome: the protocol it shows, or null, and what was said. */
  private record Answer(String protocol, String said) {}

  /**
   * Starts the engine, sends {@code lines}, and reads until an answer shows a protocol: a line
   * equal to {@code uciWord}, a line starting with {@code xboardPrefix}, or a GTP answer.
   */
  private static Answer ask(
      List<String> command, Path log, List<String> lines, String uciWord, String xboardPrefix) {
    EngineProcess engine = new EngineProcess(command, log);
    String question = "'" + String.join("', '", lines) + "'";
    try {
      engine.start();
      lines.forEach(engine::send);
      long deadline = System.nanoTime() + EACH.toNanos();
      while (true) {
        String line = engine.next(deadline - System.nanoTime());
        if (line == null) {
          return new Answer(
              null, "no answer to " + question + " within " + EACH.toSeconds() + " s");
        }
        String s = line.strip();
        if (s.equals(uciWord)) {
          return new Answer("uci", "it answered 'uci' with 'uciok'");
        }
        if (xboardPrefix != null && s.startsWith(xboardPrefix)) {
          return new Answer("xboard", "it answered 'protover 2' with its features");
        }
        if (GTP_ANSWER.matcher(s).matches()) {
          return new Answer(
              "gtp", "it answered " + question + " as GTP does: '" + EnginePlayer.shown(s) + "'");
        }
        if (uciWord != null && XBOARD_ERROR.matcher(s).matches()) {
          return new Answer(
              null, "it answered as an xboard engine does: '" + EnginePlayer.shown(s) + "'");
        }
      }
    } catch (RuntimeException e) {
      return new Answer(null, e.getMessage()); // it ended, or could not start
    } finally {
      engine.kill();
    }
  }
}
