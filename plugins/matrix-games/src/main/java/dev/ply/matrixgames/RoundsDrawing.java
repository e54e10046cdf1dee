package dev.ply.matrixgames;

import dev.ply.api.draw.Cards;
import dev.ply.api.draw.Svg;
import java.util.List;

/**
 * A game of simultaneous rounds (rock-paper-scissors, Goofspiel) drawn with the api's kit: one row
 * a round played, each seat's choice as a card (and Goofspiel's prize before them), the winner of
 * the round named, the last round marked; then a few lines of what stands now.
 */
final class RoundsDrawing {

  private static final double CARD = 30;
  private static final double ROW = Cards.height(CARD) + 8;

  private RoundsDrawing() {}

  /**
   * One round.
   *
   * @param prize the prize card, or null for a game without one
   * @param first the first seat's choice as a card shows it
   * @param second the second seat's
   * @param outcome who took the round, in words
   */
  record Round(String prize, String first, String second, String outcome) {}

  static String draw(List<Round> rounds, List<String> footer) {
    boolean prizes = rounds.stream().anyMatch(r -> r.prize() != null);
    double cardsLeft = prizes ? 120 : 80;
    double height = 30 + Math.max(1, rounds.size()) * ROW + footer.size() * 16 + 10;
    Svg svg = new Svg(420, height);
    svg.rect(0, 0, 420, height, "white");
    if (prizes) {
      svg.text(70 + CARD / 2, 12, "prize", 10, "#555");
    }
    svg.text(cardsLeft + CARD / 2, 12, "player 1", 10, "#555");
    svg.text(cardsLeft + 50 + CARD / 2, 12, "player 2", 10, "#555");
    for (int r = 0; r < rounds.size(); r++) {
      Round round = rounds.get(r);
      double y = 24 + r * ROW;
      if (r == rounds.size() - 1) {
        svg.rect(2, y - 3, 416, ROW - 2, "rgba(255,213,0,0.25)", "#d4a000", 1.5);
      }
      svg.text(10, y + ROW / 2 - 4, "round " + (r + 1), 11, "#333", "start");
      if (round.prize() != null) {
        Cards.faceUp(svg, 70, y, CARD, round.prize(), "");
      }
      Cards.faceUp(svg, cardsLeft, y, CARD, round.first(), "");
      Cards.faceUp(svg, cardsLeft + 50, y, CARD, round.second(), "");
      svg.at("round " + (r + 1))
          .text(cardsLeft + 100, y + ROW / 2 - 4, round.outcome(), 11, "#111", "start");
    }
    double y = 30 + Math.max(1, rounds.size()) * ROW;
    for (String line : footer) {
      svg.text(10, y, line, 11, "#222", "start");
      y += 16;
    }
    return svg.toString();
  }
}
