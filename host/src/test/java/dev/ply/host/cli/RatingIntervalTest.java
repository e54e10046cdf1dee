package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Termination;
import dev.ply.host.tournament.Tally;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RatingIntervalTest {

  /** The tally of a's wins, draws and losses against b. */
  private static Tally tally(int wins, int draws, int losses) {
    Tally tally = new Tally(List.of("a", "b"));
    int number = 0;
    for (int[] kind : new int[][] {{wins, 0}, {draws, -1}, {losses, 1}}) {
      for (int i = 0; i < kind[0]; i++) {
        tally.add(
            new GameRecord(
                ++number,
                "fixture",
                "",
                List.of("a", "b"),
                kind[1],
                kind[1] < 0 ? Termination.PLY_CAP : Termination.NORMAL,
                "scripted",
                number,
                Instant.EPOCH,
                Instant.EPOCH,
                "",
                List.of()));
      }
    }
    return tally;
  }

  @Test
  void theStandingsListEachEntrantsResultsAndItsEloAgainstTheFieldMostPointsFirst() {
    Tally tally = tally(6, 2, 2); // a: +6 =2 -2 against b
    List<String> lines = RatingInterval.lines(10, 200, tally);
    assertEquals("Standings after 10 of 200 games:", lines.get(0));
    // score 0.7 over 10 games: Elo −400·log10(1/0.7 − 1) = +147.2; the 95% margin is half the
    // width of [elo(s − 1.96·se), elo(s + 1.96·se)], se = √(0.16/10) (worked out by hand)
    assertEquals("  a  10 games  +6 =2 -2  7.0 points (70.0%)  Elo +147.2 ± 268.7", lines.get(1));
    assertEquals("  b  10 games  +2 =2 -6  3.0 points (30.0%)  Elo -147.2 ± 268.7", lines.get(2));
  }

  @Test
  void anEvenScoreIsPlusZeroNotMinusZero() {
    // 5-0-5: s = 0.5; the draws' zero counted as 1e-3 (fishtest's rule), variance 0.24998, se =
    // √(0.24998/10); half the width of [elo(0.5 − 1.96·se), elo(0.5 + 1.96·se)] is 251.75 by hand
    assertEquals(
        "  a  10 games  +5 =0 -5  5.0 points (50.0%)  Elo +0.0 ± 251.7",
        RatingInterval.lines(10, 20, tally(5, 0, 5)).get(1));
  }

  @Test
  void anEntrantThatWonEveryGameHasNoFiniteElo() {
    Tally tally = tally(4, 0, 0);
    assertEquals(
        "  a  4 games  +4 =0 -0  4.0 points (100.0%)  Elo no finite estimate",
        RatingInterval.lines(4, 8, tally).get(1));
  }
}
