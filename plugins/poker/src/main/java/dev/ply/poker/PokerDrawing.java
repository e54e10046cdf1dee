package dev.ply.poker;

import dev.ply.api.draw.Cards;
import dev.ply.api.draw.Svg;

/**
 * A poker hand drawn with the api's kit, as the record's whole truth: every seat's card face up
 * once dealt (face down before), Leduc's board card, the bets and what happens next. What a seat
 * saw stays its observation; this drawing is for the report's whole-truth view and the export.
 */
final class PokerDrawing {

  private static final double CARD = 44;
  private static final double GAP = 70;

  private PokerDrawing() {}

  /**
   * @param cards each seat's card as the game names it ({@code K}, {@code Qh}), null before its
   *     deal
   * @param board the board card, null before it is dealt; ignored unless {@code hasBoard}
   * @param bets the bets so far, one line
   */
  static String draw(String[] cards, boolean hasBoard, String board, String bets, String caption) {
    int places = cards.length + (hasBoard ? 1 : 0);
    double width = Math.max(300, 20 + places * GAP);
    double top = 24;
    Svg svg = new Svg(width, top + Cards.height(CARD) + 60);
    svg.rect(0, 0, svg.width(), svg.height(), "#2f6b3b");
    for (int s = 0; s < cards.length; s++) {
      double x = 20 + s * GAP;
      svg.text(x + CARD / 2, 12, "player " + (s + 1), 11, "#fff");
      card(svg, x, top, cards[s]);
    }
    if (hasBoard) {
      double x = 20 + cards.length * GAP;
      svg.text(x + CARD / 2, 12, "board", 11, "#fff");
      card(svg, x, top, board);
    }
    double y = top + Cards.height(CARD) + 18;
    svg.text(10, y, "bets: " + bets, 11, "#fff", "start");
    svg.text(10, y + 20, caption, 11, "#fff", "start");
    return svg.toString();
  }

  private static void card(Svg svg, double x, double y, String name) {
    if (name == null) {
      Cards.faceDown(svg, x, y, CARD);
      return;
    }
    String rank = name.substring(0, 1);
    String suit = "";
    if (name.length() > 1) {
      suit =
          switch (name.charAt(1)) {
            case 's' -> "♠";
            case 'h' -> "♥";
            case 'd' -> "♦";
            case 'c' -> "♣";
            default -> name.substring(1);
          };
    }
    Cards.faceUp(svg, x, y, CARD, rank, suit);
  }
}
