package dev.ply.gdl;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import dev.ply.api.View;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A position of a GDL-II game (Thielscher, <i>A General Game Description Language for Incomplete
 * Information Games</i>, AAAI 2010), on top of the plain {@link GdlState} of its rules, in which
 * {@code random} is one more role.
 *
 * <p><b>Chance.</b> The role {@code random} is no seat: where it has more than one legal move, its
 * move is drawn, each legal move equally likely. Where no seat chooses, the state is a {@link
 * #CHANCE} node. Where seats choose in the same joint move as {@code random}, the seats choose
 * first, as one ply (their choices are kept, unseen, in the state), and a chance node follows that
 * draws {@code random}'s move and plays the joint move: {@code random}'s legal moves do not depend
 * on the others' moves, so drawing it after them changes nothing.
 *
 * <p><b>Percepts.</b> After each joint move, a role sees the {@code p} of every {@code (sees role
 * p)} that held under it (the rules carry them into the next state as {@code (ply-percept role
 * p)}); it also knows its own moves, and nothing else: not the others' moves, not the state. Its
 * {@link #view(int)} holds exactly those, and its {@link #observation(int)} writes them out.
 */
final class GdlTwoState implements GameState {

  private final GdlGame game;
  private final GdlState inner;

  /** The role of each seat: the roles but {@code random}, in their order. */
  private final int[] seatRole;

  /** The role {@code random}, or -1. */
  private final int randomRole;

  /**
   * The seats' choices of a joint move that waits for random's draw (one move per role), or null.
   */
  private int[] pending;

  /** What each ply did, for undo. */
  private final List<Undo> undo;

  /** The joint moves played, one move per role, and what each role saw after each. */
  private final List<int[]> steps;

  private final List<String[]> percepts;

  // Evaluated on demand: every role's legal moves (null when stale) and who moves.
  private int[][] legal;
  private int mover;

  /** One ply: the pending choices before it, and whether it played a joint move. */
  private record Undo(int[] pendingBefore, boolean stepped) {}

  GdlTwoState(GdlGame game, GdlState inner) {
    this.game = game;
    this.inner = inner;
    List<String> roles = game.roles();
    this.randomRole = game.hasRandom() ? roles.indexOf("random") : -1;
    this.seatRole = new int[roles.size() - (randomRole >= 0 ? 1 : 0)];
    for (int r = 0, s = 0; r < roles.size(); r++) {
      if (r != randomRole) {
        seatRole[s++] = r;
      }
    }
    this.undo = new ArrayList<>();
    this.steps = new ArrayList<>();
    this.percepts = new ArrayList<>();
  }

  private GdlTwoState(GdlTwoState o) {
    this.game = o.game;
    this.inner = (GdlState) o.inner.copy();
    this.seatRole = o.seatRole;
    this.randomRole = o.randomRole;
    this.pending = o.pending;
    this.undo = new ArrayList<>(o.undo);
    this.steps = new ArrayList<>(o.steps);
    this.percepts = new ArrayList<>(o.percepts);
  }

  /** Evaluates every role's legal moves and decides who moves: a seat, the seats, or chance. */
  private boolean evaluate() {
    if (legal != null) {
      return true;
    }
    if (pending == null && inner.isTerminal()) {
      return false;
    }
    legal = inner.legalOfEveryRole();
    if (pending != null) {
      mover = CHANCE;
      return true;
    }
    int choosers = 0;
    int chooser = -1;
    for (int s = 0; s < seatRole.length; s++) {
      if (legal[seatRole[s]].length > 1) {
        choosers++;
        chooser = s;
      }
    }
    if (choosers == 0) {
      mover = randomChooses() ? CHANCE : firstActiveSeat();
    } else {
      mover = choosers == 1 ? chooser : SIMULTANEOUS;
    }
    return true;
  }

  private boolean randomChooses() {
    return randomRole >= 0 && legal[randomRole].length > 1;
  }

  /** Where no one chooses: the first seat whose only move is not noop, else the first seat. */
  private int firstActiveSeat() {
    for (int s = 0; s < seatRole.length; s++) {
      if (!inner.moveTerm(legal[seatRole[s]][0]).name.equals("noop")) {
        return s;
      }
    }
    return 0;
  }

  @Override
  public int playerToMove() {
    return evaluate() ? mover : 0;
  }

  @Override
  public int maxMoves() {
    return game.maxMoves();
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (!evaluate()) {
      return 0;
    }
    int role;
    if (mover == CHANCE) {
      role = randomRole;
    } else if (mover == SIMULTANEOUS) {
      int s = 0;
      while (legal[seatRole[s]].length < 2) {
        s++;
      }
      role = seatRole[s];
    } else {
      role = seatRole[mover];
    }
    System.arraycopy(legal[role], 0, buffer, 0, legal[role].length);
    return legal[role].length;
  }

  @Override
  public int legalMovesOf(int seat, int[] buffer) {
    if (!evaluate() || seat < 0 || seat >= seatRole.length || mover == CHANCE) {
      return 0;
    }
    int[] ms = legal[seatRole[seat]];
    boolean acts = mover == SIMULTANEOUS ? ms.length > 1 : mover == seat;
    if (!acts) {
      return 0;
    }
    System.arraycopy(ms, 0, buffer, 0, ms.length);
    return ms.length;
  }

  /** A seat that does not choose plays its one legal move, whatever the rules call it. */
  @Override
  public int waitingMove(int seat) {
    if (!evaluate() || seat < 0 || seat >= seatRole.length) {
      return NO_MOVE;
    }
    int[] ms = legal[seatRole[seat]];
    return ms.length == 1 && mover != seat ? ms[0] : NO_MOVE;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (!evaluate() || mover != CHANCE) {
      return List.of();
    }
    int[] ms = legal[randomRole];
    List<ChanceOutcome> out = new ArrayList<>(ms.length);
    for (int m : ms) {
      out.add(ChanceOutcome.uniform(m, ms.length));
    }
    return out;
  }

  private static boolean contains(int[] moves, int move) {
    for (int m : moves) {
      if (m == move) {
        return true;
      }
    }
    return false;
  }

  /** Every role's first legal move: the forced ones, before the choosers' are filled in. */
  private int[] forced() {
    int[] joint = new int[legal.length];
    for (int r = 0; r < legal.length; r++) {
      joint[r] = legal[r][0];
    }
    return joint;
  }

  private IllegalArgumentException illegal(int role, int move) {
    return new IllegalArgumentException(
        "role " + game.roles().get(role) + " has no legal move " + safeText(move));
  }

  private String safeText(int move) {
    try {
      return inner.moveToText(move);
    } catch (IllegalArgumentException e) {
      return "numbered " + move;
    }
  }

  @Override
  public void play(int move) {
    if (!evaluate()) {
      throw new IllegalStateException("the game is over");
    }
    if (mover == SIMULTANEOUS) {
      throw new IllegalStateException(
          "several roles choose at once here: play their moves together with playJoint");
    }
    if (mover == CHANCE) {
      if (!contains(legal[randomRole], move)) {
        throw illegal(randomRole, move);
      }
      int[] joint = pending != null ? pending.clone() : forced();
      joint[randomRole] = move;
      step(joint, pending);
      return;
    }
    int role = seatRole[mover];
    if (!contains(legal[role], move)) {
      throw illegal(role, move);
    }
    int[] joint = forced();
    joint[role] = move;
    seatsChose(joint);
  }

  @Override
  public void playJoint(int[] moves) {
    if (!evaluate()) {
      throw new IllegalStateException("the game is over");
    }
    if (mover != SIMULTANEOUS) {
      if (mover == CHANCE) {
        throw new IllegalStateException("a chance node: its outcome is played with play");
      }
      play(mover < moves.length ? moves[mover] : NO_MOVE);
      return;
    }
    int[] joint = forced();
    for (int s = 0; s < seatRole.length; s++) {
      int role = seatRole[s];
      if (legal[role].length > 1) {
        int m = s < moves.length ? moves[s] : NO_MOVE;
        if (!contains(legal[role], m)) {
          throw illegal(role, m);
        }
        joint[role] = m;
      }
    }
    seatsChose(joint);
  }

  /** The seats have chosen: play the joint move, or keep it for random's draw. */
  private void seatsChose(int[] joint) {
    if (randomChooses()) {
      undo.add(new Undo(null, false));
      pending = joint;
      legal = null;
    } else {
      step(joint, null);
    }
  }

  /** Plays a joint move of every role, as one ply, and reads what each role sees after it. */
  private void step(int[] joint, int[] pendingBefore) {
    inner.playAll(joint);
    undo.add(new Undo(pendingBefore, true));
    steps.add(joint);
    String[] seen = new String[legal.length];
    List<List<String>> byRole = new ArrayList<>();
    for (int r = 0; r < legal.length; r++) {
      byRole.add(new ArrayList<>());
    }
    List<String> roles = game.roles();
    for (Ground g : inner.truthTerms()) {
      if (g.name.equals(Description.PERCEPT) && g.args.length == 2) {
        int r = roles.indexOf(g.args[0].name);
        if (r >= 0) {
          byRole.get(r).add(g.args[1].prefix());
        }
      }
    }
    for (int r = 0; r < seen.length; r++) {
      List<String> ps = byRole.get(r);
      ps.sort(null);
      seen[r] = String.join(" ", ps);
    }
    percepts.add(seen);
    pending = null;
    legal = null;
  }

  /**
   * Plays a joint move of every role with the plies the game gives it (two where seats and random
   * choose at once), for the samples of a view.
   */
  void playStep(int[] joint) {
    evaluate();
    if (mover != CHANCE && randomChooses()) {
      int[] chosen = joint.clone();
      chosen[randomRole] = legal[randomRole][0];
      undo.add(new Undo(null, false));
      step(joint, chosen);
    } else {
      step(joint, null);
    }
  }

  /** Takes back a whole joint move played by {@link #playStep} (one or two plies). */
  void undoStep() {
    undo();
    if (pending != null) {
      undo();
    }
  }

  /** Every role's legal moves here (random's included), for the samples of a view. */
  int[][] legalOfEveryRole() {
    return evaluate() ? legal : null;
  }

  /** The plain state underneath, where random is one more role (for the cross-check). */
  GdlState inner() {
    return inner;
  }

  int roleOf(int seat) {
    return seatRole[seat];
  }

  int steps() {
    return steps.size();
  }

  /** What a role saw after the last joint move. */
  String lastPercepts(int role) {
    return percepts.get(percepts.size() - 1)[role];
  }

  boolean waitsForChance() {
    return pending != null;
  }

  @Override
  public void undo() {
    if (undo.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    Undo u = undo.remove(undo.size() - 1);
    if (u.stepped()) {
      inner.undo();
      steps.remove(steps.size() - 1);
      percepts.remove(percepts.size() - 1);
    }
    pending = u.pendingBefore();
    legal = null;
  }

  @Override
  public int plies() {
    return undo.size();
  }

  @Override
  public boolean isTerminal() {
    return !evaluate();
  }

  @Override
  public int utility(int player) {
    if (player < 0 || player >= seatRole.length) {
      throw new IllegalArgumentException("no seat " + player + " in " + game.id());
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int own = inner.goal(seatRole[player]);
    return game.zeroSum() ? own - inner.goal(seatRole[1 - player]) : own;
  }

  @Override
  public long hash() {
    long h = inner.hash();
    if (pending != null) {
      h ^= 0xD6E8FEB86659FD93L * (Arrays.hashCode(pending) + 1L);
    }
    return h;
  }

  @Override
  public GameState copy() {
    return new GdlTwoState(this);
  }

  @Override
  public String moveToText(int move) {
    return inner.moveToText(move);
  }

  @Override
  public int textToMove(String text) {
    return inner.textToMove(text);
  }

  /** The whole truth, for the record: the state, the choices waiting for chance, who moves. */
  @Override
  public String render() {
    StringBuilder b = new StringBuilder();
    for (Ground g : inner.truthTerms()) {
      b.append(g.kif()).append('\n');
    }
    List<String> roles = game.roles();
    if (isTerminal()) {
      b.append("terminal:");
      for (int role : seatRole) {
        b.append(' ').append(roles.get(role)).append(' ').append(inner.goal(role));
      }
    } else {
      if (pending != null) {
        b.append("chosen:");
        for (int role : seatRole) {
          b.append(' ').append(roles.get(role)).append(' ').append(moveToText(pending[role]));
        }
        b.append('\n');
      }
      if (mover == CHANCE) {
        b.append("to move: random (chance)");
      } else if (mover == SIMULTANEOUS) {
        b.append("to move at once:");
        for (int role : seatRole) {
          if (legal[role].length > 1) {
            b.append(' ').append(roles.get(role));
          }
        }
      } else {
        b.append("to move: ").append(roles.get(seatRole[mover]));
      }
    }
    return b.append('\n').toString();
  }

  @Override
  public String observation(int seat) {
    return view(seat).observation();
  }

  /** What the seat has seen: its own moves and its percepts after each joint move, nothing else. */
  @Override
  public View view(int seat) {
    if (seat < 0 || seat >= seatRole.length) {
      throw new IllegalArgumentException("no seat " + seat + " in " + game.id());
    }
    int role = seatRole[seat];
    int[] own = new int[steps.size() + (pending != null ? 1 : 0)];
    String[] seen = new String[steps.size()];
    for (int i = 0; i < steps.size(); i++) {
      own[i] = steps.get(i)[role];
      seen[i] = percepts.get(i)[role];
    }
    if (pending != null) {
      own[steps.size()] = pending[role];
    }
    int[] buffer = new int[maxMoves()];
    int[] now = Arrays.copyOf(buffer, legalMovesOf(seat, buffer));
    return new GdlTwoView(
        game, seat, game.roles().get(role), own, seen, pending != null, plies(), now);
  }

  /**
   * Seeded random playouts of a GDL-II game, as {@link Probe#run} does for GDL: whether seats ever
   * choose at once, whether random ever chooses (chance), whether two seats' goals sum to one
   * value, and the refusals of a game that does not end or gives a role no legal move.
   */
  static Probe.Findings probe(GdlGame game, Reasoner net) {
    SplittableRandom random = new SplittableRandom(20081108L);
    boolean simultaneous = false;
    boolean chance = false;
    boolean constantSum = game.players() == 2;
    int sum = -1;
    int size = 1;
    for (int[] ms : net.roleMoves) {
      size += ms.length;
    }
    int[] buffer = new int[size];
    for (int p = 0; p < Probe.PLAYOUTS; p++) {
      GdlTwoState s = new GdlTwoState(game, game.probeState(net));
      while (!s.isTerminal()) {
        if (s.plies() >= Probe.PLY_CAP) {
          throw new IllegalArgumentException(
              game.source()
                  + ": a random playout reached no terminal state within "
                  + Probe.PLY_CAP
                  + " plies (Ply's ply cap): a GDL game must end; the state then: "
                  + s.inner.truths());
        }
        int who = s.playerToMove();
        if (who == SIMULTANEOUS) {
          simultaneous = true;
          int[] joint = new int[s.seatRole.length];
          for (int seat = 0; seat < joint.length; seat++) {
            int n = s.legalMovesOf(seat, buffer);
            joint[seat] = n == 0 ? NO_MOVE : buffer[random.nextInt(n)];
          }
          s.playJoint(joint);
        } else {
          chance |= who == CHANCE;
          int n = s.legalMoves(buffer);
          s.play(buffer[random.nextInt(n)]);
        }
      }
      int total = 0;
      for (int role : s.seatRole) {
        total += s.inner.goal(role);
      }
      if (sum >= 0 && total != sum) {
        constantSum = false;
      }
      sum = total;
    }
    return new Probe.Findings(simultaneous, constantSum, chance);
  }
}
