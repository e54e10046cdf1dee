package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An engines file of named engines, taken by the entrants of a tournament file by name. */
class EngineDefinitionsTest {

  @TempDir Path temp;

  private static final String ENGINES =
      """
      stockfish:
        command: [/usr/games/stockfish]
        protocol: uci
        options: {Hash: 16, Threads: 1}
        init-strings: [setoption name Move Overhead value 20]
        ponder: true
      fairymax:
        command: [/usr/games/fairymax]
        protocol: xboard
        working-directory: .
        depth: 4
      """;

  private static final String TOURNAMENT =
      """
      name: engines
      game: connect-four
      format: round-robin
      %s
      entrants:
        - engine: stockfish
        - {name: sf-small, engine: stockfish, options: {Hash: 1}}
        - {engine: fairymax}
      """;

  @Test
  void entrantsTakeTheirEnginesByNameAndTheirOwnKeysReplaceTheDefinitions() throws Exception {
    Files.writeString(temp.resolve("engines.yaml"), ENGINES);
    RunConfig config =
        TournamentLoading.load(
            TOURNAMENT.formatted(""), temp.resolve("run.yaml"), FakeCatalog.standard());
    List<EntrantSpec> entrants = config.entrants();
    assertEquals(List.of("stockfish", "sf-small", "fairymax"), names(entrants));
    Isolation stockfish = entrants.get(0).player().isolation();
    assertEquals(List.of("/usr/games/stockfish"), stockfish.command());
    assertEquals(PlayerProtocol.UCI, stockfish.protocol());
    assertEquals(Map.of("Hash", "16", "Threads", "1"), stockfish.engineOptions());
    assertEquals(List.of("setoption name Move Overhead value 20"), stockfish.initStrings());
    assertTrue(stockfish.ponder());
    assertEquals(
        Map.of("Hash", "1"), entrants.get(1).player().isolation().engineOptions(), "replaced");
    assertTrue(entrants.get(1).player().isolation().ponder(), "kept from the definition");
    Isolation fairymax = entrants.get(2).player().isolation();
    assertEquals(PlayerProtocol.XBOARD, fairymax.protocol());
    assertEquals(Optional.of(temp.toAbsolutePath().normalize()), fairymax.workingDirectory());
    assertFalse(fairymax.ponder());
    assertEquals(4, entrants.get(2).player().depth().getAsInt());
  }

  @Test
  void aTimeMarginComesFromTheDefinitionUnlessTheEntrantGivesItsOwn() throws Exception {
    Files.writeString(
        temp.resolve("engines.yaml"),
        ENGINES.replace("  ponder: true\n", "  time-margin: 300ms\n"));
    RunConfig config =
        TournamentLoading.load(
            """
            name: engines
            game: connect-four
            format: round-robin
            entrants:
              - engine: stockfish
              - {name: sf-2, engine: stockfish, time-margin: 0s}
              - {engine: fairymax}
            """,
            temp.resolve("run.yaml"),
            FakeCatalog.standard());
    assertEquals(
        List.of(
            Optional.of(java.time.Duration.ofMillis(300)),
            Optional.of(java.time.Duration.ZERO),
            Optional.empty()),
        config.entrants().stream().map(EntrantSpec::timeMargin).toList());
  }

  @Test
  void aNegativeTimeMarginIsAConfigErrorAtItsValue() throws Exception {
    Files.writeString(temp.resolve("engines.yaml"), ENGINES);
    List<String> problems =
        TournamentLoading.problems(
                TOURNAMENT
                    .formatted("")
                    .replace("- engine: stockfish", "- {engine: stockfish, time-margin: -1s}"),
                temp.resolve("run.yaml"))
            .stream()
            .map(p -> p.replace(temp + "/", ""))
            .toList();
    assertEquals(
        List.of(
            "run.yaml:6:38: 'time-margin': expected a duration, got '-1s'\n"
                + "  a duration cannot be negative"),
        problems);
  }

