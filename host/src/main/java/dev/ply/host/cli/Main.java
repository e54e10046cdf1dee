package dev.ply.host.cli;

import dev.ply.host.PlyVersion;
import dev.ply.host.store.Redaction;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/**
 * The {@code ply} command: wires the host's pieces together, and nothing more.
 *
 * <p>Exit codes: 0 when everything ran, 1 on a failure at run time, 2 on a usage or config error, 3
 * when a game plugin broke the game api and the run stopped (its games so far are recorded).
 */
@Command(
    name = "ply",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description =
        "Ply: game rules and search strategies as plugins, refereed matches recorded in"
            + " SQLite.",
    subcommands = {
      ListCommand.class,
      MatchCommand.class,
      TournamentCommand.class,
      TuneCommand.class,
      StandingsCommand.class,
      ExportCommand.class,
      ReportCommand.class,
      ServeCommand.class,
      PlayCommand.class,
      BenchCommand.class,
      SolveCommand.class,
      TraceCommand.class,
      PerftCommand.class,
      WorkerCommand.class,
      EngineCommand.class,
      ServeGgpCommand.class,
      NewCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {

  /** Exit code of a run that went wrong at run time. */
  public static final int RUNTIME_FAILURE = 1;

  /** Exit code of a usage or config error. */
  public static final int USAGE_ERROR = 2;

  /**
   * Exit code of a run a game plugin's fault stopped (or, with {@code game-faults: continue},
   * never: the run then exits 0 and lists its void games).
   */
  public static final int GAME_FAULT = 3;

  /**
   * The exit code of a results store that could not be opened: a failure at run time when it is
   * there but unavailable now (a server down, full or starting), else a usage error (no such file,
   * not a Ply database, a wrong password).
   */
  static int openFailure(dev.ply.host.store.StoreException e) {
    return e instanceof dev.ply.host.store.StoreUnavailableException
        ? RUNTIME_FAILURE
        : USAGE_ERROR;
  }

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Where a human's moves come from. */
  BufferedReader in;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  public static void main(String[] args) {
    String log = System.getenv("PLY_LOG");
    if (log != null && !log.isBlank()) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", log);
    }
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    dev.ply.host.tournament.HostCompiler.ownsProcess();
    System.exit(execute(out, err, args));
  }

  /** Runs {@code ply args} with the given output streams and returns the exit code. */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    return execute(
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
        out,
        err,
        args);
  }

  /** Runs {@code ply args} reading a human's input (for {@code ply play}) from {@code in}. */
  public static int execute(BufferedReader in, PrintWriter out, PrintWriter err, String... args) {
    Main main = new Main();
    main.in = in;
    CommandLine cli = new CommandLine(main);
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          commandLine.getErr().println("ply: error: " + ConsoleText.clean(describe(e), false));
          return RUNTIME_FAILURE;
        });
    int code = cli.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  /** The message of {@code e} and its causes, with any password a driver repeated hidden. */
  private static String describe(Throwable e) {
    StringBuilder sb = new StringBuilder(e.getMessage() != null ? e.getMessage() : e.toString());
    for (Throwable c = e.getCause(); c != null && c != c.getCause(); c = c.getCause()) {
      if (c.getMessage() != null && !sb.toString().contains(c.getMessage())) {
        sb.append(": ").append(c.getMessage());
      }
    }
    return Redaction.credentials(sb.toString());
  }

  /** Ply's version, the api version it provides, and the JVM. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {
        "ply " + PlyVersion.ply() + " (plugin api " + PlyVersion.api() + ")",
        "JVM "
            + System.getProperty("java.version")
            + " ("
            + System.getProperty("java.vendor")
            + "), "
            + System.getProperty("os.name")
            + " "
            + System.getProperty("os.arch")
      };
    }
  }
}
