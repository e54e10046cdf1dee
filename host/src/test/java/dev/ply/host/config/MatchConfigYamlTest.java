package dev.ply.host.config;

import static dev.ply.host.config.Loading.load;
import static dev.ply.host.config.Loading.problem;
import static dev.ply.host.config.Loading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The YAML layer of a match file: syntax, tags, duplicate keys, and reading each scalar by the type
 * its key expects rather than by YAML 1.1's guesses.
 */
class MatchConfigYamlTest {

  private static final String PLAYERS =
      """
      players:
        - {name: a, strategy: random}
        - {name: b, strategy: random}
      """;

  @Test
  void saysWhatAStrayColonMeansAtItsMark() {
    assertEquals(
        "test.yaml:2:10: unexpected ':' here\n  is this line indented more than the key"
            + " above it? the keys of one mapping start in the same column",
        problem(
            """
        game: tic-tac-toe
        games: 10: 12
        """
                + PLAYERS));
  }

  @Test
  void pointsAtTheLineThatLacksItsColon() {
    assertEquals(
        """
        test.yaml:2:1: a line that is neither 'key: value' nor a list item
          write the key, a colon and a space before the value, as in 'games: 10'""",
        problem(
            """
        game: tic-tac-toe
        games 10
        players: []
        """));
  }

  @Test
  void refusesASecondDocumentInTheFile() {
    assertEquals(
        "test.yaml:2:1: expected a single document in the stream, but found another " + "document",
        problem("game: tic-tac-toe\n---\ngame: kalah\n"));
  }

  @Test
  void refusesAnEmptyFile() {
    String expected =
        "test.yaml:1:1: the file is empty\n" + "  a match file needs at least 'game' and 'players'";
    assertEquals(expected, problem(""));
    assertEquals(expected, problem("# nothing but a comment\n\n"));
    assertEquals(expected, problem("---\n"));
  }

  @Test
  void refusesATopLevelThatIsNotAMapping() {
    assertEquals(
        "test.yaml:2:1: expected a mapping of keys at the top level, got a list\n"
            + "  a match file starts with keys such as 'game:'",
        problem(
            """
        # a list is not a match
        - game: tic-tac-toe
        """));
    assertEquals(
        "test.yaml:1:1: expected a mapping of keys at the top level, got 'tic-tac-toe'\n"
            + "  a match file starts with keys such as 'game:'",
        problem("tic-tac-toe\n"));
  }

  @Test
  void rejectsADuplicateKeyAndPointsAtTheFirst() {
    assertEquals(
        "test.yaml:3:1: duplicate key 'games' (first at line 2)",
        problem(
            """
        game: tic-tac-toe
        games: 4
        games: 6
        """
                + PLAYERS));
  }

  @Test
  void rejectsADuplicateKeyInsideAPlayerAndInsideOptions() {
    assertEquals(
        List.of(
            "test.yaml:5:5: duplicate key 'strategy' (first at line 4)",
            "test.yaml:6:27: duplicate key 'tt-size' (first at line 6)"),
        problems(
            """
        game: tic-tac-toe
        players:
          - name: a
            strategy: alphabeta
            strategy: random
            options: {tt-size: 1, tt-size: 2}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void refusesATagThatWouldBuildAJavaObjectWithoutBuildingIt() {
    TagTarget.constructed = false;
    assertEquals(
        "test.yaml:2:14: YAML tags that build objects are not allowed "
            + "(found !!dev.ply.host.config.TagTarget)\n"
            + "  write plain values: text, numbers, true or false, lists and mappings",
        problem(
            """
        game: tic-tac-toe
        description: !!dev.ply.host.config.TagTarget ["x"]
        """
                + PLAYERS));
    assertFalse(TagTarget.constructed);
  }

  @Test
  void refusesTheScriptEngineManagerPayloadAsOneProblem() {
    List<String> found =
        problems(
            """
        !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[!!java.net.URL \
        ["http://localhost:1/"]]]]
        """);
    assertEquals(
        List.of(
            "test.yaml:1:1: YAML tags that build objects are not allowed "
                + "(found !!javax.script.ScriptEngineManager)\n"
                + "  write plain values: text, numbers, true or false, lists and mappings"),
        found);
  }

  @Test
  void refusesALocalTagAndReadsTheRestOfTheFile() {
    assertEquals(
        List.of(
            "test.yaml:2:7: YAML tags that build objects are not allowed (found !seed)\n"
                + "  write plain values: text, numbers, true or false, lists and mappings",
            "test.yaml:3:8: 'games': expected a whole number, got 'many'"),
        problems(
            """
        game: tic-tac-toe
        seed: !seed 12
        games: many
        """
                + PLAYERS));
  }

  @Test
  void acceptsTheStandardTags() throws ConfigException {
    RunConfig config =
        load(
            """
        game: !!str tic-tac-toe
        games: !!int 4
        description: !!str yes
        variant: !!map {}
        players: !!seq
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    assertEquals(4, config.format().gamesPerPairing());
    assertEquals("yes", config.description());
  }

