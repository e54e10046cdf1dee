package dev.ply.api.draw;

import java.util.Locale;

/**
 * A standalone SVG document built element by element, the base of the drawing kit: every text and
 * attribute value is escaped, coordinates are written with at most two decimals, and the document
 * has the SVG namespace and a {@code viewBox} of its size, so what {@link #toString()} returns
 * keeps the contract of {@link dev.ply.api.GameState#svg()} whatever strings a game passes.
 *
 * <p>Coordinates are in user units, {@code x} to the right and {@code y} down from the top-left
 * corner. Colours are any CSS colour ({@code #f0d9b5}, {@code black}); a colour of {@code none}
 * draws no fill or no stroke.
 *
 * <p>An element may carry the name of the place it stands for, {@link #at(String)}: written as
 * {@code data-at="e4"}, it lets tests (and a browser's inspector) find the piece on a square
 * without computing coordinates.
 *
 * <p>Not thread-safe; one drawing per instance.
 */
public final class Svg {

  private final double width;
  private final double height;
  private final StringBuilder body = new StringBuilder();
  private String at;

  /**
   * An empty drawing of the given size.
   *
   * @throws IllegalArgumentException unless both are positive and finite
   */
  public Svg(double width, double height) {
    if (!(width > 0) || !(height > 0) || Double.isInfinite(width) || Double.isInfinite(height)) {
      throw new IllegalArgumentException(
          "a drawing needs a positive size, not " + width + "x" + height);
    }
    this.width = width;
    this.height = height;
  }

  /** The width given to the constructor. */
  public double width() {
    return width;
  }

  /** The height given to the constructor. */
  public double height() {
    return height;
  }

  /** The next element drawn carries {@code data-at="name"}: the place it stands for. */
  public Svg at(String name) {
    this.at = name;
    return this;
  }

  /** A rectangle, filled, without a stroke. */
  public Svg rect(double x, double y, double w, double h, String fill) {
    return rect(x, y, w, h, fill, "none", 0);
  }

  /** A rectangle with a fill and a stroke of the given width. */
  public Svg rect(double x, double y, double w, double h, String fill, String stroke, double sw) {
    return open("rect")
        .attr("x", x)
        .attr("y", y)
        .attr("width", w)
        .attr("height", h)
        .paint(fill, stroke, sw)
        .end();
  }

  /** A circle with a fill and a stroke of the given width. */
  public Svg circle(double cx, double cy, double r, String fill, String stroke, double sw) {
    return open("circle").attr("cx", cx).attr("cy", cy).attr("r", r).paint(fill, stroke, sw).end();
  }

  /** A straight line. */
  public Svg line(double x1, double y1, double x2, double y2, String stroke, double sw) {
    return open("line")
        .attr("x1", x1)
        .attr("y1", y1)
        .attr("x2", x2)
        .attr("y2", y2)
        .paint("none", stroke, sw)
        .end();
  }

  /**
   * A closed polygon through the points {@code x0, y0, x1, y1, …}.
   *
   * @throws IllegalArgumentException for an odd number of coordinates or fewer than three points
   */
  public Svg polygon(double[] xy, String fill, String stroke, double sw) {
    if (xy.length % 2 != 0 || xy.length < 6) {
      throw new IllegalArgumentException("a polygon needs three or more x, y pairs");
    }
    StringBuilder points = new StringBuilder();
    for (int i = 0; i < xy.length; i += 2) {
      points.append(i == 0 ? "" : " ").append(n(xy[i])).append(',').append(n(xy[i + 1]));
    }
    return open("polygon").attr("points", points.toString()).paint(fill, stroke, sw).end();
  }

  /**
   * A line of text centred on {@code (x, y)}, horizontally and vertically.
   *
   * @param size the font size in user units
   */
  public Svg text(double x, double y, String text, double size, String fill) {
    return text(x, y, text, size, fill, "middle");
  }

  /**
   * A line of text whose anchor ({@code start}, {@code middle} or {@code end}) is at {@code x},
   * vertically centred on {@code y}.
   */
  public Svg text(double x, double y, String text, double size, String fill, String anchor) {
    if (!anchor.equals("start") && !anchor.equals("middle") && !anchor.equals("end")) {
      throw new IllegalArgumentException("a text anchor is start, middle or end, not " + anchor);
    }
    open("text")
        .attr("x", x)
        .attr("y", y)
        .attr("font-size", size)
        .attr("text-anchor", anchor)
        .attr("dominant-baseline", "central")
        .attr("fill", colour(fill));
    body.append('>').append(escape(text)).append("</text>\n");
    return this;
  }

