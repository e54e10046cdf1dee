package dev.ply.matrixgames;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.Locale;

/**
 * A game of rock-paper-scissors: the choices of every round played. Every position before the end
 * is {@link GameState#SIMULTANEOUS}; {@link #legalMoves} lists the nine joint moves ({@link
 * JointMove}), {@link #legalMovesOf} each seat's three choices.
 */
final class RockPaperScissorsState implements GameState {

  static final int ROCK = 0;
  static final int PAPER = 1;
  static final int SCISSORS = 2;
  private static final String[] NAMES = {"rock", "paper", "scissors"};

  private final int rounds;
  private final int[] first;
  private final int[] second;
  private int played;
  private int score; // rounds won by the first seat minus rounds won by the second
  private long hash;

  RockPaperScissorsState(int rounds) {
    this.rounds = rounds;
    this.first = new int[rounds];
    this.second = new int[rounds];
  }

  private RockPaperScissorsState(RockPaperScissorsState other) {
    this.rounds = other.rounds;
    this.first = other.first.clone();
    this.second = other.second.clone();
    this.played = other.played;
    this.score = other.score;
    this.hash = other.hash;
  }

  /** +1 when choice {@code a} beats {@code b}, -1 when it loses to it, 0 when they are equal. */
  static int beats(int a, int b) {
    // Each choice beats the one before it, cyclically: paper > rock, scissors > paper, rock > sc.
    return a == b ? 0 : (a - b + 3) % 3 == 1 ? 1 : -1;
  }

  @Override
  public int playerToMove() {
    return SIMULTANEOUS;
  }

  @Override
  public int maxMoves() {
    return 9;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (isTerminal()) {
      return 0;
    }
    int n = 0;
    for (int a = 0; a < 3; a++) {
      for (int b = 0; b < 3; b++) {
        buffer[n++] = JointMove.of(a, b);
      }
    }
    return n;
  }

  @Override
  public int legalMovesOf(int seat, int[] buffer) {
    if (isTerminal() || seat < 0 || seat > 1) {
      return 0;
    }
    buffer[0] = ROCK;
    buffer[1] = PAPER;
    buffer[2] = SCISSORS;
    return 3;
  }

  @Override
  public boolean isLegal(int move) {
    return !isTerminal()
        && JointMove.isJoint(move)
        && JointMove.first(move) < 3
        && JointMove.second(move) < 3;
  }

  /** Plays a joint move of {@link #legalMoves}: the same as {@link #playJoint} of its two parts. */
  @Override
  public void play(int move) {
    if (!JointMove.isJoint(move)) {
      throw new IllegalArgumentException(
          "both seats choose at once: play a joint move such as rock/paper, or playJoint; got "
              + moveToText(move));
    }
    playJoint(new int[] {JointMove.first(move), JointMove.second(move)});
  }

  @Override
  public void playJoint(int[] moves) {
    if (isTerminal()) {
      throw new IllegalStateException("the game is over");
    }
    if (moves.length < 2 || !choice(moves[0]) || !choice(moves[1])) {
      throw new IllegalArgumentException(
          "a joint move is one choice of 0 (rock), 1 (paper) or 2 (scissors) for each of the two"
              + " seats; got "
              + Arrays.toString(moves));
    }
    first[played] = moves[0];
    second[played] = moves[1];
    score += beats(moves[0], moves[1]);
    hash ^= roundKey(played, moves[0], moves[1]);
    played++;
  }

  private static boolean choice(int move) {
    return move >= ROCK && move <= SCISSORS;
  }

  private static long roundKey(int round, int a, int b) {
    return JointMove.key(round * 9L + a * 3L + b);
  }

  @Override
  public void undo() {
    if (played == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    played--;
    score -= beats(first[played], second[played]);
    hash ^= roundKey(played, first[played], second[played]);
  }

  @Override
  public int plies() {
    return played;
  }

  @Override
  public boolean isTerminal() {
    return played == rounds;
  }

  /** +1 for the seat that won more rounds, -1 for the other, 0 for both when they won as many. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player + " in rock-paper-scissors");
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int forFirst = Integer.signum(score);
    return player == 0 ? forFirst : -forFirst;
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new RockPaperScissorsState(this);
  }

  @Override
  public String moveToText(int move) {
    if (choice(move)) {
      return NAMES[move];
    }
    if (JointMove.isJoint(move)
        && choice(JointMove.first(move))
        && choice(JointMove.second(move))) {
      return NAMES[JointMove.first(move)] + "/" + NAMES[JointMove.second(move)];
    }
    return "#" + move;
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    int slash = t.indexOf('/');
    if (slash >= 0) {
      int a = choiceOf(t.substring(0, slash).trim());
      int b = choiceOf(t.substring(slash + 1).trim());
      if (a >= 0 && b >= 0) {
        return JointMove.of(a, b);
      }
    } else {
      int c = choiceOf(t);
      if (c >= 0) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "a move is rock, paper or scissors (r, p, s), or both seats' as rock/paper; got '"
            + text
            + "'");
  }

  private static int choiceOf(String t) {
    return switch (t) {
      case "rock", "r" -> ROCK;
      case "paper", "p" -> PAPER;
      case "scissors", "s" -> SCISSORS;
      default -> -1;
    };
  }

  /** The rounds drawn with the api's kit: {@link RoundsDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    java.util.List<RoundsDrawing.Round> list = new java.util.ArrayList<>();
    for (int r = 0; r < played; r++) {
      int result = beats(first[r], second[r]);
      list.add(
          new RoundsDrawing.Round(
              null,
              "RPS".substring(first[r], first[r] + 1),
              "RPS".substring(second[r], second[r] + 1),
              result > 0 ? "player 1 wins" : result < 0 ? "player 2 wins" : "a draw"));
    }
    String[] lines = render().split("\n");
    return java.util.Optional.of(
        RoundsDrawing.draw(
            list, java.util.List.of("R rock, P paper, S scissors", lines[lines.length - 1])));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    int won = 0;
    int lost = 0;
    for (int r = 0; r < played; r++) {
      int result = beats(first[r], second[r]);
      won += result > 0 ? 1 : 0;
      lost += result < 0 ? 1 : 0;
      sb.append("round ")
          .append(r + 1)
          .append(": ")
          .append(NAMES[first[r]])
          .append('/')
          .append(NAMES[second[r]])
          .append(result > 0 ? ", player 1 wins" : result < 0 ? ", player 2 wins" : ", a draw")
          .append('\n');
    }
    sb.append("rounds won ").append(won).append('-').append(lost);
    if (isTerminal()) {
      sb.append(
          score > 0 ? ", player 1 wins" : score < 0 ? ", player 2 wins" : ", the game is drawn");
    } else {
      sb.append(", round ")
          .append(played + 1)
          .append(" of ")
          .append(rounds)
          .append(": both players choose");
    }
    return sb.toString();
  }
}
