package dev.ply.gdl;

import dev.ply.gdl.Logic.Atom;
import dev.ply.gdl.Logic.Distinct;
import dev.ply.gdl.Logic.Literal;
import dev.ply.gdl.Logic.Neg;
import dev.ply.gdl.Logic.Pos;
import dev.ply.gdl.Logic.Rule;
import dev.ply.gdl.Logic.Same;
import dev.ply.gdl.Logic.Term;
import dev.ply.gdl.Logic.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The restrictions of GDL (Love et al. 2008, section 3 and 4), checked on a description before it
 * is grounded; the first one broken is an {@link IllegalArgumentException} naming the rule and its
 * line:
 *
 * <ol>
 *   <li>the arity of the keywords ({@code role/1}, {@code init/1}, {@code true/1}, {@code next/1},
 *       {@code legal/2}, {@code does/2}, {@code goal/2}, {@code terminal/0}), one arity per
 *       relation constant;
 *   <li>{@code role} only in ground facts; {@code true} and {@code does} only in bodies; {@code
 *       init} and {@code next} only in heads;
 *   <li>{@code init} does not depend on {@code true}, {@code does}, {@code next}, {@code legal},
 *       {@code goal} or {@code terminal}; {@code legal}, {@code goal} and {@code terminal} do not
 *       depend on {@code does};
 *   <li>safety: every variable of a rule appears in a positive literal of its body;
 *   <li>stratification: no cycle of the dependency graph goes through a negation;
 *   <li>the recursion restriction: in a rule whose head relation {@code p} is in a cycle with a
 *       body literal's relation, each variable of that literal's arguments appears in the head's
 *       arguments or in a positive body literal whose relation is in no cycle with {@code p} (the
 *       specification asks this of each argument; read per variable, as real game files need).
 * </ol>
 */
final class Restrictions {

  private static final Map<String, Integer> ARITY =
      Map.of(
          "role",
          1,
          "init",
          1,
          "true",
          1,
          "next",
          1,
          "legal",
          2,
          "does",
          2,
          "goal",
          2,
          "terminal",
          0);

  private final Description d;

  private Restrictions(Description d) {
    this.d = d;
  }

  static void check(Description d) {
    new Restrictions(d).run();
  }

  private IllegalArgumentException broken(Rule r, String what) {
    return new IllegalArgumentException(
        d.source + ":" + r.line() + ": " + r.where() + " breaks " + what + ": " + r.written());
  }

  private void run() {
    keywords();
    for (Rule r : d.rules) {
      safety(r);
    }
    Map<String, Set<String>> edges = new HashMap<>();
    for (Rule r : d.rules) {
      for (Literal l : r.body()) {
        Atom a = atomOf(l);
        if (a != null) {
          edges.computeIfAbsent(a.relation(), k -> new HashSet<>()).add(r.head().relation());
        }
      }
    }
    dependencies(edges);
    Map<String, Integer> component = components(edges);
    for (Rule r : d.rules) {
      String head = r.head().relation();
      for (Literal l : r.body()) {
        if (l instanceof Neg n && same(component, n.atom().relation(), head)) {
          throw broken(
              r,
              "stratification (a negation in a cycle of the dependency graph: "
                  + head
                  + " depends on (not "
                  + n.atom().relation()
                  + ") and "
                  + n.atom().relation()
                  + " on "
                  + head
                  + ")");
        }
      }
      recursion(r, component);
    }
  }

  private static Atom atomOf(Literal l) {
    return l instanceof Pos p ? p.atom() : l instanceof Neg n ? n.atom() : null;
  }

  private void keywords() {
    Map<String, Integer> arity = new LinkedHashMap<>();
    Map<String, Rule> firstUse = new HashMap<>();
    for (Rule r : d.rules) {
      List<Atom> atoms = new ArrayList<>();
      atoms.add(r.head());
      r.body().stream().map(Restrictions::atomOf).filter(a -> a != null).forEach(atoms::add);
      for (Atom a : atoms) {
        Integer fixed = ARITY.get(a.relation());
        if (fixed != null && fixed != a.args().size()) {
          throw broken(
              r, "the arity of " + a.relation() + " (" + fixed + " arguments, here " + a + ")");
        }
        Integer seen = arity.putIfAbsent(a.relation(), a.args().size());
        firstUse.putIfAbsent(a.relation(), r);
        if (seen != null && seen != a.args().size()) {
          throw broken(
              r,
              "the single arity of a relation ("
                  + a.relation()
                  + " has "
                  + seen
                  + " arguments at line "
                  + firstUse.get(a.relation()).line()
                  + ", "
                  + a.args().size()
                  + " here)");
        }
      }
      String head = r.head().relation();
      switch (head) {
        case "true", "does" -> throw broken(r, "the rule that " + head + " is never concluded");
        case "distinct", "not", "or" -> throw broken(r, "the rule that " + head + " is no head");
        case "role" -> {
          if (!r.body().isEmpty() || !r.head().args().get(0).ground()) {
            throw broken(r, "the rule that role appears only in ground facts");
          }
        }
        default -> {}
      }
      for (Literal l : r.body()) {
        Atom a = atomOf(l);
        if (a != null && (a.relation().equals("init") || a.relation().equals("next"))) {
          throw broken(r, "the rule that " + a.relation() + " appears only in heads");
        }
      }
    }
  }

