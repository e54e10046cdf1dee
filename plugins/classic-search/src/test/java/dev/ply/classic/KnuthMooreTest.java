package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.classic.search.AlphaBetaF1;
import dev.ply.classic.search.SearchContext;
import dev.ply.classic.time.SearchClock;
import dev.ply.randomtree.RandomTree;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Knuth and Moore (1975): on a uniform tree of branching b and depth d whose first move is always
 * the best, alpha-beta (the original F1) evaluates exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves; with the
 * worst ordering it evaluates all b^d. The trees come from the random-tree game plugin.
 */
class KnuthMooreTest {

  private static long leavesOfF1(int b, int d, String ordering, long seed) {
    Game game = new RandomTree();
    GameState root =
        game.newGame(
            Options.resolve(
                game.variantOptions(),
                Map.of(
                    "branching", (long) b, "depth", (long) d, "ordering", ordering, "seed", seed)));
    SearchContext context =
        new SearchContext(new SearchClock(Limits.none()), Optional.empty(), root.maxMoves(), null);
    new AlphaBetaF1().search(root, d, context);
    return context.stats().leaves();
  }

  private static long pow(int b, int e) {
    long p = 1;
    for (int i = 0; i < e; i++) {
      p *= b;
    }
    return p;
  }

  @Test
  void onPerfectlyOrderedTreesF1EvaluatesExactlyTheMinimalTreesLeaves() {
    for (int b = 2; b <= 8; b++) {
      for (int d = 1; d <= 8; d++) {
        long expected = pow(b, (d + 1) / 2) + pow(b, d / 2) - 1;
        assertEquals(expected, leavesOfF1(b, d, "perfect", 17L * b + d), "b=" + b + " d=" + d);
      }
    }
  }

  @Test
  void onWorstOrderedTreesF1EvaluatesEveryLeaf() {
    for (int b = 2; b <= 8; b++) {
      for (int d = 1; d <= 8 && pow(b, d) <= 500_000; d++) {
        assertEquals(pow(b, d), leavesOfF1(b, d, "worst", 31L * b + d), "b=" + b + " d=" + d);
      }
    }
  }

  /**
   * A game state that passes every call to the random tree and writes down the Dewey path ({@code
   * 1.2.1}: the 1-based place of each move in the game's order) of every leaf whose result the
   * search reads.
   */
  private static final class DeweyRecorder implements GameState {
    private final GameState tree;
    private final List<Integer> path = new ArrayList<>();
    final List<String> leavesRead = new ArrayList<>();

    DeweyRecorder(GameState tree) {
      this.tree = tree;
    }

    @Override
    public void play(int move) {
      int[] moves = new int[tree.maxMoves()];
      int n = tree.legalMoves(moves);
      int place = 0;
      while (place < n && moves[place] != move) {
        place++;
      }
      path.add(place + 1);
      tree.play(move);
    }

    @Override
    public void undo() {
      path.remove(path.size() - 1);
      tree.undo();
    }

    @Override
    public int utility(int player) {
      leavesRead.add(path.toString());
      return tree.utility(player);
    }

    @Override
    public int playerToMove() {
      return tree.playerToMove();
    }

    @Override
    public int maxMoves() {
      return tree.maxMoves();
    }

    @Override
    public int legalMoves(int[] buffer) {
      return tree.legalMoves(buffer);
    }

    @Override
    public int plies() {
      return tree.plies();
    }

    @Override
    public boolean isTerminal() {
      return tree.isTerminal();
    }

    @Override
    public long hash() {
      return tree.hash();
    }

    @Override
    public GameState copy() {
      throw new UnsupportedOperationException("not needed by F1");
    }

    @Override
    public String moveToText(int move) {
      return tree.moveToText(move);
    }

    @Override
    public int textToMove(String text) {
      return tree.textToMove(text);
    }

    @Override
    public String render() {
      return tree.render();
    }
  }

  /** The critical leaves of Knuth and Moore: a_i = 1 at every even i, or at every odd i. */
  private static Set<String> criticalLeaves(int b, int d) {
    Set<String> critical = new HashSet<>();
    int[] a = new int[d];
    for (long code = 0; code < pow(b, d); code++) {
      long c = code;
      for (int i = d - 1; i >= 0; i--) {
        a[i] = (int) (c % b) + 1;
        c /= b;
      }
      boolean evenOnes = true;
      boolean oddOnes = true;
      for (int i = 1; i <= d; i++) {
        if (a[i - 1] != 1) {
          if (i % 2 == 0) {
            evenOnes = false;
          } else {
            oddOnes = false;
          }
        }
      }
      if (evenOnes || oddOnes) {
        List<Integer> path = new ArrayList<>();
        for (int x : a) {
          path.add(x);
        }
        critical.add(path.toString());
      }
    }
    return critical;
  }

  @Test
  void onPerfectlyOrderedTreesTheLeavesF1EvaluatesAreExactlyTheCriticalLeaves() {
    int trees = 0;
    for (int b = 2; b <= 6; b++) {
      for (int d = 1; d <= 6 && pow(b, d) <= 50_000; d++) {
        Game game = new RandomTree();
        DeweyRecorder root =
            new DeweyRecorder(
                game.newGame(
                    Options.resolve(
                        game.variantOptions(),
                        Map.of(
                            "branching",
                            (long) b,
                            "depth",
                            (long) d,
                            "ordering",
                            "perfect",
                            "seed",
                            5L * b + d))));
        SearchContext context =
            new SearchContext(
                new SearchClock(Limits.none()), Optional.empty(), root.maxMoves(), null);
        new AlphaBetaF1().search(root, d, context);
        Set<String> read = new HashSet<>(root.leavesRead);
        assertEquals(root.leavesRead.size(), read.size(), "each leaf is read once");
        assertEquals(criticalLeaves(b, d), read, "b=" + b + " d=" + d);
        trees++;
      }
    }
    assertTrue(trees >= 20, trees + " trees");
  }
}
