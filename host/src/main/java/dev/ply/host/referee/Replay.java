package dev.ply.host.referee;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.List;

/**
 * Plays recorded moves again, as the referee recorded them: one text a move, a chance outcome like
 * any move (its seat is {@link MoveRecord#CHANCE_SEAT}), and at a simultaneous position one text
 * for each acting seat, in seat order, played together as one joint move. Every place that replays
 * a record (the report, a child process told the moves so far, the coordinator checking a worker's
 * game) goes through here, so that they agree on what a record means.
 */
public final class Replay {

  /** The most seats looked at for the choices of a simultaneous position. */
  static final int MAX_SEATS = 16;

  private Replay() {}

  /**
   * Plays every text of {@code texts} in order.
   *
   * @throws IllegalArgumentException naming the first text that cannot be played
   */
  public static void play(GameState state, List<String> texts) {
    int i = 0;
    while (i < texts.size()) {
      i += step(state, texts, i);
    }
  }

  /**
   * Plays the move that starts at {@code texts.get(from)} and returns how many texts it took: one,
   * or at a simultaneous position one per acting seat.
   *
   * @throws IllegalArgumentException when a text names no legal move there, the game is over, or a
   *     joint move is cut short
   */
  public static int step(GameState state, List<String> texts, int from) {
    String text = texts.get(from);
    if (state.isTerminal()) {
      throw new IllegalArgumentException(text + " comes after the end of the game");
    }
    if (state.playerToMove() == GameState.SIMULTANEOUS) {
      int[] joint = new int[MAX_SEATS];
      Arrays.fill(joint, GameState.NO_MOVE);
      int[] buffer = new int[state.maxMoves()];
      int used = 0;
      int seats = 0;
      for (int seat = 0; seat < MAX_SEATS; seat++) {
        int n = state.legalMovesOf(seat, buffer);
        if (n == 0) {
          continue;
        }
        if (from + used >= texts.size()) {
          throw new IllegalArgumentException(
              "the joint move that starts with " + text + " has no move of seat " + seat);
        }
        String mine = texts.get(from + used);
        int move = state.textToMove(mine);
        if (!listed(buffer, n, move)) {
          throw new IllegalArgumentException(
              "the game says " + mine + " is not legal for seat " + seat);
        }
        joint[seat] = move;
        used++;
        seats = seat + 1;
      }
      state.playJoint(Arrays.copyOf(joint, seats));
      return used;
    }
    int move = state.textToMove(text);
    if (!state.isLegal(move)) {
      throw new IllegalArgumentException("the game says " + text + " is not legal");
    }
    state.play(move);
    return 1;
  }

  private static boolean listed(int[] buffer, int n, int move) {
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        return true;
      }
    }
    return false;
  }
}