  @Test
  void keepsNoYesAndOnAsTextInATextField() throws ConfigException {
    RunConfig config =
        load(
            """
        game: tic-tac-toe
        description: no
        players:
          - {name: yes, strategy: random}
          - {name: on, strategy: random}
        """);
    assertEquals("no", config.description());
    assertEquals("yes", config.players().get(0).name());
    assertEquals("on", config.players().get(1).name());
  }

  @Test
  void readsLeadingZerosAsDecimalNotOctal() throws ConfigException {
    RunConfig config =
        load(
            """
        game: tic-tac-toe
        games: 012
        seed: -0_10
        ply-cap: +1_000
        """
                + PLAYERS);
    assertEquals(12, config.format().gamesPerPairing());
    assertEquals(-10L, config.seed());
    assertEquals(1000, config.plyCap());
  }

  @ParameterizedTest
  @ValueSource(strings = {"1.5", "1e6", "0x10", "0o17", "1,000", "1__0"})
  void rejectsAWholeNumberWrittenAnyOtherWayThanDecimalDigits(String written) {
    assertEquals(
        "test.yaml:2:8: 'games': expected a whole number, got '"
            + written
            + "'\n"
            + "  write a whole number in decimal digits, such as 1000000 or 1_000_000",
        problem("game: tic-tac-toe\ngames: " + written + "\n" + PLAYERS));
  }

  @Test
  void rejectsAWholeNumberBeyondTheRangeOfItsKey() {
    assertEquals(
        List.of(
            "test.yaml:2:8: 'games': expected a whole number from 1 to 1000000, got 0",
            "test.yaml:3:7: 'seed': expected a whole number from -9223372036854775808 to "
                + "9223372036854775807, got 9223372036854775808",
            "test.yaml:4:10: 'ply-cap': expected a whole number from 1 to 1000000, got 1000001"),
        problems(
            """
        game: tic-tac-toe
        games: 0
        seed: 9223372036854775808
        ply-cap: 1_000_001
        """
                + PLAYERS));
  }

  @ParameterizedTest
  @ValueSource(strings = {"yes", "no", "on", "off", "y", "1"})
  void acceptsOnlyTrueOrFalseInABooleanField(String written) {
    assertEquals(
        "test.yaml:2:20: 'alternate-colours': expected true or false, got '" + written + "'",
        problem("game: tic-tac-toe\nalternate-colours: " + written + "\n" + PLAYERS));
  }

  @Test
  void acceptsTrueAndFalseInAnyCase() throws ConfigException {
    assertTrue(
        load("game: tic-tac-toe\nalternate-colours: TRUE\n" + PLAYERS).format().alternateColours());
    assertFalse(
        load("game: tic-tac-toe\nalternate-colours: False\n" + PLAYERS)
            .format()
            .alternateColours());
  }