  private void safety(Rule r) {
    Set<String> bound = new HashSet<>();
    for (Literal l : r.body()) {
      if (l instanceof Pos p) {
        p.atom().variables(bound);
      }
    }
    Set<String> needed = new HashSet<>();
    r.head().variables(needed);
    for (Literal l : r.body()) {
      if (l instanceof Neg n) {
        n.atom().variables(needed);
      } else if (l instanceof Distinct x) {
        x.a().variables(needed);
        x.b().variables(needed);
      } else if (l instanceof Same x) {
        x.a().variables(needed);
        x.b().variables(needed);
      }
    }
    needed.removeAll(bound);
    if (!needed.isEmpty()) {
      throw broken(
          r,
          "safety (the variable"
              + (needed.size() == 1 ? " " : "s ")
              + String.join(", ", new java.util.TreeSet<>(needed))
              + " must appear in a positive literal of the body)");
    }
  }

  /** Whether one relation depends on another through the rules. */
  private static boolean reaches(Map<String, Set<String>> edges, String from, String to) {
    Deque<String> todo = new ArrayDeque<>(List.of(from));
    Set<String> seen = new HashSet<>(todo);
    while (!todo.isEmpty()) {
      String x = todo.pop();
      if (x.equals(to)) {
        return true;
      }
      for (String y : edges.getOrDefault(x, Set.of())) {
        if (seen.add(y)) {
          todo.push(y);
        }
      }
    }
    return false;
  }

  private void dependencies(Map<String, Set<String>> edges) {
    for (String source : List.of("true", "does", "next", "legal", "goal", "terminal")) {
      if (reaches(edges, source, "init")) {
        throw new IllegalArgumentException(
            d.source
                + ":"
                + firstRule("init").line()
                + ": init depends on "
                + source
                + ", which the GDL restrictions forbid (init must not depend on true, does,"
                + " next, legal, goal or terminal)");
      }
    }
    for (String target : List.of("legal", "goal", "terminal")) {
      if (reaches(edges, "does", target)) {
        Rule r = firstRule(target);
        throw new IllegalArgumentException(
            d.source
                + ":"
                + (r == null ? 0 : r.line())
                + ": "
                + target
                + " depends on does, which the GDL restrictions forbid (legal, goal and"
                + " terminal must depend on the state only)");
      }
    }
  }

  private Rule firstRule(String relation) {
    return d.rules.stream()
        .filter(r -> r.head().relation().equals(relation))
        .findFirst()
        .orElse(null);
  }

  /** The strongly connected component of each relation in a cycle (absent: in none). */
  private static Map<String, Integer> components(Map<String, Set<String>> edges) {
    Map<String, Integer> out = new HashMap<>();
    Set<String> nodes = new HashSet<>(edges.keySet());
    edges.values().forEach(nodes::addAll);
    int next = 0;
    for (String n : nodes) {
      if (out.containsKey(n)) {
        continue;
      }
      boolean cyclic = false;
      List<String> members = new ArrayList<>();
      for (String m : nodes) {
        if (reaches(edges, n, m) && reaches(edges, m, n)) {
          if (!m.equals(n) || edges.getOrDefault(n, Set.of()).contains(n)) {
            cyclic = true;
          }
          members.add(m);
        }
      }
      if (cyclic) {
        for (String m : members) {
          out.put(m, next);
        }
        next++;
      }
    }
    return out;
  }

  private static boolean same(Map<String, Integer> component, String a, String b) {
    Integer ca = component.get(a);
    return ca != null && ca.equals(component.get(b));
  }

  private void recursion(Rule r, Map<String, Integer> component) {
    String head = r.head().relation();
    Set<String> allowed = new HashSet<>();
    for (Term t : r.head().args()) {
      t.variables(allowed);
    }
    for (Literal l : r.body()) {
      if (l instanceof Pos p && !same(component, p.atom().relation(), head)) {
        p.atom().variables(allowed);
      }
    }
    for (Literal l : r.body()) {
      if (l instanceof Pos p && same(component, p.atom().relation(), head)) {
        Set<String> vs = new HashSet<>();
        p.atom().variables(vs);
        vs.removeAll(allowed);
        if (!vs.isEmpty()) {
          throw broken(
              r,
              "the recursion restriction (in the recursive literal "
                  + p.atom()
                  + ", "
                  + String.join(", ", new java.util.TreeSet<>(vs))
                  + " must appear in the head or in a positive literal of a relation outside the"
                  + " cycle)");
        }
      }
    }
  }

  static boolean isVariable(Term t) {
    return t instanceof Var;
  }
}
