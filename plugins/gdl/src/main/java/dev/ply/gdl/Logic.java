package dev.ply.gdl;

import java.util.List;
import java.util.Set;

/** The sentences of a GDL description once read: terms, literals and rules. */
final class Logic {

  private Logic() {}

  /** A term: a constant, a variable ({@code ?x}) or a function term {@code (f t1 .. tn)}. */
  sealed interface Term permits Sym, Var, Fn {

    /** Adds the term's variables to {@code into}. */
    void variables(Set<String> into);

    default boolean ground() {
      Set<String> vs = new java.util.HashSet<>();
      variables(vs);
      return vs.isEmpty();
    }
  }

  record Sym(String name) implements Term {
    @Override
    public void variables(Set<String> into) {}

    @Override
    public String toString() {
      return name;
    }
  }

  record Var(String name) implements Term {
    @Override
    public void variables(Set<String> into) {
      into.add(name);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  record Fn(String name, List<Term> args) implements Term {
    @Override
    public void variables(Set<String> into) {
      args.forEach(a -> a.variables(into));
    }

    @Override
    public String toString() {
      StringBuilder b = new StringBuilder("(").append(name);
      args.forEach(a -> b.append(' ').append(a));
      return b.append(')').toString();
    }
  }

  /** An atomic sentence: a relation constant and its arguments ({@code terminal} has none). */
  record Atom(String relation, List<Term> args) {

    /** The relation and its arity, such as {@code legal/2}: what the checks key on. */
    String key() {
      return relation + "/" + args.size();
    }

    void variables(Set<String> into) {
      args.forEach(a -> a.variables(into));
    }

    @Override
    public String toString() {
      if (args.isEmpty()) {
        return relation;
      }
      StringBuilder b = new StringBuilder("(").append(relation);
      args.forEach(a -> b.append(' ').append(a));
      return b.append(')').toString();
    }
  }

  /** A literal of a rule body once {@code or} is expanded. */
  sealed interface Literal permits Pos, Neg, Distinct, Same {}

  record Pos(Atom atom) implements Literal {
    @Override
    public String toString() {
      return atom.toString();
    }
  }

  record Neg(Atom atom) implements Literal {
    @Override
    public String toString() {
      return "(not " + atom + ")";
    }
  }

  record Distinct(Term a, Term b) implements Literal {
    @Override
    public String toString() {
      return "(distinct " + a + " " + b + ")";
    }
  }

  /** {@code (not (distinct a b))}: the two terms are equal. */
  record Same(Term a, Term b) implements Literal {
    @Override
    public String toString() {
      return "(not (distinct " + a + " " + b + "))";
    }
  }

  /**
   * A rule {@code (<= head body...)} or a fact (empty body), with the line of the sentence it was
   * written as; one sentence with {@code or} gives several rules.
   */
  record Rule(Atom head, List<Literal> body, int line, String written) {

    /** The rule for a message: its head and line. */
    String where() {
      return "the rule for " + head + " at line " + line;
    }
  }
}
