package dev.ply.pig;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A Pig position: both scores, the turn total, whose turn it is, and whether the die is in the air
 * (a chance node). Moves: {@link #ROLL}, {@link #HOLD}, and the die's faces 1 to 6 at a chance
 * node.
 */
final class PigState implements GameState {

  /** The player's move that throws the die; the chance node with the faces follows. */
  static final int ROLL = 0;

  /** The player's move that banks the turn total and ends the turn. */
  static final int HOLD = 7;

  private static final List<ChanceOutcome> FACES =
      List.of(
          ChanceOutcome.uniform(1, 6),
          ChanceOutcome.uniform(2, 6),
          ChanceOutcome.uniform(3, 6),
          ChanceOutcome.uniform(4, 6),
          ChanceOutcome.uniform(5, 6),
          ChanceOutcome.uniform(6, 6));

  private final int goal;
  private final int[] score = new int[2];
  private int turnTotal;
  private int toMove;
  private boolean rolling;
  private boolean over;

  /** The packed position before each move, for undo. */
  private long[] history = new long[64];

  private int plies;

  /**
   * A position with {@code toMove} to choose between rolling and holding (the die is not in the
   * air); the tests build positions of their own with it.
   */
  PigState(int goal, int score0, int score1, int turnTotal, int toMove) {
    this.goal = goal;
    this.score[0] = score0;
    this.score[1] = score1;
    this.turnTotal = turnTotal;
    this.toMove = toMove;
  }

  private PigState(PigState other) {
    this.goal = other.goal;
    this.score[0] = other.score[0];
    this.score[1] = other.score[1];
    this.turnTotal = other.turnTotal;
    this.toMove = other.toMove;
    this.rolling = other.rolling;
    this.over = other.over;
    this.history = other.history.clone();
    this.plies = other.plies;
  }

  /** The score that wins. */
  int goal() {
    return goal;
  }

  /** The banked score of a seat. */
  int score(int seat) {
    return score[seat];
  }

  /** The points of the turn so far, not yet banked. */
  int turnTotal() {
    return turnTotal;
  }

  /** Whose turn it is, also while the die is in the air. */
  int turnOf() {
    return toMove;
  }

  @Override
  public int playerToMove() {
    return rolling && !over ? CHANCE : toMove;
  }

  @Override
  public int maxMoves() {
    return 6;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (over) {
      return 0;
    }
    if (rolling) {
      for (int face = 1; face <= 6; face++) {
        buffer[face - 1] = face;
      }
      return 6;
    }
    buffer[0] = ROLL;
    if (turnTotal == 0) {
      return 1;
    }
    buffer[1] = HOLD;
    return 2;
  }

  @Override
  public boolean isLegal(int move) {
    if (over) {
      return false;
    }
    if (rolling) {
      return move >= 1 && move <= 6;
    }
    return move == ROLL || (move == HOLD && turnTotal > 0);
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    return rolling && !over ? FACES : List.of();
  }

  @Override
  public void play(int move) {
    if (plies == history.length) {
      history = Arrays.copyOf(history, plies * 2);
    }
    history[plies++] = pack();
    if (rolling) {
      rolling = false;
      if (move == 1) {
        turnTotal = 0;
        toMove = 1 - toMove;
      } else {
        turnTotal += move;
        if (score[toMove] + turnTotal >= goal) {
          score[toMove] += turnTotal;
          turnTotal = 0;
          over = true;
        }
      }
    } else if (move == ROLL) {
      rolling = true;
    } else {
      score[toMove] += turnTotal;
      turnTotal = 0;
      toMove = 1 - toMove;
    }
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    unpack(history[--plies]);
  }

  /** Everything that decides the future, in one long: 11 bits per number, then three flags. */
  private long pack() {
    return score[0]
        | (long) score[1] << 11
        | (long) turnTotal << 22
        | (long) toMove << 33
        | (rolling ? 1L : 0L) << 34
        | (over ? 1L : 0L) << 35;
  }

  private void unpack(long packed) {
    score[0] = (int) (packed & 0x7FF);
    score[1] = (int) (packed >>> 11 & 0x7FF);
    turnTotal = (int) (packed >>> 22 & 0x7FF);
    toMove = (int) (packed >>> 33 & 1);
    rolling = (packed >>> 34 & 1) != 0;
    over = (packed >>> 35 & 1) != 0;
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return over;
  }

  /** +1 for the player who reached the goal, -1 for the other. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!over) {
      throw new IllegalStateException("the game is not over");
    }
    return player == toMove ? 1 : -1;
  }

  /**
   * The packed position through splitmix64's finalizer, a bijection: distinct positions never share
   * a hash.
   */
  @Override
  public long hash() {
    long z = pack() + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public GameState copy() {
    return new PigState(this);
  }

  @Override
  public String moveToText(int move) {
    if (move == ROLL) {
      return "roll";
    }
    if (move == HOLD) {
      return "hold";
    }
    if (move >= 1 && move <= 6) {
      return "roll:" + move;
    }
    throw new IllegalArgumentException("no Pig move " + move);
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("roll")) {
      return ROLL;
    }
    if (t.equals("hold")) {
      return HOLD;
    }
    if (t.length() == 6 && t.startsWith("roll:") && t.charAt(5) >= '1' && t.charAt(5) <= '6') {
      return t.charAt(5) - '0';
    }
    throw new IllegalArgumentException(
        "a move is roll or hold, or a die's outcome roll:1 .. roll:6; got '" + text + "'");
  }

  /** The scores and the die drawn with the api's kit: {@link PigDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    int lastDie = 0;
    if (plies > 0 && (history[plies - 1] >>> 34 & 1) != 0) {
      long before = history[plies - 1];
      int mover = (int) (before >>> 33 & 1);
      int bankedBefore = (int) (before >>> (11 * mover) & 0x7FF);
      int totalBefore = (int) (before >>> 22 & 0x7FF);
      lastDie =
          over
              ? score[mover] - bankedBefore - totalBefore
              : toMove != mover ? 1 : turnTotal - totalBefore;
    }
    String caption =
        over
            ? "player " + (toMove + 1) + " reached the goal and wins"
            : "player " + (toMove + 1) + (rolling ? " rolls the die" : " to roll or hold");
    return java.util.Optional.of(PigDrawing.draw(goal, score, turnTotal, toMove, lastDie, caption));
  }

  @Override
  public String render() {
    String scores = "player 1: " + score[0] + ", player 2: " + score[1] + " (goal " + goal + ")\n";
    if (over) {
      return scores + "player " + (toMove + 1) + " reached the goal and wins";
    }
    return scores
        + "player "
        + (toMove + 1)
        + (rolling ? " rolls the die" : " to roll or hold")
        + ", turn total "
        + turnTotal;
  }
}
