package dev.ply.host.report;

import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.rating.EloEstimate;
import dev.ply.host.rating.Pentanomial;
import dev.ply.host.rating.Trinomial;
import dev.ply.host.referee.Termination;
import dev.ply.host.store.ResultReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandingsTextTest {

  @TempDir Path temp;

  private List<String> standings(Path db, Optional<Long> runId) {
    try (ResultReader reader = ResultReader.open(db)) {
      RunResults results = RunResults.load(reader, runId);
      return StandingsText.lines(
          results, reader.runs().stream().map(ResultReader.Run::id).toList());
    }
  }

  /**
   * Three entrants in a cycle: each beats the next once and draws once with it, so each has 1 win,
   * 2 draws, 1 loss. The Bradley-Terry ratings are then all 0, and the oracle for the margin is the
   * pseudo-inverse of the information matrix L = w(3I − J), whose diagonal is 2/(9w) with w = 2
   * games · (ln 10/400)² · ¼.
   */
  @Test
  void threeEntrantCycleGivesExactStandingsCrosstableAndLikelihoodLines() {
    Path db = temp.resolve("cycle.db");
    ReportFixtures.write(
        db,
        run("tournament", "cycle", "game: tiny\n"),
        List.of("alpha", "beta", "gamma"),
        List.of(
            game(1, "alpha", "beta", 0, "a1"),
            game(2, "beta", "alpha", -1, "a1"),
            game(3, "beta", "gamma", 0, "a1"),
            game(4, "gamma", "beta", -1, "a1"),
            game(
                5,
                "gamma",
                "alpha",
                0,
                Termination.TIME_FORFEIT,
                "alpha ran out of time",
                "",
                "a1"),
            game(6, "alpha", "gamma", -1, Termination.PLY_CAP, "ply cap", "", "a1")));
    double k = Math.log(10) / 400;
    double w = 2 * k * k * 0.25;
    String margin = String.format(Locale.ROOT, "%.1f", 1.95996 * Math.sqrt(2 / (9 * w)));
    assertEquals("227.0", margin, "the oracle itself");

    assertEquals(
        List.of(
            "Run 1: tournament \"cycle\", tiny (marks=true, size=3), finished, 6 games",
            "",
            "Rank  Entrant  Games  W  D  L  Points  Score  Elo ± 95%     Forfeits",
            "   1  alpha        4  1  2  1     2.0  50.0%  +0.0 ± 227.0  time-forfeit 1",
            "   1  beta         4  1  2  1     2.0  50.0%  +0.0 ± 227.0  -",
            "   1  gamma        4  1  2  1     2.0  50.0%  +0.0 ± 227.0  -",
            "Elo: Bradley-Terry, ratings sum to 0; ± is the 95% interval.",
            "",
            "Crosstable: the row's points against the column / games played",
            "              1      2      3",
            "1  alpha      —  1.5/2  0.5/2",
            "2  beta   0.5/2      —  1.5/2",
            "3  gamma  1.5/2  0.5/2      —",
            "",
            "Likelihood of superiority: the chance the row is stronger than the column",
            "              1      2      3",
            "1  alpha      —  50.0%  50.0%",
            "2  beta   50.0%      —  50.0%",
            "3  gamma  50.0%  50.0%      —"),
        standings(db, Optional.empty()).subList(0, 19));
  }

  /**
   * Alpha scores 3.5 of 4 against beta: the Bradley-Terry difference is 400·log10(3.5/0.5), split
   * ±half around 0, and each margin is 1.95996·√(1/(4I)) with I = 4 · (ln 10/400)² · ⅞ · ⅛.
   */
  @Test
  void twoEntrantsGetTheirRatingsAndTheTrinomialAndPentanomialEstimatesSideBySide() {
    Path db = temp.resolve("match.db");
    ReportFixtures.write(
        db,
        run("match", "duel", "game: tiny\n"),
        List.of(),
        List.of(
            game(1, "alpha", "beta", 0, "a1"),
            game(2, "beta", "alpha", 1, "a1"),
            game(3, "alpha", "beta", 0, "a1"),
            game(4, "beta", "alpha", -1, "a1")));
    double k = Math.log(10) / 400;
    double information = 4 * k * k * 0.875 * 0.125;
    String elo = String.format(Locale.ROOT, "%.1f", 200 * Math.log10(7));
    String margin = String.format(Locale.ROOT, "%.1f", 1.95996 * Math.sqrt(1 / (4 * information)));
    List<String> lines = standings(db, Optional.empty());

    assertEquals(
        "   1  alpha        4  3  1  0     3.5  87.5%  +" + elo + " ± " + margin + "  -",
        lines.get(3));
    assertEquals(
        "   2  beta         4  0  1  3     0.5  12.5%  -" + elo + " ± " + margin + "  -",
        lines.get(4));
    EloEstimate trinomial = Trinomial.estimate(0, 1, 3);
    EloEstimate pentanomial = Pentanomial.estimate(new long[] {0, 0, 0, 1, 1});
    int at = lines.indexOf("alpha vs beta: +3 =1 -0 in 4 games, score 87.5%");
    assertTrue(at > 0, String.join("\n", lines));
    assertEquals(
        List.of(
            "  trinomial    Elo "
                + Numbers.eloWithMargin(trinomial.elo(), trinomial.errorMargin())
                + "  LOS "
                + Numbers.percent(trinomial.los())
                + "  4 games",
            "  pentanomial  Elo "
                + Numbers.eloWithMargin(pentanomial.elo(), pentanomial.errorMargin())
                + "  LOS "
                + Numbers.percent(pentanomial.los())
                + "  2 pairs  pair scores 0-¼-½-¾-1: 0-0-0-1-1"),
        lines.subList(at + 1, at + 3).stream().map(String::stripTrailing).toList());
  }

  @Test
  void aRoutGivesFiniteRatingsFromThePriorAndPutsTheNotesBelowTheTable() {
    Path db = temp.resolve("rout.db");
    ReportFixtures.write(
        db,
        run("match", "rout", "game: tiny\n"),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1"), game(2, "beta", "alpha", 1, "a1")));
    List<String> lines = standings(db, Optional.empty());
    String beta = lines.stream().filter(l -> l.startsWith("   2  beta")).findFirst().orElseThrow();
    assertTrue(beta.matches(".*0\\.0%  -\\d+\\.\\d ± \\d+\\.\\d \\(2\\) +-"), beta);
    String alpha =
        lines.stream().filter(l -> l.startsWith("   1  alpha")).findFirst().orElseThrow();
    assertEquals(alpha.indexOf(" (1)"), beta.indexOf(" (2)"), "the Elo column keeps its width");
    assertTrue(
        lines.contains(
            "Elo: Bradley-Terry with a weak prior (one virtual draw of each"
                + " entrant against a pool player rated 0), because the games alone leave some ratings"
                + " without a finite estimate, ratings sum to 0; ± is the 95% interval."),
        String.join("\n", lines));
    assertTrue(
        lines.contains(
            "(2) beta: lost every game: the games alone give no finite rating,"
                + " so this one rests mostly on the prior"),
        String.join("\n", lines));
    String los =
        String.join(
            "\n",
            lines.subList(
                lines.indexOf(
                    "Likelihood of superiority: the chance the row is stronger than the column"),
                lines.size()));
    assertFalse(los.substring(0, los.indexOf("\n\n")).contains("n/a"), "every LOS is a number");
  }

  @Test
  void everyPairingShowsFastchessNumbersAndTellsWinLossPairsFromDrawDrawPairs() {
    Path db = temp.resolve("pairs.db");
    ReportFixtures.write(
        db,
        run("tournament", "pairs", "game: tiny\n"),
        List.of("alpha", "beta"),
        List.of(
            game(1, "alpha", "beta", 0, "a1"),
            game(2, "beta", "alpha", 0, "a1"),
            game(3, "alpha", "beta", -1, "b1"),
            game(4, "beta", "alpha", -1, "b1")));
    List<String> lines = standings(db, Optional.empty());
    String line =
        lines.stream()
            .filter(l -> l.startsWith("alpha vs beta: 4 games"))
            .findFirst()
            .orElseThrow(() -> new AssertionError(String.join("\n", lines)));
    assertTrue(
        line.startsWith(
            "alpha vs beta: 4 games, W-D-L 1-2-1, draw ratio 50.0%,"
                + " pentanomial [0, 0, 2, 0, 0], pairs ratio n/a, WL/DD ratio 1.00, normalized Elo "),
        line);
  }

  @Test
  void anchorOfTheConfigIsFixedAtZero() {
    Path db = temp.resolve("anchored.db");
    ReportFixtures.write(
        db,
        run("tournament", "anchored", "game: tiny\nanchor: 'beta'  # fixed\n"),
        List.of("alpha", "beta"),
        List.of(
            game(1, "alpha", "beta", 0, "a1"),
            game(2, "beta", "alpha", -1, "a1"),
            game(3, "alpha", "beta", 1, "a1")));
    List<String> lines = standings(db, Optional.empty());
    assertTrue(
        lines.stream().anyMatch(l -> l.matches("   1  beta .*  0 \\(anchor\\) +-")),
        String.join("\n", lines));
    assertTrue(
        lines.contains(
            "Elo: Bradley-Terry, beta fixed at 0 (the config's anchor); ± is the 95% interval."));
  }

  @Test
  void latestRunIsShownAndTheOthersAreNamed() {
    Path db = temp.resolve("two-runs.db");
    ReportFixtures.write(
        db,
        run("match", "first", "game: tiny\n"),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1")));
    ReportFixtures.write(
        db,
        run("match", "second", "game: tiny\n"),
        List.of(),
        List.of(game(1, "gamma", "delta", 0, "a1")));
    List<String> latest = standings(db, Optional.empty());
    assertEquals(
        "Run 2: match \"second\", tiny (marks=true, size=3), finished, 1 game", latest.get(0));
    assertEquals("Other runs in this file: 1 (choose one with --run N)", latest.get(1));
    assertTrue(standings(db, Optional.of(1L)).get(0).startsWith("Run 1: match \"first\""));
  }

  @Test
  void anchorIsReadFromATopLevelKeyOnly() {
    assertEquals(Optional.of("random"), RunResults.anchorOf("game: x\nanchor: random\n"));
    assertEquals(Optional.of("a b"), RunResults.anchorOf("anchor: \"a b\" # c\n"));
    assertEquals(Optional.of("x"), RunResults.anchorOf("anchor: x # comment"));
    assertEquals(Optional.empty(), RunResults.anchorOf("rating:\n  anchor: random\n"));
    assertEquals(Optional.empty(), RunResults.anchorOf("anchor:\n"));
  }
}
