package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Perft;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link GoState} against {@link ReferenceGoState}, the rules written plainly: the same legal
 * moves, board, end and score along seeded random games, and the same perft counts from the empty
 * board and from positions deep in random games, under each ko rule. The random games are long
 * enough on small boards to repeat positions often, and the test asserts that the repetition rule
 * refused moves.
 */
class GoAgainstReferenceTest {

  private static final int[] SIZES = {2, 3, 4, 5};

  private static int[] sorted(int[] moves, int n) {
    int[] out = Arrays.copyOf(moves, n);
    Arrays.sort(out);
    return out;
  }

  private static String notationBoard(GoState s) {
    String n = s.notation();
    return n.substring(0, n.indexOf(' '));
  }

  @ParameterizedTest(name = "ko {0}")
  @EnumSource(KoRule.class)
  void legalMovesBoardsAndScoresEqualThePlainRulesAlongRandomGames(KoRule rule) {
    SplittableRandom random = new SplittableRandom(15);
    int refused = 0;
    int finished = 0;
    for (int size : SIZES) {
      for (int game = 0; game < 60; game++) {
        int komi2 = random.nextInt(-3, 4);
        GoState fast = new GoState(Geometry.of(size), rule, komi2);
        ReferenceGoState plain = new ReferenceGoState(size, rule, komi2);
        int[] a = new int[fast.maxMoves()];
        int[] b = new int[fast.maxMoves()];
        while (!plain.isTerminal() && plain.plies() < 150) {
          String where =
              size + "x" + size + " game " + game + " ply " + plain.plies() + " " + plain.render();
          int n = fast.legalMoves(a);
          int m = plain.legalMoves(b);
          refused += plain.refusedByRepetition();
          assertEquals(
              Arrays.toString(sorted(b, m)),
              Arrays.toString(sorted(a, n)),
              "legal moves at " + where);
          for (int move = 0; move <= size * size; move++) {
            boolean listed = Arrays.binarySearch(sorted(b, m), move) >= 0;
            assertEquals(listed, fast.isLegal(move), "isLegal(" + move + ") at " + where);
          }
          // A pass one time in twenty: games long enough to fill the board and repeat positions.
          int move = m == 1 || random.nextInt(20) == 0 ? b[m - 1] : b[random.nextInt(m - 1)];
          fast.play(move);
          plain.play(move);
          assertEquals(plain.rows(), notationBoard(fast), "board after " + move + " at " + where);
          assertEquals(plain.isTerminal(), fast.isTerminal());
        }
        if (plain.isTerminal()) {
          finished++;
          assertEquals(plain.utility(0), fast.utility(0), "score of " + plain.render());
          assertEquals(plain.utility(1), fast.utility(1));
        }
      }
    }
    assertTrue(refused > 100, "the " + rule.word() + " rule refused only " + refused + " moves");
    assertTrue(finished > 120, "only " + finished + " games ended by two passes");
  }

  /**
   * Perft of the empty 5×5 board equals the plain rules' to depth 4 (a capture is possible from
   * depth 3 on; the three ko rules agree this shallow): these numbers were computed by {@link
   * ReferenceGoState} and are pinned. By hand: depth 3 is 25·24·24 paths of three stones, plus
   * 25·25 with White's pass in the middle and 25·25 with Black's pass first.
   */
  @ParameterizedTest(name = "ko {0}")
  @EnumSource(KoRule.class)
  void perftOfTheEmptyFiveByFiveBoardEqualsThePlainRules(KoRule rule) {
    long[] expected = {1, 26, 651, 15_650, 361_041};
    GoState fast = new GoState(Geometry.of(5), rule, 15);
    for (int depth = 0; depth < expected.length; depth++) {
      assertEquals(expected[depth], Perft.count(fast, depth), "perft(" + depth + ")");
    }
    if (rule == KoRule.POSITIONAL) {
      assertEquals(expected[4], Perft.count(new ReferenceGoState(5, rule, 15), 4));
    }
    // Depth 5, by this code alone (the plain rules would take half a minute): a signature.
    assertEquals(7_984_104, Perft.count(fast, 5), "perft(5)");
  }

  /**
   * Perft from the empty 2×2 and 3×3 boards, where the three ko rules part early on 2×2: equal to
   * the plain rules' and pinned.
   */
  @ParameterizedTest(name = "{0}x{0}, ko {1}: perft({2}) = {3}")
  @CsvSource({
    "2, POSITIONAL, 10, 8024",
    "2, SITUATIONAL, 10, 8800",
    "2, SIMPLE, 10, 12120",
    "3, POSITIONAL, 6, 179712",
    "3, SIMPLE, 6, 179712"
  })
  void perftOfSmallEmptyBoardsEqualsThePlainRules(int size, KoRule rule, int depth, long paths) {
    assertEquals(paths, Perft.count(new GoState(Geometry.of(size), rule, 0), depth));
    assertEquals(paths, Perft.count(new ReferenceGoState(size, rule, 0), depth));
  }

  /**
   * From positions along random games (up to {@code plies} in, a pass one move in twenty), where
   * captures, kos and repetitions are everywhere; on a copy, so that the history a copy keeps is
   * checked too. The paths counted must add up to more than 10,000 (they add up to 20,000 to a
   * million), so that the check is not made on nearly finished games only.
   */
  @ParameterizedTest(name = "{0}x{0}, ko {1}, up to {2} random plies, perft({3})")
  @CsvSource({
    "2, POSITIONAL, 9, 11",
    "2, SITUATIONAL, 9, 11",
    "2, SIMPLE, 9, 11",
    "3, POSITIONAL, 20, 6",
    "3, SITUATIONAL, 20, 6",
    "3, SIMPLE, 20, 6",
    "4, POSITIONAL, 40, 5",
    "4, SITUATIONAL, 40, 4",
    "4, SIMPLE, 40, 5",
    "5, POSITIONAL, 60, 4",
    "5, SITUATIONAL, 60, 4",
    "5, SIMPLE, 60, 4"
  })
  void perftAlongRandomGamesEqualsThePlainRules(int size, KoRule rule, int plies, int depth) {
    SplittableRandom random = new SplittableRandom(size * 31L + rule.ordinal());
    long paths = 0;
    for (int game = 0; game < 8; game++) {
      GoState fast = new GoState(Geometry.of(size), rule, 1);
      ReferenceGoState plain = new ReferenceGoState(size, rule, 1);
      int[] moves = new int[fast.maxMoves()];
      int length = random.nextInt(plies + 1);
      while (plain.plies() < length) {
        int n = fast.legalMoves(moves);
        int move = n == 1 || random.nextInt(20) == 0 ? moves[n - 1] : moves[random.nextInt(n - 1)];
        fast.play(move);
        plain.play(move);
        if (fast.isTerminal()) {
          fast.undo();
          plain.undo();
          break;
        }
      }
      long expected = Perft.count(plain, depth);
      assertEquals(
          expected,
          Perft.count(fast.copy(), depth),
          "perft("
              + depth
              + ") after "
              + plain.plies()
              + " plies of game "
              + game
              + ": "
              + plain.render());
      paths += expected;
    }
    assertTrue(paths > 10_000, "only " + paths + " paths counted");
  }
}
