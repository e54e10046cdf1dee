package dev.ply.host.config;

import static dev.ply.host.config.TournamentLoading.load;
import static dev.ply.host.config.TournamentLoading.problem;
import static dev.ply.host.config.TournamentLoading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a tournament file says, checked: keys of the wrong format, seeds, rounds, games per pairing,
 * openings and their file, SPRT, clocks and entrants.
 */
class TournamentConfigValidationTest {

  private static final String HEAD =
      """
      name: t
      game: tic-tac-toe
      """;

  private static final String ENTRANTS =
      """
      entrants:
        - {name: a, strategy: random}
        - {name: b, strategy: random}
      """;

  @Test
  void rejectsAnOddOrTooSmallNumberOfGamesPerPairing() {
    assertEquals(
        "test.yaml:4:20: 'games-per-pairing': expected an even number, got 3\n"
            + "  each opening is played twice, with colours swapped",
        problem(HEAD + "format: round-robin\ngames-per-pairing: 3\n" + ENTRANTS));
    assertEquals(
        "test.yaml:4:20: 'games-per-pairing': expected a whole number from 2 to 10000, " + "got 1",
        problem(HEAD + "format: round-robin\ngames-per-pairing: 1\n" + ENTRANTS));
  }

  @Test
  void rejectsAGauntletSeedThatNamesNoEntrantAndSuggestsTheNearestName() {
    assertEquals(
        List.of(
            "test.yaml:4:9: unknown entrant 'alphabeta-d8'\n  did you mean 'alphabeta-d7'?",
            "test.yaml:4:23: unknown entrant 'mcts'\n  entrants: alphabeta-d7, random"),
        problems(
            """
        name: t
        game: connect-four
        format: gauntlet
        seeds: [alphabeta-d8, mcts]
        entrants:
          - {name: alphabeta-d7, strategy: alphabeta}
          - {name: random, strategy: random}
        """));
  }

  @Test
  void rejectsSeedsNamedTwiceOrThatLeaveNobodyToPlay() {
    assertEquals(
        "test.yaml:4:15: duplicate seed 'a' (first at line 4)",
        problem(HEAD + "format: gauntlet\nseeds: [a, b, a]\n" + ENTRANTS));
    assertEquals(
        "test.yaml:4:8: 'seeds': every entrant is a seed, so nobody plays\n"
            + "  a gauntlet needs at least one entrant that is not a seed",
        problem(HEAD + "format: gauntlet\nseeds: [b, a]\n" + ENTRANTS));
    assertEquals(
        "test.yaml:4:8: 'seeds': expected at least one entrant name, got none\n"
            + "  a seed plays every entrant that is not a seed",
        problem(HEAD + "format: gauntlet\nseeds: []\n" + ENTRANTS));
  }

  @Test
  void doesNotBlameASeedForAnEntrantWhoseNameIsWrong() {
    assertEquals(
        "test.yaml:6:12: 'name': expected a name of letters, digits, '_', '.' and "
            + "'-', got 'a b'",
        problem(
            HEAD
                + """
        format: gauntlet
        seeds: [a b]
        entrants:
          - {name: a b, strategy: random}
          - {name: c, strategy: random}
        """));
  }

  @Test
  void requiresTheKeyOfEachFormat() {
    assertEquals(
        "test.yaml:1:1: missing required key 'seeds'\n  format gauntlet needs the "
            + "names of the entrants that play every other entrant, such as [alphabeta-d7]",
        problem(HEAD + "format: gauntlet\n" + ENTRANTS));
    assertEquals(
        "test.yaml:1:1: missing required key 'rounds'\n"
            + "  format swiss needs the number of rounds, 1 to 1000",
        problem(HEAD + "format: swiss\n" + ENTRANTS));
  }

  @Test
  void rejectsRoundsUnderRoundRobin() {
    assertEquals(
        "test.yaml:4:1: 'rounds' applies only to format swiss\n"
            + "  this tournament's format is round-robin; remove 'rounds'",
        problem(HEAD + "format: round-robin\nrounds: 5\n" + ENTRANTS));
  }