  @Test
  void theEnginesKeyNamesTheFileRelativeToTheConfig() throws Exception {
    Files.createDirectories(temp.resolve("defs"));
    Files.writeString(temp.resolve("defs/mine.yaml"), ENGINES);
    RunConfig config =
        TournamentLoading.load(
            TOURNAMENT.formatted("engines: defs/mine.yaml"),
            temp.resolve("run.yaml"),
            FakeCatalog.standard());
    assertEquals(3, config.entrants().size());
    assertEquals(
        Optional.of(temp.resolve("defs").toAbsolutePath().normalize()),
        config.entrants().get(2).player().isolation().workingDirectory(),
        "a folder is relative to the file it is written in");
  }

  @Test
  void anUnknownEngineNameIsReportedWhereTheEntrantNamesItWithTheNearestName() throws Exception {
    Files.writeString(temp.resolve("engines.yaml"), ENGINES);
    String yaml =
        """
        name: engines
        game: connect-four
        format: round-robin
        entrants:
          - engine: stokfish
          - {engine: fairymax}
        """;
    assertEquals(
        "run.yaml:5:13: unknown engine 'stokfish' (engines file engines.yaml)\n"
            + "  did you mean 'stockfish'?",
        TournamentLoading.problem(yaml, temp.resolve("run.yaml")).replace(temp + "/", ""));
  }

  @Test
  void aProblemInsideTheEnginesFileNamesThatFileItsLineAndColumn() throws Exception {
    Files.writeString(
        temp.resolve("engines.yaml"),
        """
        stockfish:
          command: [/usr/games/stockfish]
          protocol: uci
          ponder: maybe
          hash: 16
        gnugo:
          command: [/usr/games/gnugo]
          protocol: gtp
          init-strings: [komi 6.5]
        """);
    String yaml =
        """
        name: engines
        game: connect-four
        format: round-robin
        entrants:
          - engine: stockfish
          - engine: stockfish
            name: second
          - engine: gnugo
        """;
    List<String> problems =
        TournamentLoading.problems(yaml, temp.resolve("run.yaml")).stream()
            .map(p -> p.replace(temp + "/", ""))
            .toList();
    assertEquals(
        List.of(
            "engines.yaml:4:11: 'ponder': expected true or false, got 'maybe'",
            "engines.yaml:5:3: unknown key 'hash'\n  valid keys here: command, protocol, options,"
                + " working-directory, init-strings, ponder, restart, depth, nodes, time, clock,"
                + " time-margin",
            "engines.yaml:9:3: 'init-strings' can be sent only to a UCI or xboard engine\n"
                + "  remove 'init-strings'"),
        problems);
  }

  @Test
  void aMissingEnginesFileIsReportedWhereTheEntrantNamesAnEngine() {
    String yaml =
        """
        name: engines
        game: connect-four
        format: round-robin
        entrants:
          - engine: stockfish
          - {name: b, strategy: random}
        """;
    assertEquals(
        "run.yaml:5:13: engines file 'engines.yaml': no such file\n"
            + "  define the engines there, or name the file with 'engines: FILE' at the top of the"
            + " config",
        TournamentLoading.problem(yaml, temp.resolve("run.yaml")).replace(temp + "/", ""));
  }

  @Test
  void theEngineCheckReadsOneEngineOfTheFileWithItsProtocolOptionsAndInitStrings()
      throws Exception {
    Path file = temp.resolve("engines.yaml");
    Files.writeString(file, ENGINES);
    EngineSetup sf = EngineSetup.load(file, "stockfish").orElseThrow();
    assertEquals(List.of("/usr/games/stockfish"), sf.command());
    assertEquals(Optional.of(PlayerProtocol.UCI), sf.protocol());
    assertEquals(Map.of("Hash", "16", "Threads", "1"), sf.options());
    assertEquals(List.of("setoption name Move Overhead value 20"), sf.initStrings());
    assertEquals(Optional.empty(), EngineSetup.load(file, "crafty"));
    assertEquals(List.of("stockfish", "fairymax"), EngineSetup.names(file));
  }

  private static List<String> names(List<EntrantSpec> entrants) {
    return entrants.stream().map(EntrantSpec::name).toList();
  }
}
