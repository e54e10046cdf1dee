package dev.ply.nim;

import dev.ply.api.draw.Svg;

/**
 * A Nim position drawn with the api's kit: one row of sticks a heap, its size at the end of the
 * row, and the sticks the last move took shown faded where they were.
 */
final class NimDrawing {

  private static final double STICK = 12;
  private static final double ROW = 30;
  private static final double LEFT = 60;

  private NimDrawing() {}

  /**
   * @param lastHeap the heap the last move took from, or -1
   * @param lastTaken how many it took
   */
  static String draw(int[] heaps, int lastHeap, int lastTaken, String caption) {
    int widest = 1;
    for (int h = 0; h < heaps.length; h++) {
      widest = Math.max(widest, heaps[h] + (h == lastHeap ? lastTaken : 0));
    }
    double width = Math.max(LEFT + widest * STICK + 50, 20 + caption.length() * 6.5);
    Svg svg = new Svg(width, Math.max(1, heaps.length) * ROW + 30);
    svg.rect(0, 0, svg.width(), svg.height(), "white");
    for (int h = 0; h < heaps.length; h++) {
      double y = h * ROW + ROW / 2;
      svg.text(8, y, "heap " + (h + 1), 11, "#555", "start");
      int taken = h == lastHeap ? lastTaken : 0;
      for (int k = 0; k < heaps[h] + taken; k++) {
        double x = LEFT + k * STICK + STICK / 2;
        boolean gone = k >= heaps[h];
        svg.line(x, y - 10, x, y + 10, gone ? "#d0c4a8" : "#8a5a2b", gone ? 2 : 4);
      }
      svg.at("heap " + (h + 1))
          .text(LEFT + (heaps[h] + taken) * STICK + 20, y, String.valueOf(heaps[h]), 13, "#222");
    }
    svg.text(svg.width() / 2, svg.height() - 14, caption, 11, "#222");
    return svg.toString();
  }
}
