package dev.ply.poker;

import dev.ply.api.ChanceOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A hand of Leduc hold'em (Southey et al., "Bayes' Bluff", UAI 2005; as OpenSpiel's leduc_poker
 * plays it): six cards, two suits of J Q K. Each player antes 1 and is dealt one private card (a
 * chance node each, seat 1 first). Two betting rounds, seat 1 first in each: a player not facing a
 * bet checks or bets, a player facing one folds, calls or raises; a bet or raise is 2 in the first
 * round and 4 in the second, at most two per round. A round ends when both have checked or a bet is
 * called; between the rounds one public card is dealt to the board. At the showdown a private card
 * that pairs the board wins, else the higher private card; equal ranks split the pot.
 *
 * <p>Moves: {@code fold}, {@code check}, {@code call}, {@code bet}, {@code raise}; chance moves
 * {@code deal:Qh} (a private card, to the next seat) and {@code board:Ks} (the public card). Cards
 * are {@code Js Jh Qs Qh Ks Kh}.
 */
final class LeducState extends PokerState {

  static final int FOLD = 0;
  static final int CHECK = 1;
  static final int CALL = 2;
  static final int BET = 3;
  static final int RAISE = 4;

  /** A private deal of card c is DEAL + c; the board card c is BOARD + c. */
  static final int DEAL = 8;

  static final int BOARD = 16;

  private static final String[] NAMES = {"Js", "Jh", "Qs", "Qh", "Ks", "Kh"};
  private static final String[] WORDS = {"fold", "check", "call", "bet", "raise"};

  private final int[] card = new int[2];
  private int dealt;
  private int board;
  private int round;
  private final int[] put = new int[2];
  private int raises;
  private int calls;
  private int toMove;
  private int folded;
  private boolean boardDue;
  private boolean over;

  /** The bets of each round, as moves. */
  private final int[][] bets = new int[2][4];

  private final int[] betCount = new int[2];

  LeducState() {
    reset();
  }

  @Override
  protected void reset() {
    card[0] = card[1] = -1;
    dealt = 0;
    board = -1;
    round = 0;
    put[0] = put[1] = 1;
    raises = 0;
    calls = 0;
    toMove = 0;
    folded = -1;
    boardDue = false;
    over = false;
    betCount[0] = betCount[1] = 0;
  }

  @Override
  protected void apply(int move) {
    if (move >= BOARD) {
      board = move - BOARD;
      boardDue = false;
      round = 1;
      raises = 0;
      calls = 0;
      toMove = 0;
      return;
    }
    if (move >= DEAL) {
      card[dealt++] = move - DEAL;
      return;
    }
    bets[round][betCount[round]++] = move;
    int other = 1 - toMove;
    switch (move) {
      case FOLD -> {
        folded = toMove;
        over = true;
      }
      case CHECK, CALL -> {
        put[toMove] = put[other];
        calls++;
        if (raises == 0 ? calls == 2 : calls == 1) {
          if (round == 0) {
            boardDue = true;
          } else {
            over = true;
          }
        } else {
          toMove = other;
        }
      }
      default -> {
        put[toMove] = put[other] + (round == 0 ? 2 : 4);
        raises++;
        calls = 0;
        toMove = other;
      }
    }
  }

  @Override
  protected java.util.function.Supplier<PokerState> hands() {
    return LeducState::new;
  }

  @Override
  int shownTo(int move, int ply) {
    return move >= DEAL && move < BOARD ? ply : EVERYONE;
  }

  @Override
  int cardOf(int move) {
    return move >= BOARD ? move - BOARD : move >= DEAL ? move - DEAL : -1;
  }

  @Override
  int shownDown(int seat) {
    return over && folded < 0 ? card[seat] : -1;
  }

  @Override
  int seats() {
    return 2;
  }

  /** The card dealt to a seat, -1 before its deal; for tests. */
  int card(int seat) {
    return card[seat];
  }

  @Override
  public int playerToMove() {
    return dealt < 2 || boardDue ? CHANCE : toMove;
  }

  @Override
  public int maxMoves() {
    return 6;
  }

  private boolean inDeck(int c) {
    return c != card[0] && c != card[1] && c != board;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (over) {
      return 0;
    }
    int n = 0;
    if (dealt < 2 || boardDue) {
      for (int c = 0; c < 6; c++) {
        if (inDeck(c)) {
          buffer[n++] = (boardDue ? BOARD : DEAL) + c;
        }
      }
      return n;
    }
    if (put[1 - toMove] > put[toMove]) {
      buffer[n++] = FOLD;
      buffer[n++] = CALL;
      if (raises < 2) {
        buffer[n++] = RAISE;
      }
    } else {
      buffer[n++] = CHECK;
      buffer[n++] = BET;
    }
    return n;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (over || (dealt == 2 && !boardDue)) {
      return List.of();
    }
    int left = 6 - dealt - (board >= 0 ? 1 : 0);
    List<ChanceOutcome> outcomes = new ArrayList<>();
    for (int c = 0; c < 6; c++) {
      if (inDeck(c)) {
        outcomes.add(new ChanceOutcome((boardDue ? BOARD : DEAL) + c, 1, left));
      }
    }
    return outcomes;
  }

