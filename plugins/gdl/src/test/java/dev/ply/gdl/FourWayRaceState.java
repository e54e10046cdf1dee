package dev.ply.gdl;

import dev.ply.api.GameState;

/**
 * The four-way race of {@code four-way-race.kif} written by hand in Java, for the benchmark's
 * comparison on a game of four roles (Ply has no plugin of it): the count, the role to move, the
 * last two movers; a move adds 1, 2 or 3 (the ints 1 to 3).
 */
final class FourWayRaceState implements GameState {

  private static final int TARGET = 15;
  private final int[] counts = new int[64];
  private int plies;

  @Override
  public int playerToMove() {
    return plies % 4;
  }

  @Override
  public int maxMoves() {
    return 3;
  }

  @Override
  public int legalMoves(int[] buffer) {
    int left = TARGET - counts[plies];
    int n = Math.min(3, left);
    for (int i = 0; i < n; i++) {
      buffer[i] = i + 1;
    }
    return n;
  }

  @Override
  public void play(int move) {
    counts[plies + 1] = counts[plies] + move;
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
    return counts[plies] == TARGET;
  }

  @Override
  public int utility(int player) {
    int last = (plies - 1) % 4;
    return player == last ? 100 : player == (plies + 2) % 4 ? 0 : 50;
  }

  @Override
  public long hash() {
    return counts[plies] * 4L + plies % 4;
  }

  @Override
  public GameState copy() {
    FourWayRaceState s = new FourWayRaceState();
    System.arraycopy(counts, 0, s.counts, 0, counts.length);
    s.plies = plies;
    return s;
  }

  @Override
  public String moveToText(int move) {
    return "add(" + move + ")";
  }

  @Override
  public int textToMove(String text) {
    return text.charAt(4) - '0';
  }

  @Override
  public String render() {
    return "count " + counts[plies];
  }
}
