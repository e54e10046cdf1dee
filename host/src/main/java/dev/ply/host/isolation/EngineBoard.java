package dev.ply.host.isolation;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * What an engine's board holds, as far as its player knows: where it was set up and the moves
 * played on it since. The protocols that play the game's moves onto the engine's board one by one
 * (xboard's {@code usermove}, GTP's {@code play}) share it: before a search the board either
 * continues the game (same start, its moves a prefix of the game's) and gets only the moves it has
 * not seen, or is set up again. UCI sends the whole game with each search and needs none.
 *
 * <p>Anything that leaves the engine's board in doubt (a refused or unreadable move, a resignation,
 * a new process) {@link #forget}s it, so that the next search sets it up again. Not thread-safe:
 * its player guards it.
 */
final class EngineBoard {

  /** Where the board was set up (a FEN, or any word of the protocol's); null when unknown. */
  private String start;

  private final List<String> moves = new ArrayList<>();

  /** The board is in doubt: the next search sets it up again. */
  void forget() {
    start = null;
    moves.clear();
  }

  /** The board has just been set up at {@code start}, with no move on it. */
  void setUp(String start) {
    this.start = start;
    moves.clear();
  }

  /**
   * Whether the board is known, was set up where the game started ({@code sameStart} of the board's
   * start and the game's), and holds the first moves of {@code history}.
   */
  boolean continues(String gameStart, List<String> history, BiPredicate<String, String> sameStart) {
    return start != null
        && sameStart.test(start, gameStart)
        && history.size() >= moves.size()
        && history.subList(0, moves.size()).equals(moves);
  }

  /** The moves of {@code history} the board has not seen yet, in order. */
  List<String> unseen(List<String> history) {
    return List.copyOf(history.subList(moves.size(), history.size()));
  }

  /** {@code move} has been played on the board. */
  void played(String move) {
    moves.add(move);
  }

  /** The engine played {@code move} after {@code history}: its board holds both. */
  void engineMoved(List<String> history, String move) {
    moves.clear();
    moves.addAll(history);
    moves.add(move);
  }
}
