package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.EnginesIT.STOCKFISH;
import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.EnginesIT.require;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engines file of named engines through the real CLI and Debian's Stockfish: {@code ply engine
 * check NAME --engines FILE} checks one, and a tournament file plays them by name, each run in its
 * working directory and sent its options and init strings.
 */
class EngineDefinitionsIT {

  @TempDir Path temp;

  /**
   * An engines file of Stockfish behind the recording pass-through, which writes what it was told
   * to {@code heard.txt} in its working directory ({@code wd}).
   */
  private Path enginesFile() throws Exception {
    Files.createDirectories(temp.resolve("wd"));
    Path file = temp.resolve("engines.yaml");
    Files.writeString(
        file,
        """
        stockfish:
          command: [python3, %s/recording_engine.py, heard.txt, %s]
          protocol: uci
          options: {Hash: 16, Threads: 1}
          working-directory: wd
          init-strings: [setoption name Move Overhead value 20]
          nodes: 2000
        """
            .formatted(ENGINES, STOCKFISH));
    return file;
  }

  @Test
  void theEngineCheckTakesAnEngineOfTheFileByNameWithItsFolderOptionsAndInitStrings()
      throws Exception {
    require(STOCKFISH, "stockfish");
    Path file = enginesFile();
    PlyRun run =
        ply(
            "engine",
            "check",
            "--engines",
            file.toString(),
            "--log",
            temp.resolve("sf.log").toString(),
            "stockfish");
    assertEquals(0, run.code(), run.out() + run.err());
    assertTrue(run.out().endsWith("8 of 8 steps passed\n"), run.out());
    List<String> heard = Files.readAllLines(temp.resolve("wd").resolve("heard.txt"));
    int hash = heard.indexOf("> setoption name Hash value 16");
    int init = heard.indexOf("> setoption name Move Overhead value 20");
    assertTrue(hash > heard.indexOf("> uci") && init > hash, "options, then init strings");
  }

  @Test
  void anUnknownNameInTheEnginesFileIsAUsageErrorWithTheNearestName() throws Exception {
    PlyRun run = ply("engine", "check", "--engines", enginesFile().toString(), "stokfish");
    assertEquals(Main.USAGE_ERROR, run.code());
    assertEquals(
        "ply engine check: unknown engine 'stokfish' in "
            + temp.resolve("engines.yaml")
            + "; did you mean 'stockfish'?\n",
        run.err());
  }

  @Test
  void aTournamentPlaysTheEnginesOfTheFileByNameWithTheEntrantsOwnKeysOnTop() throws Exception {
    require(STOCKFISH, "stockfish");
    enginesFile();
    Path config = temp.resolve("named.yaml");
    Files.writeString(
        config,
        """
        name: named engines
        game: chess
        format: round-robin
        games-per-pairing: 2
        openings: {random-plies: 4}
        ply-cap: 40
        engines: engines.yaml
        entrants:
          - engine: stockfish
          - {name: sf-weak, engine: stockfish, options: {Hash: 8, Skill Level: 0}}
        """);
    Path db = temp.resolve("named.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(2, count(db, "select count(*) from games"));
    assertEquals(
        0,
        count(
            db,
            "select count(*) from games where termination <> 'normal'"
                + " and termination <> 'ply-cap'"));
    assertTrue(count(db, "select count(*) from moves where player = 'sf-weak' and nodes > 0") > 5);
    assertEquals(
        0,
        count(db, "select count(*) from moves where nodes > 2100"),
        "the definition's node limit reached both");
    List<String> heard = Files.readAllLines(temp.resolve("wd").resolve("heard.txt"));
    assertTrue(heard.contains("> setoption name Skill Level value 0"), "the entrant's options");
    assertTrue(heard.contains("> setoption name Hash value 8"));
    assertEquals(
        2,
        heard.stream().filter("> setoption name Move Overhead value 20"::equals).count(),
        "each engine took the init strings once");
    assertTrue(
        Files.readAllLines(temp.resolve("wd").resolve("heard.txt")).size() > 100
            && !Files.exists(Path.of("heard.txt")),
        "every start, the check before the run's first game too, was in the working directory");
  }
}
