package dev.ply.gdl;

import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A position of a GDL game, played by its rules' network ({@link GdlState} says what Ply sees of
 * it): the set of base propositions that hold, and the history of earlier sets for {@link #undo()}.
 * Legal moves, {@code terminal} and goals are evaluated by the game's {@link Reasoner} into this
 * state's own value array when first asked, and kept until the next move.
 *
 * <p>Ply's view of a GDL state: a role with exactly one legal move does not choose. Where every
 * role but one has exactly one legal move, the state is a turn of that role (so turn-taking GDL
 * games, whose waiting roles play {@code noop}, are sequential games that alpha-beta can search);
 * where every role has one, it is the turn of the first role whose move is not {@code noop} (the
 * first role if all are). Where two or more roles choose, it is {@link #SIMULTANEOUS}, and the
 * roles with more than one legal move are the seats that act.
 */
final class NetworkState extends GdlState {

  private final GdlGame game;
  private final Reasoner net;
  private final boolean[] v;

  /**
   * The network's values kept by differential propagation through its arrays, or null: compiled
   * ({@link #gates}), or cones evaluated (a network with cycles).
   */
  private final Propagation prop;

  // Compiled ({@link #gates}): the network's counts as the compiled code lays them out, the next
  // propositions that hold, the base propositions loaded, the does proposition set for each role
  // (or -1); else null.
  private final int[] count;
  private final long[] next;
  private final long[] loaded;
  private final int[] moves;

  /**
   * The network's compiled code, or null: the propagation follows its arrays. Called here, not
   * through {@link Propagation}, so that in each game's copy of this class ({@link GdlState#start})
   * the calls see one class of code only, which the JVM inlines.
   */
  private final Gates gates;

  /** The base propositions that hold, one bit each. */
  private final long[] bits;

  /** The bits of every earlier state, one after the other, for undo; {@code plies} of them. */
  private long[] history;

  private int plies;

  private static final long[] NO_HISTORY = new long[0];

  // What was evaluated of this state (valid while evaluated is true).
  private boolean evaluated;
  private boolean goalsEvaluated;
  private boolean terminal;

  /**
   * Each role's legal moves: {@code legal[r]} the number of role r's, and the moves (indices into
   * {@link Reasoner#moves}) from {@code legal[roles + legalOffset[r]]} on.
   */
  private final int[] legal;

  private final int roles;
  private int mover;

  // The network's arrays read at every move, kept here so that a move reads no field of the net.
  private final int terminalNode;
  private final int[] legalOffset;
  private final int[][] choiceOf;
  private final int[][] legalNode;
  private final int[][] doesInput;

  /**
   * Each role's move being played, then its does node: the scratch of play and playJoint, so that a
   * move allocates nothing.
   */
  private final int[] chosen;

  /** No role's does proposition: what clears them before a move {@link Gates#fire} follows. */
  private int[] none;

  /** Whether the compiled network has does propositions set (by the last joint move played). */
  private boolean doesSet;

  private int[] none() {
    if (none == null) {
      none = new int[roles];
      Arrays.fill(none, -1);
    }
    return none;
  }

  /**
   * A start state whose propagation runs {@code compiled}, the network's compiled code, or (null)
   * follows its arrays: the tests compare the two.
   */
  NetworkState(GdlGame game, Reasoner net, Gates compiled) {
    this.game = game;
    this.net = net;
    this.bits = Arrays.copyOf(net.init.toLongArray(), (net.base.length + 63) >>> 6);
    this.gates = net.acyclic ? compiled : null;
    if (gates != null) {
      this.prop = null;
      this.v = net.settledValue.clone();
      this.count = compiled.counts();
      this.next = net.settledNext.clone();
      this.loaded = new long[bits.length];
      this.moves = new int[net.roles.size()];
      Arrays.fill(moves, -1);
    } else {
      this.prop = net.acyclic ? new Propagation(net) : null;
      this.v = prop != null ? prop.value : net.values();
      this.count = null;
      this.next = null;
      this.loaded = null;
      this.moves = null;
    }
    this.history = NO_HISTORY;
    this.roles = net.roles.size();
    this.legal = new int[net.legalListLength];
    this.chosen = new int[roles];
    this.terminalNode = net.terminal;
    this.legalOffset = net.legalOffset;
    this.choiceOf = net.choiceOf;
    this.legalNode = net.legalNode;
    this.doesInput = net.doesInput;
  }

  /**
   * A copy of {@code from}, a state of this class: declared as a {@link GdlState}, since a method's
   * descriptor names the class this one was copied from, not the game's copy ({@link
   * GdlState#start}).
   */
  private NetworkState(GdlState from) {
    NetworkState o = (NetworkState) from;
    this.game = o.game;
    this.net = o.net;
    this.gates = o.gates;
    this.doesSet = o.doesSet;
    if (gates != null) {
      this.prop = null;
      this.v = o.v.clone();
      this.count = o.count.clone();
      this.next = o.next.clone();
      this.loaded = o.loaded.clone();
      this.moves = o.moves.clone();
    } else {
      this.prop = o.prop != null ? o.prop.copy() : null;
      this.v = prop != null ? prop.value : net.values();
      this.count = null;
      this.next = null;
      this.loaded = null;
      this.moves = null;
    }
    this.bits = o.bits.clone();
    this.history = o.plies == 0 ? NO_HISTORY : Arrays.copyOf(o.history, o.plies * bits.length);
    this.plies = o.plies;
    this.roles = o.roles;
    this.legal = new int[net.legalListLength];
    this.chosen = new int[roles];
    this.terminalNode = net.terminal;
    this.legalOffset = net.legalOffset;
    this.choiceOf = net.choiceOf;
    this.legalNode = net.legalNode;
    this.doesInput = net.doesInput;
  }

  private boolean bit(int b) {
    int w = b >>> 6;
    return w < bits.length && (bits[w] & (1L << b)) != 0;
  }

  private void loadBase() {
    for (int b = 0; b < net.base.length; b++) {
      v[b] = bit(b);
    }
  }

  /** Evaluates terminal and the legal moves, and decides who moves. */
  private void evaluate() {
    if (evaluated) {
      return;
    }
    if (gates != null) {
      gates.load(bits, loaded, count, v, next);
    } else if (prop != null) {
      prop.load(bits);
    } else {
      loadBase();
      net.evaluate(net.legalAndTerminalCone, v);
    }
    terminal = terminalNode >= 0 && v[terminalNode];
    goalsEvaluated = false;
    if (terminal) {
      evaluated = true;
      return;
    }
    if (gates != null) {
      gates.list(v, legal);
    } else if (prop != null) {
      prop.list(legal);
    } else {
      net.list(v, legal);
    }
    int choosing = 0;
    int chooser = -1;
    for (int r = 0; r < roles; r++) {
      int k = legal[r];
      if (k == 0) {
        throw new IllegalStateException(
            game.source()
                + ": the role "
                + net.roles.get(r)
                + " has no legal move in a state that is not terminal, after "
                + plies()
                + " plies: "
                + truths());
      }
      if (k > 1) {
        choosing++;
        chooser = r;
      }
    }
    if (choosing == 0) {
      mover = 0;
      for (int r = 0; r < roles; r++) {
        if (!net.moves[first(r)].name.equals("noop")) {
          mover = r;
          break;
        }
      }
    } else {
      mover = choosing == 1 ? chooser : SIMULTANEOUS;
    }
    evaluated = true;
  }

  /** The first legal move of a role. */
  private int first(int role) {
    return legal[roles + legalOffset[role]];
  }

  /** The base propositions that hold, in KIF, for messages and the board. */
  @Override
  String truths() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < net.base.length; i++) {
      if (bit(i)) {
        b.append(b.length() == 0 ? "" : " ").append(net.base[i].kif());
      }
    }
    return b.toString();
  }

  @Override
  public int playerToMove() {
    evaluate();
    return terminal ? 0 : mover;
  }

  @Override
  public int maxMoves() {
    return game.maxMoves();
  }

  @Override
  public int legalMoves(int[] buffer) {
    evaluate();
    if (terminal) {
      return 0;
    }
    return movesOf(mover == SIMULTANEOUS ? firstChooser() : mover, buffer);
  }

  private int movesOf(int seat, int[] buffer) {
    int k = legal[seat];
    // a loop: the list is short, and a call of arraycopy costs more than it copies
    for (int i = 0, from = roles + legalOffset[seat]; i < k; i++) {
      buffer[i] = legal[from + i];
    }
    return k;
  }

  @Override
  public int legalMovesOf(int seat, int[] buffer) {
    evaluate();
    if (terminal || seat < 0 || seat >= roles) {
      return 0;
    }
    boolean acts = mover == SIMULTANEOUS ? legal[seat] > 1 : mover == seat;
    return acts ? movesOf(seat, buffer) : 0;
  }

  /** A role that does not choose plays its one legal move, whatever the rules call it. */
  @Override
  public int waitingMove(int seat) {
    evaluate();
    if (terminal || seat < 0 || seat >= roles || legal[seat] != 1) {
      return NO_MOVE;
    }
    return mover == seat ? NO_MOVE : first(seat);
  }

  /** The choice index of {@code move} among the role's legal moves, or -1. */
  private int choice(int role, int move) {
    int[] choices = choiceOf[role];
    if (move < 0 || move >= choices.length) {
      return -1;
    }
    int i = choices[move];
    return i >= 0 && v[legalNode[role][i]] ? i : -1;
  }

  @Override
  public boolean isLegal(int move) {
    evaluate();
    return !terminal && choice(mover == SIMULTANEOUS ? firstChooser() : mover, move) >= 0;
  }

  /** The first role that chooses at a simultaneous state: whose moves legalMoves lists. */
  private int firstChooser() {
    int seat = 0;
    while (legal[seat] < 2) {
      seat++;
    }
    return seat;
  }

  @Override
  public void play(int move) {
    evaluate();
    if (mover == SIMULTANEOUS) {
      throw new IllegalStateException(
          "several roles choose at once here: play their moves together with playJoint");
    }
    if (terminal) {
      throw new IllegalStateException("the game is over");
    }
    if (choice(mover, move) < 0) {
      throw noSuchMove(mover, move);
    }
    for (int r = 0; r < roles; r++) {
      chosen[r] = r == mover ? move : first(r);
    }
    advance();
  }

  @Override
  public void playJoint(int[] moves) {
    evaluate();
    if (terminal) {
      throw new IllegalStateException("the game is over");
    }
    for (int r = 0; r < roles; r++) {
      boolean acts = mover == SIMULTANEOUS ? legal[r] > 1 : mover == r;
      if (!acts) {
        chosen[r] = first(r);
        continue;
      }
      int c = r < moves.length ? choice(r, moves[r]) : -1;
      if (c < 0) {
        throw noSuchMove(r, r < moves.length ? moves[r] : NO_MOVE);
      }
      chosen[r] = moves[r];
    }
    advance();
  }

  private IllegalArgumentException noSuchMove(int role, int move) {
    return new IllegalArgumentException(
        "role "
            + net.roles.get(role)
            + " has no legal move "
            + (move >= 0 && move < net.moves.length
                ? net.moves[move].prefix()
                : "numbered " + (move == NO_MOVE ? "(none given)" : move)));
  }

  /** Plays each role's choice in {@link #chosen}: the state becomes the next one. */
  private void advance() {
    int words = bits.length;
    if ((plies + 1) * words > history.length) {
      history = Arrays.copyOf(history, Math.max(16 * words, 2 * history.length));
    }
    for (int w = 0, at = plies * words; w < words; w++) {
      history[at + w] = bits[w];
    }
    plies++;
    if (gates != null) {
      // Legal, goal and terminal do not depend on does (a GDL restriction): only the next
      // propositions of this move see them. One role's move (every move of a game of turns) is
      // followed without setting it at all where the compiled code can ({@link Gates#fire}), which
      // needs the network with none set.
      int set = 0;
      int does = -1;
      for (int r = 0; r < roles; r++) {
        int d = doesInput[r][chosen[r]];
        chosen[r] = d;
        if (d >= 0) {
          set++;
          does = d;
        }
      }
      if (set == 1 && gates.fires[does]) {
        if (doesSet) {
          gates.play(none(), moves, count, v, next);
          doesSet = false;
        }
        for (int w = 0; w < words; w++) {
          bits[w] = next[w];
        }
        gates.fire(does, count, bits);
      } else {
        // The does propositions stay set until the next joint move changes them, so that a gate fed
        // by several (a move elsewhere) that stays true costs nothing.
        gates.play(chosen, moves, count, v, next);
        for (int w = 0; w < words; w++) {
          bits[w] = next[w];
        }
        doesSet = set > 0;
      }
    } else if (prop != null) {
      // The moves stay set until the next joint move changes them: legal, goal and terminal do
      // not depend on does (a GDL restriction), so only next propositions see them.
      for (int r = 0; r < roles; r++) {
        chosen[r] = net.doesInput[r][chosen[r]];
      }
      prop.play(chosen);
      System.arraycopy(prop.next, 0, bits, 0, words);
    } else {
      for (int r = 0; r < roles; r++) {
        v[net.doesNode[r][net.choiceOf[r][chosen[r]]]] = true;
      }
      net.evaluate(net.nextCone, v);
      Arrays.fill(bits, 0);
      successor(bits);
      for (int r = 0; r < roles; r++) {
        v[net.doesNode[r][net.choiceOf[r][chosen[r]]]] = false;
      }
    }
    evaluated = false;
  }

  private void successor(long[] after) {
    int[] next = net.next;
    for (int b = 0; b < next.length; b++) {
      int n = next[b];
      if (n >= 0 && v[n]) {
        after[b >>> 6] |= 1L << b;
      }
    }
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo");
    }
    plies--;
    System.arraycopy(history, plies * bits.length, bits, 0, bits.length);
    evaluated = false;
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    evaluate();
    return terminal;
  }

  private void evaluateGoals() {
    if (!goalsEvaluated) {
      if (gates != null) {
        gates.goals(v);
      } else if (prop != null) {
        prop.goals();
      } else {
        net.evaluate(net.goalCone, v);
      }
      goalsEvaluated = true;
    }
  }

  /** The goal value of a role in this terminal state. */
  @Override
  int goal(int role) {
    evaluate();
    evaluateGoals();
    int value = -1;
    for (int i = 0; i < net.goalNode[role].length; i++) {
      if (v[net.goalNode[role][i]]) {
        if (value >= 0 && value != net.goalValue[role][i]) {
          throw new IllegalStateException(
              game.source()
                  + ": the role "
                  + net.roles.get(role)
                  + " has two goals, "
                  + value
                  + " and "
                  + net.goalValue[role][i]
                  + ", in the state "
                  + truths());
        }
        value = net.goalValue[role][i];
      }
    }
    if (value < 0) {
      throw new IllegalStateException(
          game.source()
              + ": the role "
              + net.roles.get(role)
              + " has no goal in the terminal state "
              + truths());
    }
    return value;
  }

  @Override
  public int utility(int player) {
    if (player < 0 || player >= roles) {
      throw new IllegalArgumentException("no seat " + player + " in " + game.id());
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    if (game.zeroSum() && roles == 2) {
      return goal(player) - goal(1 - player);
    }
    return goal(player);
  }

  @Override
  public long hash() {
    long h = 0x9E3779B97F4A7C15L;
    for (int w = 0; w < bits.length; w++) {
      long x = bits[w];
      while (x != 0) {
        int b = (w << 6) + Long.numberOfTrailingZeros(x);
        h ^= game.zobrist(b);
        x &= x - 1;
      }
    }
    return h;
  }

  @Override
  boolean compiled() {
    return gates != null;
  }

  @Override
  public GameState copy() {
    return new NetworkState(this);
  }

  @Override
  public String moveToText(int move) {
    if (move < 0 || move >= net.moves.length) {
      throw new IllegalArgumentException("no move numbered " + move + " in " + game.id());
    }
    return net.moves[move].prefix();
  }

  @Override
  public int textToMove(String text) {
    return game.moveOf(text);
  }

  @Override
  public String render() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < net.base.length; i++) {
      if (bit(i)) {
        b.append(net.base[i].kif()).append('\n');
      }
    }
    if (isTerminal()) {
      b.append("terminal:");
      for (int r = 0; r < roles; r++) {
        b.append(' ').append(net.roles.get(r)).append(' ').append(goal(r));
      }
    } else if (mover == SIMULTANEOUS) {
      b.append("to move at once:");
      for (int r = 0; r < roles; r++) {
        if (legal[r] > 1) {
          b.append(' ').append(net.roles.get(r));
        }
      }
    } else {
      b.append("to move: ").append(net.roles.get(mover));
    }
    return b.append('\n').toString();
  }

  // What the tests compare with another reasoner: every fact, whoever acts.

  /** The base propositions that hold, as terms. */
  @Override
  List<Ground> truthTerms() {
    List<Ground> out = new ArrayList<>();
    for (int i = 0; i < net.base.length; i++) {
      if (bit(i)) {
        out.add(net.base[i]);
      }
    }
    return out;
  }

  /** Every {@code (legal role move)} that holds, as {@code role move} with the move's text. */
  @Override
  java.util.Set<String> legalFacts() {
    evaluateQuietly();
    if (gates != null) {
      gates.legal(v);
    } else if (prop != null) {
      prop.legal();
    }
    java.util.Set<String> out = new java.util.TreeSet<>();
    for (int r = 0; r < roles; r++) {
      for (int i = 0; i < net.legalNode[r].length; i++) {
        if (v[net.legalNode[r][i]]) {
          out.add(net.roles.get(r) + " " + net.moves[net.roleMoves[r][i]].prefix());
        }
      }
    }
    return out;
  }

  /** Every {@code (goal role value)} that holds, terminal or not, as {@code role value}. */
  @Override
  java.util.Set<String> goalFacts() {
    evaluateQuietly();
    evaluateGoals();
    java.util.Set<String> out = new java.util.TreeSet<>();
    for (int r = 0; r < roles; r++) {
      for (int i = 0; i < net.goalNode[r].length; i++) {
        if (v[net.goalNode[r][i]]) {
          out.add(net.roles.get(r) + " " + net.goalValue[r][i]);
        }
      }
    }
    return out;
  }

  /** Evaluates the state without refusing a role with no legal move. */
  private void evaluateQuietly() {
    try {
      evaluate();
    } catch (IllegalStateException e) {
      // the values are evaluated; only the choice of the mover failed
    }
  }

  /** The term of a move. */
  @Override
  Ground moveTerm(int move) {
    return net.moves[move];
  }

  /** The legal moves of every role, forced ones too (terminal: none). */
  @Override
  int[][] legalOfEveryRole() {
    evaluate();
    int[][] out = new int[roles][];
    for (int r = 0; r < roles; r++) {
      out[r] = new int[terminal ? 0 : legal[r]];
      for (int i = 0; i < out[r].length; i++) {
        out[r][i] = legal[roles + net.legalOffset[r] + i];
      }
    }
    return out;
  }

  /** Plays one move of every role, forced ones too. */
  @Override
  void playAll(int[] moves) {
    evaluate();
    int[] joint = moves.clone();
    if (mover != SIMULTANEOUS) {
      Arrays.fill(joint, NO_MOVE);
      joint[mover] = moves[mover];
    } else {
      for (int r = 0; r < joint.length; r++) {
        if (legal[r] < 2) {
          joint[r] = NO_MOVE;
        }
      }
    }
    playJoint(joint);
  }
}
