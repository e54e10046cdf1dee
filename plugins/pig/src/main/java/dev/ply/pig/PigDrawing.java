package dev.ply.pig;

import dev.ply.api.draw.Dice;
import dev.ply.api.draw.Svg;

/**
 * A Pig position drawn with the api's kit: each player's banked score as a bar towards the goal,
 * the turn total of the player whose turn it is, and the die as it fell last (none before the first
 * roll of the game).
 */
final class PigDrawing {

  private static final double BAR = 240;

  private PigDrawing() {}

  /**
   * @param lastDie the face the die showed last, or 0 when the last move was no roll
   */
  static String draw(
      int goal, int[] score, int turnTotal, int toMove, int lastDie, String caption) {
    Svg svg = new Svg(400, 150);
    svg.rect(0, 0, 400, 150, "white");
    for (int seat = 0; seat < 2; seat++) {
      double y = 20 + seat * 40;
      String ink = seat == toMove ? "#111" : "#777";
      svg.text(10, y + 10, "player " + (seat + 1), 12, ink, "start");
      svg.rect(70, y, BAR, 20, "#eee", "#999", 1);
      double filled = BAR * Math.min(1.0, score[seat] / (double) goal);
      if (filled > 0) {
        svg.rect(70, y, filled, 20, seat == 0 ? "#1f6fbf" : "#c0392b");
      }
      if (seat == toMove && turnTotal > 0) {
        double extra = BAR * Math.min(1.0, (score[seat] + turnTotal) / (double) goal) - filled;
        svg.rect(70 + filled, y, extra, 20, seat == 0 ? "#9cc3ea" : "#eba59c");
      }
      svg.at("score " + (seat + 1))
          .text(70 + BAR + 8, y + 10, String.valueOf(score[seat]), 13, "#111", "start");
    }
    svg.text(70 + BAR + 40, 10, "goal " + goal, 10, "#555", "end");
    svg.at("turn total").text(10, 110, "turn total " + turnTotal, 12, "#111", "start");
    if (lastDie > 0) {
      Dice.die(svg, 150, 92, 36, lastDie);
    }
    svg.text(200, 140, caption, 11, "#222");
    return svg.toString();
  }
}
