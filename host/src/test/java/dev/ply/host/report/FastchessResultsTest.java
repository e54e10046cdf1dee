package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.host.rating.SequentialTest;
import dev.ply.host.rating.SprtModel;
import dev.ply.host.store.ResultReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The oracle is fastchess itself (commit 74deac23, built from its source): each test gives Ply the
 * results of games fastchess played and reported, and expects fastchess's block for them to the
 * character. The runs (Stockfish 16 against itself, openings from benchmarks/chess/random8.epd,
 * {@code -games 2 -repeat -concurrency 2}) are quoted above each test.
 */
class FastchessResultsTest {

  private static final FastchessResults.Matchup MATCHUP =
      new FastchessResults.Matchup("2000 nodes", "1t", "16MB", "o10.epd");

  /** {@code "1 a b 0-1; 2 b a 1-0"}: number, white, black and result of each game, as logged. */
  private static List<ResultReader.Game> games(String log) {
    List<ResultReader.Game> games = new ArrayList<>();
    for (String entry : log.split(";")) {
      String[] f = entry.trim().split(" ");
      int number = Integer.parseInt(f[0]);
      games.add(
          new ResultReader.Game(
              number,
              1,
              number,
              0,
              "chess",
              "",
              List.of(f[1], f[2]),
              List.of(),
              f[3],
              "",
              "normal",
              "",
              1,
              number,
              "",
              "",
              "",
              "opening " + (number + 1) / 2));
    }
    return games;
  }

  private static double llr(List<ResultReader.Game> games, String first) {
    SequentialTest test = new SequentialTest(SprtModel.NORMALIZED, 0, 5, 0.05, 0.05);
    for (ResultReader.Game g : games) {
      double firstScore = RunResults.firstScore(g);
      test.add(
          g.players().get(0).equals(first) ? firstScore : 1 - firstScore, (g.number() + 1) / 2);
    }
    return test.llr();
  }

  /*
   * fastchess -engine cmd=stockfish name=a -engine cmd=stockfish name=b option.Hash=2
   *   -each tc=inf nodes=2000 option.Threads=1 -openings file=o10.epd format=epd
   *   order=sequential -rounds 10 -games 2 -repeat -concurrency 2
   *   -sprt elo0=0 elo1=5 alpha=0.05 beta=0.05
   * (fastchess's SPRT is in normalized Elo unless told model=logistic: sprt: {model: normalized}.)
   */
  private static final String TWENTY_GAMES =
      "1 a b 0-1;2 b a 0-1;3 a b 1-0;4 b a 1-0;5 a b 0-1;6 b a 0-1;7 a b 1-0;8 b a 1/2-1/2;"
          + "9 a b 1-0;10 b a 1-0;11 a b 1-0;12 b a 1-0;13 a b 1-0;14 b a 1-0;15 a b 0-1;"
          + "16 b a 0-1;17 a b 0-1;18 b a 0-1;19 a b 1-0;20 b a 1-0";

  @Test
  void twentyGamesFastchessPlayedGiveTheBlockFastchessPrintedForThem() {
    List<ResultReader.Game> games = games(TWENTY_GAMES);
    HeadToHead h = HeadToHead.of("a", "b", games).orElseThrow();
    List<String> lines = new ArrayList<>(FastchessResults.headToHead(h, MATCHUP));
    lines.add(FastchessResults.llrLine(llr(games, "a"), 0, 5, 0.05, 0.05));
    assertEquals(
        List.of(
            "Results of a vs b (2000 nodes, 1t, 16MB, o10.epd):",
            "Elo: 17.39 +/- 32.48, nElo: 81.89 +/- 152.27",
            "LOS: 85.41 %, DrawRatio: 90.00 %, PairsRatio: inf",
            "Games: 20, Wins: 10, Losses: 9, Draws: 1, Points: 10.5 (52.50 %)",
            "Ptnml(0-2): [0, 0, 9, 1, 0], WL/DD Ratio: inf",
            "LLR: 0.04 (1.5%) (-2.94, 2.94) [0.00, 5.00]"),
        lines);
  }

  /*
   * The same with -rounds 3 and o.epd: six games, three pairs each of a win and a loss, no
   * variance at all: fastchess prints -nan for the figures that divide by it.
   */
  @Test
  void sixGamesOfThreeWinLossPairsGiveFastchessNotANumberWhereItDividesByZero() {
    List<ResultReader.Game> games =
        games("1 a b 0-1;2 b a 0-1;3 a b 1-0;4 b a 1-0;5 a b 0-1;6 b a 0-1");
    HeadToHead h = HeadToHead.of("a", "b", games).orElseThrow();
    List<String> lines =
        new ArrayList<>(
            FastchessResults.headToHead(
                h, new FastchessResults.Matchup("2000 nodes", "1t", "16MB", "o.epd")));
    lines.add(FastchessResults.llrLine(llr(games, "a"), 0, 5, 0.05, 0.05));
    assertEquals(
        List.of(
            "Results of a vs b (2000 nodes, 1t, 16MB, o.epd):",
            "Elo: -0.00 +/- 0.00, nElo: -nan +/- -nan",
            "LOS: -nan %, DrawRatio: 100.00 %, PairsRatio: -nan",
            "Games: 6, Wins: 3, Losses: 3, Draws: 0, Points: 3.0 (50.00 %)",
            "Ptnml(0-2): [0, 0, 3, 0, 0], WL/DD Ratio: inf",
            "LLR: -0.00 (-0.0%) (-2.94, 2.94) [0.00, 5.00]"),
        lines);
  }

