package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import dev.ply.host.config.FormatSettings;
import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A knockout, as cutechess plays it: entrants meet in pairs for a mini-match of the plan's
 * games-per-pairing, the winner of each goes on to the next stage, until one is left.
 *
 * <p>Seeding: entrants in config order are seeds 1, 2, … n. The first stage is filled to the next
 * power of two with byes, given to the best seeds, and pairs seed 1 with the lowest seed, 2 with
 * the next lowest, and so on, in the standard bracket order, so that seeds 1 and 2 can meet only in
 * the final.
 *
 * <p>Ties: a mini-match that ends level is followed by tie-break pairs of games (two games, colours
 * swapped, on the next opening), one pair at a time, until one entrant leads; after {@value
 * #MAX_TIE_BREAK_PAIRS} pairs still level (two deterministic players can draw forever) the better
 * seed goes on, as a knockout must produce a winner.
 *
 * <p>Each call of {@link #pair} reads the whole bracket again from the finished games, so a resumed
 * run continues where it stopped: a Ply round is a stage's mini-matches, or one tie-break pair of
 * the level ones.
 */
public final class Knockout implements Pairer {

  /** {@code format: knockout}: mini-matches of {@code games-per-pairing} games. */
  public static final TournamentFormat FORMAT =
      new PairFormat() {
        @Override
        public String code() {
          return "knockout";
        }

        @Override
        public List<String> keys() {
          return List.of("games-per-pairing");
        }

        @Override
        public Optional<Settings> read(FormatKeys keys) {
          return Optional.of(new Settings(keys.gamesPerPairing()));
        }

        @Override
        public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
          return new Knockout(names, settings.gamesPerPairing());
        }
      };

  /** A knockout's keys: the games of each mini-match. */
  public record Settings(int gamesPerPairing) implements FormatSettings {
    @Override
    public String code() {
      return "knockout";
    }
  }

  /** The tie-break pairs played before the better seed goes on. */
  static final int MAX_TIE_BREAK_PAIRS = 5;

  private final List<String> seeds;
  private final int gamesPerMatch;

  /**
   * @param seeds the entrants, best seed first
   * @param gamesPerMatch the games of a mini-match (the plan's games-per-pairing)
   */
  public Knockout(List<String> seeds, int gamesPerMatch) {
    if (seeds.size() < 2) {
      throw new IllegalArgumentException("a knockout needs at least two entrants");
    }
    this.seeds = List.copyOf(seeds);
    this.gamesPerMatch = gamesPerMatch;
  }

  /** As many rounds as the bracket takes: the runner stops when {@link #pair} is empty. */
  @Override
  public int rounds() {
    return Integer.MAX_VALUE;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    List<String> stage = firstStage();
    while (true) {
      List<Pairing> tied = new ArrayList<>();
      List<String> next = new ArrayList<>();
      for (int i = 0; i < stage.size(); i += 2) {
        String a = stage.get(i);
        String b = stage.get(i + 1);
        if (b == null) {
          next.add(a); // a bye
          continue;
        }
        Score score = score(a, b, finished);
        if (score.games() == 0) {
          return stagePairings(stage);
        }
        Optional<String> winner = score.leader(a, b);
        int tieBreaks = (score.games() - gamesPerMatch) / 2;
        if (winner.isEmpty() && tieBreaks < MAX_TIE_BREAK_PAIRS) {
          tied.add(new Pairing(a, b, 2));
        } else {
          next.add(winner.orElse(seeds.indexOf(a) < seeds.indexOf(b) ? a : b));
        }
      }
      if (!tied.isEmpty()) {
        return tied;
      }
      if (next.size() == 1) {
        return List.of();
      }
      stage = next;
    }
  }

  /**
   * The winner of the knockout, once every stage is played.
   *
   * @return empty while games remain to be played
   */
  public Optional<String> winner(List<FinishedGame> finished) {
    if (!pair(0, finished).isEmpty()) {
      return Optional.empty();
    }
    List<String> stage = firstStage();
    while (stage.size() > 1) {
      List<String> next = new ArrayList<>();
      for (int i = 0; i < stage.size(); i += 2) {
        String a = stage.get(i);
        String b = stage.get(i + 1);
        next.add(
            b == null
                ? a
                : score(a, b, finished)
                    .leader(a, b)
                    .orElse(seeds.indexOf(a) < seeds.indexOf(b) ? a : b));
      }
      stage = next;
    }
    return Optional.of(stage.get(0));
  }

  /** "knockout winner: NAME", once the final is played. */
  @Override
  public Optional<String> conclusion(List<FinishedGame> finished) {
    return winner(finished).map(w -> "knockout winner: " + w);
  }

  /** One mini-match per pairing; {@code n - 1} in all, without tie-breaks. */
  @Override
  public int totalPairings() {
    return seeds.size() - 1;
  }

  /** The first stage in bracket order, {@code null} standing for a bye. */
  private List<String> firstStage() {
    int size = Integer.highestOneBit(seeds.size() - 1) << 1;
    List<String> stage = new ArrayList<>();
    for (int seed : bracket(size)) {
      stage.add(seed <= seeds.size() ? seeds.get(seed - 1) : null);
    }
    return stage;
  }

  /**
   * Seed numbers in bracket order for a draw of {@code size} (a power of two): for 8, 1 8 4 5 2 7 3
   * 6, so that each pair sums to size + 1 and the best seeds meet as late as possible.
   */
  static List<Integer> bracket(int size) {
    List<Integer> order = new ArrayList<>(List.of(1));
    for (int n = 2; n <= size; n *= 2) {
      List<Integer> next = new ArrayList<>();
      for (int seed : order) {
        next.add(seed);
        next.add(n + 1 - seed);
      }
      order = next;
    }
    return order;
  }

  private static List<Pairing> stagePairings(List<String> stage) {
    List<Pairing> pairings = new ArrayList<>();
    for (int i = 0; i < stage.size(); i += 2) {
      if (stage.get(i + 1) != null) {
        pairings.add(new Pairing(stage.get(i), stage.get(i + 1)));
      }
    }
    return pairings;
  }

  /** Points of {@code a} and {@code b} in their games against each other. */
  private static Score score(String a, String b, List<FinishedGame> finished) {
    double pointsA = 0;
    double pointsB = 0;
    int games = 0;
    for (FinishedGame g : finished) {
      boolean aFirst = g.first().equals(a) && g.second().equals(b);
      boolean bFirst = g.first().equals(b) && g.second().equals(a);
      if (!aFirst && !bFirst) {
        continue;
      }
      games++;
      double firstPoints =
          switch (g.result()) {
            case "1-0" -> 1;
            case "0-1" -> 0;
            default -> 0.5;
          };
      pointsA += aFirst ? firstPoints : 1 - firstPoints;
      pointsB += aFirst ? 1 - firstPoints : firstPoints;
    }
    return new Score(pointsA, pointsB, games);
  }

  /** What two entrants scored against each other. */
  private record Score(double a, double b, int games) {
    Optional<String> leader(String nameA, String nameB) {
      return a > b ? Optional.of(nameA) : b > a ? Optional.of(nameB) : Optional.empty();
    }
  }
}
