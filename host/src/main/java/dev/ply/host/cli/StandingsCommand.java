package dev.ply.host.cli;

import dev.ply.host.report.RunResults;
import dev.ply.host.report.StandingsText;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ply standings DB}: the standings, crosstable and ratings of a recorded run. */
@Command(
    name = "standings",
    mixinStandardHelpOptions = true,
    description = {
      "Print the standings of a run: points, score and Elo (Bradley-Terry, 95%%"
          + " interval) of each entrant, forfeits by reason, the crosstable, the likelihood of"
          + " superiority of each pair, and for two entrants the trinomial and pentanomial Elo.",
      "The database is only read, never changed."
    })
final class StandingsCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description = "A results database: an SQLite file, or postgresql://user@host:5432/db.")
  StoreLocation database;

  @Option(
      names = "--run",
      paramLabel = "N",
      description = "The run to show (default: the latest run in the file).")
  Long run;

  /** Accepted as every command accepts it; reading results loads no plugin. */
  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ResultReader reader;
    try {
      reader = ResultReader.open(database);
    } catch (StoreException e) {
      err.println("ply standings: " + e.getMessage());
      return Main.openFailure(e);
    }
    try (reader) {
      ResultReader.Run chosen;
      try {
        chosen = reader.run(Optional.ofNullable(run));
      } catch (StoreException e) {
        err.println("ply standings: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      RunResults results = RunResults.load(reader, Optional.of(chosen.id()));
      for (String line :
          StandingsText.lines(results, reader.runs().stream().map(ResultReader.Run::id).toList())) {
        out.println(line);
      }
    }
    out.flush();
    return 0;
  }
}
