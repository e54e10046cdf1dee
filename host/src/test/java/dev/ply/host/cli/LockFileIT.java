package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run leaves its database beside its config and nothing else: no .db.lock, no -wal. */
class LockFileIT {

  @TempDir Path temp;

  @Test
  void aFinishedTournamentLeavesOnlyItsDatabaseInItsFolder() throws Exception {
    Path config = temp.resolve("league.yaml");
    Files.writeString(
        config,
        """
        name: league
        game: tic-tac-toe
        format: round-robin
        games-per-pairing: 2
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    Path results = Files.createDirectory(temp.resolve("results"));
    Path db = results.resolve("league.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    PlyRun again = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, again.code(), again.err());
    try (var files = Files.list(results)) {
      List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
      assertEquals(List.of("league.db"), names);
    }
    assertTrue(Files.size(db) > 0);
  }
}
