package dev.ply.loader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads one built plugin jar through PF4J exactly as the host does, and fails with the host's own
 * lines when it would not load: the check that the plugin parent ({@code
 * dev.ply:ply-plugin-parent}) runs in the {@code verify} phase of every plugin project, after the
 * conformance tests, because a plugin without {@code @Extension} or without its manifest passes
 * every test of its classes and then fails to load.
 *
 * <p>Run by exec-maven-plugin's {@code java} goal inside Maven's JVM, with only the api, PF4J and
 * this module on its class path (as the host's): {@code main} therefore never calls {@code
 * System.exit}; it prints one line on success and throws {@link Failed} otherwise.
 */
public final class CheckPluginJar {

  private CheckPluginJar() {}

  /** The jar would not load, or loads with problems; the message has the host's lines. */
  public static final class Failed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Failed(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * The lines that say what the host would report for this jar; empty when it loads with at least
   * one extension and no problem.
   *
   * @param summary receives the one-line summary of a jar that loads
   */
  public static List<String> problems(Path jar, List<String> summary) {
    if (!Files.isRegularFile(jar)) {
      return List.of(
          jar + ": no such jar; the check runs after the package phase, which builds" + " it");
    }
    try (PluginSet set = PluginSet.load(List.of(jar))) {
      List<String> problems = new ArrayList<>(set.problems());
      if (problems.isEmpty() && set.plugins().size() == 1) {
        LoadedPlugin p = set.plugins().get(0);
        List<String> parts = new ArrayList<>();
        describe(parts, "game", p.games());
        describe(parts, "strategy", p.strategies());
        describe(parts, "evaluator", p.evaluators());
        summary.add(
            jar
                + " loads in Ply "
                + ApiVersion.full()
                + ": plugin '"
                + p.id()
                + "' "
                + p.version()
                + ", "
                + String.join(", ", parts));
      } else if (problems.isEmpty()) {
        problems.add(
            jar
                + ": did not load, and PF4J said nothing; run ply list --plugins "
                + jar
                + " with PLY_LOG=debug to see why");
      }
      return problems;
    }
  }

  private static void describe(List<String> parts, String kind, List<String> ids) {
    if (!ids.isEmpty()) {
      parts.add(
          (ids.size() == 1 ? kind : kind.equals("strategy") ? "strategies" : kind + "s")
              + " "
              + String.join(", ", ids));
    }
  }

  /**
   * Checks the jar {@code args[0]}. An optional {@code args[1]} is the project's packaging: a
   * project that does not build a jar (the parent poms themselves) has nothing to check.
   *
   * @throws Failed with the host's lines when the jar would not load cleanly
   */
  public static void main(String[] args) {
    if (args.length < 1 || args.length > 2) {
      throw new IllegalArgumentException("usage: CheckPluginJar JAR [PACKAGING]");
    }
    if (args.length == 2 && !args[1].equals("jar")) {
      return;
    }
    Path jar = Path.of(args[0]);
    Path shown = relative(jar);
    List<String> summary = new ArrayList<>();
    List<String> problems = problems(shown, summary);
    if (problems.isEmpty()) {
      System.out.println("ply: " + summary.get(0));
      return;
    }
    for (String problem : problems) {
      System.err.println("ply: " + problem);
    }
    throw new Failed(String.join(" | ", problems));
  }

  /** The jar as a path from the working directory when it lies below it, for shorter lines. */
  private static Path relative(Path jar) {
    Path here = Path.of("").toAbsolutePath();
    Path absolute = jar.toAbsolutePath().normalize();
    return absolute.startsWith(here) ? here.relativize(absolute) : jar;
  }
}
