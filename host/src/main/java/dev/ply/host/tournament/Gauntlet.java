package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import dev.ply.host.config.FormatSettings;
import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Each seed meets every entrant that is not a seed, all in one round; the others do not meet each
 * other, and neither do the seeds.
 */
public final class Gauntlet implements Pairer {

  /** {@code format: gauntlet}, with {@code seeds} (required: entrant names). */
  public static final TournamentFormat FORMAT =
      new PairFormat() {
        @Override
        public String code() {
          return "gauntlet";
        }

        @Override
        public List<String> keys() {
          return List.of("seeds", "games-per-pairing");
        }

        @Override
        public Optional<Settings> read(FormatKeys keys) {
          int games = keys.gamesPerPairing();
          if (!keys.has("seeds")) {
            keys.missing(
                "seeds",
                "format gauntlet needs the names of the entrants that play every other entrant,"
                    + " such as [alphabeta-d7]");
            return Optional.empty();
          }
          Optional<List<String>> seeds =
              keys.entrantNames("seeds", "seed", "a seed plays every entrant that is not a seed");
          if (seeds.isPresent()
              && keys.entrantNamesKnown()
              && seeds.get().size() == keys.entrantCount().orElse(-1)) {
            keys.problemAtValue(
                "seeds",
                "'seeds': every entrant is a seed, so nobody plays",
                "a gauntlet needs at least one entrant that is not a seed");
            return Optional.empty();
          }
          return seeds.map(s -> new Settings(s, games));
        }

        @Override
        public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
          return new Gauntlet(names, ((Settings) settings).seeds());
        }
      };

  /** A gauntlet's keys: its seeds, each meeting every other entrant for its games. */
  public record Settings(List<String> seeds, int gamesPerPairing) implements FormatSettings {
    /** Copies the seeds. */
    public Settings {
      seeds = List.copyOf(seeds);
    }

    @Override
    public String code() {
      return "gauntlet";
    }
  }

  private final List<String> seeds;
  private final List<String> others;

  public Gauntlet(List<String> entrants, List<String> seeds) {
    this.seeds = List.copyOf(seeds);
    this.others = entrants.stream().filter(e -> !seeds.contains(e)).toList();
  }

  @Override
  public int rounds() {
    return 1;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    List<Pairing> pairings = new ArrayList<>();
    for (String seed : seeds) {
      for (String other : others) {
        pairings.add(new Pairing(seed, other));
      }
    }
    return pairings;
  }

  @Override
  public int totalPairings() {
    return seeds.size() * others.size();
  }
}
