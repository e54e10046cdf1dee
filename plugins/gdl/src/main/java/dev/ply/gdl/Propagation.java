package dev.ply.gdl;

/**
 * The values of a game's propositional network in one state, kept up to date by differential
 * propagation (Cox, Schkufza, Madsen and Genesereth 2009): each rule counts its literals not
 * satisfied and each proposition its true rules, so that a change of one base or input proposition
 * visits only the rules it appears in and, through them, only the propositions whose value changes.
 * Exact for a network without cycles ({@link Reasoner#acyclic}), where every count follows from the
 * inputs whatever the order of the updates. Mutable; one per state.
 */
final class Propagation {

  private final Reasoner net;
  final boolean[] value;

  /** Each rule's literals not satisfied: the rule holds at zero. */
  private final int[] missing;

  private final int[] trueRules;

  // The network's arrays, read on every flip.
  private final int[] fan;
  private final int[] fanStart;
  private final int[] ruleHead;
  private long[] loaded;

  /** The does proposition set for each role, or -1. */
  private final int[] moves;

  Propagation(Reasoner net) {
    this.net = net;
    this.value = net.values();
    this.loaded = new long[(net.base.length + 63) >>> 6];
    this.moves = new int[net.roles.size()];
    java.util.Arrays.fill(moves, -1);
    // From every dynamic proposition false: each rule counts its negative literals as satisfied,
    // and each rule satisfied so makes its head true, followed through the network.
    this.fan = net.fan;
    this.fanStart = net.fanStart;
    this.ruleHead = net.ruleHead;
    int rules = net.ruleHead.length;
    missing = new int[rules];
    trueRules = new int[net.nodes];
    for (int r = 0; r < rules; r++) {
      int count = 0;
      for (int l = net.litStart[r]; l < net.litStart[r + 1]; l++) {
        if (net.lits[l] >= 0) {
          count++;
        }
      }
      missing[r] = count;
    }
    // Each head counts its rules true with everything false, then each head so made true is
    // followed; until it is, it reads as false to the rules it appears in (flip checks the value,
    // not only the count).
    for (int r = 0; r < rules; r++) {
      if (missing[r] == 0) {
        trueRules[net.ruleHead[r]]++;
      }
    }
    for (int h = 0; h < net.nodes; h++) {
      if (trueRules[h] > 0 && !value[h]) {
        flip(h, true);
      }
    }
  }

  private Propagation(Propagation o) {
    this.net = o.net;
    this.value = o.value.clone();
    this.missing = o.missing.clone();
    this.trueRules = o.trueRules.clone();
    this.fan = o.fan;
    this.fanStart = o.fanStart;
    this.ruleHead = o.ruleHead;
    this.loaded = o.loaded;
    this.moves = o.moves.clone();
  }

  Propagation copy() {
    return new Propagation(this);
  }

  /** Makes the base propositions those of {@code bits}, following every change. */
  void load(long[] bits) {
    if (bits == loaded) {
      return;
    }
    for (int w = 0; w < bits.length; w++) {
      long diff = bits[w] ^ loaded[w];
      while (diff != 0) {
        int b = (w << 6) + Long.numberOfTrailingZeros(diff);
        set(b, (bits[w] & (1L << b)) != 0);
        diff &= diff - 1;
      }
    }
    loaded = bits;
  }

  /** Makes {@code does} the one does proposition set for the role. */
  void play(int role, int does) {
    int old = moves[role];
    if (old != does) {
      if (old >= 0) {
        set(old, false);
      }
      set(does, true);
      moves[role] = does;
    }
  }

  /** Sets an input or base proposition and follows the change through the network. */
  void set(int node, boolean v) {
    if (value[node] != v) {
      flip(node, v);
    }
  }

  private void flip(int node, boolean v) {
    value[node] = v;
    int[] fan = this.fan;
    int[] missing = this.missing;
    int satisfies = v ? 1 : 0;
    for (int i = fanStart[node], end = fanStart[node + 1]; i < end; i++) {
      int e = fan[i];
      int r = e >>> 1;
      if ((e & 1) == satisfies) {
        if (--missing[r] == 0) {
          int h = ruleHead[r];
          if (trueRules[h]++ == 0 && !value[h]) {
            flip(h, true);
          }
        }
      } else {
        if (missing[r]++ == 0) {
          int h = ruleHead[r];
          if (--trueRules[h] == 0 && value[h]) {
            flip(h, false);
          }
        }
      }
    }
  }
}
