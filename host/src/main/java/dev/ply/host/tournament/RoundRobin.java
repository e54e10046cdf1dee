package dev.ply.host.tournament;

import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.List;

/** Every entrant meets every other, {@code cycles} times, all in one round. */
public final class RoundRobin implements Pairer {

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
