package dev.ply.host.tournament;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.ObjectName;

/**
 * Keeps the JVM's optimizing compiler (C2) off the host's own code in a run where the host searches
 * nothing: every entrant is a program of its own (an engine, a child JVM, a GGP player) and no
 * adjudication by proof searches in the host. The host's work is then a few hundred microseconds a
 * move (reading the engine's lines, checking its move, recording it), and C2 spent more processor
 * time compiling that code than the code itself ran: in 40 games of Stockfish against itself at
 * 2,000 nodes a move (two at a time, 2 cores), C2 took 2.6 of the JVM's 5.4 s, time the engines
 * wait for. With C2 off the quick compiler (C1) compiles everything, and the JVM used 3.0 s.
 *
 * <p>How: a compiler directive (JEP 165) that excludes C2 for every method, added at run time
 * through the JVM's diagnostic command bean ({@code Compiler.directives_add}, as {@code jcmd} adds
 * one). A JVM without it (not HotSpot) runs as before. {@code PLY_JAVA_OPTS=-Dply.c2=on} keeps C2
 * for such a run too.
 */
public final class HostCompiler {

  private static final String DIRECTIVE = "[ { match: \"*.*\", c2: { Exclude: true } } ]\n";

  private static boolean applied;

  /** Whether this JVM runs the {@code ply} command alone (not a test calling it in its JVM). */
  private static volatile boolean wholeProcess;

  private HostCompiler() {}

  /**
   * Says that this JVM was started to run one {@code ply} command ({@code Main.main}): only then is
   * the compiler changed, for the process is the run's alone.
   */
  public static void ownsProcess() {
    wholeProcess = true;
  }

  /** Whether every player of {@code plan} searches outside this JVM, and no proof is searched. */
  public static boolean searchesNothingHere(TournamentPlan plan) {
    return searchesNothingHere(
        plan.entrants().stream().map(Entrant::isolation).toList(), plan.referee().adjudication());
  }

  /** Whether players placed as {@code where} search outside this JVM, and no proof is searched. */
  static boolean searchesNothingHere(
      java.util.List<dev.ply.host.config.Isolation> where,
      dev.ply.host.referee.Adjudication adjudication) {
    return !where.isEmpty()
        && where.stream().allMatch(i -> i.process() || i.external())
        && adjudication.proof().isEmpty();
  }

  /**
   * Turns C2 off for the rest of the process when {@code plan} {@linkplain #searchesNothingHere
   * searches nothing here}, in a JVM that {@linkplain #ownsProcess runs that command alone}.
   *
   * @return whether it is being turned off
   */
  public static synchronized boolean lightenFor(TournamentPlan plan) {
    if (applied) {
      return true;
    }
    if (!wholeProcess || !searchesNothingHere(plan) || "on".equals(System.getProperty("ply.c2"))) {
      return false;
    }
    applied = true;
    // The platform's bean server takes some 50 ms to start: not in the way of the first game.
    Thread adding = new Thread(HostCompiler::addDirective, "ply-compiler-directive");
    adding.setDaemon(true);
    adding.start();
    return true;
  }

  private static void addDirective() {
    try {
      Path file = Files.createTempFile("ply-compiler-", ".json");
      try {
        Files.writeString(file, DIRECTIVE);
        ManagementFactory.getPlatformMBeanServer()
            .invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"),
                "compilerDirectivesAdd",
                new Object[] {new String[] {file.toString()}},
                new String[] {String[].class.getName()});
      } finally {
        Files.deleteIfExists(file);
      }
    } catch (Exception | LinkageError notHotSpot) {
      // Another JVM, or the bean is not there: the run goes on with the compilers it has.
    }
  }
}
