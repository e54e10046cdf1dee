package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.report.AtomicFile;
import dev.ply.host.report.HtmlReport;
import dev.ply.host.report.RunResults;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ply report DB}: one self-contained HTML file about a recorded run. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description = {
      "Write an HTML report of a run: standings, crosstable, score matrix, Elo plot,"
          + " search statistics, a replay of every game and what is needed to reproduce the run.",
      "The file is self-contained (no network, no other file) and opens in any browser. The"
          + " game's plugin draws the boards of the replay; without it the replay shows the"
          + " moves and final position of each game."
    })
final class ReportCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description = "A results database: an SQLite file, or postgresql://user@host:5432/db.")
  StoreLocation database;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      defaultValue = "report.html",
      description = "The HTML file to write (default: ${DEFAULT-VALUE}).")
  Path output;

  @Option(
      names = "--run",
      paramLabel = "N",
      description = "The run to report (default: the latest run in the file).")
  Long run;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ResultReader reader;
    try {
      reader = ResultReader.open(database);
    } catch (StoreException e) {
      err.println("ply report: " + e.getMessage());
      return Main.openFailure(e);
    }
    try (reader) {
      ResultReader.Run chosen;
      try {
        chosen = reader.run(Optional.ofNullable(run));
      } catch (StoreException e) {
        err.println("ply report: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      RunResults results = RunResults.load(reader, Optional.of(chosen.id()));
      try (PluginRegistry registry = plugins.loadForRun(err, out, "ply report", chosen)) {
        Optional<Game> game = registry.game(chosen.game());
        HtmlReport.Summary summary = write(reader, results, game);
        out.printf(
            "Wrote %s: run %d, %d games, %d with a board after every move.%n",
            output, chosen.id(), summary.games(), summary.renderedGames());
        summary.replayNote().ifPresent(out::println);
      }
    }
    out.flush();
    return 0;
  }

  /** Writes under a temporary name first, so a failed report leaves no half-written file. */
  private HtmlReport.Summary write(ResultReader reader, RunResults results, Optional<Game> game)
      throws IOException {
    return AtomicFile.write(output, out -> HtmlReport.write(reader, results, game, out));
  }
}
