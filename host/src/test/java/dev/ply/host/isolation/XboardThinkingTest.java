package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Thinking output as xboard engines write it, read into a move's report. */
class XboardThinkingTest {

  private static SearchReport read(String line) {
    SearchReport.Builder report = SearchReport.builder(0);
    XboardThinking.read(line, new WordState(WordState.START), report);
    return report.build();
  }

  @Test
  void thePlainFormGivesDepthScoreTimeNodesAndTheLineAsFarAsItIsLegal() {
    SearchReport r = read(" 7     15       27     409935 e2e4 e7e5 g1f3 b8c6 f3e5");
    assertEquals(7, r.depth());
    assertEquals(15, r.value());
    assertEquals(409935, r.nodes());
    assertEquals(Map.of("score-cp", 15L, "engine-time-ms", 270L), r.counters());
    assertArrayEquals(new int[] {0, 1, 2, 3}, r.principalVariation(), "f3e5 is no move here");
  }

  @Test
  void theExtendedFormKeepsSeldepthAndNpsAndReadsTheLineAfterTheTab() {
    SearchReport r = read("12 -31 150 99999 18 666660 0\t1. e2e4 e7e5 2. g1f3");
    assertEquals(12, r.depth());
    assertEquals(-31, r.value());
    assertEquals(18, r.counter("seldepth"));
    assertEquals(666660, r.counter("nps"));
    assertArrayEquals(new int[] {0, 1, 2}, r.principalVariation(), "move numbers skipped");
  }

  @Test
  void aMateScoreAsTheProtocolProposesIsAProvenWinOrLoss() {
    SearchReport win = read("5 100003 10 500 e2e4");
    assertEquals(Values.terminal(1, 5), win.value(), "mate in 3 moves: 5 plies");
    assertEquals(3, win.counter("score-mate"));
    SearchReport loss = read("5 -100002 10 500 e2e4");
    assertEquals(Values.terminal(-1, 4), loss.value(), "mated in 2 moves: 4 plies");
    assertEquals(-2, loss.counter("score-mate"));
  }

  @Test
  void onlyLinesThatStartWithFourNumbersAreThinking() {
    assertTrue(XboardThinking.is("9& +15 201 3340103 e2e4"));
    assertFalse(XboardThinking.is("# times @ 313776761"));
    assertFalse(XboardThinking.is("1. ... d7d5"));
    assertFalse(XboardThinking.is("move e2e4"));
  }
}
