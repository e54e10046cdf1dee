package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening books are read as streams capped by their lines, not refused by their size. */
class BigBookIT {

  @TempDir Path temp;

  @Test
  void aValidEpdBookOfMoreThanAMegabyteStartsTheGames() throws IOException {
    String line = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - bm Nf3; id \"x\";\n";
    Path book = temp.resolve("big.epd");
    Files.writeString(book, line.repeat(1_400_000 / line.length() + 1));
    assertTrue(Files.size(book) > 1_400_000);
    Path config = temp.resolve("t.yaml");
    Files.writeString(
        config,
        """
        name: a big book
        game: chess
        format: round-robin
        games-per-pairing: 2
        ply-cap: 20
        openings: {file: big.epd}
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    PlyRun run = ply("tournament", config.toString(), "--db", temp.resolve("r.db").toString());
    assertEquals(0, run.code(), run.err());
  }

  @Test
  void aBookWithALineLongerThanTheCapIsRefusedWithItsLine() throws IOException {
    Files.writeString(temp.resolve("long.epd"), "x".repeat(70_000) + "\n");
    Path config = temp.resolve("t.yaml");
    Files.writeString(
        config,
        """
        name: a bad book
        game: chess
        format: round-robin
        openings: {file: long.epd}
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    PlyRun run = ply("tournament", config.toString(), "--db", temp.resolve("r.db").toString());
    assertEquals(2, run.code());
    assertTrue(
        run.err().contains("openings file 'long.epd': line 1 is longer than 65536" + " characters"),
        run.err());
  }
}
