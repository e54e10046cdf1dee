package dev.ply.host.tournament;

import dev.ply.host.store.FinishedGame;
import java.util.List;

/**
 * A match file's format: its two players meet once, in one round, for the match's games. A match is
 * the smallest tournament: the same schedule, runner and resume path play it.
 */
public final class HeadToHeadMatch implements Pairer {

  private final Pairing pairing;

  /** The match of {@code first} (who moves first in the first game) against {@code second}. */
  public HeadToHeadMatch(String first, String second) {
    this.pairing = new Pairing(first, second);
  }

  @Override
  public int rounds() {
    return 1;
  }

  @Override
  public List<Pairing> pair(int round, List<FinishedGame> finished) {
    return List.of(pairing);
  }

  @Override
  public int totalPairings() {
    return 1;
  }
}
