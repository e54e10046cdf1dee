package dev.ply.host.cli;

import dev.ply.host.report.RunResults;
import dev.ply.host.report.StandingsText;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/** The standings printed at the end of a tournament: the same text as {@code ply standings}. */
final class StandingsOutput {

  private StandingsOutput() {}

  /**
   * Prints the standings of run {@code runId} of {@code db}, read back from the store. The run
   * itself is over and recorded by then: when the store cannot be read back at this moment (its WAL
   * file deleted under it, say), that is said in a line, and the run still counts as done.
   */
  static void print(PrintWriter out, StoreLocation db, long runId) {
    try (ResultReader reader = ResultReader.open(db)) {
      RunResults results = RunResults.load(reader, Optional.of(runId));
      for (String line : StandingsText.lines(results, List.of(runId))) {
        out.println(line);
      }
    } catch (StoreException e) {
      out.println(
          "The run is over and its games are recorded in "
              + db
              + ", but its standings"
              + " could not be read back just now ("
              + e.getMessage()
              + "); try: ply standings "
              + db);
    }
  }
}
