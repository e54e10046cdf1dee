package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.store.StoreLocation;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandingsOutputTest {

  @TempDir Path temp;

  @Test
  void aStoreThatCannotBeReadBackAfterTheRunIsSaidInALineAndFailsNothing() throws Exception {
    // What a run's end meets when the file was damaged under it (its WAL deleted, say).
    Path damaged = Files.writeString(temp.resolve("damaged.db"), "not a database any more");
    StringWriter text = new StringWriter();
    StandingsOutput.print(new PrintWriter(text, true), new StoreLocation.SqliteFile(damaged), 1);
    assertTrue(
        text.toString()
            .startsWith(
                "The run is over and its games are recorded in "
                    + damaged
                    + ", but its standings could not be read back just now ("),
        text.toString());
  }
}
