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
          return new RoundRobin(names, ((Settings) settings).cycles());
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

  public RoundRobin(List<String> entrants, int cycles) {
    this.entrants = List.copyOf(entrants);
    this.cycles = cycles;
  }

  @Override
  public int rounds() {
    return 1;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    List<Pairing> pairings = new ArrayList<>();
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
    return cycles * entrants.size() * (entrants.size() - 1) / 2;
  }
}
