package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.tune.TuneFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A tuning file's own keys: parameters as fishtest's lines or as mappings, each at its line, the
 * entrant tuned, and each mistake at its place.
 */
class TuneKeysTest {

  private static final String HEAD =
      """
      name: t
      game: tic-tac-toe
      format: tune
      entrants:
        - {name: a, strategy: alphabeta}
        - {name: b, strategy: random}
      """;

  private static RunConfig load(String yaml) throws ConfigException {
    return RunConfigLoader.parse(
        yaml, Loading.SOURCE, FakeCatalog.standard(), List.of(TuneFormat.FORMAT), Kind.TOURNAMENT);
  }

  private static List<String> problems(String yaml) {
    return assertThrows(ConfigException.class, () -> load(yaml)).problems().stream()
        .map(ConfigProblem::toString)
        .toList();
  }

  @Test
  void linesAsStockfishPrintsThemAreReadEachAtItsLine() throws Exception {
    RunConfig config =
        load(
            HEAD
                + """
                tune: b
                pairs: 500
                parameters: |
                  aspiration,10,0,100,5,0.002
                  tt-size,1024,0,4096,204.8,0.0020
                """);
    TuneFormat.Settings s = (TuneFormat.Settings) config.format();
    assertEquals(Optional.of("b"), s.tuned());
    assertEquals(500, s.pairs());
    assertEquals(
        List.of(
            new TuneParameter("aspiration", 10, 0, 100, 5, 0.002, 10, 3),
            new TuneParameter("tt-size", 1024, 0, 4096, 204.8, 0.002, 11, 3)),
        s.parameters());
  }

  @Test
  void mappingsAreReadAsTheLinesAreAndPairsDefaultToAThousand() throws Exception {
    RunConfig config =
        load(
            HEAD
                + """
                parameters:
                  - {name: aspiration, start: 10, min: 0, max: 100, c-end: 5, r-end: 0.002}
                """);
    TuneFormat.Settings s = (TuneFormat.Settings) config.format();
    assertEquals(Optional.empty(), s.tuned());
    assertEquals(TuneFormat.DEFAULT_PAIRS, s.pairs());
    assertEquals(
        List.of(new TuneParameter("aspiration", 10, 0, 100, 5, 0.002, 8, 5)), s.parameters());
  }

  @Test
  void eachBadLineIsAProblemAtItsPlace() {
    assertEquals(
        List.of(
            "test.yaml:8:3: parameter line 'a,1,2' has 3 fields, expected 6\n"
                + "  one parameter a line: name,start,min,max,c_end,r_end (as Stockfish's TUNE"
                + " prints it)",
            "test.yaml:9:3: parameter 'b': field 4 (max) is not a number: 'x'\n"
                + "  one parameter a line: name,start,min,max,c_end,r_end (as Stockfish's TUNE"
                + " prints it)",
            "test.yaml:10:3: parameter 'c': min 5 is not below max 5\n"
                + "  write min before max, min < max",
            "test.yaml:11:3: parameter 'd': r_end must be 0 or more, got -1\n"
                + "  Stockfish's TUNE suggests 0.0020",
            "test.yaml:13:3: duplicate parameter 'e' (first at line 12)"),
        problems(
            HEAD
                + """
                parameters: |
                  a,1,2
                  b,1,0,x,1,1
                  c,5,5,5,1,1
                  d,1,0,2,1,-1
                  e,1,0,2,1,1
                  e,1,0,2,1,1
                """));
  }

  @Test
  void aTuningSeatsOneOrTwoEntrantsAndNeedsParameters() {
    List<String> problems =
        problems(
            """
            name: t
            game: tic-tac-toe
            format: tune
            tune: c
            entrants:
              - {name: a, strategy: random}
              - {name: b, strategy: random}
              - {name: c, strategy: random}
            """);
    assertEquals(
        List.of(
            "test.yaml:1:1: missing required key 'parameters'\n"
                + "  the parameters to tune, one a line: name,start,min,max,c_end,r_end",
            "test.yaml:5:1: a tuning lists the entrant tuned and at most one opponent, got 3\n"
                + "  one entrant plays itself, as fishtest tunes; a second is the opponent of both"
                + " sides"),
        problems.stream().sorted().toList());
  }
}
