package dev.ply.gdl;

import dev.ply.gdl.Kif.Sx;
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
import java.util.List;

/**
 * A GDL game description read from KIF: its rules, with {@code or} expanded into one rule per
 * disjunct, and its roles in the order written. The checks of the GDL restrictions are in {@link
 * Restrictions}. The {@code base} and {@code input} declarations of later GDL are read and left
 * out: the grounder finds the same propositions from the rules.
 */
final class Description {

  final String source;
  final String text;
  final List<Rule> rules;
  final List<String> roles;

  /**
   * Whether the rules are GDL-II (Thielscher 2010): they name the role {@code random} or a rule of
   * {@code sees}. Then each {@code (sees ?r ?p)} rule has a twin {@code (next (ply-percept ?r ?p))}
   * among the rules, so that the percepts of the last joint move are part of the next state (the
   * reasoner then needs nothing of GDL-II), and {@code random} is chance, not a seat.
   */
  final boolean incomplete;

  /** The base proposition a percept becomes: {@code (ply-percept role percept)}. */
  static final String PERCEPT = "ply-percept";

  private Description(
      String source, String text, List<Rule> rules, List<String> roles, boolean incomplete) {
    this.source = source;
    this.text = text;
    this.rules = rules;
    this.roles = roles;
    this.incomplete = incomplete;
  }

  /**
   * Reads and checks a description.
   *
   * @throws IllegalArgumentException naming {@code source:line:column} for text that is no GDL, or
   *     the rule and its line for a restriction it breaks
   */
  static Description read(String source, String text) {
    List<Rule> rules = new ArrayList<>();
    for (Sx s : Kif.read(source, text)) {
      new Reader(source).sentence(s, rules);
    }
    List<String> roles = new ArrayList<>();
    for (Rule r : rules) {
      if (r.head().relation().equals("role") && r.head().args().size() == 1) {
        String role = r.head().args().get(0).toString();
        if (roles.contains(role)) {
          throw new IllegalArgumentException(
              source + ":" + r.line() + ": the role " + role + " is declared twice");
        }
        roles.add(role);
      }
    }
    if (roles.isEmpty()) {
      throw new IllegalArgumentException(
          source + ": no (role ...) fact: a GDL game names at least one role");
    }
    boolean incomplete =
        roles.contains("random")
            || rules.stream().anyMatch(r -> r.head().relation().equals("sees"));
    Description d =
        new Description(source, text, List.copyOf(rules), List.copyOf(roles), incomplete);
    Restrictions.check(d);
    if (!incomplete) {
      return d;
    }
    List<Rule> withPercepts = new ArrayList<>(rules);
    for (Rule r : rules) {
      if (r.head().relation().equals("sees") && r.head().args().size() == 2) {
        Atom next = new Atom("next", List.of(new Fn(PERCEPT, r.head().args())));
        withPercepts.add(new Rule(next, r.body(), r.line(), r.written()));
      }
    }
    return new Description(source, text, List.copyOf(withPercepts), List.copyOf(roles), true);
  }

  /** Turns expressions into rules, with the messages of malformed sentences. */
  private record Reader(String source) {

    private IllegalArgumentException error(Sx s, String what) {
      return new IllegalArgumentException(source + ":" + s.line() + ":" + s.column() + ": " + what);
    }

    void sentence(Sx s, List<Rule> out) {
      if (!s.isWord() && s.list().get(0).isWord() && s.list().get(0).word().equals("<=")) {
        if (s.list().size() < 2) {
          throw error(s, "a rule '(<= head body...)' has no head");
        }
        Atom head = atom(s.list().get(1));
        List<List<Literal>> bodies = new ArrayList<>();
        bodies.add(new ArrayList<>());
        for (Sx l : s.list().subList(2, s.list().size())) {
          List<List<Literal>> alternatives = literal(l, false);
          List<List<Literal>> next = new ArrayList<>();
          for (List<Literal> b : bodies) {
            for (List<Literal> alt : alternatives) {
              List<Literal> joined = new ArrayList<>(b);
              joined.addAll(alt);
              next.add(joined);
            }
          }
          bodies = next;
          if (bodies.size() > 4096) {
            throw error(s, "this rule's (or ...) expand into more than 4096 rules");
          }
        }
        for (List<Literal> b : bodies) {
          add(out, new Rule(head, List.copyOf(b), s.line(), s.toString()));
        }
      } else {
        add(out, new Rule(atom(s), List.of(), s.line(), s.toString()));
      }
    }

    private static void add(List<Rule> out, Rule r) {
      String rel = r.head().relation();
      if (!rel.equals("base") && !rel.equals("input")) {
        out.add(r);
      }
    }

    Atom atom(Sx s) {
      if (s.isWord()) {
        if (s.word().startsWith("?")) {
          throw error(s, "a variable (" + s.word() + ") is not a sentence");
        }
        return new Atom(s.word(), List.of());
      }
      Sx head = s.list().get(0);
      if (!head.isWord() || head.word().startsWith("?")) {
        throw error(s, "a sentence starts with a relation constant, not " + head);
      }
      if (List.of("<=", "not", "or", "and", "distinct").contains(head.word())) {
        throw error(s, "'" + head.word() + "' cannot start an atomic sentence here");
      }
      List<Term> args = new ArrayList<>();
      for (Sx a : s.list().subList(1, s.list().size())) {
        args.add(term(a));
      }
      return new Atom(head.word(), List.copyOf(args));
    }

    Term term(Sx s) {
      if (s.isWord()) {
        return s.word().startsWith("?") ? new Var(s.word()) : new Sym(s.word());
      }
      Sx head = s.list().get(0);
      if (!head.isWord() || head.word().startsWith("?")) {
        throw error(s, "a function term starts with a function constant, not " + head);
      }
      List<Term> args = new ArrayList<>();
      for (Sx a : s.list().subList(1, s.list().size())) {
        args.add(term(a));
      }
      return new Fn(head.word(), List.copyOf(args));
    }

    /** The literal as alternatives (more than one for {@code or}), each a conjunction. */
    List<List<Literal>> literal(Sx s, boolean negated) {
      if (!s.isWord() && s.list().get(0).isWord()) {
        String op = s.list().get(0).word();
        List<Sx> args = s.list().subList(1, s.list().size());
        switch (op) {
          case "not" -> {
            if (args.size() != 1) {
              throw error(s, "(not ...) takes one literal, here " + args.size());
            }
            return literal(args.get(0), !negated);
          }
          case "or", "and" -> {
            boolean disjunction = op.equals("or") != negated;
            List<List<Literal>> out = new ArrayList<>();
            if (disjunction) {
              for (Sx a : args) {
                out.addAll(literal(a, negated));
              }
            } else {
              out.add(new ArrayList<>());
              for (Sx a : args) {
                List<List<Literal>> next = new ArrayList<>();
                for (List<Literal> b : out) {
                  for (List<Literal> alt : literal(a, negated)) {
                    List<Literal> joined = new ArrayList<>(b);
                    joined.addAll(alt);
                    next.add(joined);
                  }
                }
                out = next;
              }
            }
            return out;
          }
          case "distinct" -> {
            if (args.size() != 2) {
              throw error(s, "(distinct ...) takes two terms, here " + args.size());
            }
            Term a = term(args.get(0));
            Term b = term(args.get(1));
            return List.of(List.of(negated ? new Same(a, b) : new Distinct(a, b)));
          }
          default -> {}
        }
      }
      Atom a = atom(s);
      return List.of(List.of(negated ? new Neg(a) : new Pos(a)));
    }
  }
}
