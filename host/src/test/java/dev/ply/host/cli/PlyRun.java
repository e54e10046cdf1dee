package dev.ply.host.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * The outcome of one run of the command line in the test's own JVM, through {@link Main#execute} as
 * the launcher runs it: the exit code and what was written to standard output and error.
 */
public record PlyRun(int code, String out, String err) {

  /** Runs {@code ply ARGS} and collects its exit code and output. */
  public static PlyRun ply(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new PlyRun(code, out.toString(), err.toString());
  }
}
