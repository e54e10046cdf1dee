package dev.ply.multiplayer.search;

import dev.ply.api.GameState;

/**
 * One search of a position to a fixed depth: what {@link IterativeDeepening} runs one depth after
 * another. An implementation keeps nothing between calls but buffers; what it learns of the root
 * (its best move) it tells the {@link SearchRun}.
 */
public interface DepthSearch {

  /**
   * Searches {@code root}, a position that is not over, {@code depth} plies deep.
   *
   * @param root the position, with the searching seat ({@link SearchRun#rootSeat()}) to move; left
   *     as it was found when the search returns (not when it throws {@link SearchAborted})
   * @param depth at least 1
   * @return the root's value for the seat to move, in the scale of {@link dev.ply.api.Values}
   */
  int search(GameState root, int depth, SearchRun run);
}
