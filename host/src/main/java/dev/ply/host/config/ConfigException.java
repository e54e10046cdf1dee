package dev.ply.host.config;

import java.util.List;

/**
 * A config file that cannot be used, with every problem found in it: the loader checks the whole
 * file before it fails, so a user can fix everything in one go.
 *
 * <p>{@link #getMessage()} is ready to print: each problem ({@link ConfigProblem#toString()}), in
 * the order of the file, then a last line such as {@code 2 problems in configs/x.yaml; nothing was
 * run.} At most {@value #SHOWN} problems are listed there; {@link #problems()} has them all.
 */
public final class ConfigException extends Exception {

  /** How many problems {@link #getMessage()} lists before it says how many more there are. */
  public static final int SHOWN = 20;

  private final transient List<ConfigProblem> problems;

  /**
   * @param problems at least one problem, in the order to report them; all of one file
   */
  public ConfigException(List<ConfigProblem> problems) {
    super(describe(problems));
    this.problems = List.copyOf(problems);
  }

  /** Every problem, in the order of the file; never empty. */
  public List<ConfigProblem> problems() {
    return problems;
  }

  private static String describe(List<ConfigProblem> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a ConfigException needs at least one problem");
    }
    StringBuilder sb = new StringBuilder();
    for (ConfigProblem p : problems.subList(0, Math.min(SHOWN, problems.size()))) {
      sb.append(p).append('\n');
    }
    if (problems.size() > SHOWN) {
      sb.append("... and ").append(problems.size() - SHOWN).append(" more\n");
    }
    int n = problems.size();
    return sb.append(n)
        .append(n == 1 ? " problem in " : " problems in ")
        .append(problems.get(0).file())
        .append("; nothing was run.")
        .toString();
  }
}
