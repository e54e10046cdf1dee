package dev.ply.poker;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The whole tree of a small game, walked through the plugin's own api: legalMoves, chanceOutcomes
 * (exact fractions), play, undo, utility, and each acting seat's {@code view(seat).observation()}
 * as the key of its information set. Expected values and best responses are computed on it, in
 * exact fractions ({@link #EXACT}) or doubles ({@link #DOUBLE}).
 */
final class GameTree {

  static final int CHANCE = 0;
  static final int DECISION = 1;
  static final int TERMINAL = 2;

  /** The arithmetic of values and probabilities. */
  interface Field<T> {
    T zero();

    T plus(T a, T b);

    T times(T a, T b);

    T of(Q exact);

    int compare(T a, T b);
  }

  static final Field<Q> EXACT =
      new Field<>() {
        public Q zero() {
          return Q.ZERO;
        }

        public Q plus(Q a, Q b) {
          return a.plus(b);
        }

        public Q times(Q a, Q b) {
          return a.times(b);
        }

        public Q of(Q exact) {
          return exact;
        }

        public int compare(Q a, Q b) {
          return a.compareTo(b);
        }
      };

  static final Field<Double> DOUBLE =
      new Field<>() {
        public Double zero() {
          return 0.0;
        }

        public Double plus(Double a, Double b) {
          return a + b;
        }

        public Double times(Double a, Double b) {
          return a * b;
        }

        public Double of(Q exact) {
          return exact.toDouble();
        }

        public int compare(Double a, Double b) {
          return Double.compare(a, b);
        }
      };

  /** A strategy profile: the probabilities of a decision node's children, in their order. */
  interface Policy<T> {
    List<T> at(GameTree tree, int node);
  }

  final int players;
  final List<Integer> kind = new ArrayList<>();
  final List<Integer> player = new ArrayList<>();
  final List<Integer> depth = new ArrayList<>();

  /** The information set of a decision node: an index into {@link #infoSets}. */
  final List<Integer> infoSet = new ArrayList<>();

  final List<int[]> children = new ArrayList<>();
  final List<List<String>> moveTexts = new ArrayList<>();
  final List<List<Q>> chance = new ArrayList<>();
  final List<int[]> utilities = new ArrayList<>();

  /** Information sets by key: the acting seat and its observation. */
  final Map<String, Integer> infoSetIndex = new LinkedHashMap<>();

  final List<String> infoSets = new ArrayList<>();
  final List<Integer> infoSetPlayer = new ArrayList<>();
  final List<List<String>> infoSetMoves = new ArrayList<>();

  private GameTree(int players) {
    this.players = players;
  }

  static GameTree of(GameState start, int players) {
    GameTree tree = new GameTree(players);
    tree.walk(start.copy(), 0);
    return tree;
  }

  int size() {
    return kind.size();
  }

  long count(int k) {
    return kind.stream().filter(x -> x == k).count();
  }

  private int walk(GameState s, int d) {
    int node = size();
    kind.add(s.isTerminal() ? TERMINAL : s.playerToMove() == GameState.CHANCE ? CHANCE : DECISION);
    player.add(s.isTerminal() ? -1 : s.playerToMove());
    depth.add(d);
    children.add(null);
    moveTexts.add(null);
    chance.add(null);
    utilities.add(null);
    infoSet.add(-1);
    if (s.isTerminal()) {
      int[] u = new int[players];
      for (int p = 0; p < players; p++) {
        u[p] = s.utility(p);
      }
      utilities.set(node, u);
      return node;
    }
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    int[] moves = Arrays.copyOf(buffer, n);
    List<String> texts = new ArrayList<>();
    for (int m : moves) {
      texts.add(s.moveToText(m));
    }
    moveTexts.set(node, texts);
    if (kind.get(node) == CHANCE) {
      List<Q> probabilities = new ArrayList<>();
      List<ChanceOutcome> outcomes = s.chanceOutcomes();
      for (int i = 0; i < n; i++) {
        if (outcomes.get(i).move() != moves[i]) {
          throw new AssertionError(
              "chance outcomes out of the order of legalMoves at " + s.render());
        }
        probabilities.add(Q.of(outcomes.get(i).numerator(), outcomes.get(i).denominator()));
      }
      chance.set(node, probabilities);
    } else {
      int p = s.playerToMove();
      String observation = s.view(p).observation();
      if (!observation.equals(s.observation(p))) {
        throw new AssertionError("the view's observation is not the state's: " + observation);
      }
      String key = p + "\u0000" + observation;
      Integer index = infoSetIndex.get(key);
      if (index == null) {
        index = infoSets.size();
        infoSetIndex.put(key, index);
        infoSets.add(observation);
        infoSetPlayer.add(p);
        infoSetMoves.add(texts);
      } else if (!infoSetMoves.get(index).equals(texts)) {
        throw new AssertionError(
            "two positions of the information set '" + observation + "' have different moves");
      }
      infoSet.set(node, index);
    }
    int[] kids = new int[n];
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      kids[i] = walk(s, d + 1);
      s.undo();
    }
    children.set(node, kids);
    return node;
  }

  /** The expected utility of {@code seat} when everyone plays {@code policy}. */
  <T> T value(Field<T> f, Policy<T> policy, int seat) {
    return solve(f, policy, seat, -1);
  }

  /**
   * The utility of {@code seat} playing a best response to everyone else playing {@code policy}.
   */
  <T> T bestResponse(Field<T> f, Policy<T> policy, int seat) {
    return solve(f, policy, seat, seat);
  }

  /**
   * Values of every node for {@code seat}, deepest first; where {@code responder} acts, the move of
   * the information set that is best summed over its positions, weighted by how likely the others
   * and chance make each.
   */
  private <T> T solve(Field<T> f, Policy<T> policy, int seat, int responder) {
    int size = size();
    List<T> reach = new ArrayList<>(java.util.Collections.nCopies(size, f.zero()));
    reach.set(0, f.of(Q.ONE));
    for (int node = 0; node < size; node++) { // parents come before children
      int[] kids = children.get(node);
      if (kids == null) {
        continue;
      }
      List<T> probabilities =
          kind.get(node) == CHANCE
              ? chance.get(node).stream().map(f::of).toList()
              : player.get(node) == responder ? null : policy.at(this, node);
      for (int i = 0; i < kids.length; i++) {
        reach.set(
            kids[i],
            probabilities == null
                ? reach.get(node)
                : f.times(reach.get(node), probabilities.get(i)));
      }
    }
    int maxDepth = depth.stream().mapToInt(Integer::intValue).max().orElse(0);
    List<List<Integer>> byDepth = new ArrayList<>();
    for (int d = 0; d <= maxDepth; d++) {
      byDepth.add(new ArrayList<>());
    }
    for (int node = 0; node < size; node++) {
      byDepth.get(depth.get(node)).add(node);
    }
    List<T> value = new ArrayList<>(java.util.Collections.nCopies(size, f.zero()));
    int[] best = new int[infoSets.size()];
    for (int d = maxDepth; d >= 0; d--) {
      if (responder >= 0) {
        Map<Integer, List<T>> sums = new LinkedHashMap<>();
        for (int node : byDepth.get(d)) {
          if (kind.get(node) == DECISION && player.get(node) == responder) {
            int[] kids = children.get(node);
            List<T> sum =
                sums.computeIfAbsent(
                    infoSet.get(node),
                    k -> new ArrayList<>(java.util.Collections.nCopies(kids.length, f.zero())));
            for (int i = 0; i < kids.length; i++) {
              sum.set(i, f.plus(sum.get(i), f.times(reach.get(node), value.get(kids[i]))));
            }
          }
        }
        for (Map.Entry<Integer, List<T>> e : sums.entrySet()) {
          int arg = 0;
          for (int i = 1; i < e.getValue().size(); i++) {
            if (f.compare(e.getValue().get(i), e.getValue().get(arg)) > 0) {
              arg = i;
            }
          }
          best[e.getKey()] = arg;
        }
      }
      for (int node : byDepth.get(d)) {
        int[] kids = children.get(node);
        if (kind.get(node) == TERMINAL) {
          value.set(node, f.of(Q.of(utilities.get(node)[seat], 1)));
        } else if (kind.get(node) == DECISION && player.get(node) == responder) {
          value.set(node, value.get(kids[best[infoSet.get(node)]]));
        } else {
          List<T> probabilities =
              kind.get(node) == CHANCE
                  ? chance.get(node).stream().map(f::of).toList()
                  : policy.at(this, node);
          T sum = f.zero();
          for (int i = 0; i < kids.length; i++) {
            sum = f.plus(sum, f.times(probabilities.get(i), value.get(kids[i])));
          }
          value.set(node, sum);
        }
      }
    }
    return value.get(0);
  }

  /** How far the profile is from an equilibrium: the players' gains from best responses, summed. */
  <T> T nashConv(Field<T> f, Policy<T> policy, java.util.function.UnaryOperator<T> negate) {
    T sum = f.zero();
    for (int p = 0; p < players; p++) {
      sum = f.plus(sum, f.plus(bestResponse(f, policy, p), negate.apply(value(f, policy, p))));
    }
    return sum;
  }
}
