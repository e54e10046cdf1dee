package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import dev.ply.host.config.FormatSettings;
import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Swiss system: each round pairs entrants of equal or nearest score who have not met yet.
 *
 * <p>Entrants are ranked by points so far (ties in config order), and paired from the top: each
 * with the highest-ranked entrant below it that it has not met, backtracking when that leaves
 * someone unpaired; only when no such pairing exists are repeats allowed. With an odd number of
 * entrants the lowest-ranked entrant who has not sat out yet sits out the round (a bye, worth no
 * points: every point in the table comes from a game). Colours balance by construction: every
 * pairing plays each opening twice with colours swapped.
 */
public final class Swiss implements Pairer {

  /** {@code format: swiss}, with {@code rounds} (required: 1 to {@value #MAX_ROUNDS}). */
  public static final TournamentFormat FORMAT =
      new PairFormat() {
        @Override
        public String code() {
          return "swiss";
        }

        @Override
        public List<String> keys() {
          return List.of("rounds", "games-per-pairing");
        }

        @Override
        public Optional<Settings> read(FormatKeys keys) {
          int games = keys.gamesPerPairing();
          if (!keys.has("rounds")) {
            keys.missing("rounds", "format swiss needs the number of rounds, 1 to " + MAX_ROUNDS);
            return Optional.empty();
          }
          return keys.integer("rounds", 1, MAX_ROUNDS).map(r -> new Settings(r.intValue(), games));
        }

        @Override
        public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
          return new Swiss(names, ((Settings) settings).rounds());
        }
      };

  /**
   * The most Swiss rounds. More rounds than entrants less one are allowed: the pairer repeats a
   * pairing when no fresh one is left.
   */
  public static final int MAX_ROUNDS = 1000;

  /** A Swiss system's keys: its rounds, each pairing for its games. */
  public record Settings(int rounds, int gamesPerPairing) implements FormatSettings {
    @Override
    public String code() {
      return "swiss";
    }
  }

  private final List<String> entrants;
  private final int rounds;

  public Swiss(List<String> entrants, int rounds) {
    this.entrants = List.copyOf(entrants);
    this.rounds = rounds;
  }

  @Override
  public int rounds() {
    return rounds;
  }

  @Override
  public int totalPairings() {
    return rounds * (entrants.size() / 2);
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    Map<String, Double> points = new HashMap<>();
    Set<String> met = new HashSet<>();
    Map<Integer, Set<String>> playedInRound = new HashMap<>();
    for (FinishedGame g : finished) {
      points.merge(g.first(), g.firstScore(), Double::sum);
      points.merge(g.second(), 1 - g.firstScore(), Double::sum);
      met.add(key(g.first(), g.second()));
      Set<String> played = playedInRound.computeIfAbsent(g.round(), r -> new HashSet<>());
      played.add(g.first());
      played.add(g.second());
    }
    List<String> ranked = new ArrayList<>(entrants);
    ranked.sort(
        Comparator.comparingDouble((String e) -> -points.getOrDefault(e, 0.0))
            .thenComparingInt(entrants::indexOf));
    if (ranked.size() % 2 == 1) {
      ranked.remove(byeFor(ranked, playedInRound, round));
    }
    List<Pairing> pairings = new ArrayList<>();
    if (pairFrom(ranked, met, pairings, false) || pairFrom(ranked, met, pairings, true)) {
      return pairings;
    }
    return List.of();
  }

  /** The lowest-ranked entrant who has played in every earlier round (has had no bye yet). */
  private String byeFor(List<String> ranked, Map<Integer, Set<String>> playedInRound, int round) {
    for (int i = ranked.size() - 1; i >= 0; i--) {
      String e = ranked.get(i);
      boolean hadBye = false;
      for (int r = 1; r < round; r++) {
        if (!playedInRound.getOrDefault(r, Set.of()).contains(e)) {
          hadBye = true;
          break;
        }
      }
      if (!hadBye) {
        return e;
      }
    }
    return ranked.get(ranked.size() - 1);
  }

  /** Pairs the remaining entrants top-down with backtracking; false if it cannot. */
  private static boolean pairFrom(
      List<String> remaining, Set<String> met, List<Pairing> into, boolean allowRepeats) {
    if (remaining.isEmpty()) {
      return true;
    }
    String top = remaining.get(0);
    for (int i = 1; i < remaining.size(); i++) {
      String other = remaining.get(i);
      if (!allowRepeats && met.contains(key(top, other))) {
        continue;
      }
      List<String> rest = new ArrayList<>(remaining);
      rest.remove(i);
      rest.remove(0);
      into.add(new Pairing(top, other));
      if (pairFrom(rest, met, into, allowRepeats)) {
        return true;
      }
      into.remove(into.size() - 1);
    }
    return false;
  }

  private static String key(String a, String b) {
    return a.compareTo(b) < 0 ? a + "\u0000" + b : b + "\u0000" + a;
  }
}
