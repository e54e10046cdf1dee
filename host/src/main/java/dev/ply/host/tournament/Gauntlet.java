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
 * other, and neither do the seeds. In a game of more seats, each seed sits at a table with every
 * combination of others that fills the remaining seats, in every seating.
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
          List<String> seeds = ((Settings) settings).seeds();
          if (game.players() > 2 && names.size() - seeds.size() < game.players() - 1) {
            throw new IllegalArgumentException(
                "a gauntlet of "
                    + game.id()
                    + " seats a seed with "
                    + (game.players() - 1)
                    + " entrants that are not seeds; this file has "
                    + (names.size() - seeds.size()));
          }
          return new Gauntlet(names, seeds, game.players());
        }

        @Override
        public void checkEntrants(FormatKeys keys, Optional<Game> game, int count) {
          int seats = game.map(Game::players).orElse(2);
          if (count < Math.max(2, seats)) {
            keys.problemAtList(
                count < 2
                    ? "a tournament needs at least 2 entrants, got " + count
                    : "a gauntlet of "
                        + game.get().id()
                        + " needs at least "
                        + seats
                        + " entrants, one a seat, got "
                        + count,
                "");
          }
        }

        /** Any number of seats: with more than two, a seed and others fill each table. */
        @Override
        public Optional<List<String>> gameProblem(Game game) {
          return Optional.empty();
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

  private final int seats;

  public Gauntlet(List<String> entrants, List<String> seeds) {
    this(entrants, seeds, 2);
  }

  /**
   * A gauntlet of a game of {@code seats} players: each seed with every combination of {@code seats
   * - 1} others (in config order) at a table.
   */
  public Gauntlet(List<String> entrants, List<String> seeds, int seats) {
    this.seeds = List.copyOf(seeds);
    this.others = entrants.stream().filter(e -> !seeds.contains(e)).toList();
    this.seats = Math.max(2, seats);
  }

  @Override
  public int seatsPerTable() {
    return seats;
  }

  /** Every combination of {@code size} of the others, in config order. */
  private List<List<String>> opponents(int size) {
    List<List<String>> out = new ArrayList<>();
    combinations(0, size, new ArrayList<>(), out);
    return out;
  }

  private void combinations(int from, int size, List<String> chosen, List<List<String>> out) {
    if (chosen.size() == size) {
      out.add(List.copyOf(chosen));
      return;
    }
    for (int i = from; i < others.size(); i++) {
      chosen.add(others.get(i));
      combinations(i + 1, size, chosen, out);
      chosen.remove(chosen.size() - 1);
    }
  }

  @Override
  public int rounds() {
    return 1;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    List<Pairing> pairings = new ArrayList<>();
    if (seats > 2) {
      for (String seed : seeds) {
        for (List<String> table : opponents(seats - 1)) {
          List<String> seated = new ArrayList<>(List.of(seed));
          seated.addAll(table);
          pairings.add(Pairing.table(seated));
        }
      }
      return pairings;
    }
    for (String seed : seeds) {
      for (String other : others) {
        pairings.add(new Pairing(seed, other));
      }
    }
    return pairings;
  }

  @Override
  public int totalPairings() {
    return seats > 2 ? seeds.size() * opponents(seats - 1).size() : seeds.size() * others.size();
  }
}
