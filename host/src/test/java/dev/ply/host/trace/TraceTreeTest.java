package dev.ply.host.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.SearchListener;
import dev.ply.api.Values;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The host's side of a trace, fed by hand: the tree it records and the text it writes. */
class TraceTreeTest {

  private static final int INF = Values.INFINITY;

  /** A leaf worth {@code u}, two plies down. */
  private static int v(int u) {
    return Values.terminal(u, 2);
  }

  /**
   * Alpha-beta on the textbook tree ((3, 5), (2, ?)): the second MIN position is cut after its
   * first leaf, since 2 is already worse for MAX than the 3 it has.
   */
  private static TraceTree textbookTrace() {
    TraceTree t = new TraceTree(new BinaryTree(2));
    t.enter(0, -1, 0, -INF, INF, 0);
    t.enter(1, 0, 1, -INF, INF, 0);
    t.enter(2, 0, 1, -INF, INF, 0);
    t.leave(v(-3), 0);
    t.enter(2, 1, 1, -INF, INF, 0);
    t.leave(v(-5), 0);
    t.leave(v(-3), 0);
    t.enter(1, 1, 1, -INF, v(-3), 0);
    t.enter(2, 0, 1, -INF, INF, 0);
    t.leave(v(-2), 0);
    t.pruned(1);
    t.leave(v(-2), 0);
    t.leave(v(3), 0);
    return t;
  }

  @Test
  void recordsDeweyPathsNamedMovesAndTheMovesCutOff() {
    TraceTree t = textbookTrace();
    assertEquals(6, t.positions());
    TraceNode root = t.roots().get(0);
    TraceNode second = root.children().get(1);
    assertEquals("2", second.path());
    assertEquals("R", second.move());
    assertEquals(List.of(new TraceNode.Pruned("2.2", "R")), second.pruned());
    TraceNode.View v = second.rootView(0);
    assertEquals(new TraceNode.View(false, v(3), INF, v(2)), v, "MIN, seen from MAX");
    assertTrue(v.failLow() && second.isBound(v));
  }

  @Test
  void writesAnIndentedTreeWithWindowsBoundsAndCuts() {
    String text = TraceText.render(textbookTrace(), TraceValues.plain(2), true, List.of("title"));
    String expected =
        """
        ▲ root             [-∞, +∞]  = 3
        ├── ▼ 1 (L)        [-∞, +∞]  = 3
        │   ├── 1.1 (L)              = 3
        │   └── 1.2 (R)              = 5
        └── ▼ 2 (R)        [3, +∞]   ≤ 2  fail low, α cutoff: 1 pruned
            ├── 2.1 (L)              = 2
            └╌╌ × 2.2 (R)                 pruned
        """;
    assertTrue(text.startsWith("title\n"), text);
    assertTrue(text.contains("6 positions, 3 leaves, 1 cutoff (1 move pruned)."), text);
    assertTrue(text.endsWith(expected), text);
  }

  @Test
  void aReSearchKeepsItsIndexAndAnIllegalMoveIsNamedAsSuch() {
    TraceTree t = new TraceTree(new BinaryTree(2));
    t.enter(0, -1, 0, -INF, INF, 0);
    t.enter(1, 0, 1, 0, 1, 0);
    t.leave(0, 0);
    t.enter(1, 1, 1, 0, 1, 0);
    t.leave(3, 0);
    t.enter(1, 1, 1, -INF, 0, SearchListener.RE_SEARCH);
    t.leave(-1, SearchListener.TABLE);
    t.enter(1, 7, 1, -INF, INF, 0);
    t.leave(0, 0);
    t.leave(1, 0);
    List<TraceNode> children = t.roots().get(0).children();
    assertEquals(List.of("1", "2", "2", "3"), children.stream().map(TraceNode::path).toList());
    assertTrue(children.get(2).reSearch() && children.get(2).tableHit());
    assertEquals("?7", children.get(3).move());
  }

  /** A uniform binary tree, moves L and R, players alternating. */
  private static final class BinaryTree implements GameState {
    private final int depth;
    private int plies;

    BinaryTree(int depth) {
      this.depth = depth;
    }

    @Override
    public int playerToMove() {
      return plies % 2;
    }

    @Override
    public int maxMoves() {
      return 2;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      buffer[0] = 0;
      buffer[1] = 1;
      return 2;
    }

    @Override
    public boolean isLegal(int move) {
      return !isTerminal() && (move == 0 || move == 1);
    }

    @Override
    public void play(int move) {
      plies++;
    }

    @Override
    public void undo() {
      plies--;
    }

    @Override
    public int plies() {
      return plies;
    }

    @Override
    public boolean isTerminal() {
      return plies == depth;
    }

    @Override
    public int utility(int player) {
      return 0;
    }

    @Override
    public long hash() {
      return plies;
    }

    @Override
    public GameState copy() {
      BinaryTree c = new BinaryTree(depth);
      c.plies = plies;
      return c;
    }

    @Override
    public String moveToText(int move) {
      return move == 0 ? "L" : "R";
    }

    @Override
    public int textToMove(String text) {
      return text.equals("L") ? 0 : 1;
    }

    @Override
    public String render() {
      return "ply " + plies;
    }
  }
}
