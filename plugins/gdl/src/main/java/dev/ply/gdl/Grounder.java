package dev.ply.gdl;

import dev.ply.gdl.Logic.Atom;
import dev.ply.gdl.Logic.Distinct;
import dev.ply.gdl.Logic.Fn;
import dev.ply.gdl.Logic.Literal;
import dev.ply.gdl.Logic.Neg;
import dev.ply.gdl.Logic.Pos;
import dev.ply.gdl.Logic.Rule;
import dev.ply.gdl.Logic.Same;
import dev.ply.gdl.Logic.Sym;
import dev.ply.gdl.Logic.Term;
import dev.ply.gdl.Logic.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Instantiates a description into ground rules over the propositions that may hold in some
 * reachable state, bottom-up: the fixpoint of the rules with negation read as true, where {@code
 * (true x)} ranges over every {@code x} of {@code init} and {@code next} and {@code (does r m)}
 * over every {@code (legal r m)} (the relaxation of Schkufza, Love and Genesereth 2008 for building
 * a propositional network). Each rule's positive literals are joined in an order that binds the
 * most variables first, through an index on each argument.
 */
final class Grounder {

  /** The largest number of ground atoms or ground rules a game may have. */
  static final int LIMIT = 3_000_000;

  /** A pattern: a term with variables numbered within its rule. */
  private sealed interface P permits PVar, PConst, PFn {}

  private record PVar(int index) implements P {}

  private record PConst(Ground term) implements P {}

  private record PFn(String name, P[] args) implements P {}

  /** A rule ready to join: its positive literals in join order. */
  private record Compiled(
      Rule rule, PFn head, PFn[] pos, PFn[] neg, P[][] distinct, P[][] same, int variables) {}

  /** A ground rule: its head, positive and negative body atoms. */
  record GroundRule(Ground head, Ground[] pos, Ground[] neg) {}

  /** The atoms of one relation, with an index per argument built on first use. */
  private static final class Relation {
    final List<Ground> atoms = new ArrayList<>();
    final Set<Ground> set = new HashSet<>();
    final List<Map<Ground, List<Ground>>> index = new ArrayList<>();

    boolean add(Ground g) {
      if (!set.add(g)) {
        return false;
      }
      atoms.add(g);
      for (int i = 0; i < index.size(); i++) {
        Map<Ground, List<Ground>> m = index.get(i);
        if (m != null) {
          m.computeIfAbsent(g.args[i], k -> new ArrayList<>()).add(g);
        }
      }
      return true;
    }

    List<Ground> byArgument(int i, Ground value) {
      while (index.size() <= i) {
        index.add(null);
      }
      Map<Ground, List<Ground>> m = index.get(i);
      if (m == null) {
        m = new HashMap<>();
        for (Ground g : atoms) {
          m.computeIfAbsent(g.args[i], k -> new ArrayList<>()).add(g);
        }
        index.set(i, m);
      }
      return m.getOrDefault(value, List.of());
    }
  }

  final Ground.Table table = new Ground.Table();
  private final String source;
  private final List<Compiled> rules = new ArrayList<>();
  private final Map<String, Relation> relations = new LinkedHashMap<>();
  private int atomCount;

  Grounder(Description d) {
    this.source = d.source;
    for (Rule r : d.rules) {
      rules.add(compile(r));
    }
  }

  private Relation relation(String name) {
    return relations.computeIfAbsent(name, k -> new Relation());
  }

  /** The atoms of a relation found by {@link #ground()}. */
  List<Ground> atoms(String relation) {
    Relation r = relations.get(relation);
    return r == null ? List.of() : r.atoms;
  }

