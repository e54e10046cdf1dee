package dev.ply.host.report;

import dev.ply.host.rating.EloEstimate;
import dev.ply.host.rating.Pentanomial;
import dev.ply.host.rating.Trinomial;
import dev.ply.host.store.ResultReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The match between two entrants seen from the first one's side: its wins, draws and losses, the
 * trinomial Elo estimate, and — when the games come in pairs of one opening with colours swapped —
 * the pentanomial estimate over those pairs.
 *
 * <p>Pairing: games numbered 2k−1 and 2k pair when they have the same opening and swapped colours
 * (the way tournaments schedule them and matches alternate colours); the games left over pair
 * greedily, in number order, with an earlier unpaired game of the same opening and swapped colours.
 * Games still unpaired count in the trinomial estimate only.
 *
 * @param a the entrant whose side the numbers are from
 * @param b its opponent
 * @param pairCounts pairs in which {@code a} scored 0, ¼, ½, ¾ and 1
 * @param pentanomial the estimate over the pairs; empty if there are none
 * @param unpaired the games that found no partner
 * @param winLossPairs the pairs of one win and one loss (half of pair score ½)
 * @param drawDrawPairs the pairs of two draws (the other half of pair score ½)
 */
public record HeadToHead(
    String a,
    String b,
    long wins,
    long draws,
    long losses,
    EloEstimate trinomial,
    long[] pairCounts,
    Optional<EloEstimate> pentanomial,
    long pairs,
    long unpaired,
    long winLossPairs,
    long drawDrawPairs) {

  /** The estimates for {@code a} against {@code b} from their two-player games; empty if none. */
  static Optional<HeadToHead> of(String a, String b, List<ResultReader.Game> all) {
    List<ResultReader.Game> games = new ArrayList<>();
    long wins = 0;
    long draws = 0;
    long losses = 0;
    for (ResultReader.Game g : all) {
      if (g.players().size() != 2 || !Set.copyOf(g.players()).equals(Set.of(a, b))) {
        continue;
      }
      games.add(g);
      double score = scoreOf(a, g);
      if (score == 1) {
        wins++;
      } else if (score == 0) {
        losses++;
      } else {
        draws++;
      }
    }
    if (games.isEmpty()) {
      return Optional.empty();
    }
    long[] counts = new long[7];
    long pairs = pairUp(a, games, counts);
    long[] pentanomialCounts = java.util.Arrays.copyOf(counts, 5);
    Optional<EloEstimate> pentanomial =
        pairs > 0 ? Optional.of(Pentanomial.estimate(pentanomialCounts)) : Optional.empty();
    return Optional.of(
        new HeadToHead(
            a,
            b,
            wins,
            draws,
            losses,
            Trinomial.estimate(losses, draws, wins),
            pentanomialCounts,
            pentanomial,
            pairs,
            games.size() - 2 * pairs,
            counts[5],
            counts[6]));
  }

  private static double scoreOf(String player, ResultReader.Game g) {
    double first = RunResults.firstScore(g);
    return g.players().get(0).equals(player) ? first : 1 - first;
  }

  /** Pairs the games as the class comment says, counting pair scores; returns the pairs found. */
  private static long pairUp(String a, List<ResultReader.Game> games, long[] counts) {
    Map<Integer, ResultReader.Game> byNumber = new HashMap<>();
    for (ResultReader.Game g : games) {
      byNumber.put(g.number(), g);
    }
    Set<Integer> paired = new HashSet<>();
    long pairs = 0;
    for (ResultReader.Game g : games) {
      ResultReader.Game partner = byNumber.get(g.number() + 1);
      if (g.number() % 2 == 1 && partner != null && swapped(g, partner)) {
        count(a, g, partner, counts);
        paired.add(g.number());
        paired.add(partner.number());
        pairs++;
      }
    }
    Map<String, Deque<ResultReader.Game>> waiting = new HashMap<>();
    for (ResultReader.Game g : games) {
      if (paired.contains(g.number())) {
        continue;
      }
      String key = g.opening() + '\u0000' + g.players().get(0);
      String partnerKey = g.opening() + '\u0000' + g.players().get(1);
      Deque<ResultReader.Game> candidates = waiting.get(partnerKey);
      if (candidates != null && !candidates.isEmpty()) {
        count(a, candidates.removeFirst(), g, counts);
        pairs++;
      } else {
        waiting.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(g);
      }
    }
    return pairs;
  }

  private static boolean swapped(ResultReader.Game x, ResultReader.Game y) {
    return x.opening().equals(y.opening())
        && x.players().get(0).equals(y.players().get(1))
        && x.players().get(1).equals(y.players().get(0));
  }

  /** Counts a pair's score, and in counts[5] and [6] whether a ½ came from win-loss or draws. */
  private static void count(String a, ResultReader.Game x, ResultReader.Game y, long[] counts) {
    double first = scoreOf(a, x);
    double points = first + scoreOf(a, y);
    counts[(int) Math.round(points * 2)]++;
    if (points == 1) {
      counts[first == 0.5 ? 6 : 5]++;
    }
  }
}
