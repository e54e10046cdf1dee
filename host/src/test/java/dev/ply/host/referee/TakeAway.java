package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.List;

/**
 * Take-away for the referee's tests of game faults: 21 stones, a move takes 1 to 3, who takes the
 * last wins. Each {@link Bug} breaks the contract of the api in one way, as one character changed
 * in a real plugin would.
 */
public final class TakeAway implements Game {

  /** How the game is broken. */
  public enum Bug {
    /** None: the game keeps the contract. */
    NONE,
    /** {@code play} refuses to take the most stones allowed, which {@code legalMoves} lists. */
    PLAY_REFUSES_THE_MOST,
    /** {@code isLegal} says no to taking the most stones allowed, which {@code legalMoves} lists. */
    IS_LEGAL_REFUSES_THE_MOST,
    /** {@code play} refuses the most only below 10 stones: deep in the tree, not at the start. */
    PLAY_REFUSES_THE_MOST_LATE,
    /** {@code utility} throws at the end of the game. */
    UTILITY_THROWS,
    /** {@code copy} adds two stones once two or fewer are left: a copy is not its original. */
    COPY_ADDS_STONES,
    /** {@code isLegal} and {@code play} accept taking nothing, which {@code legalMoves} never lists. */
    TAKING_NOTHING_IS_LEGAL
  }

  private final Bug bug;

  public TakeAway(Bug bug) {
    this.bug = bug;
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
    return new State(bug, 21, new int[0]);
  }

  private static final class State implements GameState {
    private final Bug bug;
    private int stones;
    private int[] taken;

    State(Bug bug, int stones, int[] taken) {
      this.bug = bug;
      this.stones = stones;
      this.taken = taken;
    }

    private boolean refuses(int move) {
      return move == Math.min(3, stones) && (bug == Bug.PLAY_REFUSES_THE_MOST
          || bug == Bug.PLAY_REFUSES_THE_MOST_LATE && stones < 10);
    }

    @Override
    public int playerToMove() {
      return taken.length % 2;
    }

    @Override
    public int maxMoves() {
      return 3;
    }

    @Override
    public int legalMoves(int[] buffer) {
      int n = Math.min(3, stones);
      for (int i = 0; i < n; i++) {
        buffer[i] = i + 1;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      int most = Math.min(3, stones);
      if (bug == Bug.TAKING_NOTHING_IS_LEGAL && move == 0) {
        return true;
      }
      return move >= 1 && (bug == Bug.IS_LEGAL_REFUSES_THE_MOST ? move < most : move <= most);
    }

    @Override
    public void play(int move) {
      boolean nothing = bug == Bug.TAKING_NOTHING_IS_LEGAL && move == 0;
      if (!nothing && (move < 1 || move > Math.min(3, stones) || refuses(move))) {
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
      return new State(bug, stones + more, taken.clone());
    }

    @Override
    public String moveToText(int move) {
      return String.valueOf(move);
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
