package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.host.store.FinishedGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The knockout bracket, read from finished games as the runner plays them stage by stage. */
class KnockoutTest {

  /** Plays every pairing's games with the stronger entrant (by {@code strength}) winning each. */
  private static List<FinishedGame> play(
      List<Pairing> pairings,
      int gamesPerMatch,
      Map<String, Integer> strength,
      List<FinishedGame> finished) {
    List<FinishedGame> all = new ArrayList<>(finished);
    for (Pairing p : pairings) {
      int games = p.games() > 0 ? p.games() : gamesPerMatch;
      for (int g = 0; g < games; g++) {
        String first = g % 2 == 0 ? p.a() : p.b();
        String second = g % 2 == 0 ? p.b() : p.a();
        int diff = strength.get(first) - strength.get(second);
        String result = diff > 0 ? "1-0" : diff < 0 ? "0-1" : "1/2-1/2";
        all.add(new FinishedGame(all.size() + 1, 0, first, second, result, "normal"));
      }
    }
    return all;
  }

  @Test
  void theBracketOfEightPairsEachSeedWithItsMirrorSoTheTopSeedsMeetLast() {
    assertEquals(List.of(1, 8, 4, 5, 2, 7, 3, 6), Knockout.bracket(8));
    assertEquals(List.of(1, 4, 2, 3), Knockout.bracket(4));
  }

  @Test
  void theBestSeedsGetTheByesOfAFieldThatIsNotAPowerOfTwo() {
    Knockout knockout = new Knockout(List.of("s1", "s2", "s3", "s4", "s5"), 2);
    assertEquals(List.of(new Pairing("s4", "s5")), knockout.pair(1, List.of()));
  }

  @Test
  void winnersGoOnStageByStageUntilTheStrongestIsLeft() {
    List<String> seeds = List.of("a", "b", "c", "d", "e", "f");
    Map<String, Integer> strength = Map.of("a", 1, "b", 6, "c", 3, "d", 5, "e", 2, "f", 4);
    Knockout knockout = new Knockout(seeds, 2);
    List<FinishedGame> finished = List.of();
    List<List<Pairing>> stages = new ArrayList<>();
    for (int round = 1; round < 10; round++) {
      List<Pairing> pairings = knockout.pair(round, finished);
      if (pairings.isEmpty()) {
        break;
      }
      stages.add(pairings);
      finished = play(pairings, 2, strength, finished);
    }
    // 8-draw: a bye, d-e, b bye, c-f; then a-d, b-f; then d-b.
    assertEquals(
        List.of(
            List.of(new Pairing("d", "e"), new Pairing("c", "f")),
            List.of(new Pairing("a", "d"), new Pairing("b", "f")),
            List.of(new Pairing("d", "b"))),
        stages);
    assertEquals(Optional.of("b"), knockout.winner(finished));
    assertEquals(Optional.of("knockout winner: b"), knockout.conclusion(finished));
  }

  @Test
  void aLevelMiniMatchIsFollowedByTieBreakPairsAndTheBetterSeedGoesOnAfterTheLast() {
    Knockout knockout = new Knockout(List.of("x", "y"), 4);
    Map<String, Integer> equal = Map.of("x", 1, "y", 1);
    List<FinishedGame> finished = play(knockout.pair(1, List.of()), 4, equal, List.of());
    for (int tieBreak = 0; tieBreak < Knockout.MAX_TIE_BREAK_PAIRS; tieBreak++) {
      List<Pairing> pairings = knockout.pair(2 + tieBreak, finished);
      assertEquals(List.of(new Pairing("x", "y", 2)), pairings, "tie-break " + (tieBreak + 1));
      assertEquals(Optional.empty(), knockout.winner(finished));
      finished = play(pairings, 4, equal, finished);
    }
    assertEquals(List.of(), knockout.pair(99, finished));
    assertEquals(Optional.of("x"), knockout.winner(finished), "the better seed");
  }

  @Test
  void aTieBreakThatOneEntrantWinsEndsTheMiniMatch() {
    Knockout knockout = new Knockout(List.of("x", "y"), 2);
    List<FinishedGame> finished =
        new ArrayList<>(
            List.of(
                new FinishedGame(1, 1, "x", "y", "1-0", "normal"),
                new FinishedGame(2, 1, "y", "x", "1-0", "normal")));
    assertEquals(List.of(new Pairing("x", "y", 2)), knockout.pair(2, finished));
    finished.add(new FinishedGame(3, 2, "x", "y", "1/2-1/2", "normal"));
    finished.add(new FinishedGame(4, 2, "y", "x", "0-1", "normal"));
    assertEquals(List.of(), knockout.pair(3, finished));
    assertEquals(Optional.of("x"), knockout.winner(finished));
  }
}
