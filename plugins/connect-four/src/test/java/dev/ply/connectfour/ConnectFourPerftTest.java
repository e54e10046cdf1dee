package dev.ply.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Perft;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Counts on the 7 × 6 board that are published, so the move generator and hash have an oracle. */
class ConnectFourPerftTest {

  @Test
  void perftFromTheEmptyBoardMatchesThePublishedCountsToDepthSeven() {
    // 7^depth until depth 7, where the 7 lines of six moves into one column leave 6 moves, not 7;
    // wins (the first at ply 7) remove paths from depth 8 on.
    long[] expected = {1, 7, 49, 343, 2_401, 16_807, 117_649, 823_536};
    GameState s = ConnectFourState.empty(7, 6);
    for (int depth = 0; depth < expected.length; depth++) {
      assertEquals(expected[depth], Perft.count(s, depth), "perft(" + depth + ")");
    }
  }

  @Test
  void perftEightFromTheEmptyBoardIs5673234() {
    assertEquals(5_673_234, Perft.count(ConnectFourState.empty(7, 6), 8));
  }

  @Test
  void perftNineFromTheEmptyBoardIs39394572() {
    assertEquals(39_394_572, Perft.count(ConnectFourState.empty(7, 6), 9));
  }

  @Test
  void distinctPositionsAfterEachNumberOfMovesMatchOeisA212693() {
    // OEIS A212693: positions after n moves on the 7 × 6 board, n = 0..6.
    long[] expected = {1, 7, 49, 238, 1_120, 4_263, 16_422};
    List<Set<Long>> byPly = new ArrayList<>();
    for (int n = 0; n < expected.length; n++) {
      byPly.add(new HashSet<>());
    }
    collect(ConnectFourState.empty(7, 6), byPly);
    for (int n = 0; n < expected.length; n++) {
      assertEquals(expected[n], byPly.get(n).size(), "distinct positions after " + n + " moves");
    }
  }

  /** Adds the hash of every position up to the last ply of {@code byPly}; ended games stop. */
  private static void collect(GameState s, List<Set<Long>> byPly) {
    byPly.get(s.plies()).add(s.hash());
    if (s.plies() + 1 == byPly.size() || s.isTerminal()) {
      return;
    }
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      collect(s, byPly);
      s.undo();
    }
  }
}
