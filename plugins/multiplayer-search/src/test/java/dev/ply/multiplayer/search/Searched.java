package dev.ply.multiplayer.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;

/** One search of a position to a fixed depth, without a budget: its value, move and nodes. */
record Searched(int value, int move, long nodes) {

  static Searched run(DepthSearch search, GameState state, int depth, Evaluator evaluator) {
    SearchRun run = new SearchRun(evaluator);
    run.start(state, new Budget(Limits.none()));
    run.beginIteration();
    int value = search.search(state, depth, run);
    return new Searched(value, run.rootBestMove(), run.nodes());
  }
}
