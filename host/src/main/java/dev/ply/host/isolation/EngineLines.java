package dev.ply.host.isolation;

import dev.ply.api.GameState;
import dev.ply.api.Values;
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
   *
   * <p>Each position's legal moves are listed once and a word is first looked for among their texts
   * (a UCI engine writes them so): a line of ten moves costs ten move generations, where asking the
   * game to read each word and then whether it is legal and whether the game is over cost five
   * each; it is read on the engine's move, between its {@code bestmove} and the next {@code go}.
   * Only a word no legal move is written as (SAN, say) is read by the game.
   */
  static int[] pv(GameState state, String[] words, int from) {
    GameState walk = state.copy();
    int[] legal = new int[walk.maxMoves()];
    int[] pv = new int[Math.max(0, words.length - from)];
    int length = 0;
    for (int j = from; j < words.length; j++) {
      if (isMoveNumber(words[j])) {
        continue;
      }
      int n = walk.legalMoves(legal); // none exactly when the game is over
      int m = find(walk, legal, n, words[j]);
      if (m == GameState.NO_MOVE) {
        break;
      }
      pv[length++] = m;
      walk.play(m);
    }
    return java.util.Arrays.copyOf(pv, length);
  }

  /**
   * The legal move of {@code legal[0…n)} that {@code word} names: the one written so, else for a
   * coordinate move that names none the promotion to a queen (Fairy-Max writes {@code g2g1} in its
   * lines for {@code g2g1q}), else the one the game reads it as; {@link GameState#NO_MOVE} when
   * none.
   */
  private static int find(GameState state, int[] legal, int n, String word) {
    if (n == 0) {
      return GameState.NO_MOVE;
    }
    boolean coordinates = isCoordinates(word);
    int queen = GameState.NO_MOVE;
    for (int i = 0; i < n; i++) {
      String text = state.moveToText(legal[i]);
      if (text.equals(word)) {
        return legal[i];
      }
      if (coordinates && text.length() == 5 && text.endsWith("q") && text.startsWith(word)) {
        queen = legal[i];
      }
    }
    if (queen != GameState.NO_MOVE) {
      return queen;
    }
    int read;
    try {
      read = state.textToMove(word);
    } catch (IllegalArgumentException e) {
      return GameState.NO_MOVE;
    }
    for (int i = 0; i < n; i++) {
      if (legal[i] == read) {
        return read;
      }
    }
    return GameState.NO_MOVE;
  }

  /**
   * Whether {@code word} is a move number as some xboard engines write them in a line of moves:
   * digits then dots ({@code 12.}, {@code 12...}), or {@code ...} alone. Read by hand, as {@link
   * #isCoordinates} and {@link #words} are: a regular expression on every word of every line the
   * referee reads made the JIT compile some sixty methods of java.util.regex.
   */
  static boolean isMoveNumber(String word) {
    int i = 0;
    while (i < word.length() && Character.isDigit(word.charAt(i))) {
      i++;
    }
    int digits = i;
    while (i < word.length() && word.charAt(i) == '.') {
      i++;
    }
    int dots = i - digits;
    return i == word.length() && (digits > 0 ? dots > 0 : dots == 3);
  }

  /** Whether {@code word} is a coordinate move without a promotion piece: {@code g2g1}. */
  static boolean isCoordinates(String word) {
    return word.length() == 4
        && file(word.charAt(0))
        && rank(word.charAt(1))
        && file(word.charAt(2))
        && rank(word.charAt(3));
  }

  private static boolean file(char c) {
    return c >= 'a' && c <= 'h';
  }

  private static boolean rank(char c) {
    return c >= '1' && c <= '8';
  }

  /** The words of {@code line}, split at runs of white space, none empty. */
  static String[] words(String line) {
    List<String> words = new java.util.ArrayList<>();
    int n = line.length();
    int i = 0;
    while (i < n) {
      while (i < n && Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        words.add(line.substring(start, i));
      }
    }
    return words.toArray(new String[0]);
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
