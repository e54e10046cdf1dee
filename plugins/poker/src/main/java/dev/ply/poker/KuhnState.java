package dev.ply.poker;

import dev.ply.api.ChanceOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A hand of Kuhn poker for {@code n} players (Kuhn 1950 for two; the n-player game of Szafron,
 * Gibson and Sturtevant 2013, as OpenSpiel's kuhn_poker plays it): a deck of n + 1 cards (J Q K,
 * and A for three), each player antes 1 and is dealt one card, one chance node per card, seat 1
 * first. Then each player in turn, seat 1 first, checks or bets 1; once someone has bet, each other
 * player in turn, once, calls (puts 1 in) or folds. The hand ends when all have checked or all have
 * answered the bet; the highest card among those still in (all, when nobody bet) takes the pot.
 *
 * <p>Moves: {@code check}, {@code bet}, {@code fold}, {@code call}; chance moves {@code deal:J}
 * (the next card dealt, to the next seat).
 */
final class KuhnState extends PokerState {

  static final int CHECK = 0;
  static final int BET = 1;
  static final int FOLD = 2;
  static final int CALL = 3;

  /** A deal of card c is the move DEAL + c. */
  static final int DEAL = 4;

  private static final String RANKS = "JQKA";

  private final int n;
  private final int[] card;
  private int dealt;
  private final int[] actions;
  private int acted;
  private int bettor;
  private boolean over;

  KuhnState(int players) {
    this.n = players;
    this.card = new int[players];
    this.actions = new int[2 * players];
    reset();
  }

  @Override
  protected void reset() {
    java.util.Arrays.fill(card, -1);
    dealt = 0;
    acted = 0;
    bettor = -1;
    over = false;
  }

  @Override
  protected void apply(int move) {
    if (move >= DEAL) {
      card[dealt++] = move - DEAL;
      return;
    }
    if (move == BET) {
      bettor = acted % n;
    }
    actions[acted++] = move;
    over = bettor < 0 ? acted == n : acted == n + bettor;
  }

  @Override
  protected java.util.function.Supplier<PokerState> hands() {
    int players = n;
    return () -> new KuhnState(players);
  }

  @Override
  int shownTo(int move, int ply) {
    return move >= DEAL ? ply : EVERYONE;
  }

  @Override
  int cardOf(int move) {
    return move >= DEAL ? move - DEAL : -1;
  }

  @Override
  int seats() {
    return n;
  }

  /** The card dealt to a seat, -1 before its deal; for tests. */
  int card(int seat) {
    return card[seat];
  }

  /** Whether a seat put a second chip in (bet or called). */
  private boolean raisedStake(int seat) {
    for (int i = seat; i < acted; i += n) {
      if (actions[i] == BET || actions[i] == CALL) {
        return true;
      }
    }
    return false;
  }

  /** Whether a seat is in the showdown: everyone when nobody bet, else those who bet or called. */
  private boolean inShowdown(int seat) {
    return bettor < 0 || raisedStake(seat);
  }

  private int winner() {
    int best = -1;
    for (int s = 0; s < n; s++) {
      if (inShowdown(s) && (best < 0 || card[s] > card[best])) {
        best = s;
      }
    }
    return best;
  }

  private int showdownSize() {
    int count = 0;
    for (int s = 0; s < n; s++) {
      count += inShowdown(s) ? 1 : 0;
    }
    return count;
  }

  @Override
  int shownDown(int seat) {
    return over && showdownSize() >= 2 && inShowdown(seat) ? card[seat] : -1;
  }

  @Override
  public int playerToMove() {
    return dealt < n ? CHANCE : acted % n;
  }

  @Override
  public int maxMoves() {
    return n + 1;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (over) {
      return 0;
    }
    if (dealt < n) {
      int count = 0;
      for (int c = 0; c <= n; c++) {
        if (!isDealt(c)) {
          buffer[count++] = DEAL + c;
        }
      }
      return count;
    }
    buffer[0] = bettor < 0 ? CHECK : FOLD;
    buffer[1] = bettor < 0 ? BET : CALL;
    return 2;
  }

  private boolean isDealt(int c) {
    for (int s = 0; s < dealt; s++) {
      if (card[s] == c) {
        return true;
      }
    }
    return false;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (over || dealt == n) {
      return List.of();
    }
    List<ChanceOutcome> outcomes = new ArrayList<>();
    for (int c = 0; c <= n; c++) {
      if (!isDealt(c)) {
        outcomes.add(new ChanceOutcome(DEAL + c, 1, n + 1 - dealt));
      }
    }
    return outcomes;
  }