  /**
   * A line of text centred on {@code (x, y)} at {@code size}, or smaller so that it fits {@code
   * maxWidth} (a caption below a narrow board), taking a character as 0.6 of the font size wide.
   */
  public Svg fittedText(
      double x, double y, String text, double size, double maxWidth, String fill) {
    double fitted = text.isEmpty() ? size : Math.min(size, maxWidth / (0.6 * text.length()));
    return text(x, y, text, Math.max(6, fitted), fill);
  }

  /**
   * A glyph (a Unicode chess piece, a letter) centred on {@code (x, y)}, filled and outlined: a
   * white piece is a filled glyph with a white fill and a dark outline.
   */
  public Svg glyph(
      double x, double y, String glyph, double size, String fill, String stroke, double sw) {
    open("text")
        .attr("x", x)
        .attr("y", y)
        .attr("font-size", size)
        .attr("text-anchor", "middle")
        .attr("dominant-baseline", "central")
        .paint(fill, stroke, sw);
    body.append('>').append(escape(glyph)).append("</text>\n");
    return this;
  }

  /**
   * The document: the SVG namespace, a {@code viewBox} of the drawing's size, a default sans-serif
   * font, then the elements in the order they were drawn (later ones on top).
   */
  @Override
  public String toString() {
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
        + n(width)
        + " "
        + n(height)
        + "\" width=\""
        + n(width)
        + "\" height=\""
        + n(height)
        + "\" font-family=\"DejaVu Sans, Segoe UI Symbol, Arial Unicode MS, sans-serif\">\n"
        + body
        + "</svg>\n";
  }

  /**
   * The text with {@code & < > " '} written as XML entities, and every character XML 1.0 cannot
   * hold (control characters other than tab, line feed and carriage return; lone surrogates) as
   * U+FFFD, safe both as element content and inside a quoted attribute value.
   */
  public static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        case '\t', '\n', '\r' -> sb.append(c);
        default -> {
          if (Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            sb.append(c).append(text.charAt(++i));
          } else if (c < 0x20 || Character.isSurrogate(c) || c == 0xFFFE || c == 0xFFFF) {
            sb.append('\uFFFD');
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }

  /** A coordinate with at most two decimals, as the document writes it. */
  public static String n(double v) {
    if (!Double.isFinite(v)) {
      throw new IllegalArgumentException("a coordinate must be finite, not " + v);
    }
    double r = Math.round(v * 100) / 100.0;
    return r == Math.rint(r)
        ? Long.toString((long) r)
        : String.format(Locale.ROOT, "%.2f", r).replaceAll("0$", "");
  }

  // ------------------------------------------------------------------ elements

  private static final java.util.regex.Pattern COLOUR =
      java.util.regex.Pattern.compile(
          "#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30}|(rgb|rgba|hsl|hsla)\\([0-9.,% ]{1,40}\\)");

  /** A colour as given, checked: a colour can never be a url() that reaches outside the drawing. */
  private static String colour(String colour) {
    if (!COLOUR.matcher(colour).matches()) {
      throw new IllegalArgumentException(
          "a colour is #rgb, #rrggbb, a name, rgb(…) or hsl(…), not '" + colour + "'");
    }
    return colour;
  }

  private Svg open(String element) {
    body.append('<').append(element);
    if (at != null) {
      attr("data-at", at);
      at = null;
    }
    return this;
  }

  private Svg attr(String name, double value) {
    return attr(name, n(value));
  }

  private Svg attr(String name, String value) {
    body.append(' ').append(name).append("=\"").append(escape(value)).append('"');
    return this;
  }

  private Svg paint(String fill, String stroke, double strokeWidth) {
    attr("fill", colour(fill));
    if (!"none".equals(stroke) && strokeWidth > 0) {
      attr("stroke", colour(stroke)).attr("stroke-width", strokeWidth);
    }
    return this;
  }

  private Svg end() {
    body.append("/>\n");
    return this;
  }
}
