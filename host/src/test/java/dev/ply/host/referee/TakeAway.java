package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.List;

/**
 * Take-away for the referee's tests of game faults: 21 stones, a move takes 1 to 3 (or other
 * numbers), who takes the last wins. Each {@link Bug} breaks the contract of the api in one way, as
 * one character changed in a real plugin would.
 */
public final class TakeAway implements Game {

  /** How the game is broken. */
  public enum Bug {
    /** None: the game keeps the contract. */
    NONE,
    /** {@code play} refuses to take the most stones allowed, which {@code legalMoves} lists. */
    PLAY_REFUSES_THE_MOST,
    /**
     * {@code isLegal} says no to taking the most stones allowed, which {@code legalMoves} lists.
     */
    IS_LEGAL_REFUSES_THE_MOST,
    /** {@code play} refuses the most only below 10 stones: deep in the tree, not at the start. */
    PLAY_REFUSES_THE_MOST_LATE,
    /** {@code utility} throws at the end of the game. */
    UTILITY_THROWS,
    /** {@code copy} adds two stones once two or fewer are left: a copy is not its original. */
    COPY_ADDS_STONES,
    /**
     * {@code isLegal} and {@code play} accept taking nothing, which {@code legalMoves} never lists.
     */
    TAKING_NOTHING_IS_LEGAL,
    /** {@code play} throws on the fifth take of the most in a row: five plies deep in a search. */
    PLAY_THROWS_ON_THE_FIFTH_MOST_IN_A_ROW
  }

  private final Bug bug;
  private final int start;
  private final int most;

  public TakeAway(Bug bug) {
    this(bug, 21, 3);
  }

  /** With {@code start} stones, {@code most} the most a move takes. */
  public TakeAway(Bug bug, int start, int most) {
    this.bug = bug;
    this.start = start;
    this.most = most;
  }

  @Override
  public String id() {
    return "take-away";
  }

  @Override
  public String displayName() {
    return "Take-away";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State(bug, most, start, new int[0]);
  }

  private static final class State implements GameState {
    private final Bug bug;
    private final int most;
    private int stones;
    private int[] taken;

    State(Bug bug, int most, int stones, int[] taken) {
      this.bug = bug;
      this.most = most;
      this.stones = stones;
      this.taken = taken;
    }

    /** Whether the last four moves each took the most. */
    private boolean fourMostInARow() {
      if (taken.length < 4) {
        return false;
      }
      for (int i = taken.length - 4; i < taken.length; i++) {
        if (taken[i] != most) {
          return false;
        }
      }
      return true;
    }

    private boolean refuses(int move) {
      return move == Math.min(most, stones)
          && (bug == Bug.PLAY_REFUSES_THE_MOST
              || bug == Bug.PLAY_REFUSES_THE_MOST_LATE && stones < 10);
    }

    @Override
    public int playerToMove() {
      return taken.length % 2;
    }

    @Override
    public int maxMoves() {
      return most;
    }

    @Override
    public int legalMoves(int[] buffer) {
      int n = Math.min(most, stones);
      for (int i = 0; i < n; i++) {
        buffer[i] = i + 1;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      int most = Math.min(this.most, stones);
      if (bug == Bug.TAKING_NOTHING_IS_LEGAL && move == 0) {
        return true;
      }
      return move >= 1 && (bug == Bug.IS_LEGAL_REFUSES_THE_MOST ? move < most : move <= most);
    }

    @Override
    public void play(int move) {
      boolean nothing = bug == Bug.TAKING_NOTHING_IS_LEGAL && move == 0;
      if (bug == Bug.PLAY_THROWS_ON_THE_FIFTH_MOST_IN_A_ROW && move == most && fourMostInARow()) {
        throw new IllegalStateException("internal: run buffer overflow");
      }
      if (!nothing && (move < 1 || move > Math.min(most, stones) || refuses(move))) {
        throw new IllegalArgumentException("cannot take " + move + " of " + stones + " stones");
      }
      taken = Arrays.copyOf(taken, taken.length + 1);
      taken[taken.length - 1] = move;
      stones -= move;
    }

    @Override
    public void undo() {
      stones += taken[taken.length - 1];
      taken = Arrays.copyOf(taken, taken.length - 1);
    }

    @Override
    public int plies() {
      return taken.length;
    }

    @Override
    public boolean isTerminal() {
      return stones == 0;
    }

    @Override
    public int utility(int player) {
      if (bug == Bug.UTILITY_THROWS) {
        throw new IllegalStateException("no utility here");
      }
      // The player who took the last stone moved last: the one not to move now.
      return player == playerToMove() ? -1 : 1;
    }

    @Override
    public long hash() {
      return stones * 2L + playerToMove();
    }

    @Override
    public GameState copy() {
      int more = bug == Bug.COPY_ADDS_STONES && stones <= 2 && stones > 0 ? 2 : 0;
      return new State(bug, most, stones + more, taken.clone());
    }

    @Override
    public String moveToText(int move) {
      return String.valueOf(move & 0xFF); // reads the low byte only, as a packed move's fields
    }

    @Override
    public int textToMove(String text) {
      try {
        return Integer.parseInt(text.strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a number of stones: " + text);
      }
    }

    @Override
    public String render() {
      return stones + " stones";
    }
  }
}
