package dev.ply.gdl;

import java.util.Arrays;

/**
 * The values of a game's propositional network in one state, kept up to date by differential
 * propagation (Cox, Schkufza, Madsen and Genesereth 2009) over the network's gates ({@link
 * Reasoner#gates}): each gate counts its satisfied literals and holds when its count is positive,
 * so that a change of one base or input proposition visits only the gates it feeds and, through
 * them, only the gates whose value changes. Exact for a network without cycles ({@link
 * Reasoner#acyclic}), where every count follows from the inputs whatever the order of the updates.
 * Mutable; one per state.
 */
final class Propagation {

  final boolean[] value;
  private final int[] count;

  // The network's arrays, read on every change.
  private final int[] fan;
  private final int[] fanStart;
  private final int[] nextBase;

  private final int[] legalCode;
  private final int[] goalCode;
  private final Reasoner net;

  /** The next propositions that hold, as the base propositions they set. */
  final long[] next;

  /** The base propositions the values are of (a copy of the state's bits). */
  private final long[] loaded;

  /** The does proposition set for each role, or -1. */
  private final int[] moves;

  /** The changes still to follow: a node, or {@code ~node} when it turned false. */
  private int[] stack;

  /** The settled network of {@code net}, followed through its arrays. */
  Propagation(Reasoner net) {
    this.value = net.settledValue.clone();
    this.count = net.settledCount.clone();
    this.fan = net.gateFan;
    this.fanStart = net.gateFanStart;
    this.nextBase = net.nextBase;
    this.legalCode = net.legalCode;
    this.goalCode = net.goalCode;
    this.net = net;
    this.next = net.settledNext.clone();
    this.loaded = new long[(net.base.length + 63) >>> 6];
    this.moves = new int[net.roles.size()];
    Arrays.fill(moves, -1);
    this.stack = new int[64];
  }

  private Propagation(Propagation o) {
    this.value = o.value.clone();
    this.count = o.count.clone();
    this.fan = o.fan;
    this.fanStart = o.fanStart;
    this.nextBase = o.nextBase;
    this.legalCode = o.legalCode;
    this.goalCode = o.goalCode;
    this.net = o.net;
    this.next = o.next.clone();
    this.loaded = o.loaded.clone();
    this.moves = o.moves.clone();
    this.stack = new int[64];
  }

  Propagation copy() {
    return new Propagation(this);
  }

  /**
   * The values and counts of the network's pushed gates with every base and input proposition
   * false, into {@code value} (whose other nodes are set) and {@code count}, from each gate's start
   * count: evaluated again and again until nothing changes, which for a network without cycles is
   * at most its depth times.
   */
  static void settle(Reasoner net, boolean[] value, int[] count, int[] start, boolean[] pushed) {
    boolean changed = true;
    while (changed) {
      System.arraycopy(start, 0, count, 0, count.length);
      for (int n = 0; n < count.length; n++) {
        for (int i = net.gateFanStart[n]; i < net.gateFanStart[n + 1]; i++) {
          int t = net.gateFan[i];
          if (value[n] != ((t & 1) != 0)) {
            count[t >>> 3]++;
          }
        }
      }
      changed = false;
      for (int g = 0; g < count.length; g++) {
        if (pushed[g] && value[g] != count[g] > 0) {
          value[g] = count[g] > 0;
          changed = true;
        }
      }
    }
  }

  /**
   * Makes the base propositions those of {@code bits}, following every change: those that become
   * true first, so that a disjunction that keeps one true literal through the change is not turned
   * off and on again.
   */
  void load(long[] bits) {
    for (int w = 0; w < bits.length; w++) {
      long on = bits[w] & ~loaded[w];
      while (on != 0) {
        change((w << 6) + Long.numberOfTrailingZeros(on), true);
        on &= on - 1;
      }
    }
    for (int w = 0; w < bits.length; w++) {
      long off = loaded[w] & ~bits[w];
      while (off != 0) {
        change((w << 6) + Long.numberOfTrailingZeros(off), false);
        off &= off - 1;
      }
      loaded[w] = bits[w];
    }
  }

  /**
   * Makes {@code does[r]} the one does proposition set for each role r (none where it is -1): every
   * new one set before any old one is cleared, for the reason {@link #load} gives.
   */
  void play(int[] does) {
    for (int r = 0; r < does.length; r++) {
      if (moves[r] != does[r] && does[r] >= 0) {
        change(does[r], true);
      }
    }
    for (int r = 0; r < does.length; r++) {
      int old = moves[r];
      if (old != does[r]) {
        if (old >= 0) {
          change(old, false);
        }
        moves[r] = does[r];
      }
    }
  }

  /** Evaluates the legal gates left out of the propagation. */
  void legal() {
    Reasoner.run(legalCode, value);
  }

  /**
   * Evaluates the legal gates left out of the propagation and lists each role's legal moves, as
   * {@link Reasoner#list} lays them out.
   */
  void list(int[] legal) {
    Reasoner.run(legalCode, value);
    net.list(value, legal);
  }

  /** Evaluates the goal gates left out of the propagation. */
  void goals() {
    Reasoner.run(goalCode, value);
  }

  /** Changes an input or base proposition to {@code v} (which it is not) and follows the change. */
  private void change(int node, boolean v) {
    value[node] = v;
    flip(node, v);
  }

  /**
   * Sets a node's value and follows the change: each gate it feeds counts one more or one fewer
   * satisfied literal, and a gate whose count so crosses zero changes in turn. A change is followed
   * only once its value is set, so a gate that changes back before its change is followed is
   * followed twice, once each way, and every count stays exact.
   */
  private void flip(int node, boolean v) {
    boolean[] value = this.value;
    long[] next = this.next;
    int[] count = this.count;
    int[] fan = this.fan;
    int[] fanStart = this.fanStart;
    int[] stack = this.stack;
    value[node] = v;
    stack[0] = v ? node : ~node;
    int sp = 1;
    while (sp > 0) {
      int e = stack[--sp];
      int n = e >= 0 ? e : ~e;
      int delta = e >= 0 ? 1 : -1;
      for (int i = fanStart[n], end = fanStart[n + 1]; i < end; i++) {
        int t = fan[i];
        int g = t >>> 3;
        int d = (t & 1) == 0 ? delta : -delta;
        // The gate's value changes when its count reaches 1 going up or 0 going down.
        if ((count[g] += d) == (d + 1) >> 1) {
          boolean now = d > 0;
          value[g] = now;
          if ((t & 2) != 0) {
            int b = nextBase[g];
            next[b >>> 6] ^= 1L << b;
          }
          if ((t & 4) != 0) {
            if (sp == stack.length) {
              stack = this.stack = Arrays.copyOf(stack, sp * 2);
            }
            stack[sp++] = now ? g : ~g;
          }
        }
      }
    }
  }
}