  /** Runs the fixpoint and returns every ground rule whose body can hold. */
  List<GroundRule> ground() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Compiled c : rules) {
        List<Ground> heads = new ArrayList<>();
        join(
            c,
            0,
            new Ground[c.variables()],
            b -> {
              if (constraintsHold(c, b)) {
                heads.add(substitute(c.head(), b));
              }
            });
        for (Ground h : heads) {
          changed |= addAtom(h);
        }
      }
      for (String source : List.of("init", "next")) {
        for (Ground g : List.copyOf(atoms(source))) {
          changed |= addAtom(table.of("true", g.args[0]));
        }
      }
      for (Ground g : List.copyOf(atoms("legal"))) {
        changed |= addAtom(table.of("does", g.args));
      }
    }
    List<GroundRule> out = new ArrayList<>();
    for (Compiled c : rules) {
      join(
          c,
          0,
          new Ground[c.variables()],
          b -> {
            if (!constraintsHold(c, b)) {
              return;
            }
            Ground[] pos = new Ground[c.pos().length];
            for (int i = 0; i < pos.length; i++) {
              pos[i] = substitute(c.pos()[i], b);
            }
            Ground[] neg = new Ground[c.neg().length];
            for (int i = 0; i < neg.length; i++) {
              neg[i] = substitute(c.neg()[i], b);
            }
            out.add(new GroundRule(substitute(c.head(), b), pos, neg));
            if (out.size() > LIMIT) {
              throw new IllegalArgumentException(
                  source
                      + ": the game has more than "
                      + LIMIT
                      + " ground rules: too large to play");
            }
          });
    }
    return out;
  }

  /** Whether the rule's {@code distinct} literals and their negations hold for a binding. */
  private boolean constraintsHold(Compiled c, Ground[] b) {
    for (P[] pair : c.distinct()) {
      if (substitute(pair[0], b) == substitute(pair[1], b)) {
        return false;
      }
    }
    for (P[] pair : c.same()) {
      if (substitute(pair[0], b) != substitute(pair[1], b)) {
        return false;
      }
    }
    return true;
  }

  private boolean addAtom(Ground g) {
    boolean added = relation(g.name).add(g);
    if (added && ++atomCount > LIMIT) {
      throw new IllegalArgumentException(
          source + ": the game has more than " + LIMIT + " ground propositions: too large to play");
    }
    return added;
  }

  // Joining

  private void join(Compiled c, int k, Ground[] b, Consumer<Ground[]> out) {
    if (k == c.pos().length) {
      out.accept(b);
      return;
    }
    PFn lit = c.pos()[k];
    Relation rel = relations.get(lit.name());
    if (rel == null) {
      return;
    }
    List<Ground> candidates = rel.atoms;
    for (int i = 0; i < lit.args().length; i++) {
      Ground v = groundOrNull(lit.args()[i], b);
      if (v != null) {
        candidates = rel.byArgument(i, v);
        break;
      }
    }
    int[] trail = new int[c.variables()];
    int n = candidates.size();
    for (int j = 0; j < n; j++) {
      Ground g = candidates.get(j);
      int top = matchArgs(lit.args(), g.args, b, trail, 0);
      if (top >= 0) {
        join(c, k + 1, b, out);
      }
      for (int t = 0; t < top; t++) {
        b[trail[t]] = null;
      }
    }
  }

  /** Matches patterns to terms, binding variables; returns the new trail top, or -1 (undone). */
  private static int matchArgs(P[] ps, Ground[] gs, Ground[] b, int[] trail, int top) {
    if (ps.length != gs.length) {
      return -1;
    }
    int start = top;
    for (int i = 0; i < ps.length; i++) {
      int t = match(ps[i], gs[i], b, trail, top);
      if (t < 0) {
        for (int u = start; u < top; u++) {
          b[trail[u]] = null;
        }
        return -1;
      }
      top = t;
    }
    return top;
  }

  private static int match(P p, Ground g, Ground[] b, int[] trail, int top) {
    if (p instanceof PConst c) {
      return c.term() == g ? top : -1;
    }
    if (p instanceof PVar v) {
      Ground bound = b[v.index()];
      if (bound == null) {
        b[v.index()] = g;
        trail[top] = v.index();
        return top + 1;
      }
      return bound == g ? top : -1;
    }
    PFn f = (PFn) p;
    if (!f.name().equals(g.name) || f.args().length != g.args.length) {
      return -1;
    }
    int start = top;
    for (int i = 0; i < f.args().length; i++) {
      int t = match(f.args()[i], g.args[i], b, trail, top);
      if (t < 0) {
        for (int u = start; u < top; u++) {
          b[trail[u]] = null;
        }
        return -1;
      }
      top = t;
    }
    return top;
  }

  private Ground groundOrNull(P p, Ground[] b) {
    if (p instanceof PConst c) {
      return c.term();
    }
    if (p instanceof PVar v) {
      return b[v.index()];
    }
    PFn f = (PFn) p;
    Ground[] args = new Ground[f.args().length];
    for (int i = 0; i < args.length; i++) {
      args[i] = groundOrNull(f.args()[i], b);
      if (args[i] == null) {
        return null;
      }
    }
    return table.of(f.name(), args);
  }

  private Ground substitute(P p, Ground[] b) {
    Ground g = groundOrNull(p, b);
    if (g == null) {
      throw new IllegalStateException("unbound variable in " + p);
    }
    return g;
  }

  // Compiling rules into patterns

  private Compiled compile(Rule r) {
    Map<String, Integer> vars = new HashMap<>();
    PFn head = pattern(r.head(), vars);
    List<Atom> positives = new ArrayList<>();
    List<PFn> neg = new ArrayList<>();
    List<P[]> distinct = new ArrayList<>();
    List<P[]> same = new ArrayList<>();
    for (Literal l : r.body()) {
      if (l instanceof Pos p) {
        positives.add(p.atom());
      }
    }
    // Join order: greedily the literal with the most variables already bound, then the fewest new.
    List<PFn> pos = new ArrayList<>();
    Set<String> bound = new HashSet<>();
    List<Atom> left = new ArrayList<>(positives);
    while (!left.isEmpty()) {
      Atom best = null;
      int bestBound = -1;
      int bestNew = Integer.MAX_VALUE;
      for (Atom a : left) {
        Set<String> vs = new LinkedHashSet<>();
        a.variables(vs);
        int already = (int) vs.stream().filter(bound::contains).count();
        int fresh = vs.size() - already;
        int score = fresh == 0 ? Integer.MAX_VALUE : already;
        if (score > bestBound || score == bestBound && fresh < bestNew) {
          best = a;
          bestBound = score;
          bestNew = fresh;
        }
      }
      left.remove(best);
      best.variables(bound);
      pos.add(pattern(best, vars));
    }
    for (Literal l : r.body()) {
      if (l instanceof Neg n) {
        neg.add(pattern(n.atom(), vars));
      } else if (l instanceof Distinct x) {
        distinct.add(new P[] {pattern(x.a(), vars), pattern(x.b(), vars)});
      } else if (l instanceof Same x) {
        same.add(new P[] {pattern(x.a(), vars), pattern(x.b(), vars)});
      }
    }
    return new Compiled(
        r,
        head,
        pos.toArray(PFn[]::new),
        neg.toArray(PFn[]::new),
        distinct.toArray(P[][]::new),
        same.toArray(P[][]::new),
        vars.size());
  }

  private PFn pattern(Atom a, Map<String, Integer> vars) {
    P[] args = new P[a.args().size()];
    for (int i = 0; i < args.length; i++) {
      args[i] = pattern(a.args().get(i), vars);
    }
    return new PFn(a.relation(), args);
  }

  private P pattern(Term t, Map<String, Integer> vars) {
    if (t instanceof Var v) {
      return new PVar(vars.computeIfAbsent(v.name(), k -> vars.size()));
    }
    if (t instanceof Sym s) {
      return new PConst(table.of(s.name()));
    }
    Fn f = (Fn) t;
    P[] args = new P[f.args().size()];
    boolean ground = true;
    for (int i = 0; i < args.length; i++) {
      args[i] = pattern(f.args().get(i), vars);
      ground &= args[i] instanceof PConst;
    }
    if (ground) {
      Ground[] gs = new Ground[args.length];
      for (int i = 0; i < gs.length; i++) {
        gs[i] = ((PConst) args[i]).term();
      }
      return new PConst(table.of(f.name(), gs));
    }
    return new PFn(f.name(), args);
  }
}
