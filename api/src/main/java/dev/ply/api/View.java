package dev.ply.api;

import java.util.random.RandomGenerator;

/**
 * What one seat knows of a game of {@link GameFeature#HIDDEN_INFORMATION}: its information state,
 * the object a {@link Player} is handed instead of the true position ({@link
 * Player#chooseMove(View, Limits)}).
 *
 * <p><b>Holds nothing more</b> than the seat has seen: a game writes its view as a class of its own
 * whose fields are the seat's observations and moves (its cards, the bets so far), never the true
 * state, so that no reflection or cast can reach another seat's cards. The conformance kit checks
 * it: two positions that differ only in what this seat cannot see give equal views.
 *
 * <p><b>Who implements it:</b> a game plugin, returned by {@link GameState#view(int)}. A game of
 * perfect information need not: its default view is a copy of the position.
 */
public interface View {

  /** The seat whose view this is. */
  int seat();

  /**
   * What the seat knows, as text: the line an out-of-process player is sent, and the key of the
   * seat's information set (two views with equal text are one information set). Never null.
   */
  String observation();

  /** How many moves have been played in the game, chance outcomes included. */
  int plies();

  /** An upper bound on {@link #legalMoves(int[])}, as {@link GameState#maxMoves()}. */
  int maxMoves();

  /**
   * The seat's legal moves now (it is to move): as {@link GameState#legalMoves(int[])} at a
   * sequential position, as {@link GameState#legalMovesOf(int, int[])} at a simultaneous one. A
   * seat always knows its own legal moves.
   */
  int legalMoves(int[] buffer);

  /** Whether {@code move} is one of {@link #legalMoves(int[])}. */
  default boolean isLegal(int move) {
    int[] buffer = new int[maxMoves()];
    int n = legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        return true;
      }
    }
    return false;
  }

  /** A move's text, as {@link GameState#moveToText(int)}. */
  String moveToText(int move);

  /** Reads a move's text, as {@link GameState#textToMove(String)}. */
  int textToMove(String text);

  /**
   * A determinization: a full position consistent with everything this seat has seen, drawn with
   * {@code random} (hidden cards dealt from those the seat has not seen, each equally likely unless
   * the game says otherwise). Searches that sample (information-set Monte Carlo) play on it. The
   * state is new and independent; its {@link GameState#view(int)} for this seat has this view's
   * {@link #observation()}.
   */
  GameState sample(RandomGenerator random);

  /**
   * One joint move as this seat lived it, in a game whose rules say what each role perceives at
   * each joint move (GDL-II's {@code sees}): the seat's own move there and the percepts it received
   * after it, all in the game's move-text form ({@code point(left)}), the percepts in the game's
   * order. This is what the GGP protocol of GDL-II tells a player at each step, and all it tells
   * it.
   *
   * @param move the seat's own move, as {@link #moveToText(int)} writes it
   * @param percepts what it saw after the joint move; empty when it saw nothing
   */
  record Step(String move, java.util.List<String> percepts) {
    public Step {
      java.util.Objects.requireNonNull(move, "move");
      percepts = java.util.List.copyOf(percepts);
    }
  }

  /**
   * The seat's {@link Step}s: one for each joint move played so far, in order (a choice that still
   * waits for chance is not yet a step). Who calls it: the host, to tell a GGP player of GDL-II its
   * own moves and percepts; on any thread, as the rest of the view. Empty (the default) for a game
   * whose view is not a sequence of percepts.
   */
  default java.util.Optional<java.util.List<Step>> steps() {
    return java.util.Optional.empty();
  }
}
