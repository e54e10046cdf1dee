package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The number of legal Go positions — every point empty, black or white, and every chain with a
 * liberty — is 57 on 2×2 and 12,675 on 3×3 (J. Tromp and G. Farnebäck, "Combinatorics of Go",
 * 2006). The boards reachable from the empty board by placing a stone of either colour (captures
 * made, suicide illegal; passes let either colour move, and no ko rule applies, since any board may
 * be reached by some order of play) are exactly those positions: an independent breadth-first
 * enumeration gave 57 and 12,675 as well, the counts this test was written against.
 */
class GoPositionCountTest {

  private static String boardOf(GoState s) {
    String n = s.notation();
    return n.substring(0, n.indexOf(' '));
  }

  /**
   * Breadth-first from the empty board: from every board, each colour is set to move in a position
   * with no history, and each of its legal stones is played and taken back. Boards are visited by
   * their Zobrist board hash; the set of board texts must come out the same size (no collision).
   */
  @ParameterizedTest(name = "{0}x{0}: {1} boards")
  @CsvSource({"2, 57", "3, 12675"})
  void boardsReachableByLegalPlayAreExactlyTheLegalPositions(int size, int legal) {
    Geometry g = Geometry.of(size);
    String empty = String.join("/", java.util.Collections.nCopies(size, ".".repeat(size)));
    Set<Long> visited = new HashSet<>();
    Set<String> boards = new HashSet<>();
    ArrayDeque<String> queue = new ArrayDeque<>();
    visited.add(GoState.setUp(g, KoRule.SIMPLE, 0, empty, 0).boardHash());
    boards.add(empty);
    queue.add(empty);
    int[] moves = new int[g.points + 1];
    while (!queue.isEmpty()) {
      String board = queue.poll();
      for (int colour = 0; colour < 2; colour++) {
        GoState s = GoState.setUp(g, KoRule.SIMPLE, 0, board, colour);
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
          if (moves[i] == g.pass) {
            continue;
          }
          s.play(moves[i]);
          if (visited.add(s.boardHash())) {
            boards.add(boardOf(s));
            queue.add(boardOf(s));
          }
          s.undo();
        }
      }
    }
    assertEquals(legal, visited.size(), "boards reached, by hash");
    assertEquals(legal, boards.size(), "boards reached, by text");
    assertEquals(legalPositions(size), boards, "the boards reached are the legal positions");
  }

  /** Every colouring of the board that {@link GoState#setUp} accepts: every chain has a liberty. */
  private static Set<String> legalPositions(int size) {
    Geometry g = Geometry.of(size);
    Set<String> legal = new HashSet<>();
    int points = size * size;
    int all = (int) Math.pow(3, points);
    char[] rows = new char[points + size - 1];
    for (int code = 0; code < all; code++) {
      int c = code;
      for (int p = 0; p < points; p++) {
        rows[p / size * (size + 1) + p % size] = ".XO".charAt(c % 3);
        c /= 3;
      }
      for (int r = 1; r < size; r++) {
        rows[r * (size + 1) - 1] = '/';
      }
      String text = new String(rows);
      try {
        GoState.setUp(g, KoRule.POSITIONAL, 0, text, 0);
        legal.add(text);
      } catch (IllegalArgumentException dead) {
        // a chain without a liberty: not a position
      }
    }
    return legal;
  }

  @ParameterizedTest(name = "{0}x{0}: {1} legal colourings")
  @CsvSource({"2, 57", "3, 12675"})
  void countingTheColouringsWhoseChainsAllBreatheGivesThePublishedNumbers(int size, int legal) {
    assertEquals(legal, legalPositions(size).size());
    assertThrows(
        IllegalArgumentException.class,
        () -> GoState.setUp(Geometry.of(2), KoRule.SIMPLE, 0, "XO/OX", 0),
        "a board whose chains have no liberty is refused");
  }
}