  @Test
  void rejectsAMappingOrAListWhereAValueIsExpectedAndTheOtherWayRound() {
    assertEquals(
        List.of(
            "test.yaml:1:7: 'game': expected a text, got a list",
            "test.yaml:2:10: 'variant': expected a mapping, got a list",
            "test.yaml:3:8: 'games': expected a whole number, got a mapping",
            "test.yaml:4:7: 'grace': expected a duration, got nothing",
            "test.yaml:5:10: 'players': expected a list, got a mapping"),
        problems(
            """
        game: [tic-tac-toe]
        variant: [7, 6]
        games: {count: 2}
        grace:
        players: {a: random}
        """));
  }

  @Test
  void rejectsAPlayerThatIsNotAMapping() {
    assertEquals(
        "test.yaml:4:5: player 2: expected a mapping, got 'random'\n"
            + "  write each player as a mapping with at least 'name' and 'strategy'",
        problem(
            """
        game: tic-tac-toe
        players:
          - {name: a, strategy: random}
          - random
        """));
  }

  @Test
  void readsDurationsInMillisecondsSecondsAndMinutes() throws ConfigException {
    RunConfig config =
        load(
            """
        game: tic-tac-toe
        grace: 250ms
        move-cap: 1.5s
        players:
          - {name: a, strategy: random, time: 2m}
          - {name: b, strategy: random, time: "0.5 s"}
        """);
    assertEquals(Duration.ofMillis(250), config.grace());
    assertEquals(Duration.ofMillis(1500), config.moveCap());
    assertEquals(Duration.ofMinutes(2), config.players().get(0).time().orElseThrow());
    assertEquals(Duration.ofMillis(500), config.players().get(1).time().orElseThrow());
  }

  @Test
  void rejectsADurationWithoutAUnitAndSuggestsOne() {
    assertEquals(
        "test.yaml:2:8: 'grace': expected a duration, got '2'\n"
            + "  add a unit, such as 2s (units: ms, s, m)",
        problem(
            """
        game: tic-tac-toe
        grace: 2
        """
                + PLAYERS));
  }

  @Test
  void rejectsADurationWithAnUnknownUnitOrOfZeroWhereTimeMustPass() {
    assertEquals(
        List.of(
            "test.yaml:2:11: 'move-cap': expected a duration, got '250us'\n"
                + "  unknown unit 'us'; use ms, s or m",
            "test.yaml:4:39: 'time': expected a duration of more than 0, got 0ms"),
        problems(
            """
        game: tic-tac-toe
        move-cap: 250us
        players:
          - {name: a, strategy: random, time: 0ms}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void acceptsAZeroGrace() throws ConfigException {
    assertEquals(Duration.ZERO, load("game: tic-tac-toe\ngrace: 0s\n" + PLAYERS).grace());
  }

  @Test
  void readsQuotedScalarsByTheirTextToo() throws ConfigException {
    RunConfig config =
        load(
            """
        game: "tic-tac-toe"
        games: '3'
        """
                + PLAYERS);
    assertEquals(3, config.format().gamesPerPairing());
  }

  @Test
  void refusesMergeKeys() {
    assertEquals(
        List.of(
            "test.yaml:4:5: merge keys ('<<') are not supported\n  write the keys out in full",
            "test.yaml:4:5: missing required key 'strategy'\n"
                + "  available strategies: alphabeta, minimax, random"),
        problems(
            """
        game: tic-tac-toe
        players:
          - &a {name: a, strategy: random}
          - <<: *a
            name: b
        """));
  }

  @Test
  void readsAnAliasLikeTheValueItNames() throws ConfigException {
    RunConfig config =
        load(
            """
        game: connect-four
        players:
          - name: a
            strategy: alphabeta
            options: &small {tt-size: 16}
          - name: b
            strategy: alphabeta
            options: *small
        """);
    assertEquals(16L, config.players().get(0).options().getLong("tt-size"));
    assertEquals(16L, config.players().get(1).options().getLong("tt-size"));
  }
}
