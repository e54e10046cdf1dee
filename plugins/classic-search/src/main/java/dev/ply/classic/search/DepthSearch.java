package dev.ply.classic.search;

import dev.ply.api.GameState;

/**
 * One search of the literature to a fixed depth from a non-terminal root. Implementations are small
 * and stateless; everything a search accumulates lives in its {@link SearchContext}.
 */
public interface DepthSearch {

  /**
   * The value of {@code root} searched {@code depth} plies deep, from the point of view of the
   * player to move at the root; the best root move and the principal variation are left in {@code
   * context}.
   *
   * @param root a position that is not terminal; restored when the search returns or aborts
   * @throws SearchAborted when the limits say stop; the context still holds the best root move
   *     among those searched completely
   */
  int search(GameState root, int depth, SearchContext context);

  /**
   * Whether this search leaves for last the moves whose position another thread is searching
   * (ABDADA's deferral, see {@link BusyPositions}), which is how the threads of a parallel search
   * split their work. A search that does not is given helpers that take their moves in another
   * order instead (see {@link LazySmp}).
   */
  default boolean defersBusyMoves() {
    return false;
  }
}
