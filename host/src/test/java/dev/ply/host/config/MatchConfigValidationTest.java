package dev.ply.host.config;

import static dev.ply.host.config.Loading.problem;
import static dev.ply.host.config.Loading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.tournament.Formats;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a match file says, checked against the schema and the loaded plugins: keys, ranges, plugin
 * ids, pairings, player counts and names, and option names and values.
 */
class MatchConfigValidationTest {

  private static final String PLAYERS =
      """
      players:
        - {name: a, strategy: random}
        - {name: b, strategy: random}
      """;

  @Test
  void rejectsAnUnknownKeyWithItsLineColumnAndTheNearestValidKey() {
    assertEquals(
        List.of(
            "test.yaml:3:5: missing required key 'strategy'\n"
                + "  available strategies: alphabeta, minimax, random",
            "test.yaml:4:5: unknown key 'strategi'\n  did you mean 'strategy'?"),
        problems(
            """
        game: tic-tac-toe
        players:
          - name: a
            strategi: random
          - {name: b, strategy: random}
        """));
  }

  @Test
  void aDatabaseUrlOfAnUnknownSchemeIsAProblemAtItsLineAndColumn() {
    assertEquals(
        "test.yaml:2:11: 'database': unknown database URL scheme 'mysql': Ply stores"
            + " results in an SQLite file (a path such as results/run.db) or in PostgreSQL"
            + " (postgresql://user@host:5432/ply)\n"
            + "  an SQLite file such as results/run.db, or postgresql://user@host:5432/ply",
        problem("game: tic-tac-toe\ndatabase: mysql://root@localhost/ply\n" + PLAYERS));
  }

  @Test
  void pluginsNameFoldersOrJarsBesideTheFileAndEachOneMissingIsAProblemAtItsPlace(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Files.createDirectories(dir.resolve("my-game/target"));
    java.nio.file.Files.createDirectories(dir.resolve("unbuilt"));
    java.nio.file.Files.writeString(dir.resolve("unbuilt/pom.xml"), "<project/>");
    java.nio.file.Files.writeString(dir.resolve("notes.txt"), "mine");
    java.nio.file.Path source = dir.resolve("m.yaml");
    RunConfigLoader.parse(
        "game: tic-tac-toe\nplugins: [my-game/target]\n" + PLAYERS,
        source,
        FakeCatalog.standard(),
        Formats.ALL,
        Kind.MATCH);

    ConfigException e =
        assertThrows(
            ConfigException.class,
            () ->
                RunConfigLoader.parse(
                    "game: tic-tac-toe\nplugins: [my-game/target, unbuilt/target, notes.txt]\n"
                        + PLAYERS,
                    source,
                    FakeCatalog.standard(),
                    Formats.ALL,
                    Kind.MATCH));
    assertEquals(
        List.of(
            source
                + ":2:27: 'plugins': no such folder or jar: unbuilt/target\n"
                + "  looked for "
                + dir.resolve("unbuilt/target")
                + "; build the plugin first: (cd "
                + dir.resolve("unbuilt")
                + " && ./mvnw package)",
            source
                + ":2:43: 'plugins': notes.txt is neither a folder nor a .jar\n"
                + "  name the folder that holds the plugin's jar, such as [../my-game/target] (relative"
                + " to this file)"),
        e.problems().stream().map(ConfigProblem::toString).toList());

    assertEquals(
        source
            + ":2:10: 'plugins': expected a list of folders of plugin jars or jars,"
            + " got 'my-game/target'\n  such as [../my-game/target] (relative to this file)",
        assertThrows(
                ConfigException.class,
                () ->
                    RunConfigLoader.parse(
                        "game: tic-tac-toe\nplugins: my-game/target\n" + PLAYERS,
                        source,
                        FakeCatalog.standard(),
                        Formats.ALL,
                        Kind.MATCH))
            .problems()
            .get(0)
            .toString());
  }

