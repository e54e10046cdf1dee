package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.ArrayList;
import java.util.List;

/** What the engine protocols read alike: a principal variation, a centipawn score. Stateless. */
final class EngineLines {

  /** The standard start position's FEN without its move counters. */
  static final String STANDARD_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

  private EngineLines() {}

  /**
   * The moves {@code words[from…]} as far as they read and are legal one after the other from
   * {@code state} (which is not changed); a move number such as {@code 12.} or {@code 12...} is
   * skipped, as some xboard engines write them, and a promotion without its piece is a queen's.
   */
  static int[] pv(GameState state, String[] words, int from) {
    GameState walk = state.copy();
    List<Integer> pv = new ArrayList<>();
    for (int j = from; j < words.length; j++) {
      if (words[j].matches("\\d+\\.+|\\.\\.\\.")) {
        continue;
      }
      int m;
      try {
        m = read(walk, words[j]);
      } catch (IllegalArgumentException e) {
        break;
      }
      if (walk.isTerminal() || !walk.isLegal(m)) {
        break;
      }
      pv.add(m);
      walk.play(m);
    }
    return pv.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * A move of a line: as the game reads it, or, for a coordinate move that reads as none, as a
   * promotion to a queen (Fairy-Max writes {@code g2g1} in its lines for {@code g2g1q}).
   */
  private static int read(GameState state, String word) {
    if (word.matches("[a-h][1-8][a-h][1-8]")) {
      try {
        int queen = state.textToMove(word + "q");
        if (state.isLegal(queen)) {
          return queen;
        }
      } catch (IllegalArgumentException e) {
        // not a promotion either: read as it is written
      }
    }
    return state.textToMove(word);
  }

  /**
   * A centipawn score as a Ply value: the same number, kept strictly inside the heuristic range.
   */
  static int centipawns(long cp) {
    return (int) Math.max(-Values.EVAL_LIMIT + 1, Math.min(Values.EVAL_LIMIT - 1, cp));
  }

  /** Whether {@code fen} is the standard start position (its move counters aside). */
  static boolean isStandardStart(String fen) {
    return fen.isEmpty() || fen.startsWith(STANDARD_START + " ") || fen.equals(STANDARD_START);
  }

  /**
   * The position {@code history.size()} plies before {@code state}, in the game's notation (FEN for
   * chess): where the game began, which the engine is told before the moves.
   */
  static String startOf(GameState state, List<String> history) {
    GameState start = state.copy();
    for (int i = 0; i < history.size() && start.plies() > 0; i++) {
      start.undo();
    }
    return start.notation();
  }
}