  @Override
  public boolean isTerminal() {
    return over;
  }

  /** The pot less what the seat put in for the winner; minus what it put in for the others. */
  @Override
  public int utility(int player) {
    if (player < 0 || player >= n) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!over) {
      throw new IllegalStateException("the hand is not over");
    }
    int pot = 0;
    for (int s = 0; s < n; s++) {
      pot += raisedStake(s) ? 2 : 1;
    }
    int own = raisedStake(player) ? 2 : 1;
    return player == winner() ? pot - own : -own;
  }

  @Override
  public String moveToText(int move) {
    return switch (move) {
      case CHECK -> "check";
      case BET -> "bet";
      case FOLD -> "fold";
      case CALL -> "call";
      default -> {
        if (move >= DEAL && move <= DEAL + 3) {
          yield "deal:" + RANKS.charAt(move - DEAL);
        }
        throw new IllegalArgumentException("no Kuhn poker move " + move);
      }
    };
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    switch (t) {
      case "check":
        return CHECK;
      case "bet":
        return BET;
      case "fold":
        return FOLD;
      case "call":
        return CALL;
      default:
        if (t.length() == 6 && t.startsWith("deal:")) {
          int c = RANKS.indexOf(Character.toUpperCase(t.charAt(5)));
          if (c >= 0 && c <= n) {
            return DEAL + c;
          }
        }
        throw new IllegalArgumentException(
            "a move is check, bet, fold or call, or a deal such as deal:"
                + RANKS.charAt(n)
                + " (cards "
                + String.join(" ", RANKS.substring(0, n + 1).split(""))
                + "); got '"
                + text
                + "'");
    }
  }

  private String bets() {
    if (acted == 0) {
      return "none";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < acted; i++) {
      sb.append(i > 0 ? " " : "").append(moveToText(actions[i]));
    }
    return sb.toString();
  }

  private static String name(int c) {
    return c < 0 ? "?" : String.valueOf(RANKS.charAt(c));
  }

  /**
   * The seat's card, every bet so far (who made it follows from the order), and once the hand is
   * over the cards shown down, such as {@code player 2 of 2 | card K | bets: check bet call |
   * showdown: J K}; while dealing, how many cards are out.
   */
  @Override
  public String observation(int seat) {
    StringBuilder sb = new StringBuilder();
    sb.append("player ").append(seat + 1).append(" of ").append(n);
    sb.append(" | card ").append(name(card[seat]));
    if (dealt < n) {
      sb.append(" | dealt ").append(dealt).append(" of ").append(n);
      return sb.toString();
    }
    sb.append(" | bets: ").append(bets());
    if (over) {
      sb.append(" | ").append(showdown());
    }
    return sb.toString();
  }

  private String showdown() {
    if (showdownSize() < 2) {
      return "player " + (winner() + 1) + " wins uncontested";
    }
    StringBuilder sb = new StringBuilder("showdown:");
    for (int s = 0; s < n; s++) {
      sb.append(' ').append(inShowdown(s) ? name(card[s]) : "-");
    }
    return sb.toString();
  }

  /** The hand drawn with the api's kit, every card face up: {@link PokerDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    String[] cards = new String[n];
    for (int s = 0; s < n; s++) {
      cards[s] = card[s] < 0 ? null : name(card[s]);
    }
    String[] lines = render().split("\n");
    return java.util.Optional.of(
        PokerDrawing.draw(cards, false, null, bets(), lines[lines.length - 1]));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder("cards:");
    for (int s = 0; s < n; s++) {
      sb.append(" player ")
          .append(s + 1)
          .append(' ')
          .append(name(card[s]))
          .append(s < n - 1 ? "," : "");
    }
    sb.append("\nbets: ").append(bets()).append('\n');
    if (over) {
      sb.append("player ")
          .append(winner() + 1)
          .append(" wins ")
          .append(utility(winner()))
          .append(showdownSize() >= 2 ? " at the showdown" : " uncontested");
    } else if (dealt < n) {
      sb.append("dealing to player ").append(dealt + 1);
    } else {
      sb.append("player ")
          .append(acted % n + 1)
          .append(" to ")
          .append(bettor < 0 ? "check or bet" : "fold or call");
    }
    return sb.toString();
  }
}
