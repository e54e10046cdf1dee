package dev.ply.mcts;

/**
 * Hears the tree a search grew, once per search, after it: how the players of this plugin walk
 * their trees for {@code ply trace} ({@link GrownTrees} turns what it hears into the api's {@link
 * dev.ply.api.GrownNode}) and for the tests.
 *
 * <p>Called by the player on the thread that ran {@code chooseMove}, right after its search: once
 * per node of the tree the move was chosen from, parents before children, children in the order
 * they were made. Every argument is a primitive; a deterministic search reports the same nodes
 * every time.
 */
interface TreeListener {

  /**
   * One node of the tree.
   *
   * @param id 0 for the root, then 1, 2, ... in the order heard
   * @param parent the id of the parent, heard before; -1 at the root
   * @param move the move that leads here from the parent; -1 at the root
   * @param player the seat whose point of view {@code value} and {@code bound} take: the seat that
   *     chose this move at the parent (the seat to move, at the root); {@code GameState.CHANCE} for
   *     an outcome the dice or the deck chose, whose value is then the root seat's
   * @param visits the iterations that went through the node
   * @param value that seat's mean reward over the visits, in [0, 1]; NaN with no visits
   * @param bound the selection bound by which the parent chooses this child, with the statistics as
   *     the search ended; NaN where no bound chooses (the root, a chance outcome, no visits)
   */
  void node(int id, int parent, int move, int player, long visits, double value, double bound);
}
