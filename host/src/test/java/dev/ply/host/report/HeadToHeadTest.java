package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.rating.Pentanomial;
import dev.ply.host.rating.Trinomial;
import dev.ply.host.store.ResultReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HeadToHeadTest {

  private static ResultReader.Game game(
      int number, String first, String second, String result, String opening) {
    return new ResultReader.Game(
        number,
        1,
        number,
        0,
        "tiny",
        "",
        List.of(first, second),
        List.of(),
        result,
        "",
        "normal",
        "",
        1,
        number,
        "",
        "",
        "",
        opening);
  }

  @Test
  void gamesNumbered2kMinus1And2kWithSwappedColoursArePairs() {
    HeadToHead h =
        HeadToHead.of(
                "a",
                "b",
                List.of(
                    game(1, "a", "b", "1-0", "x"), game(2, "b", "a", "0-1", "x"),
                    game(3, "a", "b", "1/2-1/2", "y"), game(4, "b", "a", "1-0", "y"),
                    game(5, "a", "b", "0-1", "z"), game(6, "b", "a", "1/2-1/2", "z")))
            .orElseThrow();
    assertArrayEquals(new long[] {0, 2, 0, 0, 1}, h.pairCounts());
    assertEquals(3, h.pairs());
    assertEquals(0, h.unpaired());
    assertEquals(2, h.wins());
    assertEquals(2, h.draws());
    assertEquals(2, h.losses());
    assertEquals(Trinomial.estimate(2, 2, 2), h.trinomial());
    assertEquals(Optional.of(Pentanomial.estimate(new long[] {0, 2, 0, 0, 1})), h.pentanomial());
  }

  @Test
  void gamesOutOfStepPairByOpeningWithColoursSwapped() {
    HeadToHead h =
        HeadToHead.of(
                "a",
                "b",
                List.of(
                    game(1, "a", "b", "1-0", "x"),
                    game(2, "a", "b", "1-0", "y"),
                    game(3, "b", "a", "1-0", "y"),
                    game(4, "b", "a", "0-1", "x"),
                    game(5, "a", "b", "1-0", "x")))
            .orElseThrow();
    assertArrayEquals(new long[] {0, 0, 1, 0, 1}, h.pairCounts());
    assertEquals(2, h.pairs());
    assertEquals(1, h.unpaired());
  }

  @Test
  void gamesWithTheSameColoursOrAnotherOpeningAreNotPairs() {
    HeadToHead h =
        HeadToHead.of(
                "a",
                "b",
                List.of(
                    game(1, "a", "b", "1-0", "x"),
                    game(2, "a", "b", "1-0", "x"),
                    game(3, "b", "a", "1-0", "y")))
            .orElseThrow();
    assertEquals(0, h.pairs());
    assertEquals(Optional.empty(), h.pentanomial());
    assertEquals(3, h.unpaired());
  }

  @Test
  void aMatchWonInEveryGamePrintsNoEloNumberInTheReportOrThePairingLine() {
    HeadToHead h =
        HeadToHead.of(
                "a",
                "b",
                List.of(
                    game(1, "a", "b", "1-0", "x"), game(2, "b", "a", "0-1", "x"),
                    game(3, "a", "b", "1-0", "y"), game(4, "b", "a", "0-1", "y")))
            .orElseThrow();
    assertNoEloNumber(HtmlReport.headToHead(h), 4);
    assertTrue(
        StandingsText.pairingLine(h).endsWith("normalized Elo no finite estimate"),
        StandingsText.pairingLine(h));
  }

  @Test
  void aMatchLostInEveryGamePrintsNoEloNumberEither() {
    HeadToHead h =
        HeadToHead.of(
                "a", "b", List.of(game(1, "a", "b", "0-1", "x"), game(2, "b", "a", "1-0", "x")))
            .orElseThrow();
    assertNoEloNumber(HtmlReport.headToHead(h), 4);
  }

  @Test
  void pairsThatAllScoreTheSameGiveNoPentanomialNumberThoughTheyAreNotAllWins() {
    // Each pair a win and a draw for a: pentanomial [0, 0, 0, 2, 0], no spread to measure.
    HeadToHead h =
        HeadToHead.of(
                "a",
                "b",
                List.of(
                    game(1, "a", "b", "1-0", "x"), game(2, "b", "a", "1/2-1/2", "x"),
                    game(3, "a", "b", "1/2-1/2", "y"), game(4, "b", "a", "0-1", "y")))
            .orElseThrow();
    assertTrue(!h.pentanomial().orElseThrow().bounded(), "one cell: unbounded");
    assertTrue(
        StandingsText.pairingLine(h).endsWith("normalized Elo no finite estimate"),
        StandingsText.pairingLine(h));
  }

  @Test
  void aMatchWithAWinAndALossPrintsItsNormalizedElo() {
    HeadToHead h =
        HeadToHead.of(
                "a",
                "b",
                List.of(
                    game(1, "a", "b", "1-0", "x"), game(2, "b", "a", "1/2-1/2", "x"),
                    game(3, "a", "b", "0-1", "y"), game(4, "b", "a", "0-1", "y")))
            .orElseThrow();
    String html = HtmlReport.headToHead(h);
    assertTrue(
        html.contains(">" + Numbers.elo(h.pentanomial().orElseThrow().normalizedElo()) + "<"),
        html);
  }

  /** Every estimate cell (model rows: Elo and normalized Elo) says there is none. */
  private static void assertNoEloNumber(String html, int expected) {
    assertEquals(expected, html.split("no finite estimate", -1).length - 1, html);
    assertTrue(!html.matches("(?s).*<td class=\"num\">[+-]\\d.*"), html);
  }

  @Test
  void entrantsThatNeverMetHaveNoHeadToHead() {
    assertTrue(HeadToHead.of("a", "c", List.of(game(1, "a", "b", "1-0", ""))).isEmpty());
  }
}
