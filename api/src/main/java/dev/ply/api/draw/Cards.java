package dev.ply.api.draw;

/**
 * Playing cards drawn on an {@link Svg}: face up with a rank and a suit, or face down. A game of
 * hidden cards draws them face up in {@link dev.ply.api.GameState#svg()}, which is the whole truth
 * for the record; what a seat saw stays its observation.
 */
public final class Cards {

  private Cards() {}

  /** The height of a card of width {@code width}: the proportions of a poker card. */
  public static double height(double width) {
    return width * 1.4;
  }

  /**
   * A card face up with its top-left corner at {@code (x, y)}: the rank large in the middle, the
   * suit below it; hearts and diamonds ({@code ♥ ♦}) in red.
   *
   * @param rank what the card shows, such as {@code K} or {@code 10}
   * @param suit a suit symbol ({@code ♠ ♥ ♦ ♣}) or {@code ""}
   */
  public static Svg faceUp(Svg svg, double x, double y, double width, String rank, String suit) {
    double h = height(width);
    String ink = suit.equals("♥") || suit.equals("♦") ? "#c00" : "#111";
    svg.at("card " + rank + suit).rect(x, y, width, h, "#fff", "#333", 1.2);
    svg.text(x + width / 2, y + h * 0.4, rank, width * 0.5, ink);
    if (!suit.isEmpty()) {
      svg.text(x + width / 2, y + h * 0.75, suit, width * 0.4, ink);
    }
    return svg;
  }

  /** A card face down with its top-left corner at {@code (x, y)}. */
  public static Svg faceDown(Svg svg, double x, double y, double width) {
    double h = height(width);
    svg.at("card back").rect(x, y, width, h, "#2b4c7e", "#333", 1.2);
    return svg.rect(x + width * 0.12, y + width * 0.12, width * 0.76, h - width * 0.24, "#3d67a8");
  }
}
