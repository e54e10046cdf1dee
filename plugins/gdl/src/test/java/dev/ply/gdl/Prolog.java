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
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * SWI-Prolog reasoning over a GDL description, the independent reasoner the tests and the benchmark
 * compare the plugin's with: the usual translation of GDL into Prolog, each rule a clause, {@code
 * true/1} and {@code does/2} dynamic facts asserted for each state, {@code not} as negation as
 * failure, {@code distinct} as {@code \==}. Relations are prefixed {@code r_} (so that {@code succ}
 * or {@code plus} are not SWI's), constants are quoted atoms, and recursive relations are tabled
 * (their tables cleared for each state), since plain SLD resolution loops on a cycle.
 */
final class Prolog implements AutoCloseable {

  static final Path SWIPL = Path.of("/usr/bin/swipl");

  /** The program for a description: its clauses, declarations and the driver of the protocol. */
  static String translate(Description d) {
    StringBuilder out = new StringBuilder(":- style_check(-singleton).\n");
    Map<String, Integer> arity = new LinkedHashMap<>();
    Map<String, Set<String>> edges = new HashMap<>();
    Set<String> heads = new HashSet<>();
    for (Rule r : d.rules) {
      arity.put(r.head().relation(), r.head().args().size());
      heads.add(r.head().relation());
      for (Literal l : r.body()) {
        Atom a = l instanceof Pos p ? p.atom() : l instanceof Neg n ? n.atom() : null;
        if (a != null) {
          arity.putIfAbsent(a.relation(), a.args().size());
          edges.computeIfAbsent(r.head().relation(), k -> new HashSet<>()).add(a.relation());
        }
      }
    }
    arity.putIfAbsent("true", 1);
    arity.putIfAbsent("does", 2);
    for (String rel : List.of("terminal", "next", "legal", "goal")) {
      arity.putIfAbsent(rel, rel.equals("terminal") ? 0 : rel.equals("next") ? 1 : 2);
    }
    for (Map.Entry<String, Integer> e : arity.entrySet()) {
      String pi = "r_" + e.getKey() + "/" + e.getValue();
      if (recursive(edges, e.getKey())) {
        out.append(":- table ").append(pi).append(".\n");
      } else if (!heads.contains(e.getKey())) {
        out.append(":- dynamic ").append(pi).append(".\n");
      }
      out.append(":- discontiguous ").append(pi).append(".\n");
    }
    for (Rule r : d.rules) {
      out.append(atom(r.head()));
      if (!r.body().isEmpty()) {
        out.append(" :- ");
        for (int i = 0; i < r.body().size(); i++) {
          out.append(i == 0 ? "" : ", ").append(literal(r.body().get(i)));
        }
      }
      out.append(".\n");
    }
    out.append(DRIVER);
    return out.toString();
  }

  private static boolean recursive(Map<String, Set<String>> edges, String rel) {
    Deque<String> todo = new ArrayDeque<>(edges.getOrDefault(rel, Set.of()));
    Set<String> seen = new HashSet<>();
    while (!todo.isEmpty()) {
      String x = todo.pop();
      if (x.equals(rel)) {
        return true;
      }
      if (seen.add(x)) {
        todo.addAll(edges.getOrDefault(x, Set.of()));
      }
    }
    return false;
  }

  /**
   * Reads {@code state([Truths], [Role-Move, ...])} terms and answers each with lines {@code
   * terminal yes|no}, {@code legal R M}, {@code goal R V}, {@code next X} (under the moves given),
   * then {@code end}; and {@code playouts(N, Seed)}, which plays N random playouts in Prolog and
   * answers {@code done}.
   */
  private static final String DRIVER =
      """
      :- initialization(main, main).
      main :- repeat, read_term(T, []), ( T == end_of_file -> halt ; once(step(T)), flush_output, fail ).
      load(Trues, Does) :- retractall(r_true(_)), retractall(r_does(_, _)),
          forall(member(X, Trues), assertz(r_true(X))),
          forall(member(R-M, Does), assertz(r_does(R, M))), abolish_all_tables.
      say(Tag, X) :- write(Tag), write(' '), write(X), nl.
      say(Tag, X, Y) :- write(Tag), write(' '), write(X), write(' '), write(Y), nl.
      step(state(Trues, Does)) :- load(Trues, Does),
          ( r_terminal -> writeln('terminal yes') ; writeln('terminal no') ),
          forall(r_legal(R, M), say(legal, R, M)),
          forall(r_goal(R, V), say(goal, R, V)),
          forall(r_next(X), say(next, X)),
          ( current_predicate(r_sees/2) -> forall(r_sees(R, P), say(sees, R, P)) ; true ),
          writeln(end).
      step(playouts(N, Seed)) :- set_random(seed(Seed)), statistics(cputime, T0),
          forall(between(1, N, _), playout), statistics(cputime, T1), T is T1 - T0, say(done, T).
      playout :- findall(X, r_init(X), S0), sort(S0, S), run(S).
      run(S) :- load(S, []), ( r_terminal -> findall(R-V, r_goal(R, V), _)
          ; findall(R-M, (r_role(R), findall(M0, r_legal(R, M0), Ms0), sort(Ms0, Ms), random_member(M, Ms)), Does),
            load(S, Does), findall(X, r_next(X), N0), sort(N0, N), run(N) ).
      """;

  static String atom(Atom a) {
    StringBuilder b = new StringBuilder("r_").append(a.relation());
    if (!a.args().isEmpty()) {
      b.append('(');
      for (int i = 0; i < a.args().size(); i++) {
        b.append(i == 0 ? "" : ", ").append(term(a.args().get(i)));
      }
      b.append(')');
    }
    return b.toString();
  }

  private static String literal(Literal l) {
    if (l instanceof Pos p) {
      return atom(p.atom());
    }
    if (l instanceof Neg n) {
      return "\\+ " + atom(n.atom());
    }
    if (l instanceof Distinct x) {
      return term(x.a()) + " \\== " + term(x.b());
    }
    Same x = (Same) l;
    return term(x.a()) + " == " + term(x.b());
  }

  static String term(Term t) {
    if (t instanceof Var v) {
      return "V_" + v.name().substring(1).replaceAll("[^A-Za-z0-9_]", "_");
    }
    if (t instanceof Sym s) {
      return quote(s.name());
    }
    Fn f = (Fn) t;
    StringBuilder b = new StringBuilder(quote(f.name())).append('(');
    for (int i = 0; i < f.args().size(); i++) {
      b.append(i == 0 ? "" : ", ").append(term(f.args().get(i)));
    }
    return b.append(')').toString();
  }

  static String term(Ground g) {
    StringBuilder b = new StringBuilder(quote(g.name));
    if (g.args.length > 0) {
      b.append('(');
      for (int i = 0; i < g.args.length; i++) {
        b.append(i == 0 ? "" : ", ").append(term(g.args[i]));
      }
      b.append(')');
    }
    return b.toString();
  }

  private static String quote(String name) {
    return "'" + name.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  /** What Prolog said of one state. */
  /** What holds; {@code sees} as {@code role percept}, under the joint move (GDL-II). */
  record Answer(
      boolean terminal, Set<String> legal, Set<String> goals, Set<String> next, Set<String> sees) {}

  private final Process process;
  private final Writer in;
  private final BufferedReader outReader;

  /** Starts SWI-Prolog on the translation of a description. */
  Prolog(Description d, Path folder) throws IOException {
    Path program = folder.resolve("game.pl");
    Files.writeString(program, translate(d), StandardCharsets.UTF_8);
    process =
        new ProcessBuilder(SWIPL.toString(), "-q", program.toString())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    outReader =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }

  /** Asks about a state and a joint move (roles and moves as terms). */
  Answer ask(List<Ground> truths, List<String> roles, List<Ground> moves) throws IOException {
    StringBuilder q = new StringBuilder("state([");
    for (int i = 0; i < truths.size(); i++) {
      q.append(i == 0 ? "" : ", ").append(term(truths.get(i)));
    }
    q.append("], [");
    for (int i = 0; i < moves.size(); i++) {
      q.append(i == 0 ? "" : ", ")
          .append(quote(roles.get(i)))
          .append('-')
          .append(term(moves.get(i)));
    }
    q.append("]).\n");
    in.write(q.toString());
    in.flush();
    boolean terminal = false;
    Set<String> legal = new TreeSet<>();
    Set<String> goals = new TreeSet<>();
    Set<String> next = new TreeSet<>();
    Set<String> sees = new TreeSet<>();
    while (true) {
      String line = outReader.readLine();
      if (line == null) {
        throw new IOException("swipl ended");
      }
      if (line.equals("end")) {
        return new Answer(terminal, legal, goals, next, sees);
      }
      if (line.equals("terminal yes")) {
        terminal = true;
      } else if (line.startsWith("legal ")) {
        legal.add(line.substring(6));
      } else if (line.startsWith("goal ")) {
        goals.add(line.substring(5));
      } else if (line.startsWith("next ")) {
        next.add(line.substring(5));
      } else if (line.startsWith("sees ")) {
        sees.add(line.substring(5));
      }
    }
  }

  /** Plays random playouts in Prolog; returns the CPU seconds they took, as Prolog measures. */
  double playouts(int n, long seed) throws IOException {
    in.write("playouts(" + n + ", " + seed + ").\n");
    in.flush();
    String line;
    while ((line = outReader.readLine()) != null && !line.startsWith("done ")) {
      // nothing else is printed
    }
    if (line == null) {
      throw new IOException("swipl ended");
    }
    return Math.max(1e-3, Double.parseDouble(line.substring(5)));
  }

  @Override
  public void close() throws IOException {
    in.close();
    try {
      process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    process.destroy();
  }

  static List<String> prefixes(List<Ground> terms) {
    List<String> out = new ArrayList<>();
    terms.forEach(t -> out.add(t.prefix()));
    return out;
  }
}
