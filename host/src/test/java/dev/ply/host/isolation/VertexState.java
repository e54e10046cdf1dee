package dev.ply.host.isolation;

import dev.ply.api.GameState;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * A stand-in for a Go position in the GTP player's tests (the go plugin is loaded by PF4J, not used
 * as a library): a 5×5 board whose moves are GTP vertices ({@code A1} … {@code F5}, no {@code I})
 * and {@code pass}; a point is legal until a stone is on it, nothing is ever captured, Black (seat
 * 0) moves first and the players alternate. Enough for a player to tell an engine the game and read
 * its answer.
 */
final class VertexState implements GameState {

  static final int SIZE = 5;
  static final String COLUMNS = "ABCDE";
  static final int PASS = SIZE * SIZE;

  private final Deque<Integer> played = new ArrayDeque<>();

  /** The empty board with {@code moves} played. */
  static VertexState after(String... moves) {
    VertexState s = new VertexState();
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
    return PASS + 1;
  }

  @Override
  public int legalMoves(int[] buffer) {
    int n = 0;
    for (int i = 0; i <= PASS; i++) {
      if (i == PASS || !played.contains(i)) {
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
    return false;
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
    VertexState copy = new VertexState();
    copy.played.addAll(played);
    return copy;
  }

  @Override
  public String moveToText(int move) {
    return move == PASS ? "pass" : COLUMNS.charAt(move % SIZE) + String.valueOf(move / SIZE + 1);
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    if (t.equals("PASS")) {
      return PASS;
    }
    if (t.length() == 2
        && COLUMNS.indexOf(t.charAt(0)) >= 0
        && t.charAt(1) >= '1'
        && t.charAt(1) < '1' + SIZE) {
      return (t.charAt(1) - '1') * SIZE + COLUMNS.indexOf(t.charAt(0));
    }
    throw new IllegalArgumentException("a move is a point such as C3 or pass; got '" + text + "'");
  }

  @Override
  public String render() {
    return played.toString();
  }

  @Override
  public String notation() {
    return played.toString();
  }
}
