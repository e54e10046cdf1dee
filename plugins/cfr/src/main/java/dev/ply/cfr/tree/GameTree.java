package dev.ply.cfr.tree;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The whole game tree of a small two-player zero-sum game, walked once through the api and kept in
 * flat arrays, with its decision nodes grouped into information sets: what every algorithm of this
 * plugin runs on.
 *
 * <p>Nodes are numbered so that a node's children are consecutive ({@link #first}, {@link #count})
 * and come after it: a loop from the last node to the first meets every child before its parent.
 *
 * <table>
 *   <caption>Per node</caption>
 *   <tr><th>array</th><th>what it holds</th></tr>
 *   <tr><td>{@link #actor}</td><td>the seat to move, {@link GameState#CHANCE}, or {@link
 *       #TERMINAL}</td></tr>
 *   <tr><td>{@link #first}, {@link #count}</td><td>the first child and how many</td></tr>
 *   <tr><td>{@link #set}</td><td>a decision node's information set, else -1</td></tr>
 *   <tr><td>{@link #chance}</td><td>a chance node's child: the probability of its outcome</td></tr>
 *   <tr><td>{@link #payoff}</td><td>a terminal node: seat 0's utility (seat 1's is its
 *       negation)</td></tr>
 * </table>
 *
 * <p>An information set's actions are numbered 0 .. {@link #actions}{@code [s] - 1}, in the order
 * of {@link GameState#legalMoves(int[])}; their policy, regrets and sums live in flat arrays at
 * {@link #offset}{@code [s] + a}. Every node of a set must list the same moves, or the game's keys
 * are no information sets ({@link InformationSetKeys}): the build fails saying so.
 */
public final class GameTree {

  /** What {@link #actor} holds at a terminal node. */
  public static final int TERMINAL = -3;

  /** The deepest a game may go, in plies: deeper trees are refused (positions that repeat). */
  public static final int MAX_DEPTH = 1000;

  public final int[] actor;
  public final int[] first;
  public final int[] count;
  public final int[] set;
  public final double[] chance;
  public final double[] payoff;

  /** The seat of each information set. */
  public final int[] setSeat;

  /** How many actions each information set has. */
  public final int[] actions;

  /** Where each information set's actions start in flat per-action arrays. */
  public final int[] offset;

  /** Each information set's moves, as the game numbers them. */
  public final int[][] moves;

  /** Each information set's key ({@link InformationSetKeys}). */
  public final String[] keys;

  /** The nodes of each information set: {@code members[memberStart[s] .. memberStart[s+1]]}. */
  public final int[] memberStart;

  public final int[] members;

  private final int deepest;

  private GameTree(Builder b) {
    int n = b.size;
    actor = Arrays.copyOf(b.actor, n);
    first = Arrays.copyOf(b.first, n);
    count = Arrays.copyOf(b.count, n);
    set = Arrays.copyOf(b.set, n);
    chance = Arrays.copyOf(b.chance, n);
    payoff = Arrays.copyOf(b.payoff, n);
    int sets = b.setKeys.size();
    setSeat = new int[sets];
    actions = new int[sets];
    offset = new int[sets + 1];
    moves = new int[sets][];
    keys = b.setKeys.toArray(new String[0]);
    for (int s = 0; s < sets; s++) {
      moves[s] = b.setMoves.get(s);
      setSeat[s] = b.setSeats.get(s);
      actions[s] = moves[s].length;
      offset[s + 1] = offset[s] + actions[s];
    }
    memberStart = new int[sets + 1];
    for (int node = 0; node < n; node++) {
      if (set[node] >= 0) {
        memberStart[set[node] + 1]++;
      }
    }
    for (int s = 0; s < sets; s++) {
      memberStart[s + 1] += memberStart[s];
    }
    members = new int[memberStart[sets]];
    int[] fill = Arrays.copyOf(memberStart, sets);
    for (int node = 0; node < n; node++) {
      if (set[node] >= 0) {
        members[fill[set[node]]++] = node;
      }
    }
    deepest = b.deepest;
  }

  /**
   * Walks the whole tree below {@code root} (which is left as it was) and indexes its information
   * sets.
   *
   * @throws TreeTooLargeException when the tree has more than {@code maxNodes} positions or more
   *     than {@code maxSets} information sets, or is deeper than {@link #MAX_DEPTH}
   * @throws IllegalArgumentException when two positions with one key list different moves, or a
   *     terminal position is not zero-sum for two seats
   */
  public static GameTree build(
      GameState root, InformationSetKeys keys, long maxNodes, long maxSets) {
    Builder b = new Builder(root.copy(), keys, maxNodes, maxSets);
    b.reserve(1);
    b.expand(0, 0);
    return new GameTree(b);
  }

  /**
   * Counts the positions of the tree below {@code root} without building anything, stopping as soon
   * as there are more than {@code maxNodes} or a line deeper than {@link #MAX_DEPTH}: the cheap
   * measure with which a strategy refuses a game before its first use.
   *
   * @return the number of positions, or {@code maxNodes + 1} when there are more, or -1 when a line
   *     is deeper than {@link #MAX_DEPTH}
   */
  public static long measure(GameState root, long maxNodes) {
    long[] counted = {0};
    GameState s = root.copy();
    int[][] buffers = new int[MAX_DEPTH + 1][];
    boolean deep = !countBelow(s, 0, maxNodes, counted, buffers);
    return deep ? -1 : Math.min(counted[0], maxNodes + 1);
  }

  /**
   * Knuth's estimate of the number of positions below {@code root} (D. E. Knuth, "Estimating the
   * efficiency of backtrack programs", Mathematics of Computation 29, 1975): walk down at random,
   * one move drawn uniformly at each position; the sum over the walk of the products of the numbers
   * of moves met so far is an unbiased estimate of the size of the tree. The mean of {@code probes}
   * walks says in a moment that Othello's tree has some 10^50 positions, where walking it to a cap
   * of twenty million takes seconds.
   *
   * @param enough an estimate above which the exact figure does not matter: the walks stop as soon
   *     as their sum alone, divided by {@code probes}, passes it (one random game of chess does)
   * @return the estimate (at least {@code enough} when stopped early), or -1 when a walk is deeper
   *     than {@link #MAX_DEPTH}
   */
  public static double estimate(GameState root, int probes, long seed, double enough) {
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    GameState s = root.copy();
    int[] moves = new int[s.maxMoves()];
    double sum = 0;
    for (int probe = 0; probe < probes; probe++) {
      double weight = 1;
      double size = 1;
      int depth = 0;
      while (!s.isTerminal()) {
        if (depth == MAX_DEPTH) {
          return -1;
        }
        if (moves.length < s.maxMoves()) {
          moves = new int[s.maxMoves()];
        }
        int n = s.legalMoves(moves);
        weight *= n;
        size += weight;
        s.play(moves[random.nextInt(n)]);
        depth++;
      }
      for (; depth > 0; depth--) {
        s.undo();
      }
      sum += size;
      if (sum / probes > enough) {
        break;
      }
    }
    return sum / probes;
  }

  private static boolean countBelow(
      GameState s, int depth, long maxNodes, long[] counted, int[][] buffers) {
    counted[0]++;
    if (counted[0] > maxNodes || s.isTerminal()) {
      return true;
    }
    if (depth == MAX_DEPTH) {
      return false;
    }
    if (buffers[depth] == null) {
      buffers[depth] = new int[s.maxMoves()];
    }
    int[] moves = buffers[depth];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n && counted[0] <= maxNodes; i++) {
      s.play(moves[i]);
      boolean ok = countBelow(s, depth + 1, maxNodes, counted, buffers);
      s.undo();
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** How many positions the tree has. */
  public int size() {
    return actor.length;
  }

  /** How many information sets it has. */
  public int sets() {
    return keys.length;
  }

  /** How many actions all information sets have together: the length of per-action arrays. */
  public int totalActions() {
    return offset[keys.length];
  }

  /** The most actions of any information set. */
  public int widest() {
    int w = 0;
    for (int a : actions) {
      w = Math.max(w, a);
    }
    return w;
  }

  /** The longest line of the tree, in plies. */
  public int depth() {
    return deepest;
  }

  /** The information set with this key, or -1. */
  public int setOf(String key) {
    for (int s = 0; s < keys.length; s++) {
      if (keys[s].equals(key)) {
        return s;
      }
    }
    return -1;
  }

  /** Builds the arrays depth first; a node's children are reserved as one block when it expands. */
  private static final class Builder {
    final GameState state;
    final InformationSetKeys keys;
    final long maxNodes;
    final long maxSets;
    int size;
    int deepest;
    int[] actor = new int[1024];
    int[] first = new int[1024];
    int[] count = new int[1024];
    int[] set = new int[1024];
    double[] chance = new double[1024];
    double[] payoff = new double[1024];
    final Map<String, Integer> setIndex = new HashMap<>();
    final List<String> setKeys = new ArrayList<>();
    final List<int[]> setMoves = new ArrayList<>();
    final List<Integer> setSeats = new ArrayList<>();
    final int[][] buffers = new int[MAX_DEPTH + 1][];

    Builder(GameState state, InformationSetKeys keys, long maxNodes, long maxSets) {
      this.state = state;
      this.keys = keys;
      this.maxNodes = maxNodes;
      this.maxSets = maxSets;
    }

    /** Reserves {@code n} consecutive nodes and returns the first. */
    int reserve(int n) {
      int start = size;
      if ((long) size + n > maxNodes) {
        throw new TreeTooLargeException(
            "its game tree has more than " + maxNodes + " positions", "max-nodes");
      }
      if (size + n > actor.length) {
        int capacity = Math.max(size + n, actor.length * 2);
        actor = Arrays.copyOf(actor, capacity);
        first = Arrays.copyOf(first, capacity);
        count = Arrays.copyOf(count, capacity);
        set = Arrays.copyOf(set, capacity);
        chance = Arrays.copyOf(chance, capacity);
        payoff = Arrays.copyOf(payoff, capacity);
      }
      size += n;
      Arrays.fill(set, start, size, -1);
      return start;
    }

    /** Fills in the node {@code node}, which {@link #state} is at, and everything below it. */
    void expand(int node, int depth) {
      deepest = Math.max(deepest, depth);
      GameState s = state;
      if (s.isTerminal()) {
        int u0 = s.utility(0);
        if (u0 + s.utility(1) != 0) {
          throw new IllegalArgumentException(
              "a game that ends with utilities "
                  + u0
                  + " and "
                  + s.utility(1)
                  + " is not zero-sum");
        }
        actor[node] = TERMINAL;
        payoff[node] = u0;
        return;
      }
      if (depth == MAX_DEPTH) {
        throw new TreeTooLargeException(
            "its games can last more than " + MAX_DEPTH + " plies (positions that repeat?)", "");
      }
      int player = s.playerToMove();
      if (player == GameState.SIMULTANEOUS) {
        throw new IllegalArgumentException("cfr plays no simultaneous moves");
      }
      if (buffers[depth] == null) {
        buffers[depth] = new int[s.maxMoves()];
      }
      int[] legal = buffers[depth];
      int n = s.legalMoves(legal);
      actor[node] = player;
      int kids = reserve(n);
      first[node] = kids;
      count[node] = n;
      if (player == GameState.CHANCE) {
        List<ChanceOutcome> outcomes = s.chanceOutcomes();
        for (int i = 0; i < n; i++) {
          chance[kids + i] = outcomes.get(i).probability();
        }
      } else {
        set[node] = indexOf(s, player, legal, n);
      }
      for (int i = 0; i < n; i++) {
        s.play(legal[i]);
        expand(kids + i, depth + 1);
        s.undo();
      }
    }

    private int indexOf(GameState s, int player, int[] legal, int n) {
      String key = keys.of(s, player);
      Integer index = setIndex.get(key);
      if (index == null) {
        if (setKeys.size() >= maxSets) {
          throw new TreeTooLargeException(
              "its game tree has more than " + maxSets + " information sets",
              "max-information-sets");
        }
        index = setKeys.size();
        setIndex.put(key, index);
        setKeys.add(key);
        setMoves.add(Arrays.copyOf(legal, n));
        setSeats.add(player);
        return index;
      }
      if (!Arrays.equals(setMoves.get(index), 0, setMoves.get(index).length, legal, 0, n)) {
        throw new IllegalArgumentException(
            "two positions with the same observation list different moves, so the game's"
                + " observations are no information sets: '"
                + key
                + "'");
      }
      return index;
    }
  }
}