  @Test
  void aMatchFileGivenAsATournamentFileIsOneProblemThatNamesTheRightCommand() {
    assertEquals(
        List.of(
            "test.yaml:1:1: this is a match file (it has 'players:'), not a"
                + " tournament file; run it with: ply match test.yaml"),
        problems(
            """
        game: tic-tac-toe
        games: 4
        players:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void aNameWithAControlCharacterIsAProblem() {
    assertEquals(
        "test.yaml:1:7: 'name' has a control character (such as NUL or a line break)\n"
            + "  a name is one line of printable text",
        problem("name: \"a\\0b\"\ngame: tic-tac-toe\nformat: round-robin\n" + ENTRANTS));
  }

  @Test
  void rejectsEveryKeyOfAnotherFormatAtItsKey() {
    assertEquals(
        List.of(
            "test.yaml:4:1: 'cycles' applies only to format round-robin\n"
                + "  this tournament's format is swiss; remove 'cycles'",
            "test.yaml:5:1: 'seeds' applies only to format gauntlet\n"
                + "  this tournament's format is swiss; remove 'seeds'"),
        problems(HEAD + "format: swiss\ncycles: 2\nseeds: [a]\nrounds: 3\n" + ENTRANTS));
  }

  @Test
  void stillChecksTheFormatKeysWhenTheFormatIsUnknown() {
    assertEquals(
        List.of(
            "test.yaml:3:9: unknown format 'ladder'\n  formats: round-robin, gauntlet, swiss, knockout, match",
            "test.yaml:4:9: 'rounds': expected a whole number from 1 to 1000, got 0"),
        problems(HEAD + "format: ladder\nrounds: 0\n" + ENTRANTS));
    assertEquals(
        "test.yaml:3:9: unknown format 'round robin'\n  did you mean 'round-robin'?",
        problem(HEAD + "format: round robin\n" + ENTRANTS));
  }

  @Test
  void allowsMoreSwissRoundsThanFreshPairings() throws ConfigException {
    assertEquals(
        new dev.ply.host.tournament.Swiss.Settings(10, 2),
        load(HEAD + "format: swiss\nrounds: 10\n" + ENTRANTS).format());
  }

  @Test
  void pointsAtTheTopForEveryMissingRequiredKey() {
    assertEquals(
        List.of(
            "test.yaml:1:1: missing required key 'name'\n"
                + "  a name for people, such as 'Connect Four round robin'",
            "test.yaml:1:1: missing required key 'game'\n"
                + "  available games: connect-four, kalah, three-way, tic-tac-toe",
            "test.yaml:1:1: missing required key 'format'\n"
                + "  formats: round-robin, gauntlet, swiss, knockout, match",
            "test.yaml:1:1: missing required key 'entrants'\n"
                + "  a list of at least 2 entrants, each with at least a 'name' and a 'strategy'"),
        problems("description: nothing else\n"));
  }

  @Test
  void listsTheValidKeysWhenNoKeyIsNear() {
    assertEquals(
        "test.yaml:4:1: unknown key 'colour'\n  valid keys here: name, description, "
            + "game, variant, format, cycles, games-per-pairing, openings, seed, duplicate, "
            + "ply-cap, grace, move-cap, concurrency, database, anchor, sprt, violations, adjudication,"
            + " plugins, engines, entrants",
        problem(HEAD + "format: round-robin\ncolour: red\n" + ENTRANTS));
  }

  @Test
  void suggestsTheNearestKeyInEverySection() {
    assertEquals(
        List.of(
            "test.yaml:4:29: unknown key 'random-ply'\n  did you mean 'random-plies'?",
            "test.yaml:5:7: missing required key 'elo1'\n  an Elo difference, such as 10",
            "test.yaml:5:17: unknown key 'elo'\n  did you mean 'elo0'?",
            "test.yaml:8:33: unknown key 'clok'\n  did you mean 'clock'?"),
        problems(
            HEAD
                + """
        format: round-robin
        openings: {random-plies: 2, random-ply: 4}
        sprt: {elo0: 0, elo: 5}
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random, clok: {base: 1s}}
        """));
  }

  @Test
  void rejectsAGameForMoreThanTwoPlayersInAFormatThatPairsTwoByTwo() {
    assertEquals(
        "test.yaml:2:7: game 'three-way' is for 3 players; this format pairs entrants two by two\n"
            + "  use format: round-robin (every table of 3 entrants) or gauntlet (each seed at a"
            + " table with every 2 others), in every seating, or a match file of 3 players",
        problem(
            """
        name: t
        game: three-way
        format: knockout
        """
                + ENTRANTS));
  }

  @Test
  void aRoundRobinOfAGameForThreePlayersNeedsThreeEntrants() {
    assertEquals(
        "test.yaml:4:1: a round robin of three-way needs at least 3 entrants, one a seat, got 2",
        problem(
            """
        name: t
        game: three-way
        format: round-robin
        """
                + ENTRANTS));
  }

  @Test
  void rejectsFewerThanTwoEntrants() {
    assertEquals(
        "test.yaml:4:1: a tournament needs at least 2 entrants, got 1",
        problem(
            HEAD
                + """
        format: round-robin
        entrants:
          - {name: a, strategy: random}
        """));
  }

  @Test
  void checksEntrantsAsMatchPlayersAndCallsThemEntrants() {
    assertEquals(
        List.of(
            "test.yaml:6:5: entrant 2: expected a mapping, got 'random'\n"
                + "  write each entrant as a mapping with at least 'name' and 'strategy'",
            "test.yaml:7:44: evaluator 'tic-tac-toe-lines' is for game 'tic-tac-toe', not "
                + "'three-way'\n  no loaded evaluator is for game 'three-way'",
            "test.yaml:7:44: strategy 'random' does not use an evaluator\n"
                + "  remove 'evaluator' from this entrant",
            "test.yaml:8:12: duplicate entrant name 'b' (first at line 7)\n"
                + "  give each entrant its own name",
            "test.yaml:9:25: strategy 'alphabeta' does not support game 'three-way' (3 players,"
                + " general-sum)\n  strategies that do: random"),
        problems(
            """
        name: t
        game: three-way
        format: round-robin
        entrants:
          - {name: a, strategy: random}
          - random
          - {name: b, strategy: random, evaluator: tic-tac-toe-lines}
          - {name: b, strategy: random}
          - {name: c, strategy: alphabeta}
        """));
  }

  @Test
  void rejectsAnAnchorThatNamesNoEntrant() {
    assertEquals(
        "test.yaml:4:9: unknown entrant 'random-player'\n  entrants: a, b",
        problem(HEAD + "format: round-robin\nanchor: random-player\n" + ENTRANTS));
  }

  @Test
  void rejectsAnSprtWithThreeEntrants() {
    assertEquals(
        "test.yaml:4:1: 'sprt' needs exactly 2 entrants, got 3\n"
            + "  the test compares two entrants; remove 'sprt' or keep two entrants",
        problem(
            HEAD
                + """
        format: round-robin
        sprt: {elo0: 0, elo1: 10}
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
          - {name: c, strategy: random}
        """));
  }

  @Test
  void rejectsSprtBoundsInTheWrongOrderAndRatesOutsideZeroToOneHalf() {
    assertEquals(
        List.of(
            "test.yaml:6:9: 'elo1': expected a number greater than 'elo0' (10), got 5\n"
                + "  the test decides between a difference of elo0 (H0) and of elo1 (H1) Elo",
            "test.yaml:7:10: 'alpha': expected a number more than 0 and less than 0.5, got 0.5",
            "test.yaml:8:9: 'beta': expected a number more than 0 and less than 0.5, got 0",
            "test.yaml:9:3: unknown key 'power'\n  valid keys here: elo0, elo1, alpha, beta, model"),
        problems(
            HEAD
                + """
        format: round-robin
        sprt:
          elo0: 10
          elo1: 5
          alpha: 0.5
          beta: 0
          power: 0.9
        """
                + ENTRANTS));
    assertEquals(
        "test.yaml:4:14: 'elo0': expected a number, got 'zero'",
        problem(HEAD + "format: round-robin\nsprt: {elo0: zero, elo1: 5}\n" + ENTRANTS));
    assertEquals(
        "test.yaml:4:33: unknown SPRT model 'normalised'\n  did you mean 'normalized'?",
        problem(
            HEAD
                + "format: round-robin\nsprt: {elo0: 0, elo1: 5, model: normalised}\n"
                + ENTRANTS));
  }

  @Test
  void rejectsAClockTogetherWithATimePerMove() {
    assertEquals(
        "test.yaml:8:5: 'clock' and 'time' exclude each other\n"
            + "  'time' limits each move and 'clock' the whole game; keep one",
        problem(
            HEAD
                + """
        format: round-robin
        entrants:
          - name: a
            strategy: random
            time: 1s
            clock: {base: 10s}
          - {name: b, strategy: random}
        """));
  }

  @Test
  void rejectsAClockWithoutABaseOrWithTimesOutOfRange() {
    assertEquals(
        List.of(
            "test.yaml:7:12: missing required key 'base'\n"
                + "  the time for the whole game, such as 5m",
            "test.yaml:7:24: 'increment': expected a duration, got '-1s'\n"
                + "  a duration cannot be negative",
            "test.yaml:8:47: 'base': expected a duration of more than 0, got 0s",
            "test.yaml:9:33: missing required key 'base'\n"
                + "  the time for the whole game, such as 5m"),
        problems(
            HEAD
                + """
        format: round-robin
        entrants:
          - name: a
            strategy: random
            clock: {increment: -1s}
          - {name: b, strategy: random, clock: {base: 0s, increment: 0s}}
          - {name: c, strategy: random, clock: ~}
        """));
  }

  @Test
  void rejectsOpeningsWithBothRandomPliesAndAFile() {
    assertEquals(
        "test.yaml:6:3: 'openings' takes 'random-plies' or 'file', not both\n"
            + "  'random-plies' makes random openings; 'file' reads them from a file",
        problem(
            HEAD
                + """
        format: round-robin
        openings:
          random-plies: 4
          file: openings.txt
        """
                + ENTRANTS));
  }

  @Test
  void rejectsOpeningsWithNeitherRandomPliesNorAFileOrTooManyPlies() {
    assertEquals(
        "test.yaml:4:1: 'openings' needs 'random-plies' or 'file'\n"
            + "  remove 'openings' to play every game from the start position",
        problem(HEAD + "format: round-robin\nopenings: {}\n" + ENTRANTS));
    assertEquals(
        "test.yaml:4:26: 'random-plies': expected a whole number from 1 to 100, got 101",
        problem(HEAD + "format: round-robin\nopenings: {random-plies: 101}\n" + ENTRANTS));
  }

  @Test
  void reportsAnIllegalMoveOfTheOpeningsFileWithItsLineAtTheFileValue(@TempDir Path dir)
      throws IOException {
    Files.writeString(
        dir.resolve("openings.txt"),
        """
        # column 4 holds six discs
        3 3 2

        4 4 4 4 4 4 4   # a seventh is one too many
        5 x
        """,
        StandardCharsets.UTF_8);
    Path source = dir.resolve("t.yaml");
    assertEquals(
        List.of(
            source
                + ":5:9: openings file 'openings.txt', line 4, move 7: illegal move '4'\n"
                + "  legal moves there: 0, 1, 2, 3, 5, 6",
            source
                + ":5:9: openings file 'openings.txt', line 5, move 2: cannot read move 'x'\n"
                + "  a move is a column number, such as 3"),
        problems(
            """
        name: t
        game: connect-four
        format: round-robin
        openings:
          file: openings.txt
        """
                + ENTRANTS,
            source));
  }

  @Test
  void rejectsAnOpeningThatEndsTheGameOrGoesOnAfterTheEnd(@TempDir Path dir) throws IOException {
    Files.writeString(
        dir.resolve("full.txt"),
        "0 0 0 1 1 1 2 2 2\n0 0 0 1 1 1 2 2 2 1\n",
        StandardCharsets.UTF_8);
    Path source = dir.resolve("t.yaml");
    assertEquals(
        List.of(
            source
                + ":4:18: openings file 'full.txt', line 1: the opening ends the game\n"
                + "  an opening must leave the game unfinished",
            source
                + ":4:18: openings file 'full.txt', line 2, move 10: the game is over before '1'\n"
                + "  an opening must leave the game unfinished"),
        problems(HEAD + "format: round-robin\nopenings: {file: full.txt}\n" + ENTRANTS, source));
  }

  @Test
  void reportsAnOpeningsFileThatIsMissingOrHasNoOpenings(@TempDir Path dir) throws IOException {
    Path source = dir.resolve("t.yaml");
    assertEquals(
        source
            + ":4:18: openings file 'none.txt': no such file\n"
            + "  looked for "
            + dir.resolve("none.txt").toAbsolutePath(),
        problem(HEAD + "format: round-robin\nopenings: {file: none.txt}\n" + ENTRANTS, source));
    Files.writeString(dir.resolve("empty.txt"), "# nothing\n\n", StandardCharsets.UTF_8);
    assertEquals(
        source
            + ":4:18: openings file 'empty.txt' has no openings\n"
            + "  write one opening per line: move texts separated by spaces",
        problem(HEAD + "format: round-robin\nopenings: {file: empty.txt}\n" + ENTRANTS, source));
  }

  @Test
  void readsTheOpeningsFileButReplaysNothingWhenTheGameIsUnknown(@TempDir Path dir)
      throws IOException {
    Files.writeString(dir.resolve("o.txt"), "99 x\n", StandardCharsets.UTF_8);
    Path source = dir.resolve("t.yaml");
    assertEquals(
        source
            + ":2:7: unknown game 'chess'\n"
            + "  available games: connect-four, kalah, three-way, tic-tac-toe",
        problem(
            """
        name: t
        game: chess
        format: round-robin
        openings: {file: o.txt}
        """
                + ENTRANTS,
            source));
  }

  @Test
  void reportsEveryProblemOfTheFileAtOnceInFileOrder() {
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () ->
                load(
                    """
        name: Connect Four league
        game: conect-four
        format: swis
        games-per-pairing: 3
        concurency: 4
        sprt: {elo0: 10, elo1: 5}
        entrants:
          - name: alphabeta
            strategy: alphabeta
            depth: 0
          - name: alphabeta
            strategy: randm
            clock: {base: 0s}
          - {name: c, strategy: random}
        """));
    assertEquals(
        """
        test.yaml:2:7: unknown game 'conect-four'
          did you mean 'connect-four'?
        test.yaml:3:9: unknown format 'swis'
          did you mean 'swiss'?
        test.yaml:4:20: 'games-per-pairing': expected an even number, got 3
          each opening is played twice, with colours swapped
        test.yaml:5:1: unknown key 'concurency'
          did you mean 'concurrency'?
        test.yaml:6:1: 'sprt' needs exactly 2 entrants, got 3
          the test compares two entrants; remove 'sprt' or keep two entrants
        test.yaml:6:24: 'elo1': expected a number greater than 'elo0' (10), got 5
          the test decides between a difference of elo0 (H0) and of elo1 (H1) Elo
        test.yaml:10:12: 'depth': expected a whole number from 1 to 1000, got 0
        test.yaml:11:11: duplicate entrant name 'alphabeta' (first at line 8)
          give each entrant its own name
        test.yaml:12:15: unknown strategy 'randm'
          did you mean 'random'?
        test.yaml:13:19: 'base': expected a duration of more than 0, got 0s
        10 problems in test.yaml; nothing was run.""",
        e.getMessage());
  }
}
