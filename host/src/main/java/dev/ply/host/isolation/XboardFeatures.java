package dev.ply.host.isolation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an xboard engine offered with its {@code feature} commands (CECP version 2, Tim Mann and H.
 * G. Muller), and Ply's answer to each: {@code accepted NAME} or {@code rejected NAME}.
 *
 * <p>Ply accepts every feature it understands as the engine gives it ({@code ping}, {@code
 * setboard}, {@code usermove}, {@code time}, {@code myname}, {@code done} …), except three it will
 * not honour: {@code san=1} (Ply sends moves in coordinates; rejected, the engine writes and reads
 * coordinates, though a SAN move it sends is read all the same), {@code sigint=1} (Ply sends no
 * signals; {@code ?} stops a search) and {@code reuse=0} (an engine is kept from game to game
 * unless its entrant says {@code restart: per-game}). A feature it does not know is rejected, as
 * the protocol asks. Until the engine says otherwise, the protocol's defaults hold: no {@code
 * ping}, no {@code setboard}, no {@code usermove}, {@code time=1}.
 *
 * <p>Features may come at any time, not only in the handshake (an engine that is slow to read its
 * input sends them late): each is taken when it comes. Used from one thread at a time.
 */
final class XboardFeatures {

  /** The features Ply understands. */
  static final Set<String> KNOWN =
      Set.of(
          "ping",
          "setboard",
          "playother",
          "san",
          "usermove",
          "time",
          "draw",
          "sigint",
          "sigterm",
          "reuse",
          "analyze",
          "myname",
          "variants",
          "colors",
          "ics",
          "name",
          "pause",
          "nps",
          "debug",
          "memory",
          "smp",
          "egt",
          "option",
          "exclude",
          "setscore",
          "highlight",
          "done");

  private static final Pattern PAIR = Pattern.compile("([A-Za-z_]+)=(\"([^\"]*)\"|(\\S+))");

  private final Map<String, String> values = new HashMap<>();

  /**
   * Reads one {@code feature …} line and answers each of its {@code name=value} pairs.
   *
   * @return the lines to send the engine, one per pair, in their order
   */
  List<String> read(String line) {
    List<String> answers = new ArrayList<>();
    Matcher m = PAIR.matcher(line);
    while (m.find()) {
      String name = m.group(1);
      String value = m.group(3) != null ? m.group(3) : m.group(4);
      boolean accept = KNOWN.contains(name) && !refused(name, value);
      if (accept) {
        values.put(name, value);
      }
      answers.add((accept ? "accepted " : "rejected ") + name);
    }
    return answers;
  }

  private static boolean refused(String name, String value) {
    return switch (name) {
      case "san", "sigint" -> value.equals("1");
      case "reuse" -> value.equals("0");
      default -> false;
    };
  }

  /** Whether the engine answers {@code ping N} with {@code pong N}. */
  boolean ping() {
    return is("ping", false);
  }

  /** Whether the engine takes {@code setboard FEN}. */
  boolean setboard() {
    return is("setboard", false);
  }

  /** Whether the engine wants its moves as {@code usermove MOVE}. */
  boolean usermove() {
    return is("usermove", false);
  }

  /** Whether the engine wants {@code time} and {@code otim} before its moves. */
  boolean time() {
    return is("time", true);
  }

  /** Whether {@code done=0} came (the engine asks for more time to send its features). */
  boolean waitingForDone() {
    return "0".equals(values.get("done"));
  }

  /** Whether {@code done=1} came: the engine has sent all its features. */
  boolean done() {
    return "1".equals(values.get("done"));
  }

  /** The engine's name, or empty when it gave none. */
  String name() {
    return values.getOrDefault("myname", "");
  }

  private boolean is(String name, boolean byDefault) {
    String v = values.get(name);
    return v == null ? byDefault : v.equals("1");
  }
}
