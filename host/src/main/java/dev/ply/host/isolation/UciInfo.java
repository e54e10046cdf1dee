package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;

/**
 * What a UCI engine said about its search, read from its last {@code info} line into a move's
 * {@link SearchReport}: {@code depth}, {@code seldepth} (counter), {@code nodes}, {@code nps}
 * (counter), {@code time} (counter {@code engine-time-ms}), {@code score cp N} (the value, clamped
 * inside Ply's heuristic range, and the counter {@code score-cp}), {@code score mate N} (a proven
 * win or loss in the plies it names, and the counter {@code score-mate}) and {@code pv} (as far as
 * its moves are legal). Whatever does not read is left out: the move counts, what the engine said
 * about it is kept as far as it reads. Stateless.
 */
final class UciInfo {

  private UciInfo() {}

  /** Adds what {@code info} says to {@code report}; {@code state} is the position searched. */
  static void read(String info, GameState state, SearchReport.Builder report) {
    String[] w = EngineLines.words(info);
    for (int i = 1; i < w.length - 1; i++) {
      try {
        switch (w[i]) {
          case "depth" -> report.depth(Integer.parseInt(w[++i]));
          case "seldepth" -> report.counter("seldepth", Long.parseLong(w[++i]));
          case "nodes" -> report.nodes(Long.parseLong(w[++i]));
          case "nps" -> report.counter("nps", Long.parseLong(w[++i]));
          case "time" -> report.counter("engine-time-ms", Long.parseLong(w[++i]));
          case "score" -> i = score(w, i, report);
          case "pv" -> {
            report.principalVariation(EngineLines.pv(state, w, i + 1));
            i = w.length;
          }
          default -> {}
        }
      } catch (RuntimeException malformed) {
        return;
      }
    }
  }

  /**
   * Reads {@code score cp N} or {@code score mate N} at {@code w[i]}; returns the last index read.
   */
  private static int score(String[] w, int i, SearchReport.Builder report) {
    String kind = w[++i];
    long amount = Long.parseLong(w[++i]);
    if (kind.equals("cp")) {
      report.value(EngineLines.centipawns(amount));
      report.counter("score-cp", amount);
    } else if (kind.equals("mate")) {
      int plies = (int) (amount > 0 ? 2 * amount - 1 : -2 * amount);
      report.value(Values.terminal(amount > 0 ? 1 : -1, plies));
      report.counter("score-mate", amount);
    }
    return i;
  }
}