  @Override
  public boolean isTerminal() {
    return over;
  }

  /** 1 for the better hand, -1 for the worse, 0 for a split pot. */
  private int compare() {
    int r0 = card[0] / 2;
    int r1 = card[1] / 2;
    int b = board / 2;
    if ((r0 == b) != (r1 == b)) {
      return r0 == b ? 1 : -1;
    }
    return Integer.compare(r0, r1);
  }

  /** What the other player put in, won or lost; 0 each for a split pot. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!over) {
      throw new IllegalStateException("the hand is not over");
    }
    int won = folded >= 0 ? (folded == player ? -1 : 1) : (player == 0 ? 1 : -1) * compare();
    return won > 0 ? put[1 - player] : won < 0 ? -put[player] : 0;
  }

  @Override
  public String moveToText(int move) {
    if (move >= FOLD && move <= RAISE) {
      return WORDS[move];
    }
    if (move >= DEAL && move < DEAL + 6) {
      return "deal:" + NAMES[move - DEAL];
    }
    if (move >= BOARD && move < BOARD + 6) {
      return "board:" + NAMES[move - BOARD];
    }
    throw new IllegalArgumentException("no Leduc hold'em move " + move);
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    for (int m = FOLD; m <= RAISE; m++) {
      if (WORDS[m].equals(t)) {
        return m;
      }
    }
    for (int c = 0; c < 6; c++) {
      String name = NAMES[c].toLowerCase(Locale.ROOT);
      if (t.equals("deal:" + name)) {
        return DEAL + c;
      }
      if (t.equals("board:" + name)) {
        return BOARD + c;
      }
    }
    throw new IllegalArgumentException(
        "a move is fold, check, call, bet or raise, or a card dealt such as deal:Qh or board:Ks"
            + " (cards Js Jh Qs Qh Ks Kh); got '"
            + text
            + "'");
  }

  private static String name(int c) {
    return c < 0 ? "?" : NAMES[c];
  }

  private String round(int r) {
    if (betCount[r] == 0) {
      return "none";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < betCount[r]; i++) {
      sb.append(i > 0 ? " " : "").append(WORDS[bets[r][i]]);
    }
    return sb.toString();
  }

  /**
   * The seat's card, the board, the bets of each round, and the cards shown down, such as {@code
   * player 1 of 2 | card Qh | board Ks | round 1: bet call | round 2: check bet raise call |
   * showdown: Qh Js}; while dealing, how many private cards are out.
   */
  @Override
  public String observation(int seat) {
    StringBuilder sb = new StringBuilder();
    sb.append("player ").append(seat + 1).append(" of 2 | card ").append(name(card[seat]));
    if (dealt < 2) {
      return sb.append(" | dealt ").append(dealt).append(" of 2").toString();
    }
    sb.append(" | board ").append(name(board));
    sb.append(" | round 1: ").append(round(0));
    if (board >= 0) {
      sb.append(" | round 2: ").append(round(1));
    }
    if (over) {
      sb.append(
          folded >= 0
              ? " | player " + (folded + 1) + " folds"
              : " | showdown: " + name(card[0]) + " " + name(card[1]));
    }
    return sb.toString();
  }

  /** The hand drawn with the api's kit, every card face up: {@link PokerDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    String[] cards = {card[0] < 0 ? null : name(card[0]), card[1] < 0 ? null : name(card[1])};
    String[] lines = render().split("\n");
    String bets = "round 1: " + round(0) + (board >= 0 ? ", round 2: " + round(1) : "");
    return java.util.Optional.of(
        PokerDrawing.draw(
            cards, true, board < 0 ? null : name(board), bets, lines[lines.length - 1]));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    sb.append("cards: player 1 ").append(name(card[0])).append(", player 2 ").append(name(card[1]));
    sb.append(", board ").append(name(board)).append('\n');
    sb.append("round 1: ").append(round(0));
    if (board >= 0) {
      sb.append(", round 2: ").append(round(1));
    }
    sb.append("\npot ").append(put[0] + put[1]).append(" (").append(put[0]).append(" + ");
    sb.append(put[1]).append("), ");
    if (over) {
      int u = utility(0);
      sb.append(u == 0 ? "split" : "player " + (u > 0 ? 1 : 2) + " wins " + Math.abs(u));
    } else if (dealt < 2) {
      sb.append("dealing to player ").append(dealt + 1);
    } else if (boardDue) {
      sb.append("dealing the board");
    } else {
      sb.append("player ").append(toMove + 1).append(" to act");
    }
    return sb.toString();
  }
}
