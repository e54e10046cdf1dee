package dev.ply.host.ggp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
 * <p><b>GDL-II</b> (a game with {@code sees} rules and the role {@code random}): START is the same,
 * and PLAY and STOP carry what the role may know in place of the joint move, as the Dresden GGP
 * server's GDL-II protocol and its GameController send them: the turn (0 at the first PLAY, one
 * more at each later PLAY and at STOP), the role's own move at the last step and its percepts there
 * (the {@code p} of each {@code (sees role p)} that held), both NIL at turn 0; no percept is {@code
 * ()}. The role {@code random} is the game manager's: no player is started for it.
 *
 * <pre>
 *   (PLAY MATCH 0 NIL NIL)                   (the first step)
 *   (PLAY MATCH TURN MOVE (P1 ... Pk))       (its move at turn - 1 and what it saw after it)
 *   (STOP MATCH TURN MOVE (P1 ... Pk))       (the game is over: turn is the number of steps)
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

  /**
   * GDL-II's PLAY: {@code (PLAY MATCH 0 NIL NIL)} at turn 0, else {@code (PLAY MATCH TURN MOVE (P1
   * ... Pk))}, {@code ()} for no percept.
   *
   * @param told the role's move and percepts at the step before {@code turn}; null at turn 0
   */
  public static String play(String matchId, int turn, Told told) {
    return "(PLAY " + matchId + " " + twoFields(turn, told) + ")";
  }

  /** GDL-II's STOP: {@code (STOP MATCH TURN MOVE (P1 ... Pk))}, turn being the number of steps. */
  public static String stop(String matchId, int turn, Told told) {
    return "(STOP " + matchId + " " + twoFields(turn, told) + ")";
  }

  private static String twoFields(int turn, Told told) {
    if (turn < 0 || (turn == 0) != (told == null)) {
      throw new IllegalArgumentException("turn " + turn + " with " + told);
    }
    return turn + " " + (told == null ? "NIL NIL" : told.move() + " " + Kif.list(told.percepts()));
  }

  /**
   * What a GDL-II PLAY or STOP tells a role of one step: its own move there and its percepts after
   * it, each a KIF term.
   */
  public record Told(Kif move, List<Kif> percepts) {
    public Told {
      java.util.Objects.requireNonNull(move, "move");
      percepts = List.copyOf(percepts);
    }
  }

  /**
   * The fields of a GDL-II PLAY or STOP after the match id: the turn, and what the role is told of
   * the step before it (null at turn 0, where both are NIL); every atom in lower case.
   *
   * @throws IllegalArgumentException when there are not three fields, the turn is no whole number,
   *     or the percepts are neither NIL nor a list
   */
  static Turn turn(List<Kif> fields) {
    if (fields.size() != 3 || !fields.get(0).isAtom()) {
      throw new IllegalArgumentException("GDL-II's PLAY and STOP take a turn, a move and percepts");
    }
    int turn;
    try {
      turn = Integer.parseInt(fields.get(0).atom());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("the turn is no whole number: " + fields.get(0));
    }
    if (turn < 0) {
      throw new IllegalArgumentException("the turn is negative: " + turn);
    }
    Kif move = fields.get(1).lower();
    Kif percepts = fields.get(2).lower();
    if (percepts.isAtom() && !percepts.is("nil")) {
      throw new IllegalArgumentException("the percepts are neither NIL nor a list: " + percepts);
    }
    if (move.is("nil")) {
      return new Turn(turn, Optional.empty());
    }
    return new Turn(
        turn, Optional.of(new Told(move, percepts.isAtom() ? List.of() : percepts.items())));
  }

  /** The turn of a GDL-II PLAY or STOP, and what it tells of the step before (empty at turn 0). */
  record Turn(int turn, Optional<Told> told) {}

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