  @Test
  void anUnknownGameBuiltBesideTheFileSaysHowToLoadIt(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path target =
        java.nio.file.Files.createDirectories(dir.resolve("hexapawn/target"));
    java.util.jar.Manifest manifest = new java.util.jar.Manifest();
    manifest.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().putValue("Plugin-Id", "hexapawn");
    try (var out =
        new java.util.jar.JarOutputStream(
            java.nio.file.Files.newOutputStream(target.resolve("hexapawn-0.1.0.jar")), manifest)) {
      out.flush();
    }
    java.nio.file.Path source =
        java.nio.file.Files.createDirectories(dir.resolve("configs")).resolve("m.yaml");
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () ->
                RunConfigLoader.parse(
                    "game: hexapawn\n" + PLAYERS,
                    source,
                    FakeCatalog.standard(),
                    Formats.ALL,
                    Kind.MATCH));
    assertEquals(
        source
            + ":1:7: unknown game 'hexapawn'\n  a plugin 'hexapawn' was built in"
            + " ../hexapawn/target but is not loaded: add plugins: [../hexapawn/target] to this file,"
            + " or give --plugins ../hexapawn/target",
        e.problems().get(0).toString());
  }

  @Test
  void aTournamentFileGivenAsAMatchFileIsOneProblemThatNamesTheRightCommand() {
    assertEquals(
        List.of(
            "test.yaml:1:1: this is a tournament file (it has 'entrants:'), not a"
                + " match file; run it with: ply tournament test.yaml"),
        problems(
            """
        name: league
        game: tic-tac-toe
        format: round-robin
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void aDatabaseThatIsADirectoryIsAProblemAtItsLine(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    assertEquals(
        "test.yaml:2:11: 'database': "
            + dir
            + " is a directory\n"
            + "  name a file in it, such as "
            + dir.resolve("results.db"),
        problem("game: tic-tac-toe\ndatabase: " + dir + "\n" + PLAYERS));
  }

  @Test
  void listsTheValidKeysWhenNoKeyIsNear() {
    assertEquals(
        "test.yaml:2:1: unknown key 'colour'\n  valid keys here: name, description, game, variant,"
            + " format, games, alternate-colours, openings, seed, duplicate, ply-cap, grace, move-cap,"
            + " concurrency, database, anchor, sprt, violations, adjudication, plugins, engines, players",
        problem("game: tic-tac-toe\ncolour: red\n" + PLAYERS));
  }

  @Test
  void suggestsAKeyWrittenInTheWrongCase() {
    assertEquals(
        "test.yaml:2:1: unknown key 'Games'\n  did you mean 'games'?",
        problem("game: tic-tac-toe\nGames: 4\n" + PLAYERS));
  }

  @Test
  void pointsAtTheEnclosingMappingForAMissingRequiredKey() {
    assertEquals(
        List.of(
            "test.yaml:2:1: missing required key 'game'\n"
                + "  available games: connect-four, kalah, three-way, tic-tac-toe",
            "test.yaml:2:1: missing required key 'players'\n"
                + "  a list of players, each with at least a 'name' and a 'strategy'"),
        problems(
            """
        # no game, no players
        games: 3
        """));
    assertEquals(
        List.of(
            "test.yaml:3:5: missing required key 'name'\n"
                + "  a name of letters, digits, '_', '.' and '-', unique in the match",
            "test.yaml:3:5: missing required key 'strategy'\n"
                + "  available strategies: alphabeta, minimax, random"),
        problems(
            """
        game: tic-tac-toe
        players:
          - {depth: 3}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void rejectsPlayerLimitsOutOfRange() {
    assertEquals(
        List.of(
            "test.yaml:3:43: 'depth': expected a whole number from 1 to 1000, got 0",
            "test.yaml:3:53: 'nodes': expected a whole number of at least 1, got 0",
            "test.yaml:4:43: 'depth': expected a whole number from 1 to 1000, got 1001"),
        problems(
            """
        game: tic-tac-toe
        players:
          - {name: a, strategy: alphabeta, depth: 0, nodes: 0}
          - {name: b, strategy: alphabeta, depth: 1001}
        """));
  }

  @Test
  void rejectsAnUnknownGameAndSuggestsTheNearestId() {
    assertEquals(
        "test.yaml:1:7: unknown game 'conect-four'\n  did you mean 'connect-four'?",
        problem("game: conect-four\n" + PLAYERS));
  }

  @Test
  void listsTheAvailableGamesWhenNoIdIsNear() {
    assertEquals(
        "test.yaml:1:7: unknown game 'chess'\n"
            + "  available games: connect-four, kalah, three-way, tic-tac-toe",
        problem("game: chess\n" + PLAYERS));
  }

  @Test
  void saysSoWhenNoPluginsAreLoaded() {
    FakeCatalog empty = new FakeCatalog(List.of(), List.of(), List.of());
    assertEquals(
        List.of(
            "test.yaml:1:7: unknown game 'chess'\n"
                + "  no games are loaded; check the plugins directory",
            "test.yaml:3:25: unknown strategy 'random'\n"
                + "  no strategies are loaded; check the plugins directory"),
        problems(
            """
        game: chess
        players:
          - {name: a, strategy: random}
        """,
            empty));
  }

  @Test
  void rejectsAnUnknownStrategyAndSuggestsTheNearestId() {
    assertEquals(
        List.of(
            "test.yaml:3:25: unknown strategy 'alpha-beta'\n  did you mean 'alphabeta'?",
            "test.yaml:4:25: unknown strategy 'mcts'\n"
                + "  available strategies: alphabeta, minimax, random"),
        problems(
            """
        game: tic-tac-toe
        players:
          - {name: a, strategy: alpha-beta}
          - {name: b, strategy: mcts}
        """));
  }

  @Test
  void rejectsAStrategyThatDoesNotSupportTheGame() {
    assertEquals(
        "test.yaml:3:25: strategy 'alphabeta' does not support game 'three-way' (3 players,"
            + " general-sum)\n  strategies that do: random",
        problem(
            """
        game: three-way
        players:
          - {name: a, strategy: alphabeta}
          - {name: b, strategy: random}
          - {name: c, strategy: random}
        """));
  }

  @Test
  void rejectsAnEvaluatorForAnotherGameAndOneGivenToAStrategyThatUsesNone() {
    assertEquals(
        List.of(
            "test.yaml:5:16: evaluator 'tic-tac-toe-lines' is for game 'tic-tac-toe', not "
                + "'connect-four'\n  evaluators for connect-four: connect-four-windows",
            "test.yaml:8:16: strategy 'random' does not use an evaluator\n"
                + "  remove 'evaluator' from this player"),
        problems(
            """
        game: connect-four
        players:
          - name: a
            strategy: alphabeta
            evaluator: tic-tac-toe-lines
          - name: b
            strategy: random
            evaluator: connect-four-windows
        """));
  }

  @Test
  void rejectsAnUnknownEvaluatorAndSuggestsTheNearestIdOrListsTheGamesOwn() {
    assertEquals(
        List.of(
            "test.yaml:5:16: unknown evaluator 'connect-four-window'\n"
                + "  did you mean 'connect-four-windows'?",
            "test.yaml:8:16: unknown evaluator 'windows'\n"
                + "  evaluators for connect-four: connect-four-windows"),
        problems(
            """
        game: connect-four
        players:
          - name: a
            strategy: alphabeta
            evaluator: connect-four-window
          - name: b
            strategy: minimax
            evaluator: windows
        """));
  }

  @Test
  void evaluatorOptionsAreCheckedAgainstTheEvaluatorsOwnAsStrategyOptionsAre() {
    assertEquals(
        List.of(
            "test.yaml:6:25: unknown option 'weight-4' for evaluator 'connect-four-windows'\n"
                + "  did you mean 'weight-2'?",
            "test.yaml:6:48: option 'weight-2': expected a whole number from 0 to 1000, got"
                + " 2000\n  weight-2 (integer 0..1000, default 4): two discs",
            "test.yaml:9:5: 'evaluator-options' without an 'evaluator'\n"
                + "  name the evaluator they set, such as 'evaluator: connect-four-windows', or"
                + " remove 'evaluator-options'"),
        problems(
            """
        game: connect-four
        players:
          - name: a
            strategy: alphabeta
            evaluator: connect-four-windows
            evaluator-options: {weight-4: 1, weight-2: 2000}
          - name: b
            strategy: minimax
            evaluator-options: {weight-3: 10}
        """));
  }

  @Test
  void evaluatorOptionsOfAnEvaluatorWithoutOptionsSaySo() {
    assertEquals(
        "test.yaml:7:25: unknown option 'weight' for evaluator 'tic-tac-toe-lines'\n"
            + "  evaluator 'tic-tac-toe-lines' has no options",
        problem(
            """
        game: tic-tac-toe
        players:
          - {name: b, strategy: random}
          - name: a
            strategy: alphabeta
            evaluator: tic-tac-toe-lines
            evaluator-options: {weight: 1}
        """));
  }

  @Test
  void rejectsTheWrongNumberOfPlayersForTheGame() {
    assertEquals(
        "test.yaml:2:1: game 'connect-four' needs exactly 2 players, got 1",
        problem(
            """
        game: connect-four
        players:
          - {name: a, strategy: random}
        """));
    assertEquals(
        "test.yaml:2:1: game 'three-way' needs exactly 3 players, got 0",
        problem(
            """
        game: three-way
        players: []
        """));
  }

  @Test
  void rejectsTwoPlayersWithOneName() {
    assertEquals(
        "test.yaml:4:12: duplicate player name 'twin' (first at line 3)\n"
            + "  give each player its own name",
        problem(
            """
        game: connect-four
        players:
          - {name: twin, strategy: random}
          - {name: twin, strategy: random}
        """));
  }

  @Test
  void rejectsANameWithCharactersOutsideLettersDigitsDotDashAndUnderscore() {
    assertEquals(
        "test.yaml:3:12: 'name': expected a name of letters, digits, '_', '.' and '-', "
            + "got 'alpha beta'",
        problem(
            """
        game: connect-four
        players:
          - {name: alpha beta, strategy: random}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void rejectsAnUnknownVariantOptionAndSuggestsTheNearestName() {
    assertEquals(
        "test.yaml:3:3: unknown option 'widht' for game 'connect-four'\n"
            + "  did you mean 'width'?",
        problem(
            """
        game: connect-four
        variant:
          widht: 8
        """
                + PLAYERS));
  }

  @Test
  void showsTheHelpOfEveryOptionWhenNoNameIsNear() {
    assertEquals(
        """
        test.yaml:3:3: unknown option 'rows' for game 'connect-four'
          options of game 'connect-four':
            width (integer 4..16, default 7): board width
            height (integer 4..16, default 6): board height""",
        problem(
            """
        game: connect-four
        variant:
          rows: 6
        """
                + PLAYERS));
  }

  @Test
  void saysSoWhenThePluginHasNoOptions() {
    assertEquals(
        List.of(
            "test.yaml:2:11: unknown option 'size' for game 'tic-tac-toe'\n"
                + "  game 'tic-tac-toe' has no variant options",
            "test.yaml:4:15: unknown option 'fast' for strategy 'random'\n"
                + "  strategy 'random' has no options"),
        problems(
            """
        game: tic-tac-toe
        variant: {size: 4}
        players:
          - options: {fast: true}
            name: a
            strategy: random
          - {name: b, strategy: random}
        """));
  }

  @Test
  void rejectsAnUnknownStrategyOptionAndSuggestsTheNearestName() {
    assertEquals(
        "test.yaml:5:15: unknown option 'iterative-deepning' for strategy 'alphabeta'\n"
            + "  did you mean 'iterative-deepening'?",
        problem(
            """
        game: connect-four
        players:
          - name: a
            strategy: alphabeta
            options: {iterative-deepning: true}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void rejectsOptionValuesThatDoNotFitTheirSpecWithTheSpecsHelp() {
    assertEquals(
        List.of(
            "test.yaml:2:18: option 'width': expected a whole number from 4 to 16, got 20\n"
                + "  width (integer 4..16, default 7): board width",
            "test.yaml:6:36: option 'iterative-deepening': expected true or false, got 'yes'\n"
                + "  iterative-deepening (boolean, default true): deepen one ply at a time",
            "test.yaml:7:27: option 'aspiration': expected a number, got 'wide'\n"
                + "  aspiration (decimal 0.0..100.0, default 0.0): aspiration window half-width",
            "test.yaml:8:24: option 'tt-size': expected a whole number, got '1.5'\n"
                + "  write a whole number in decimal digits, such as 1000000 or 1_000_000\n"
                + "  tt-size (integer 0..1000000, default 1024): transposition table entries",
            "test.yaml:9:25: option 'ordering': expected a text, got a list\n"
                + "  ordering (text, default killer): move ordering"),
        problems(
            """
        game: connect-four
        variant: {width: 20}
        players:
          - name: a
            strategy: alphabeta
            options: {iterative-deepening: yes,
                      aspiration: wide,
                      tt-size: 1.5,
                      ordering: [mvv, lva]}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void reportsAVariantTheGameRefusesAtTheVariantKey() {
    FakeCatalog catalog = FakeCatalog.standard();
    List<String> found =
        problems(
            """
        game: connect-four
        variant:
          width: 16
          height: 16
        """
                + PLAYERS,
            catalog);
    assertEquals(
        List.of(
            """
        test.yaml:2:1: game 'connect-four' refuses this variant: a board has at most 64 cells, \
        got 16x16
          variant options of game 'connect-four':
            width (integer 4..16, default 7): board width
            height (integer 4..16, default 6): board height"""),
        found);
    assertEquals(1, ((FakeGame) catalog.game("connect-four").orElseThrow()).newGameCalls);
  }

  @Test
  void makesNoStartPositionForAVariantWithBadValues() {
    FakeCatalog catalog = FakeCatalog.standard();
    problems("game: connect-four\nvariant: {width: 99}\n" + PLAYERS, catalog);
    assertEquals(0, ((FakeGame) catalog.game("connect-four").orElseThrow()).newGameCalls);
  }

  @Test
  void reportsEveryProblemOfTheFileAtOnceInFileOrder() {
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () ->
                Loading.load(
                    """
        game: connect-four
        gmaes: 3
        variant: {width: 3}
        players:
          - name: alphabeta
            strategy: alphabeta
            depth: deep
          - name: alphabeta
            strategy: randm
        """));
    assertEquals(
        """
        test.yaml:2:1: unknown key 'gmaes'
          did you mean 'games'?
        test.yaml:3:18: option 'width': expected a whole number from 4 to 16, got 3
          width (integer 4..16, default 7): board width
        test.yaml:7:12: 'depth': expected a whole number, got 'deep'
        test.yaml:8:11: duplicate player name 'alphabeta' (first at line 5)
          give each player its own name
        test.yaml:9:15: unknown strategy 'randm'
          did you mean 'random'?
        5 problems in test.yaml; nothing was run.""",
        e.getMessage());
  }

  @Test
  void rejectsAnOptionWithNoValueOrAWholeNumberTooLargeForAnyRange() {
    assertEquals(
        List.of(
            "test.yaml:3:9: option 'width': expected a whole number, got nothing\n"
                + "  width (integer 4..16, default 7): board width",
            "test.yaml:4:11: option 'height': expected a whole number from 4 to 16, got "
                + "99999999999999999999\n  height (integer 4..16, default 6): board height"),
        problems(
            """
        game: connect-four
        variant:
          width:
          height: 99999999999999999999
        """
                + PLAYERS));
  }
}
