package dev.ply.poker;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import dev.ply.api.View;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * One seat's view of a hand: the moves it has seen, in order, with the deals to other seats masked
 * ({@link #UNSEEN}), and the cards shown at a showdown. Nothing else: no reference to the position
 * it was taken from. Two positions that differ only in cards this seat has not seen give equal
 * views ({@link #equals(Object)} compares every field).
 */
final class PokerView implements View {

  /** A deal to another seat, in {@link #seen}. */
  static final int UNSEEN = -1;

  private final int seat;
  private final int maxMoves;
  private final String observation;
  private final int[] seen;
  private final int[] shownDown;

  /** New hands of the same game, for sampling and move texts: it captures no position. */
  private final Supplier<PokerState> start;

  PokerView(PokerState state, int seat) {
    this.seat = seat;
    this.maxMoves = state.maxMoves();
    this.observation = state.observation(seat);
    this.seen = new int[state.plies()];
    for (int ply = 0; ply < seen.length; ply++) {
      int move = state.moveAt(ply);
      int to = state.shownTo(move, ply);
      seen[ply] = to == PokerState.EVERYONE || to == seat ? move : UNSEEN;
    }
    this.shownDown = new int[state.seats()];
    for (int s = 0; s < shownDown.length; s++) {
      shownDown[s] = state.shownDown(s);
    }
    this.start = state.hands();
  }

  @Override
  public int seat() {
    return seat;
  }

  @Override
  public String observation() {
    return observation;
  }

  @Override
  public int plies() {
    return seen.length;
  }

  @Override
  public int maxMoves() {
    return maxMoves;
  }

  /**
   * The seat's legal moves, read from any position consistent with the view: they depend only on
   * the bets, which the seat has seen.
   */
  @Override
  public int legalMoves(int[] buffer) {
    return sample(new java.util.SplittableRandom(0)).legalMovesOf(seat, buffer);
  }

  @Override
  public String moveToText(int move) {
    return start.get().moveToText(move);
  }

  @Override
  public int textToMove(String text) {
    return start.get().textToMove(text);
  }

  /**
   * Replays the seen moves; each unseen deal is drawn uniformly from the cards still in the deck
   * that the seat does not know to be elsewhere (its own, the board, those shown down), so that
   * every deal consistent with the view is equally likely; a seat's card shown down is dealt to it.
   */
  @Override
  public GameState sample(RandomGenerator random) {
    PokerState s = start.get();
    boolean[] known = new boolean[64];
    for (int move : seen) {
      if (move != UNSEEN && s.cardOf(move) >= 0) {
        known[s.cardOf(move)] = true;
      }
    }
    for (int card : shownDown) {
      if (card >= 0) {
        known[card] = true;
      }
    }
    for (int ply = 0; ply < seen.length; ply++) {
      if (seen[ply] != UNSEEN) {
        s.play(seen[ply]);
        continue;
      }
      var outcomes = s.chanceOutcomes();
      int recipient = s.shownTo(outcomes.get(0).move(), ply);
      int chosen = -1;
      int candidates = 0;
      for (ChanceOutcome o : outcomes) {
        int card = s.cardOf(o.move());
        if (recipient >= 0 && shownDown[recipient] >= 0) {
          if (card == shownDown[recipient]) {
            chosen = o.move();
          }
        } else if (!known[card] && random.nextInt(++candidates) == 0) {
          chosen = o.move(); // reservoir sampling: each candidate kept with probability 1/n
        }
      }
      if (chosen < 0) {
        throw new IllegalStateException("no card left for an unseen deal: " + observation);
      }
      s.play(chosen);
    }
    return s;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PokerView v
        && seat == v.seat
        && maxMoves == v.maxMoves
        && observation.equals(v.observation)
        && Arrays.equals(seen, v.seen)
        && Arrays.equals(shownDown, v.shownDown);
  }

  @Override
  public int hashCode() {
    return Objects.hash(seat, observation, Arrays.hashCode(seen), Arrays.hashCode(shownDown));
  }

  @Override
  public String toString() {
    return "view of seat " + seat + ": " + observation;
  }
}
