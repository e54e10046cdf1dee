package dev.ply.classic.search;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.api.Limits;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.tt.TranspositionTable;
import dev.ply.connectfour.ConnectFourState;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bounds the threads of a parallel MTD search share ({@link SharedBounds}): a bound proven by
 * one thread settles another's pass exactly when that pass's test lies outside the interval, and a
 * thread whose interval the others have closed answers their value and their move.
 */
class SharedBoundsTest {

  private static final int DEPTH = 42;

  @Test
  void aFloorAtOrAboveAnotherThreadsTestSettlesItsPassAndALowerOneDoesNot() {
    SharedBounds bounds = new SharedBounds();
    SharedBounds.Watch other = bounds.watch();
    bounds.begin(other, DEPTH, 5);
    bounds.publish(DEPTH, 3, 4, 1, 4, new int[] {1}, false); // value >= 4: says nothing of >= 5
    assertDoesNotThrow(other::check);
    bounds.publish(DEPTH, 5, 5, 2, 5, new int[] {2}, false); // value >= 5: the test is settled
    assertThrows(PassSettled.class, other::check);
    bounds.end(other);
    assertDoesNotThrow(other::check, "a new pass starts unsettled");
  }

  @Test
  void aCeilingBelowAnotherThreadsTestSettlesItsPass() {
    SharedBounds bounds = new SharedBounds();
    SharedBounds.Watch other = bounds.watch();
    bounds.begin(other, DEPTH, -2);
    bounds.publish(DEPTH, -1, -2, -1, 0, new int[0], false); // value <= -2: -2 may still be reached
    assertDoesNotThrow(other::check);
    bounds.publish(DEPTH, -2, -3, -1, 0, new int[0], false); // value <= -3 < -2
    assertThrows(PassSettled.class, other::check);
  }

  @Test
  void aPassBegunOutsideTheKnownIntervalIsSettledAtOnceAndBoundsOfAnotherDepthStartAfresh() {
    SharedBounds bounds = new SharedBounds();
    SharedBounds.Watch w = bounds.watch();
    bounds.publish(DEPTH, 1, 2, 3, 2, new int[] {3}, false);
    bounds.begin(w, DEPTH, 2);
    assertThrows(PassSettled.class, w::check);
    bounds.end(w);
    bounds.begin(w, DEPTH - 1, 2);
    assertDoesNotThrow(w::check, "a bound of another depth says nothing of this one");
    bounds.publish(DEPTH - 1, 9, -5, -1, 0, new int[0], false);
    SharedBounds.Known known = bounds.now();
    assertEquals(DEPTH - 1, known.depth());
    assertEquals(-5, known.upper());
    assertEquals(-dev.ply.api.Values.INFINITY, known.lower(), "the other depth's floor is gone");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"32164625", "13116246361136", "6454214344", "714345541261521311"})
  void aThreadWhoseIntervalTheOthersClosedAnswersTheirValueAndMoveWithoutSearching(String moves) {
    ConnectFourState root = ConnectFourState.fromMoves(moves);
    int depth = Limits.none().maxDepth();
    SearchContext alone = context(new TranspositionTable(4));
    int value = new MtdBi().search(root.copy(), depth, alone);
    int move = alone.root().move();

    TranspositionTable table = new TranspositionTable(4);
    BusyPositions busy = new BusyPositions(table);
    SearchContext late = context(table);
    late.shareBusyPositions(busy, SearchContext.DEFER_PLIES);
    // "The other threads" proved value >= v and value <= v.
    busy.sharedBounds().publish(depth, value, value, move, value, new int[] {move}, false);
    busy.sharedBounds().publish(depth, value + 1, value, move, value, new int[] {move}, false);

    assertEquals(value, new MtdBi().search(root.copy(), depth, late));
    assertEquals(move, late.root().move());
    assertEquals(0, late.stats().nodes(), "no node searched");
  }

  @ParameterizedTest(name = "proven at the horizon: {0}")
  @ValueSource(booleans = {true, false})
  void aThreadThatTakesBoundsProvenAtTheHorizonKnowsItsIterationDidNotExhaustTheTree(
      boolean horizon) {
    // Once, a helper's bounds closed the main thread's interval at a depth that cut the tree, and
    // the main thread, having searched nothing, stopped deepening there with a wrong value.
    ConnectFourState root = ConnectFourState.fromMoves("32164625");
    int depth = Limits.none().maxDepth();
    TranspositionTable table = new TranspositionTable(4);
    BusyPositions busy = new BusyPositions(table);
    SearchContext late = context(table);
    late.shareBusyPositions(busy, SearchContext.DEFER_PLIES);
    busy.sharedBounds().publish(depth, 0, 0, 1, 0, new int[] {1}, horizon);
    busy.sharedBounds().publish(depth, 1, 0, 1, 0, new int[] {1}, false);
    late.horizon().reset();

    assertEquals(0, new MtdBi().search(root.copy(), depth, late));
    assertEquals(0, late.stats().nodes(), "no node searched");
    assertEquals(horizon, late.horizon().reached());
  }

  private static SearchContext context(TranspositionTable table) {
    SearchContext context =
        new SearchContext(new SearchClock(Limits.none(), null), Optional.empty(), 7, table);
    context.useTactics(1);
    return context;
  }
}
