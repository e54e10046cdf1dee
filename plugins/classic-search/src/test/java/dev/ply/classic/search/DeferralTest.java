package dev.ply.classic.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Values;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.tt.TranspositionTable;
import dev.ply.connectfour.ConnectFourState;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ABDADA's deferral (see {@link BusyPositions}): a node that finds a move's position marked as
 * being searched by another thread leaves it for last; the value of the search must not change, nor
 * the value its best move achieves, only the order in which moves are searched.
 */
class DeferralTest {

  private static SearchContext context(TranspositionTable table) {
    SearchContext context =
        new SearchContext(new SearchClock(Limits.none(), null), Optional.empty(), 7, table);
    context.useTactics(1);
    return context;
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "32164625",
        "13116246361136",
        "6454214344",
        "714345541261521311",
        "1441417214663341566431667"
      })
  void movesLeftForLastBecauseAnotherThreadHoldsThemChangeNoValue(String moves) {
    ConnectFourState root = ConnectFourState.fromMoves(moves);
    int depth = Limits.none().maxDepth();
    TranspositionTable table = new TranspositionTable(4);
    SearchContext alone = context(table);
    int value = new MtdBi().search(root.copy(), depth, alone);
    int move = alone.root().move();

    // "Another thread" searches the positions after every root move but the first in the game's
    // order, and after every reply to it: this thread defers them, one ply down and at the root.
    BusyPositions busy = new BusyPositions();
    int[] buffer = new int[7];
    int n = root.nonLosingMoves(buffer);
    for (int i = 1; i < n; i++) {
      root.play(buffer[i]);
      busy.enter(root.hash());
      root.undo();
    }
    root.play(buffer[0]);
    int[] replies = new int[7];
    int r = root.isTerminal() ? 0 : root.legalMoves(replies);
    for (int i = 0; i < r; i++) {
      root.play(replies[i]);
      busy.enter(root.hash());
      root.undo();
    }
    root.undo();
    table.wipe();
    SearchContext deferring = context(table);
    deferring.shareBusyPositions(busy, SearchContext.DEFER_PLIES);
    GameState searched = root.copy();
    int deferredValue = new MtdBi().search(searched, depth, deferring);

    assertEquals(value, deferredValue, "the value");
    assertEquals(moves, ((ConnectFourState) searched).moves(), "the root is given back");
    if (n > 2) {
      assertTrue(deferring.stats().deferredMoves() > 0, "some moves were left for last");
    }
    assertEquals(
        value,
        valueAfter(root, deferring.root().move(), depth),
        "the best move achieves the value");
    assertEquals(value, valueAfter(root, move, depth));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"4453", "32164625"})
  void aPositionIsBusyFromItsEntryUntilItIsLeftOrTheMarksAreCleared(String moves) {
    BusyPositions busy = new BusyPositions();
    long hash = ConnectFourState.fromMoves(moves).hash();
    assertFalse(busy.busy(hash));
    busy.enter(hash);
    assertTrue(busy.busy(hash));
    busy.leave(hash);
    assertFalse(busy.busy(hash));
    busy.enter(hash);
    busy.clear();
    assertFalse(busy.busy(hash), "cleared before the next search");
  }

  /** The value of {@code move} at {@code root} for its side to move, by a search one ply down. */
  private static int valueAfter(ConnectFourState root, int move, int depth) {
    ConnectFourState after = root.copy();
    after.play(move);
    if (after.isTerminal()) {
      return Values.terminal(after.utility(root.playerToMove()), 1);
    }
    int value = new MtdBi().search(after, depth, context(new TranspositionTable(4)));
    // The opponent's result one ply down is this side's, one ply further from the root.
    return Values.isProven(value)
        ? Values.terminal(-Values.utilityOf(value), Values.pliesToEnd(value) + 1)
        : -value;
  }
}
