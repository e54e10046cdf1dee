package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;

/**
 * An xboard engine's thinking output (after {@code post}): {@code PLY SCORE TIME NODES PV}, or in
 * the extended form {@code PLY SCORE TIME NODES SELDEPTH NPS TBHITS<tab>PV}. Read into a move's
 * {@link SearchReport}: the depth; the score in centipawns as the value (clamped inside Ply's
 * heuristic range) with the raw score as the counter {@code score-cp}, or, written as the protocol
 * proposes ({@code 100000 + N} for a mate in N moves, {@code -100000 - N} for being mated in N), a
 * proven win or loss with the counter {@code score-mate}; the time (centiseconds) as the counter
 * {@code engine-time-ms}; the nodes; seldepth and nps as counters; and the line, as far as its
 * moves read and are legal (SAN or coordinates, move numbers skipped). Stateless.
 */
final class XboardThinking {

  /** The score that stands for a mate, as CECP proposes: 100000 + N for a mate in N moves. */
  static final long MATE = 100_000;

  private XboardThinking() {}

  /** Whether {@code line} is thinking output: four numbers first (the ply may end in a mark). */
  static boolean is(String line) {
    String[] w = line.trim().split("\\s+");
    return w.length >= 4
        && w[0].matches("\\d+[.&]?")
        && w[1].matches("[-+]?\\d+")
        && w[2].matches("\\d+")
        && w[3].matches("\\d+");
  }

  /** Adds what {@code line} says to {@code report}; {@code state} is the position searched. */
  static void read(String line, GameState state, SearchReport.Builder report) {
    int tab = line.indexOf('\t');
    String[] head = (tab >= 0 ? line.substring(0, tab) : line).trim().split("\\s+");
    try {
      report.depth(Integer.parseInt(head[0].replaceAll("\\D", "")));
      score(Long.parseLong(head[1].replace("+", "")), report);
      report.counter("engine-time-ms", Long.parseLong(head[2]) * 10);
      report.nodes(Long.parseLong(head[3]));
      if (tab >= 0 && head.length >= 6) {
        report.counter("seldepth", Long.parseLong(head[4]));
        report.counter("nps", Long.parseLong(head[5]));
      }
    } catch (RuntimeException malformed) {
      return;
    }
    String[] pv = tab >= 0 ? line.substring(tab + 1).trim().split("\\s+") : head;
    report.principalVariation(EngineLines.pv(state, pv, tab >= 0 ? 0 : 4));
  }

  private static void score(long score, SearchReport.Builder report) {
    long beyond = Math.abs(score) - MATE;
    if (beyond > 0 && beyond < 1000) {
      long moves = score > 0 ? beyond : -beyond;
      int plies = (int) (moves > 0 ? 2 * moves - 1 : -2 * moves);
      report.value(Values.terminal(moves > 0 ? 1 : -1, plies));
      report.counter("score-mate", moves);
    } else {
      report.value(EngineLines.centipawns(score));
      report.counter("score-cp", score);
    }
  }
}
