package dev.ply.host.tournament;

import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.List;

/**
 * Each seed meets every entrant that is not a seed, all in one round; the others do not meet each
 * other, and neither do the seeds.
 */
public final class Gauntlet implements Pairer {

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
