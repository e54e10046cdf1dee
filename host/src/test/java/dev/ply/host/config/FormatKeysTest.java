package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.isolation.Players;
import dev.ply.host.tournament.Formats;
import dev.ply.host.tournament.HeadToHeadMatch;
import dev.ply.host.tournament.Pairer;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.RoundRobin;
import dev.ply.host.tournament.TournamentFormat;
import dev.ply.host.tournament.TournamentPlan;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match is a format of the one loader: what each format reads, where a key of another format is
 * refused, and what a format added to the list costs.
 */
class FormatKeysTest {

  private static final String PLAYERS =
      """
      players:
        - {name: a, strategy: random}
        - {name: b, strategy: random}
      """;

  private static final String ENTRANTS =
      """
      entrants:
        - {name: a, strategy: random}
        - {name: b, strategy: random}
      """;

  @TempDir Path temp;

  private static RunConfig load(String yaml, Kind kind) throws ConfigException {
    return RunConfigLoader.parse(yaml, Loading.SOURCE, FakeCatalog.standard(), Formats.ALL, kind);
  }

  private static List<String> problems(String yaml, Kind kind) {
    return assertThrows(ConfigException.class, () -> load(yaml, kind)).problems().stream()
        .map(ConfigProblem::toString)
        .toList();
  }

  @Test
  void aMatchFileTakesOpeningsConcurrencyAnSprtAndClocksAsATournamentFileDoes() throws Exception {
    RunConfig config =
        load(
            """
            game: tic-tac-toe
            games: 6
            openings: {random-plies: 2}
            concurrency: 2
            sprt: {elo0: 0, elo1: 20}
            players:
              - {name: a, strategy: random, clock: {base: 5s, increment: 50ms}}
              - {name: b, strategy: random}
            """,
            Kind.MATCH);
    assertEquals(Kind.MATCH, config.kind());
    assertEquals("test.yaml", config.name());
    assertEquals(new HeadToHeadMatch.Settings(6, true), config.format());
    assertEquals(new Openings.RandomPlies(2), config.openings());
    assertTrue(config.entrants().get(0).clock().isPresent());

    TournamentPlan plan = Plans.of(config, Optional.empty(), new Players(List.of(), temp));
    assertEquals(2, plan.concurrency());
    assertTrue(plan.sprt().isPresent());
    assertEquals(6, plan.gamesPerPairing());
    assertEquals(1, plan.pairer().totalPairings());
  }

  @Test
  void aTournamentFileMayNameFormatMatchAndIsThenHeldToTheGamesSeats() throws Exception {
    RunConfig config =
        load(
            "name: duel\ngame: tic-tac-toe\nformat: match\ngames: 3\n" + ENTRANTS, Kind.TOURNAMENT);
    assertEquals(Kind.TOURNAMENT, config.kind());
    assertEquals(new HeadToHeadMatch.Settings(3, true), config.format());

    assertEquals(
        List.of("test.yaml:4:1: game 'tic-tac-toe' needs exactly 2 players, got 3"),
        problems(
            "name: duel\ngame: tic-tac-toe\nformat: match\nentrants:\n"
                + "  - {name: a, strategy: random}\n  - {name: b, strategy: random}\n"
                + "  - {name: c, strategy: random}\n",
            Kind.TOURNAMENT));
  }

  @Test
  void aKeyOfAnotherFormatIsAProblemAtThatKeyNamingTheFormatsThatTakeIt() {
    assertEquals(
        List.of(
            "test.yaml:2:1: 'cycles' applies only to format round-robin\n"
                + "  this is a match; remove 'cycles'",
            "test.yaml:3:1: 'games-per-pairing' applies only to formats round-robin, gauntlet,"
                + " swiss and knockout\n  this is a match; remove 'games-per-pairing'"),
        problems("game: tic-tac-toe\ncycles: 2\ngames-per-pairing: 4\n" + PLAYERS, Kind.MATCH));
    assertEquals(
        List.of(
            "test.yaml:4:1: 'games' applies only to format match\n"
                + "  this tournament's format is round-robin; remove 'games'"),
        problems(
            "name: t\ngame: tic-tac-toe\nformat: round-robin\ngames: 3\n" + ENTRANTS,
            Kind.TOURNAMENT));
  }

  @Test
  void aMatchFileThatNamesAnotherFormatIsToldToListEntrants() {
    assertEquals(
        List.of(
            "test.yaml:2:9: format swiss lists 'entrants', not 'players'\n"
                + "  'players' is the short form of a match; write 'entrants' and a 'name' for a"
                + " swiss"),
        problems("game: tic-tac-toe\nformat: swiss\n" + PLAYERS, Kind.MATCH));
  }

  @Test
  void playersAndEntrantsInOneFileAreOneProblemAtTheSecond() {
    assertEquals(
        List.of(
            "test.yaml:7:1: 'players' and 'entrants' exclude each other\n"
                + "  'players' lists a match's players; 'entrants' a tournament's"),
        problems(
            "name: t\ngame: tic-tac-toe\nformat: round-robin\n" + ENTRANTS + PLAYERS,
            Kind.TOURNAMENT));
  }

  /** A format written in this test: everyone meets the first entrant once, for {@code rounds}. */
  private static final class FirstAgainstAll implements TournamentFormat {
    record Settings(int times) implements FormatSettings {
      @Override
      public String code() {
        return "first-against-all";
      }

      @Override
      public int gamesPerPairing() {
        return 2;
      }
    }

    @Override
    public String code() {
      return "first-against-all";
    }

    @Override
    public List<String> keys() {
      return List.of("times");
    }

    @Override
    public void checkEntrants(FormatKeys keys, Optional<Game> game, int count) {
      if (count < 2) {
        keys.problemAtList("first-against-all needs a first entrant and others", "");
      }
    }

    @Override
    public Optional<Settings> read(FormatKeys keys) {
      return Optional.of(new Settings(keys.integer("times", 1, 9).orElse(1L).intValue()));
    }

    @Override
    public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
      return new RoundRobin(names.subList(0, 2), ((Settings) settings).times());
    }
  }

  @Test
  void aFormatAddedToTheListIsReadWithItsOwnKeysAndChecksAsTheOthersAre() throws Exception {
    List<TournamentFormat> formats = new ArrayList<>(Formats.ALL);
    formats.add(new FirstAgainstAll());
    RunConfig config =
        RunConfigLoader.parse(
            "name: t\ngame: tic-tac-toe\nformat: first-against-all\ntimes: 3\n" + ENTRANTS,
            Loading.SOURCE,
            FakeCatalog.standard(),
            formats,
            Kind.TOURNAMENT);
    assertEquals(new FirstAgainstAll.Settings(3), config.format());

    ConfigException e =
        assertThrows(
            ConfigException.class,
            () ->
                RunConfigLoader.parse(
                    "name: t\ngame: tic-tac-toe\nformat: first-against-all\ntimes: 10\n"
                        + "cycles: 2\n"
                        + ENTRANTS,
                    Loading.SOURCE,
                    FakeCatalog.standard(),
                    formats,
                    Kind.TOURNAMENT));
    assertEquals(
        List.of(
            "test.yaml:4:8: 'times': expected a whole number from 1 to 9, got 10",
            "test.yaml:5:1: 'cycles' applies only to format round-robin\n"
                + "  this tournament's format is first-against-all; remove 'cycles'"),
        e.problems().stream().map(ConfigProblem::toString).toList());
  }
}
