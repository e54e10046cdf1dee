package dev.ply.host.cli;

import dev.ply.host.report.RunResults;
import dev.ply.host.report.StandingsText;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreLocation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The standings printed at the end of a tournament: the same text as {@code ply standings}. */
final class StandingsOutput {

  private StandingsOutput() {}

  /** Prints the standings of run {@code runId} of {@code db}, read back from the file. */
  static void print(PrintWriter out, StoreLocation db, long runId) {
    try (ResultReader reader = ResultReader.open(db)) {
      RunResults results = RunResults.load(reader, Optional.of(runId));
      for (String line : StandingsText.lines(results, List.of(runId))) {
        out.println(line);
      }
    }
  }
}
