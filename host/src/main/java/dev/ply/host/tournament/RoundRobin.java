package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import dev.ply.host.config.FormatSettings;
import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Every entrant meets every other, {@code cycles} times, all in one round. */
public final class RoundRobin implements Pairer {

  /** {@code format: round-robin}, with {@code cycles} (1 to {@value #MAX_CYCLES}, default 1). */
  public static final TournamentFormat FORMAT =
      new PairFormat() {
        @Override
        public String code() {
          return "round-robin";
        }

        @Override
        public List<String> keys() {
          return List.of("cycles", "games-per-pairing");
        }

        @Override
        public Optional<Settings> read(FormatKeys keys) {
          int games = keys.gamesPerPairing();
          return Optional.of(
              new Settings(keys.integer("cycles", 1, MAX_CYCLES).orElse(1L).intValue(), games));
        }

        @Override
        public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
          return new RoundRobin(names, ((Settings) settings).cycles(), game.players());
        }

        /** Any number of seats: with more than two, every table of that many entrants. */
        @Override
        public Optional<List<String>> gameProblem(Game game) {
          return Optional.empty();
        }

        @Override
        public void checkEntrants(FormatKeys keys, Optional<Game> game, int count) {
          int seats = game.map(Game::players).orElse(2);
          if (count < 2) {
            keys.problemAtList("a tournament needs at least 2 entrants, got " + count, "");
          } else if (count < seats) {
            keys.problemAtList(
                "a round robin of "
                    + game.map(Game::id).orElse("this game")
                    + " needs at least "
                    + Math.max(2, seats)
                    + " entrants, one a seat, got "
                    + count,
                "");
          }
        }
      };

  /** The most cycles of a round-robin. */
  public static final int MAX_CYCLES = 1000;

  /** A round-robin's keys: every pairing {@code cycles} times, each for its games. */
  public record Settings(int cycles, int gamesPerPairing) implements FormatSettings {
    @Override
    public String code() {
      return "round-robin";
    }
  }

  private final List<String> entrants;
  private final int cycles;
  private final int seats;

  public RoundRobin(List<String> entrants, int cycles) {
    this(entrants, cycles, 2);
  }

  /**
   * A round robin of a game of {@code seats} players: with more than two, every table of {@code
   * seats} entrants (each combination, in config order) meets, {@code cycles} times.
   */
  public RoundRobin(List<String> entrants, int cycles, int seats) {
    this.entrants = List.copyOf(entrants);
    this.cycles = cycles;
    this.seats = seats;
  }

  @Override
  public int rounds() {
    return 1;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    List<Pairing> pairings = new ArrayList<>();
    if (seats > 2) {
      List<List<String>> tables = new ArrayList<>();
      combinations(0, new ArrayList<>(), tables);
      for (int c = 0; c < cycles; c++) {
        tables.forEach(t -> pairings.add(Pairing.table(t)));
      }
      return pairings;
    }
    for (int c = 0; c < cycles; c++) {
      for (int i = 0; i < entrants.size(); i++) {
        for (int j = i + 1; j < entrants.size(); j++) {
          pairings.add(new Pairing(entrants.get(i), entrants.get(j)));
        }
      }
    }
    return pairings;
  }

  @Override
  public int totalPairings() {
    if (seats > 2) {
      List<List<String>> tables = new ArrayList<>();
      combinations(0, new ArrayList<>(), tables);
      return cycles * tables.size();
    }
    return cycles * entrants.size() * (entrants.size() - 1) / 2;
  }

  @Override
  public int seatsPerTable() {
    return Math.max(2, seats);
  }

  /** Every combination of {@code seats} entrants, in config order. */
  private void combinations(int from, List<String> chosen, List<List<String>> out) {
    if (chosen.size() == seats) {
      out.add(List.copyOf(chosen));
      return;
    }
    for (int i = from; i < entrants.size(); i++) {
      chosen.add(entrants.get(i));
      combinations(i + 1, chosen, out);
      chosen.remove(chosen.size() - 1);
    }
  }
}
