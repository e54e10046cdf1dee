package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A password in a config file's {@code database:} URL is in no output of Ply: not in the results
 * database (the config text is kept for reproducibility), the console, the report, the exports or
 * the logs; nor in a config error that quotes the URL.
 */
class SecretsIT {

  private static final String SECRET = "pl4nted-S3cret";

  @TempDir Path temp;

  private static final String MATCH =
      """
      game: tic-tac-toe
      games: 2
      seed: 1
      # the old server: postgresql://ply:%s@old.example.org/ply
      database: postgresql://ply:%s@db.example.org:5432/ply
      players:
        - {name: a, strategy: alphabeta, depth: 2}
        - {name: b, strategy: random}
      """;

  @Test
  void aPasswordInTheDatabaseUrlIsInNoFileOrLineThePlyWrites() throws IOException {
    Path file = temp.resolve("m.yaml");
    Files.writeString(file, MATCH.formatted(SECRET, SECRET));
    Path db = temp.resolve("out").resolve("r.db");
    PlyRun run = ply("match", file.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    PlyRun standings = ply("standings", db.toString());
    Path report = temp.resolve("out").resolve("report.html");
    PlyRun html = ply("report", db.toString(), "-o", report.toString());
    assertEquals(0, html.code(), html.err());
    Path exports = Files.createDirectories(temp.resolve("out").resolve("export"));
    for (String format : List.of("csv", "jsonl")) {
      PlyRun export = ply("export", db.toString(), "--format", format, "-o", exports.toString());
      assertEquals(0, export.code(), export.err());
      assertFalse((export.out() + export.err()).contains(SECRET));
    }
    for (PlyRun r : List.of(run, standings, html)) {
      assertFalse((r.out() + r.err()).contains(SECRET), r.out() + r.err());
    }
    try (Stream<Path> files = Files.walk(temp.resolve("out"))) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        String bytes = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        assertFalse(bytes.contains(SECRET), f + " holds the password");
      }
    }
    assertTrue(
        new String(Files.readAllBytes(db), StandardCharsets.ISO_8859_1)
            .contains("postgresql://ply:***@db.example.org"),
        "the rest of the URL is kept");
  }

  @Test
  void aConfigErrorThatQuotesTheUrlHidesItsPassword() throws IOException {
    Path file = temp.resolve("bad.yaml");
    Files.writeString(file, MATCH.formatted(SECRET, SECRET).replace(":5432/ply", ":99999/ply"));
    PlyRun run = ply("match", file.toString());
    assertEquals(2, run.code());
    assertTrue(
        run.err().contains("the database URL's port 99999 is not from 1 to 65535"), run.err());
    assertFalse(run.err().contains(SECRET), run.err());
  }
}
