package dev.ply.host.ggp;

import java.util.ArrayList;
import java.util.List;

/**
 * The messages of the GGP protocol, as the Stanford GGP competitions and ggp-base's game server
 * send them: one KIF expression in the body of an HTTP POST ({@code Content-Type: text/acl}), the
 * answer one KIF expression in the body of the response.
 *
 * <pre>
 *   game manager → player                              player → game manager
 *   (INFO)                                             ((name N) (status available|busy))
 *   (START MATCH ROLE (RULES...) STARTCLOCK PLAYCLOCK) ready          (busy: it will not play)
 *   (PLAY MATCH NIL)             (the first step)      a move: noop, (mark 1 1)
 *   (PLAY MATCH (M1 ... Mn))     (the last joint move, one move per role, in the rules' order)
 *   (STOP MATCH (M1 ... Mn))     (the game is over)    done
 *   (ABORT MATCH)                (the game is cut short) aborted
 * </pre>
 *
 * <p>The clocks are whole seconds: the player has the start clock to answer START and the play
 * clock to answer each PLAY. A player answers every PLAY, its one legal move when it has nothing to
 * choose. Words are read in any case.
 */
public final class GgpMessages {

  private GgpMessages() {}

  /** {@code (INFO)}. */
  public static String info() {
    return "(INFO)";
  }

  /** {@code (START MATCH ROLE (RULES) STARTCLOCK PLAYCLOCK)}, the rules without their comments. */
  public static String start(
      String matchId, String role, List<Kif> rules, int startClock, int playClock) {
    return "(START "
        + matchId
        + " "
        + role
        + " "
        + Kif.list(rules)
        + " "
        + startClock
        + " "
        + playClock
        + ")";
  }

  /** {@code (PLAY MATCH NIL)} or {@code (PLAY MATCH (M1 ... Mn))}. */
  public static String play(String matchId, List<Kif> lastJointMove) {
    return "(PLAY " + matchId + " " + moves(lastJointMove) + ")";
  }

  /** {@code (STOP MATCH (M1 ... Mn))}. */
  public static String stop(String matchId, List<Kif> lastJointMove) {
    return "(STOP " + matchId + " " + moves(lastJointMove) + ")";
  }

  /** {@code (ABORT MATCH)}. */
  public static String abort(String matchId) {
    return "(ABORT " + matchId + ")";
  }

  private static String moves(List<Kif> joint) {
    return joint == null || joint.isEmpty() ? "NIL" : Kif.list(joint).toString();
  }

  /**
   * The roles of a game's rules, in order: the {@code x} of each {@code (role x)} fact.
   *
   * @throws IllegalArgumentException when the rules do not parse (line:column) or name no role
   */
  public static List<String> roles(List<Kif> rules) {
    List<String> roles = new ArrayList<>();
    for (Kif rule : rules) {
      if (!rule.isAtom()
          && rule.items().size() == 2
          && rule.items().get(0).is("role")
          && rule.items().get(1).isAtom()) {
        roles.add(rule.items().get(1).atom().toLowerCase(java.util.Locale.ROOT));
      }
    }
    if (roles.isEmpty()) {
      throw new IllegalArgumentException("the rules name no role: no (role x) fact");
    }
    return roles;
  }

  /**
   * The joint move of a PLAY or STOP: null for {@code NIL}, else its moves in lower case.
   *
   * @throws IllegalArgumentException when it is neither NIL nor a list
   */
  static List<Kif> jointMove(Kif moves) {
    if (moves.isAtom()) {
      if (moves.is("nil")) {
        return null;
      }
      throw new IllegalArgumentException("the moves are neither NIL nor a list: " + moves);
    }
    return moves.items().stream().map(Kif::lower).toList();
  }
}
