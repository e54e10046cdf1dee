package dev.ply.classic.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Values;
import dev.ply.classic.stats.SearchStats;
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
    BusyPositions busy = new BusyPositions(table);
    int[] buffer = new int[7];
    int n = root.nonLosingMoves(buffer);
    for (int i = 1; i < n; i++) {
      root.play(buffer[i]);
      busy.enter(root.hash());
      root.undo();
    }
    root.play(buffer[0]);
    markRepliesBusy(root, busy);
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

  /**
   * The root's first two moves are never left for later: when the first fails to settle a pass, the
   * second is the likeliest to, and a thread that left it to another went on refuting root moves in
   * vain (see AlphaBetaSolver). At roots of exactly two moves (Pons' test positions), both children
   * marked busy by "another thread": no move is left for last (each of these searches left one when
   * the second was deferred like the others), and the value is that of the search alone.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "345251445445513233731635164",
        "5775265212657176476365522624313714333",
        "2166166176633734115273317322475724",
        "171231226144413625631766635232354"
      })
  void theRootsSecondMoveIsNeverLeftForLaterEvenWhenAnotherThreadHoldsIt(String moves) {
    ConnectFourState root = ConnectFourState.fromMoves(moves);
    int[] buffer = new int[7];
    assertEquals(2, root.nonLosingMoves(buffer), "a root of two moves");
    int depth = Limits.none().maxDepth();
    TranspositionTable table = new TranspositionTable(4);
    SearchContext alone = context(table);
    int value = new MtdBi().search(root.copy(), depth, alone);

    BusyPositions busy = new BusyPositions(table);
    for (int i = 0; i < 2; i++) {
      root.play(buffer[i]);
      busy.enter(root.hash());
      root.undo();
    }
    table.wipe();
    SearchContext atRoot = context(table);
    atRoot.shareBusyPositions(busy, SearchContext.DEFER_PLIES);
    assertEquals(value, new MtdBi().search(root.copy(), depth, atRoot), "the value");
    assertEquals(0, atRoot.stats().deferredMoves(), "no root move left for last");
  }

  /**
   * Only positions whose results go to the shared table take part in the deferral: another thread
   * never sees a result kept in this thread's local table, and the marks and looks of the deferral
   * would cost a trip to memory at each of these many small nodes (on Connect Four, two threads'
   * rate fell by two fifths with 24 plies of deferral before this rule, and held with it). A local
   * table taught to keep every result (shared from an unreachable amount of work), then every
   * position after the root marked busy by "another thread": nothing is left for last, and the
   * value is that of the search alone; the same search sharing every result leaves moves for last.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"32164625", "13116246361136", "6454214344"})
  void positionsWhoseResultsStayInTheThreadsLocalTableLeaveNothingForLater(String moves) {
    ConnectFourState root = ConnectFourState.fromMoves(moves);
    int depth = Limits.none().maxDepth();
    TranspositionTable table = new TranspositionTable(TranspositionTable.LOCAL_MIN_MIB);
    int value = new MtdBi().search(root.copy(), depth, context(table));

    table.shareFrom(Integer.MAX_VALUE);
    learnTheBoundary(table);
    assertEquals(63, table.local(0).boundary(), "every result kept local");
    table.wipe();
    SearchContext keeping = context(table);
    keeping.shareBusyPositions(everyPositionBelowBusy(root, table), SearchContext.DEFER_PLIES);
    assertEquals(value, new MtdBi().search(root.copy(), depth, keeping), "the value");
    assertTrue(keeping.stats().nodes() > 0, "searched");
    assertEquals(0, keeping.stats().deferredMoves(), "no move left for last");

    table.shareFrom(0);
    learnTheBoundary(table);
    assertTrue(table.local(0).boundary() < 42 - moves.length(), "the root and its children shared");
    table.wipe();
    SearchContext sharing = context(table);
    sharing.shareBusyPositions(everyPositionBelowBusy(root, table), SearchContext.DEFER_PLIES);
    assertEquals(value, new MtdBi().search(root.copy(), depth, sharing), "the value, shared");
    assertTrue(sharing.stats().deferredMoves() > 0, "moves left for last where results are shared");
  }

  /**
   * Marks held by "another thread" (a search's bounds are its own, so each search gets new marks):
   * every position one and two plies below {@code root}.
   */
  private static BusyPositions everyPositionBelowBusy(
      ConnectFourState root, TranspositionTable table) {
    BusyPositions busy = new BusyPositions(table);
    int[] buffer = new int[7];
    int n = root.legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      root.play(buffer[i]);
      busy.enter(root.hash());
      markRepliesBusy(root, busy);
      root.undo();
    }
    return busy;
  }

  /**
   * Marks the position after each legal reply at {@code position} busy, as another thread would.
   */
  private static void markRepliesBusy(ConnectFourState position, BusyPositions busy) {
    int[] replies = new int[7];
    int r = position.isTerminal() ? 0 : position.legalMoves(replies);
    for (int i = 0; i < r; i++) {
      position.play(replies[i]);
      busy.enter(position.hash());
      position.undo();
    }
  }

  /**
   * Solves positions enough for thread 0's local table to review its boundary under the table's
   * threshold (every {@code LocalTable.REVIEW} stores), more than once.
   */
  private static void learnTheBoundary(TranspositionTable table) {
    for (int round = 0; round < 3; round++) {
      for (String opening : new String[] {"32164625", "6454214344", "13116246361136"}) {
        table.wipe();
        new MtdBi()
            .search(ConnectFourState.fromMoves(opening), Limits.none().maxDepth(), context(table));
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"4453", "32164625"})
  void aPositionIsBusyFromItsEntryUntilItIsLeftOrTheMarksAreCleared(String moves) {
    BusyPositions busy = new BusyPositions(new TranspositionTable(4));
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

  /**
   * Another thread's result in the shared table settles a position of this thread's line only when
   * it settles that position's window, searched at least as deep: the position itself is given the
   * entry, one above it is found by {@link Deferral#settledAbove}, for the search to return to it;
   * a bound on the wrong side of the window, or a shallower one, settles nothing.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"4453", "32164625"})
  void anotherThreadsResultSettlesAPositionOfTheLineOnlyWhenItSettlesItsWindow(String moves) {
    TranspositionTable table = new TranspositionTable(4);
    Deferral deferral =
        new Deferral(new BusyPositions(table), SearchContext.DEFER_PLIES, 7, new SearchStats());
    ConnectFourState line = ConnectFourState.fromMoves(moves);
    int depth = 30;
    GameState[] positions = new GameState[4];
    for (int ply = 0; ply < 4; ply++) {
      positions[ply] = line.copy();
      deferral.enter(line, ply, depth - ply, -3, -2); // null windows, as MTD's passes give
      line.play(new int[] {3, 2, 4, 1}[ply]);
    }
    GameState deepest = positions[3];
    assertNothingSettles(deferral, deepest, depth);

    // Above beta at ply 1, but searched less deep than asked: nothing.
    table.store(positions[1].hash(), depth - 2, 5, TranspositionTable.LOWER, 0);
    assertNothingSettles(deferral, deepest, depth);
    // At most alpha is no cut for a lower bound: nothing.
    table.store(positions[1].hash(), depth, -4, TranspositionTable.LOWER, 0);
    assertNothingSettles(deferral, deepest, depth);
    // The position itself, settled: its entry.
    table.store(deepest.hash(), depth, -7, TranspositionTable.UPPER, 0);
    assertFalse(deferral.settledAbove(3));
    long own = deferral.settledEntry(deepest, depth - 3, -3, -2, 3);
    assertEquals(-7, TranspositionTable.value(own));
    // At or above beta at ply 1, as deep: the search returns to ply 1 and takes its entry.
    table.store(positions[1].hash(), depth, 5, TranspositionTable.LOWER, 0);
    assertTrue(deferral.settledAbove(3));
    assertFalse(deferral.returnsTo(2));
    assertTrue(deferral.returnsTo(1));
    assertEquals(5, TranspositionTable.value(deferral.takeSettled()));
    assertFalse(deferral.returnsTo(1), "taken once");
    // Once ply 1 is left, its entry settles nothing below the next position there.
    deferral.leave(positions[1], 1);
    assertFalse(deferral.settledAbove(3));
    table.store(deepest.hash(), depth, 0, TranspositionTable.EXACT, 0);
    assertEquals(0, TranspositionTable.value(deferral.settledEntry(deepest, depth - 3, -3, -2, 3)));
    // A new search forgets the positions of the last, settled or not.
    table.store(positions[2].hash(), depth, 5, TranspositionTable.LOWER, 0);
    assertTrue(deferral.settledAbove(3));
    deferral.newSearch();
    assertFalse(deferral.settledAbove(3));
    assertFalse(deferral.returnsTo(2));
  }

  /** Neither the position at ply 3 of the line nor one above it is settled. */
  private static void assertNothingSettles(Deferral deferral, GameState deepest, int depth) {
    assertFalse(deferral.settledAbove(3));
    assertEquals(TranspositionTable.MISS, deferral.settledEntry(deepest, depth - 3, -3, -2, 3));
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
