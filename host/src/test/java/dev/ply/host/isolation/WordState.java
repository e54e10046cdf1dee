package dev.ply.host.isolation;

import dev.ply.api.GameState;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * A stand-in for a chess position in the engine players' tests (the chess plugin is not on the
 * host's test classpath): the moves are a fixed vocabulary of move words, each legal until played;
 * the players alternate; the position's notation is a FEN given at the start. Enough for a player
 * to tell an engine the position and read its answer.
 */
final class WordState implements GameState {

  /** Moves of the opening, as a chess engine would write them. */
  static final List<String> WORDS = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6");

  /** The standard start position. */
  static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private final String fen;
  private final Deque<Integer> played = new ArrayDeque<>();

  WordState(String fen) {
    this.fen = fen;
  }

  /** The start position with {@code moves} played. */
  static WordState after(String fen, String... moves) {
    WordState s = new WordState(fen);
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return s;
  }

  @Override
  public int playerToMove() {
    return played.size() % 2;
  }

  @Override
  public int maxMoves() {
    return WORDS.size();
  }

  @Override
  public int legalMoves(int[] buffer) {
    int n = 0;
    for (int i = 0; i < WORDS.size(); i++) {
      if (!played.contains(i)) {
        buffer[n++] = i;
      }
    }
    return n;
  }

  @Override
  public void play(int move) {
    played.push(move);
  }

  @Override
  public void undo() {
    played.pop();
  }

  @Override
  public int plies() {
    return played.size();
  }

  @Override
  public boolean isTerminal() {
    return played.size() == WORDS.size();
  }

  @Override
  public int utility(int player) {
    return 0;
  }

  @Override
  public long hash() {
    return played.hashCode();
  }

  @Override
  public GameState copy() {
    WordState copy = new WordState(fen);
    copy.played.addAll(played);
    return copy;
  }

  @Override
  public String moveToText(int move) {
    return WORDS.get(move);
  }

  @Override
  public int textToMove(String text) {
    int i = WORDS.indexOf(text.trim());
    if (i < 0) {
      throw new IllegalArgumentException("not a move: " + text);
    }
    return i;
  }

  @Override
  public String render() {
    return played.toString();
  }

  @Override
  public String notation() {
    return played.isEmpty() ? fen : fen + " +" + played.size();
  }
}
