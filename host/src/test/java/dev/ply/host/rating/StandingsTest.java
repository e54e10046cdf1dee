package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StandingsTest {

  private static final List<String> ENTRANTS = List.of("alpha", "beta", "gamma", "delta");
  private static final List<GameOutcome> GAMES =
      List.of(
          new GameOutcome("alpha", "beta", 1, "normal"),
          new GameOutcome("beta", "alpha", 0.5, "ply-cap"),
          new GameOutcome("alpha", "gamma", 1, "normal"),
          new GameOutcome("gamma", "alpha", 0, "time-forfeit"),
          new GameOutcome("beta", "gamma", 0, "illegal-move"),
          new GameOutcome("gamma", "beta", 0.5, "normal"),
          new GameOutcome("beta", "alpha", 1, "normal"),
          new GameOutcome("gamma", "beta", 0, "exception"));

  @Test
  void rowsCountGamesPointsAndForfeitsByReasonAndSortByPoints() {
    List<StandingsRow> rows = Standings.of(ENTRANTS, GAMES).rows();
    assertEquals(
        List.of(
            new StandingsRow("alpha", 5, 3, 1, 1, 3.5, 70.0, Map.of()),
            new StandingsRow("beta", 6, 2, 2, 2, 3.0, 50.0, Map.of("illegal-move", 1)),
            new StandingsRow(
                "gamma", 5, 1, 1, 3, 1.5, 30.0, Map.of("exception", 1, "time-forfeit", 1))),
        rows.subList(0, 3));
    assertEquals(
        List.of("exception", "time-forfeit"), List.copyOf(rows.get(2).forfeitsByReason().keySet()));
  }

  @Test
  void anEntrantWithNoGamesStillHasARowWithNoScorePercent() {
    StandingsRow delta = Standings.of(ENTRANTS, GAMES).rows().get(3);
    assertEquals("delta", delta.name());
    assertEquals(0, delta.games());
    assertEquals(0.0, delta.points());
    assertTrue(Double.isNaN(delta.scorePercent()));
  }

  @Test
  void entrantsWithEqualPointsAreOrderedByName() {
    List<StandingsRow> rows =
        Standings.of(
                List.of("zed", "amy", "kim"),
                List.of(
                    new GameOutcome("zed", "amy", 0.5, "normal"),
                    new GameOutcome("kim", "zed", 0.5, "normal"),
                    new GameOutcome("amy", "kim", 0.5, "normal")))
            .rows();
    assertEquals(List.of("amy", "kim", "zed"), rows.stream().map(StandingsRow::name).toList());
  }

  @Test
  void pairsComeOncePerPairThatMetInEntrantOrder() {
    assertEquals(
        List.of(
            new PairRecord("alpha", "beta", 1, 1, 1),
            new PairRecord("alpha", "gamma", 2, 0, 0),
            new PairRecord("beta", "gamma", 1, 1, 1)),
        Standings.of(ENTRANTS, GAMES).pairs());
  }

  @Test
  void crosstableCellsShowPointsOverGamesFromTheRowsSide() {
    Standings standings = Standings.of(ENTRANTS, GAMES);
    assertEquals("1.5/3", standings.crosstableCell("alpha", "beta"));
    assertEquals("1.5/3", standings.crosstableCell("beta", "alpha"));
    assertEquals("2/2", standings.crosstableCell("alpha", "gamma"));
    assertEquals("0/2", standings.crosstableCell("gamma", "alpha"));
    assertEquals("1.5/3", standings.crosstableCell("gamma", "beta"));
    assertEquals("", standings.crosstableCell("alpha", "delta"));
    assertEquals("—", standings.crosstableCell("beta", "beta"));
  }

  @Test
  void aDrawIsNoForfeitWhateverItsTermination() {
    StandingsRow row =
        Standings.of(List.of("a", "b"), List.of(new GameOutcome("a", "b", 0.5, "exception")))
            .rows()
            .get(0);
    assertEquals(Map.of(), row.forfeitsByReason());
    assertEquals(1, row.draws());
  }

  @Test
  void aLossByResignationIsALossOnTheBoardNotAForfeit() {
    StandingsRow loser =
        Standings.of(List.of("a", "b"), List.of(new GameOutcome("a", "b", 1, "resignation")))
            .rows()
            .get(1);
    assertEquals(1, loser.losses());
    assertEquals(Map.of(), loser.forfeitsByReason());
  }

  @Test
  void refusesGamesOfEntrantsNotEnteredAndScoresOtherThanWinDrawLoss() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Standings.of(List.of("a", "b"), List.of(new GameOutcome("a", "c", 1, "normal"))));
    assertThrows(IllegalArgumentException.class, () -> new GameOutcome("a", "b", 0.75, "normal"));
    assertThrows(
        IllegalArgumentException.class,
        () -> Standings.of(ENTRANTS, GAMES).crosstableCell("alpha", "omega"));
  }

  @Test
  void standingsPairsFeedTheBradleyTerryFit() {
    Standings standings = Standings.of(ENTRANTS, GAMES);
    RatingTable table = BradleyTerry.fit(ENTRANTS, standings.pairs(), Optional.empty());
    assertTrue(table.rating("delta").orElseThrow().note().startsWith("no games: "));
    assertTrue(table.los("alpha", "gamma") > 0.5);
  }
}