  @Test
  void gamesThatComeInNoPairsGiveFastchessTrinomialLinesWorkedByHand() {
    // Games 1 and 3 share no opening with a swapped game: 2 wins, 1 draw, 1 loss of a, unpaired.
    List<ResultReader.Game> games = new ArrayList<>();
    for (ResultReader.Game g : games("1 a b 1-0;3 a b 1-0;5 b a 1/2-1/2;7 b a 1-0")) {
      games.add(g);
    }
    HeadToHead h = HeadToHead.of("a", "b", games).orElseThrow();
    // Worked independently (Python's math module): s = 2.5/4 = 0.625; variance = ½·0.375² +
    // ¼·0.125² + ¼·0.625² = 0.171875, per game 0.04296875, σ/√n = 0.2072890; bounds 0.2187209 and
    // 1.0312791 (above 1: Elo NaN, so the margin is NaN); Elo = −400·log10(0.6) = 88.7395; nElo
    // = 0.125/√0.171875 · 800/ln 10 = 104.7558, margin 1.959964·0.2072890/√0.171875 · 347.436 =
    // 340.4806; LOS = (1 − erf(−0.125/√(2·0.04296875)))/2 = 72.6753 %.
    assertEquals(
        List.of(
            "Results of a vs b (2000 nodes, 1t, 16MB, o10.epd):",
            "Elo: 88.74 +/- -nan, nElo: 104.76 +/- 340.48",
            "LOS: 72.68 %, DrawRatio: 25.00 %",
            "Games: 4, Wins: 2, Losses: 1, Draws: 1, Points: 2.5 (62.50 %)"),
        FastchessResults.headToHead(h, MATCHUP));
  }

  /*
   * fastchess -engine cmd=stockfish name=a nodes=500 -engine cmd=stockfish name=b nodes=2000
   *   -engine cmd=stockfish name=c nodes=4000 -each tc=inf option.Threads=1 option.Hash=16
   *   -openings file=o10.epd format=epd order=sequential -rounds 4 -games 2 -repeat
   *   -concurrency 2
   */
  @Test
  void aRoundRobinOfThreeFastchessPlayedGivesTheTableFastchessPrintedForIt() {
    List<ResultReader.Game> games =
        games(
            "1 a b 0-1;2 b a 1-0;3 a c 0-1;4 c a 1-0;5 b c 1-0;6 c b 1-0;7 a b 0-1;8 b a 1-0;"
                + "9 a c 0-1;10 c a 1-0;11 b c 1-0;12 c b 1-0;13 a b 0-1;14 b a 1-0;15 a c 0-1;"
                + "16 c a 1-0;17 b c 0-1;18 c b 1/2-1/2;19 a b 0-1;20 b a 1-0;21 a c 0-1;"
                + "22 c a 1-0;23 b c 1/2-1/2;24 c b 1-0");
    assertEquals(
        List.of(
            "Rank Name                             Elo        +/-       nElo        +/-      Games"
                + "      Score       Draw           Ptnml(0-2)",
            "   1 c                             254.73     206.63     370.37     170.24         16"
                + "      81.2%      25.0%      [0, 0, 2, 2, 4]",
            "   2 b                             136.97     216.76     141.84     170.24         16"
                + "      68.8%      25.0%      [0, 2, 2, 0, 4]",
            "   3 a                               -inf       -nan       -inf       -nan         16"
                + "       0.0%       0.0%      [8, 0, 0, 0, 0]"),
        FastchessResults.table(List.of("a", "b", "c"), games));
  }

  @Test
  void numbersArePrintedAsCsPrintfRoundsThemFromTheirBinaryValue() {
    assertEquals("0.12", FastchessResults.fixed(0.125, 2)); // an exact tie goes to even
    assertEquals("1.00", FastchessResults.fixed(1.005, 2)); // 1.00499999999999989...
    assertEquals("-0.00", FastchessResults.fixed(-0.001, 2));
    assertEquals("-0.00", FastchessResults.fixed(-0.0, 2));
    assertEquals("inf", FastchessResults.fixed(Double.POSITIVE_INFINITY, 2));
    assertEquals("-nan", FastchessResults.fixed(0.0 / 0.0, 2));
  }
}
