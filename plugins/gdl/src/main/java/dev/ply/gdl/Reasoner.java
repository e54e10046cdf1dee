package dev.ply.gdl;

import dev.ply.gdl.Grounder.GroundRule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's ground rules compiled into a propositional network (Schkufza, Love and Genesereth 2008):
 * one node per ground proposition, each the disjunction of its rules, each rule the conjunction of
 * its literals, in flat arrays. The base propositions ({@code (true x)}) come from the state, the
 * inputs ({@code (does r m)}) from the joint move; every proposition that depends on neither is
 * computed once and folded out of the rules. A query evaluates only its cone (the propositions its
 * answer depends on) in dependency order; a cycle of propositions (recursion) is evaluated to its
 * least fixpoint. Immutable: each state evaluates into its own value array ({@link #values()}).
 */
final class Reasoner {

  final List<String> roles;

  /** The base propositions: index {@code b} is the term {@code x} of {@code (true x)}. */
  final Ground[] base;

  /** The base propositions true in the initial state. */
  final BitSet init;

  /** The node of {@code (next x)} for each base proposition, or -1. */
  final int[] next;

  /** The distinct move terms of all roles; a move's int is its index here. */
  final Ground[] moves;

  /** For each role, its possible moves (indices into {@link #moves}) and their legal nodes. */
  final int[][] roleMoves;

  final int[][] legalNode;

  /** For each role and move, the move's index in roleMoves, or -1. */
  final int[][] choiceOf;

  /** For each role, the does node of each of its possible moves (parallel to roleMoves). */
  final int[][] doesNode;

  /** The node of {@code terminal}, or -1 when no rule can conclude it. */
  final int terminal;

  /** For each role, the goal values it can get and their nodes. */
  final int[][] goalValue;

  final int[][] goalNode;

  int nodes;
  final int[] ruleStart;
  final int[] litStart;
  final int[] lits;
  private boolean[] template;

  /** The cones, in evaluation order; a negative entry {@code -k} starts a cycle of k nodes. */
  final int[] legalAndTerminalCone;

  final int[] goalCone;
  final int[] nextCone;

  /** Every node that depends on the state or the move, in evaluation order. */
  final int[] allCone;

  /**
   * Whether no proposition depends on itself through the state's rules (no recursion left once the
   * constants are folded): then a state can be updated by differential propagation ({@link
   * Propagation}), which counts each rule's true literals and each proposition's true rules and
   * follows only what a move changes (Cox, Schkufza, Madsen and Genesereth 2009).
   */
  final boolean acyclic;

  /**
   * The network as gates, for {@link Propagation} (acyclic networks only, else null): each dynamic
   * proposition that has rules, and each rule of two or more literals of a proposition with several
   * rules, is a gate that holds when its count is positive. An AND gate of k literals starts at
   * {@code 1 - k}, an OR gate at 0, and each literal satisfied adds one; a rule of one literal is
   * an edge into its proposition's OR gate, and a proposition with one rule is that rule's AND
   * gate. Gates after {@link #nodes} are the rules made gates.
   */
  final int gates;

  /**
   * The gates each node feeds: {@code gate << 3}, {@code | 4} when the gate feeds gates in turn,
   * {@code | 2} when it is a next proposition, {@code | 1} when the literal is negated.
   */
  final int[] gateFan;

  /** For each gate that is a next proposition, the base proposition it sets; else -1. */
  final int[] nextBase;

  /** The next propositions that hold in the settled network, as base propositions' bits. */
  final long[] settledNext;

  final int[] gateFanStart;

  /** Every node's value and every gate's count with no base or input proposition true. */
  final boolean[] settledValue;

  final int[] settledCount;

  /**
   * The legal and the goal propositions that no rule reads, left out of the propagation: their
   * gates in evaluation order, run by {@link #run} when they are read.
   */
  final int[] legalCode;

  final int[] goalCode;

  /**
   * For differential propagation: the does node of each role's move, by the move's index in {@link
   * #moves}, or -1 where the role has no such move or no gate reads it (a waiting role's {@code
   * noop}, as a rule), so that it is never set.
   */
  final int[][] doesInput;

  /**
   * Where each role's legal choices start in a state's list of legal moves ({@link #list}), after
   * one count a role; the list's length is {@link #legalListLength}.
   */
  final int[] legalOffset;

  final int legalListLength;

  /** The number of base and input propositions: the nodes numbered below it. */
  final int inputs;

  /** The gate network compiled to bytecode ({@link GateCompiler}), or null: not compiled. */
  final Gates compiled;

  Reasoner(Description d) {
    Grounder g = new Grounder(d);
    List<GroundRule> rules = g.ground();
    this.roles = d.roles;
    Map<Ground, Integer> id = new LinkedHashMap<>();
    // 1. Base propositions first (those of init first), then inputs, then the rest.
    List<Ground> trueAtoms = g.atoms("true");
    base = new Ground[trueAtoms.size()];
    for (int i = 0; i < base.length; i++) {
      base[i] = trueAtoms.get(i).args[0];
      id.put(trueAtoms.get(i), i);
    }
    for (Ground a : g.atoms("does")) {
      id.putIfAbsent(a, id.size());
    }
    for (GroundRule r : rules) {
      id.putIfAbsent(r.head(), id.size());
    }
    nodes = id.size();
    // 2. Rules grouped by head.
    List<List<GroundRule>> byHead = new ArrayList<>();
    for (int i = 0; i < nodes; i++) {
      byHead.add(new ArrayList<>());
    }
    for (GroundRule r : rules) {
      byHead.get(id.get(r.head())).add(r);
    }
    int[][][] ruleLits = new int[nodes][][];
    for (int n = 0; n < nodes; n++) {
      List<GroundRule> rs = byHead.get(n);
      ruleLits[n] = new int[rs.size()][];
      for (int k = 0; k < rs.size(); k++) {
        GroundRule r = rs.get(k);
        List<Integer> ls = new ArrayList<>();
        for (Ground p : r.pos()) {
          ls.add(id.get(p));
        }
        for (Ground q : r.neg()) {
          Integer qi = id.get(q);
          if (qi != null) {
            ls.add(~qi);
          }
        }
        ruleLits[n][k] = ls.stream().mapToInt(Integer::intValue).toArray();
      }
    }
    inputs = base.length + g.atoms("does").size();
    // 3. Which nodes depend on the state or the move; the others are computed once.
    boolean[] dynamic = new boolean[nodes];
    for (int i = 0; i < inputs; i++) {
      dynamic[i] = true;
    }
    int[] order = order(ruleLits, inputs);
    for (int i = 0; i < order.length; ) {
      // A node is dynamic when a literal of its rules is; the members of a cycle all are or not.
      int k = order[i] >= 0 ? 1 : -order[i];
      int first = order[i] >= 0 ? i : i + 1;
      boolean any = false;
      for (int j = first; j < first + k; j++) {
        for (int[] r : ruleLits[order[j]]) {
          for (int l : r) {
            any |= dynamic[l >= 0 ? l : ~l];
          }
        }
      }
      for (int j = first; j < first + k; j++) {
        dynamic[order[j]] = any;
      }
      i = first + k;
    }
    template = new boolean[nodes];
    evaluateStatic(order, ruleLits, dynamic);
    // 4. Fold the constants out of the rules.
    for (int n = 0; n < nodes; n++) {
      if (!dynamic[n]) {
        ruleLits[n] = new int[0][];
        continue;
      }
      List<int[]> kept = new ArrayList<>();
      rule:
      for (int[] r : ruleLits[n]) {
        List<Integer> ls = new ArrayList<>();
        for (int l : r) {
          int x = l >= 0 ? l : ~l;
          if (dynamic[x]) {
            ls.add(l);
          } else if (template[x] != (l >= 0)) {
            continue rule;
          }
        }
        if (ls.isEmpty()) {
          kept.clear();
          kept.add(new int[0]);
          break;
        }
        kept.add(ls.stream().mapToInt(Integer::intValue).toArray());
      }
      ruleLits[n] = kept.toArray(int[][]::new);
    }
    boolean cyclic = false;
    for (int i = 0; i < order.length; i++) {
      cyclic |= order[i] < 0 && dynamic[order[i + 1]];
    }
    if (!cyclic) {
      ruleLits = Factoring.factor(ruleLits, dynamic);
      nodes = ruleLits.length;
      template = Arrays.copyOf(template, nodes);
      dynamic = Arrays.copyOf(dynamic, nodes);
      for (int n = id.size(); n < nodes; n++) {
        dynamic[n] = true;
      }
    }
    ruleStart = new int[nodes + 1];
    List<Integer> starts = new ArrayList<>();
    List<Integer> all = new ArrayList<>();
    for (int n = 0; n < nodes; n++) {
      ruleStart[n] = starts.size();
      for (int[] r : ruleLits[n]) {
        starts.add(all.size());
        for (int l : r) {
          all.add(l);
        }
      }
    }
    ruleStart[nodes] = starts.size();
    starts.add(all.size());
    litStart = starts.stream().mapToInt(Integer::intValue).toArray();
    lits = all.stream().mapToInt(Integer::intValue).toArray();
    // 5. The game's keywords.
    init = new BitSet();
    for (Ground a : g.atoms("init")) {
      Integer node = id.get(a);
      if (node != null && template[node]) {
        init.set(id.get(g.table.of("true", a.args[0])));
      }
    }
    next = new int[base.length];
    for (int b = 0; b < base.length; b++) {
      Integer n = id.get(g.table.of("next", base[b]));
      next[b] = n == null ? -1 : n;
    }
    Map<Ground, Integer> moveIndex = new LinkedHashMap<>();
    roleMoves = new int[roles.size()][];
    legalNode = new int[roles.size()][];
    doesNode = new int[roles.size()][];
    for (int r = 0; r < roles.size(); r++) {
      Ground role = g.table.of(roles.get(r));
      List<int[]> ms = new ArrayList<>();
      for (Ground a : g.atoms("legal")) {
        if (a.args[0] == role && id.containsKey(a)) {
          int m = moveIndex.computeIfAbsent(a.args[1], k -> moveIndex.size());
          Integer does = id.get(g.table.of("does", a.args));
          ms.add(new int[] {m, id.get(a), does});
        }
      }
      roleMoves[r] = ms.stream().mapToInt(x -> x[0]).toArray();
      legalNode[r] = ms.stream().mapToInt(x -> x[1]).toArray();
      doesNode[r] = ms.stream().mapToInt(x -> x[2]).toArray();
    }
    moves = moveIndex.keySet().toArray(Ground[]::new);
    choiceOf = new int[roles.size()][moves.length];
    for (int r = 0; r < roles.size(); r++) {
      Arrays.fill(choiceOf[r], -1);
      for (int i = 0; i < roleMoves[r].length; i++) {
        choiceOf[r][roleMoves[r][i]] = i;
      }
    }
    Integer t = id.get(g.table.of("terminal"));
    terminal = t == null ? -1 : t;
    goalValue = new int[roles.size()][];
    goalNode = new int[roles.size()][];
    for (int r = 0; r < roles.size(); r++) {
      Ground role = g.table.of(roles.get(r));
      List<int[]> gs = new ArrayList<>();
      for (Ground a : g.atoms("goal")) {
        if (a.args[0] == role && id.containsKey(a)) {
          int v;
          try {
            v = Integer.parseInt(a.args[1].name);
          } catch (NumberFormatException e) {
            v = -1;
          }
          if (v < 0 || v > 100 || a.args[1].args.length > 0) {
            throw new IllegalArgumentException(
                d.source + ": the goal " + a + " is not a whole number from 0 to 100");
          }
          gs.add(new int[] {v, id.get(a)});
        }
      }
      goalValue[r] = gs.stream().mapToInt(x -> x[0]).toArray();
      goalNode[r] = gs.stream().mapToInt(x -> x[1]).toArray();
    }
    // 6. The cones of the three queries.
    List<Integer> legalAndTerminal = new ArrayList<>();
    for (int[] ns : legalNode) {
      Arrays.stream(ns).forEach(legalAndTerminal::add);
    }
    if (terminal >= 0) {
      legalAndTerminal.add(terminal);
    }
    legalAndTerminalCone = cone(order, legalAndTerminal, dynamic);
    List<Integer> goals = new ArrayList<>();
    for (int[] ns : goalNode) {
      Arrays.stream(ns).forEach(goals::add);
    }
    goalCone = cone(order, goals, dynamic);
    List<Integer> nexts = new ArrayList<>();
    for (int n : next) {
      if (n >= 0) {
        nexts.add(n);
      }
    }
    nextCone = cone(order, nexts, dynamic);
    List<Integer> everything = new ArrayList<>();
    for (int n = 0; n < nodes; n++) {
      everything.add(n);
    }
    allCone = cone(order, everything, dynamic);
    acyclic = !cyclic;
    // 7. For differential propagation: the rules as gates, each node's gates, the settled counts;
    // the legal and goal propositions that no rule reads are left out of it, each evaluated when
    // read.
    if (cyclic) {
      gates = nodes;
      gateFan = gateFanStart = settledCount = legalCode = goalCode = nextBase = null;
      settledValue = null;
      settledNext = null;
    } else {
      int[] readers = new int[nodes];
      for (int l : lits) {
        readers[l >= 0 ? l : ~l]++;
      }
      boolean[] legalOrGoal = new boolean[nodes];
      List<Integer> legalList = new ArrayList<>();
      List<Integer> goalList = new ArrayList<>();
      for (int[] ns : legalNode) {
        for (int n : ns) {
          legalOrGoal[n] = true;
          legalList.add(n);
        }
      }
      for (int[] ns : goalNode) {
        for (int n : ns) {
          legalOrGoal[n] = true;
          goalList.add(n);
        }
      }
      int[] sharing = new int[nodes];
      for (int n = inputs; n < nodes; n++) {
        if (legalOrGoal[n] && readers[n] == 0 && dynamic[n]) {
          for (int[] r : ruleLits[n]) {
            for (int l : r) {
              sharing[l >= 0 ? l : ~l]++;
            }
          }
        }
      }
      List<int[]> edges = new ArrayList<>();
      List<Integer> offsets = new ArrayList<>();
      for (int n = 0; n < nodes; n++) {
        offsets.add(0);
      }
      List<Integer> code = new ArrayList<>();
      int[][] codeOf = new int[nodes][];
      for (int n = inputs; n < nodes; n++) {
        int[][] rs = ruleLits[n];
        if (!dynamic[n]) {
          continue;
        }
        boolean pull = legalOrGoal[n] && readers[n] == 0;
        if (pull) {
          // The literal shared by the most such gates first (the turn's control, in a game of
          // turns): it decides most gates alone, in long runs.
          Comparator<Integer> shared = Comparator.comparingInt(l -> -sharing[l >= 0 ? l : ~l]);
          for (int k = 0; k < rs.length; k++) {
            rs[k] =
                Arrays.stream(rs[k]).boxed().sorted(shared).mapToInt(Integer::intValue).toArray();
          }
        }
        code.clear();
        List<Integer> inputsOfN = new ArrayList<>();
        if (rs.length == 1) {
          offsets.set(n, 1 - rs[0].length);
          for (int l : rs[0]) {
            inputsOfN.add(l);
          }
        } else {
          for (int[] r : rs) {
            if (r.length == 1) {
              inputsOfN.add(r[0]);
              continue;
            }
            int and = offsets.size();
            offsets.add(1 - r.length);
            List<Integer> ls = new ArrayList<>();
            for (int l : r) {
              ls.add(l);
            }
            gate(and, 1 - r.length, ls, pull ? code : null, edges);
            inputsOfN.add(and);
          }
        }
        gate(n, offsets.get(n), inputsOfN, pull ? code : null, edges);
        if (pull) {
          codeOf[n] = code.stream().mapToInt(Integer::intValue).toArray();
        }
      }
      legalCode = codeFor(legalList, codeOf);
      goalCode = codeFor(goalList, codeOf);
      gates = offsets.size();
      gateFanStart = new int[gates + 1];
      for (int[] e : edges) {
        gateFanStart[e[0] + 1]++;
      }
      for (int n = 0; n < gates; n++) {
        gateFanStart[n + 1] += gateFanStart[n];
      }
      gateFan = new int[edges.size()];
      nextBase = new int[gates];
      Arrays.fill(nextBase, -1);
      for (int b = 0; b < base.length; b++) {
        if (next[b] >= 0) {
          nextBase[next[b]] = b;
        }
      }
      int[] fill = gateFanStart.clone();
      int[] start = offsets.stream().mapToInt(Integer::intValue).toArray();
      settledCount = new int[gates];
      for (int[] e : edges) {
        int gate = e[1] >>> 1;
        gateFan[fill[e[0]]++] =
            gate << 3
                | (gateFanStart[gate + 1] > gateFanStart[gate] ? 4 : 0)
                | (nextBase[gate] >= 0 ? 2 : 0)
                | (e[1] & 1);
      }
      settledValue = Arrays.copyOf(template, gates);
      boolean[] pushed = new boolean[gates];
      for (int n = inputs; n < gates; n++) {
        pushed[n] = n >= nodes || dynamic[n];
      }
      for (int[] pulled : new int[][] {legalCode, goalCode}) {
        for (int i = 0; i < pulled.length; i += 3 + pulled[i + 2]) {
          pushed[pulled[i]] = false;
        }
      }
      Propagation.settle(this, settledValue, settledCount, start, pushed);
      settledNext = new long[(base.length + 63) >>> 6];
      for (int b = 0; b < base.length; b++) {
        if (next[b] >= 0 && settledValue[next[b]]) {
          settledNext[b >>> 6] |= 1L << b;
        }
      }
    }
    legalOffset = new int[roles.size()];
    int listed = roles.size();
    for (int r = 0; r < roles.size(); r++) {
      legalOffset[r] = listed - roles.size();
      listed += roleMoves[r].length;
    }
    legalListLength = listed;
    doesInput = new int[roles.size()][];
    for (int r = 0; r < roles.size(); r++) {
      doesInput[r] = new int[moves.length];
      Arrays.fill(doesInput[r], -1);
      for (int i = 0; i < doesNode[r].length; i++) {
        int n = doesNode[r][i];
        if (cyclic || gateFanStart[n + 1] > gateFanStart[n]) {
          doesInput[r][roleMoves[r][i]] = n;
        }
      }
    }
    compiled = cyclic ? null : GateCompiler.compile(this);
  }

  /**
   * A gate's inputs (literals: node, or {@code ~node} negated): as edges of the network, or, for a
   * gate evaluated when read, appended to {@code code} as {@code gate, start count, k, k inputs}
   * ({@code node << 1}, {@code | 1} negated).
   */
  private static void gate(
      int gate, int start, List<Integer> inputs, List<Integer> code, List<int[]> edges) {
    if (code != null) {
      code.add(gate);
      code.add(start);
      code.add(inputs.size());
    }
    for (int l : inputs) {
      int literal = l >= 0 ? l << 1 : ~l << 1 | 1;
      if (code != null) {
        code.add(literal);
      } else {
        edges.add(new int[] {literal >>> 1, gate << 1 | (literal & 1)});
      }
    }
  }

  private static int[] codeFor(List<Integer> targets, int[][] codeOf) {
    List<Integer> out = new ArrayList<>();
    for (int n : targets) {
      if (codeOf[n] != null) {
        Arrays.stream(codeOf[n]).forEach(out::add);
        codeOf[n] = null;
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * Evaluates gates left out of the propagation ({@link #legalCode}, {@link #goalCode}): an OR gate
   * (start count 0) holds at its first satisfied input, an AND gate fails at its first unsatisfied
   * one.
   */
  static void run(int[] code, boolean[] value) {
    for (int i = 0; i < code.length; ) {
      int gate = code[i];
      boolean or = code[i + 1] == 0;
      int end = i + 3 + code[i + 2];
      boolean holds = !or;
      for (int j = i + 3; j < end; j++) {
        int t = code[j];
        if (value[t >>> 1] != ((t & 1) != 0) == or) {
          holds = or;
          break;
        }
      }
      value[gate] = holds;
      i = end;
    }
  }

  /**
   * Lists each role's legal moves from the values of its legal propositions, into {@code legal}:
   * role r's count at {@code legal[r]}, its moves (indices into {@link #moves}) from {@code
   * legal[roles + legalOffset[r]]}.
   */
  void list(boolean[] v, int[] legal) {
    int roles = legalNode.length;
    for (int r = 0; r < roles; r++) {
      int[] nodes = legalNode[r];
      int at = roles + legalOffset[r];
      int k = 0;
      for (int i = 0; i < nodes.length; i++) {
        if (v[nodes[i]]) {
          legal[at + k++] = roleMoves[r][i];
        }
      }
      legal[r] = k;
    }
  }

  /** The number of propositions and of rules, for people. */
  String size() {
    return nodes + " propositions, " + (litStart.length - 1) + " rules";
  }

  /** A fresh value array: the constants set, everything else false. */
  boolean[] values() {
    return template.clone();
  }

  /** Evaluates a cone into {@code v}, whose base and input entries are set. */
  void evaluate(int[] cone, boolean[] v) {
    int i = 0;
    while (i < cone.length) {
      int n = cone[i];
      if (n >= 0) {
        v[n] = holds(n, v);
        i++;
        continue;
      }
      int k = -n;
      for (int j = 1; j <= k; j++) {
        v[cone[i + j]] = false;
      }
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int j = 1; j <= k; j++) {
          int m = cone[i + j];
          if (!v[m] && holds(m, v)) {
            v[m] = true;
            changed = true;
          }
        }
      }
      i += k + 1;
    }
  }

  private boolean holds(int n, boolean[] v) {
    int end = ruleStart[n + 1];
    for (int r = ruleStart[n]; r < end; r++) {
      int to = litStart[r + 1];
      int l = litStart[r];
      for (; l < to; l++) {
        int x = lits[l];
        if (x >= 0 ? !v[x] : v[~x]) {
          break;
        }
      }
      if (l == to) {
        return true;
      }
    }
    return false;
  }

  private void evaluateStatic(int[] order, int[][][] ruleLits, boolean[] dynamic) {
    int i = 0;
    while (i < order.length) {
      int n = order[i];
      int k = n >= 0 ? 1 : -n;
      int first = n >= 0 ? i : i + 1;
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int j = first; j < first + k; j++) {
          int m = order[j];
          if (!dynamic[m] && !template[m] && holdsStatic(ruleLits[m], template)) {
            template[m] = true;
            changed = true;
          }
        }
      }
      i = first + k;
    }
  }

  private static boolean holdsStatic(int[][] rules, boolean[] v) {
    for (int[] r : rules) {
      boolean ok = true;
      for (int x : r) {
        if (x >= 0 ? !v[x] : v[~x]) {
          ok = false;
          break;
        }
      }
      if (ok) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every non-input node in dependency order (Tarjan's strongly connected components, iteratively):
   * a node comes after the nodes it depends on; a cycle is written {@code -k} then its k nodes.
   */
  private int[] order(int[][][] ruleLits, int inputs) {
    int n = nodes;
    int[] index = new int[n];
    int[] low = new int[n];
    Arrays.fill(index, -1);
    boolean[] onStack = new boolean[n];
    int[] stack = new int[n];
    int sp = 0;
    int counter = 0;
    List<Integer> out = new ArrayList<>();
    // Edges of a node: the nodes of its rules' literals.
    int[][] edges = new int[n][];
    for (int v = 0; v < n; v++) {
      edges[v] =
          Arrays.stream(ruleLits[v])
              .flatMapToInt(Arrays::stream)
              .map(x -> x >= 0 ? x : ~x)
              .filter(x -> x >= inputs)
              .distinct()
              .toArray();
    }
    int[] callNode = new int[n];
    int[] callEdge = new int[n];
    for (int root = inputs; root < n; root++) {
      if (index[root] >= 0) {
        continue;
      }
      int depth = 0;
      callNode[0] = root;
      callEdge[0] = 0;
      index[root] = low[root] = counter++;
      stack[sp++] = root;
      onStack[root] = true;
      while (depth >= 0) {
        int v = callNode[depth];
        if (callEdge[depth] < edges[v].length) {
          int w = edges[v][callEdge[depth]++];
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            stack[sp++] = w;
            onStack[w] = true;
            depth++;
            callNode[depth] = w;
            callEdge[depth] = 0;
          } else if (onStack[w]) {
            low[v] = Math.min(low[v], index[w]);
          }
          continue;
        }
        if (low[v] == index[v]) {
          List<Integer> scc = new ArrayList<>();
          int w;
          do {
            w = stack[--sp];
            onStack[w] = false;
            scc.add(w);
          } while (w != v);
          boolean cyclic = scc.size() > 1 || Arrays.stream(edges[v]).anyMatch(x -> x == v);
          if (cyclic) {
            out.add(-scc.size());
          }
          out.addAll(scc);
        }
        depth--;
        if (depth >= 0) {
          int parent = callNode[depth];
          low[parent] = Math.min(low[parent], low[v]);
        }
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The part of {@code order} that the targets depend on, dynamic nodes only. */
  private int[] cone(int[] order, List<Integer> targets, boolean[] dynamic) {
    boolean[] needed = new boolean[nodes];
    List<Integer> todo = new ArrayList<>();
    for (int t : targets) {
      if (!needed[t]) {
        needed[t] = true;
        todo.add(t);
      }
    }
    while (!todo.isEmpty()) {
      int x = todo.remove(todo.size() - 1);
      for (int r = ruleStart[x]; r < ruleStart[x + 1]; r++) {
        for (int l = litStart[r]; l < litStart[r + 1]; l++) {
          int y = lits[l] >= 0 ? lits[l] : ~lits[l];
          if (!needed[y]) {
            needed[y] = true;
            todo.add(y);
          }
        }
      }
    }
    List<Integer> out = new ArrayList<>();
    int i = 0;
    while (i < order.length) {
      int n = order[i];
      if (n >= 0) {
        if (needed[n] && dynamic[n]) {
          out.add(n);
        }
        i++;
        continue;
      }
      int k = -n;
      List<Integer> members = new ArrayList<>();
      for (int j = 1; j <= k; j++) {
        int m = order[i + j];
        if (needed[m] && dynamic[m]) {
          members.add(m);
        }
      }
      if (!members.isEmpty()) {
        out.add(-members.size());
        out.addAll(members);
      }
      i += k + 1;
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }
}
