package dev.ply.matrixgames;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A game of Goofspiel: the prizes turned up and the bids made so far, turn by turn.
 *
 * <p>With a shuffled prize deck a turn is two plies: a chance node that turns up the prize ({@link
 * #playerToMove()} is {@link GameState#CHANCE}, moves {@code PRIZE + card}), then a simultaneous
 * position where both seats bid ({@link GameState#SIMULTANEOUS}); with a fixed order only the
 * latter. At a simultaneous position {@link #legalMoves} lists every pair of bids as a {@link
 * JointMove}, and {@link #legalMovesOf} each seat's own cards.
 */
final class GoofspielState implements GameState {

  /** A chance move turns up prize card {@code PRIZE + value}. */
  static final int PRIZE = 1 << 8;

  private final int cards;
  private final Goofspiel.Order order;
  private final int[] prizes; // by turn: the prize turned up
  private final int[] bids0;
  private final int[] bids1;
  private int prizesShown; // turns whose prize is up
  private int turns; // turns whose bids are made
  private int hand0; // bit c set: card c still in the first seat's hand
  private int hand1;
  private int deck; // bit c set: prize c not yet turned up
  private int points0;
  private int points1;
  private long hash;

  GoofspielState(int cards, Goofspiel.Order order) {
    this.cards = cards;
    this.order = order;
    this.prizes = new int[cards];
    this.bids0 = new int[cards];
    this.bids1 = new int[cards];
    int all = ((1 << cards) - 1) << 1; // bits 1..cards
    hand0 = all;
    hand1 = all;
    deck = all;
    turnUpFixedPrize();
  }

  private GoofspielState(GoofspielState other) {
    this.cards = other.cards;
    this.order = other.order;
    this.prizes = other.prizes.clone();
    this.bids0 = other.bids0.clone();
    this.bids1 = other.bids1.clone();
    this.prizesShown = other.prizesShown;
    this.turns = other.turns;
    this.hand0 = other.hand0;
    this.hand1 = other.hand1;
    this.deck = other.deck;
    this.points0 = other.points0;
    this.points1 = other.points1;
    this.hash = other.hash;
  }

  /** In a fixed order, the next prize is turned up as soon as the last bids are made. */
  private void turnUpFixedPrize() {
    if (order != Goofspiel.Order.RANDOM && turns < cards) {
      showPrize(order == Goofspiel.Order.ASCENDING ? turns + 1 : cards - turns);
    }
  }

  private void showPrize(int prize) {
    prizes[prizesShown++] = prize;
    deck &= ~(1 << prize);
    hash ^= JointMove.key(1000L * prizesShown + prize);
  }

  private void hidePrize() {
    int prize = prizes[--prizesShown];
    hash ^= JointMove.key(1000L * (prizesShown + 1) + prize);
    deck |= 1 << prize;
  }

  private static long bidKey(int turn, int a, int b) {
    return JointMove.key(1_000_000L + turn * 10_000L + a * 100L + b);
  }

  /** Whether a prize is up and waits for bids. */
  private boolean bidding() {
    return prizesShown > turns;
  }

  int points(int seat) {
    return seat == 0 ? points0 : points1;
  }

  @Override
  public int playerToMove() {
    return bidding() ? SIMULTANEOUS : CHANCE;
  }

  @Override
  public int maxMoves() {
    return cards * cards;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (isTerminal()) {
      return 0;
    }
    int n = 0;
    if (!bidding()) {
      for (int c = 1; c <= cards; c++) {
        if ((deck & (1 << c)) != 0) {
          buffer[n++] = PRIZE + c;
        }
      }
      return n;
    }
    for (int a = 1; a <= cards; a++) {
      if ((hand0 & (1 << a)) != 0) {
        for (int b = 1; b <= cards; b++) {
          if ((hand1 & (1 << b)) != 0) {
            buffer[n++] = JointMove.of(a, b);
          }
        }
      }
    }
    return n;
  }

  @Override
  public int legalMovesOf(int seat, int[] buffer) {
    if (isTerminal() || !bidding() || seat < 0 || seat > 1) {
      return 0;
    }
    int hand = seat == 0 ? hand0 : hand1;
    int n = 0;
    for (int c = 1; c <= cards; c++) {
      if ((hand & (1 << c)) != 0) {
        buffer[n++] = c;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    if (isTerminal()) {
      return false;
    }
    if (!bidding()) {
      int c = move - PRIZE;
      return c >= 1 && c <= cards && (deck & (1 << c)) != 0;
    }
    return JointMove.isJoint(move)
        && holds(hand0, JointMove.first(move))
        && holds(hand1, JointMove.second(move));
  }

  private boolean holds(int hand, int card) {
    return card >= 1 && card <= cards && (hand & (1 << card)) != 0;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (isTerminal() || bidding()) {
      return List.of();
    }
    int left = Integer.bitCount(deck);
    List<ChanceOutcome> outcomes = new ArrayList<>(left);
    for (int c = 1; c <= cards; c++) {
      if ((deck & (1 << c)) != 0) {
        outcomes.add(ChanceOutcome.uniform(PRIZE + c, left));
      }
    }
    return outcomes;
  }

  /** Turns up a prize at a chance node, or plays a joint move (both bids) at a bidding one. */
  @Override
  public void play(int move) {
    if (!bidding()) {
      int c = move - PRIZE;
      if (isTerminal() || c < 1 || c > cards || (deck & (1 << c)) == 0) {
        throw new IllegalArgumentException("no prize " + moveToText(move) + " to turn up here");
      }
      showPrize(c);
      return;
    }
    if (!JointMove.isJoint(move)) {
      throw new IllegalArgumentException(
          "both seats bid at once: play a joint move such as 5/3, or playJoint; got "
              + moveToText(move));
    }
    playJoint(new int[] {JointMove.first(move), JointMove.second(move)});
  }

  @Override
  public void playJoint(int[] moves) {
    if (isTerminal() || !bidding()) {
      throw new IllegalStateException("no bids are asked for here (" + where() + ")");
    }
    if (moves.length < 2 || !holds(hand0, moves[0]) || !holds(hand1, moves[1])) {
      throw new IllegalArgumentException(
          "a joint move is one card of each seat's hand; got " + Arrays.toString(moves));
    }
    int a = moves[0];
    int b = moves[1];
    int prize = prizes[turns];
    bids0[turns] = a;
    bids1[turns] = b;
    hand0 &= ~(1 << a);
    hand1 &= ~(1 << b);
    if (a > b) {
      points0 += prize;
    } else if (b > a) {
      points1 += prize;
    } // equal bids: the prize is discarded
    hash ^= bidKey(turns, a, b);
    turns++;
    turnUpFixedPrize();
  }

  @Override
  public void undo() {
    if (turns == 0 && prizesShown == (order == Goofspiel.Order.RANDOM ? 0 : 1)) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    if (order == Goofspiel.Order.RANDOM && bidding()) {
      hidePrize(); // the last ply turned up a prize
      return;
    }
    if (order != Goofspiel.Order.RANDOM && prizesShown > turns) {
      hidePrize(); // the prize turned up with the last bids
    }
    turns--;
    int a = bids0[turns];
    int b = bids1[turns];
    int prize = prizes[turns];
    hand0 |= 1 << a;
    hand1 |= 1 << b;
    if (a > b) {
      points0 -= prize;
    } else if (b > a) {
      points1 -= prize;
    }
    hash ^= bidKey(turns, a, b);
  }

  @Override
  public int plies() {
    return order == Goofspiel.Order.RANDOM ? prizesShown + turns : turns;
  }

  @Override
  public boolean isTerminal() {
    return turns == cards;
  }

  /** +1 to the seat with more points, -1 to the other; 0 to both on equal points. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player + " in Goofspiel");
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int forFirst = Integer.signum(points0 - points1);
    return player == 0 ? forFirst : -forFirst;
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new GoofspielState(this);
  }

  @Override
  public String moveToText(int move) {
    if (move >= 1 && move <= cards) {
      return Integer.toString(move);
    }
    if (move > PRIZE && move <= PRIZE + cards) {
      return "prize:" + (move - PRIZE);
    }
    if (JointMove.isJoint(move)) {
      int a = JointMove.first(move);
      int b = JointMove.second(move);
      if (a >= 1 && a <= cards && b >= 1 && b <= cards) {
        return a + "/" + b;
      }
    }
    return "#" + move;
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    try {
      if (t.startsWith("prize:")) {
        int c = Integer.parseInt(t.substring(6).trim());
        if (c >= 1 && c <= cards) {
          return PRIZE + c;
        }
      } else if (t.contains("/")) {
        int slash = t.indexOf('/');
        int a = Integer.parseInt(t.substring(0, slash).trim());
        int b = Integer.parseInt(t.substring(slash + 1).trim());
        if (a >= 1 && a <= cards && b >= 1 && b <= cards) {
          return JointMove.of(a, b);
        }
      } else {
        int c = Integer.parseInt(t);
        if (c >= 1 && c <= cards) {
          return c;
        }
      }
    } catch (NumberFormatException e) {
      // the message below says what a move looks like
    }
    throw new IllegalArgumentException(
        "a move is a bid from 1 to "
            + cards
            + " (7), both seats' bids (7/3), or a prize turned up (prize:5); got '"
            + text
            + "'");
  }

  private String where() {
    return "turn " + (turns + 1) + " of " + cards;
  }

  /** The turns drawn with the api's kit: {@link RoundsDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    java.util.List<RoundsDrawing.Round> list = new java.util.ArrayList<>();
    for (int t = 0; t < turns; t++) {
      int a = bids0[t];
      int b = bids1[t];
      list.add(
          new RoundsDrawing.Round(
              String.valueOf(prizes[t]),
              String.valueOf(a),
              String.valueOf(b),
              a > b ? "player 1 takes it" : b > a ? "player 2 takes it" : "discarded"));
    }
    String[] lines = render().split("\n");
    java.util.List<String> footer = new java.util.ArrayList<>();
    for (int i = turns; i < lines.length; i++) {
      footer.add(lines[i]);
    }
    return java.util.Optional.of(RoundsDrawing.draw(list, footer));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int t = 0; t < turns; t++) {
      int a = bids0[t];
      int b = bids1[t];
      sb.append("turn ")
          .append(t + 1)
          .append(": prize ")
          .append(prizes[t])
          .append(", bids ")
          .append(a)
          .append('/')
          .append(b)
          .append(a > b ? ", player 1 takes it" : b > a ? ", player 2 takes it" : ", discarded")
          .append('\n');
    }
    sb.append("points ").append(points0).append('-').append(points1).append('\n');
    sb.append("player 1 holds ").append(cardsOf(hand0)).append('\n');
    sb.append("player 2 holds ").append(cardsOf(hand1)).append('\n');
    if (isTerminal()) {
      sb.append(
          points0 > points1
              ? "player 1 wins"
              : points1 > points0 ? "player 2 wins" : "the game is drawn");
    } else if (bidding()) {
      sb.append(where()).append(": prize ").append(prizes[turns]).append(", both players bid");
    } else {
      sb.append(where()).append(": a prize is turned up from ").append(cardsOf(deck));
    }
    return sb.toString();
  }

  private String cardsOf(int set) {
    StringBuilder sb = new StringBuilder();
    for (int c = 1; c <= cards; c++) {
      if ((set & (1 << c)) != 0) {
        sb.append(sb.length() == 0 ? "" : " ").append(c);
      }
    }
    return sb.length() == 0 ? "nothing" : sb.toString();
  }
}
