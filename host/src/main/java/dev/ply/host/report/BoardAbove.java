package dev.ply.host.report;

import dev.ply.api.GameState;
import dev.ply.api.draw.SvgDocument;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Locale;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

/**
 * A picture of a search (the tree {@code ply trace} draws) with the position it starts from above
 * it, drawn as the game draws itself ({@link GameState#svg()}, checked by {@link BoardDrawing}, the
 * drawing the report's replay and the live page show). Both are kept as SVG, nested, so that the
 * whole stays one vector picture for slides and papers.
 */
public final class BoardAbove {

  /** The height the board is drawn at, in the picture's units. */
  static final double BOARD_HEIGHT = 260;

  private static final double MARGIN = 24;

  private BoardAbove() {}

  /**
   * The picture with the board, or as it was and why not.
   *
   * @param svg the picture, with the board when there is one
   * @param problem why a game that draws itself has no board here (its drawing failed), or empty
   */
  public record Result(String svg, Optional<String> problem) {}

  /**
   * {@code picture} with {@code position}'s drawing above it; as it is for a game that draws none.
   */
  public static Result of(String picture, GameState position) {
    BoardDrawing.Drawn drawn = BoardDrawing.of(position);
    if (drawn.svg().isEmpty()) {
      return new Result(picture, drawn.problem());
    }
    try {
      Document board = SvgDocument.parse(drawn.svg().get());
      Document tree = parse(picture);
      double[] b = box(board.getDocumentElement());
      double[] t = box(tree.getDocumentElement());
      double boardWidth = b[2] / b[3] * BOARD_HEIGHT;
      place(board.getDocumentElement(), b, MARGIN, MARGIN, boardWidth, BOARD_HEIGHT);
      double treeTop = MARGIN + BOARD_HEIGHT + 8;
      place(tree.getDocumentElement(), t, 0, treeTop, t[2], t[3]);
      double width = Math.max(t[2], boardWidth + 2 * MARGIN);
      double height = treeTop + t[3];
      String whole =
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
              + n(width)
              + "\" height=\""
              + n(height)
              + "\" viewBox=\"0 0 "
              + n(width)
              + ' '
              + n(height)
              + "\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
              + text(board)
              + "\n"
              + text(tree)
              + "\n</svg>\n";
      return new Result(whole, Optional.empty());
    } catch (RuntimeException | javax.xml.transform.TransformerException e) {
      return new Result(
          picture, Optional.of("the board could not be put above the picture: " + e.getMessage()));
    }
  }

  /** The root's viewBox as x, y, width, height (from width and height where it has none). */
  private static double[] box(Element root) {
    String viewBox = root.getAttribute("viewBox").strip();
    if (!viewBox.isEmpty()) {
      String[] parts = viewBox.split("[\\s,]+");
      return new double[] {
        Double.parseDouble(parts[0]),
        Double.parseDouble(parts[1]),
        Double.parseDouble(parts[2]),
        Double.parseDouble(parts[3])
      };
    }
    double w = Double.parseDouble(root.getAttribute("width").replace("px", ""));
    double h = Double.parseDouble(root.getAttribute("height").replace("px", ""));
    return new double[] {0, 0, w, h};
  }

  /** Makes {@code root} a nested picture at (x, y), scaled into width × height. */
  private static void place(Element root, double[] box, double x, double y, double w, double h) {
    root.setAttribute("viewBox", n(box[0]) + " " + n(box[1]) + " " + n(box[2]) + " " + n(box[3]));
    root.setAttribute("x", n(x));
    root.setAttribute("y", n(y));
    root.setAttribute("width", n(w));
    root.setAttribute("height", n(h));
  }

  private static Document parse(String svg) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    } catch (Exception e) {
      throw new IllegalArgumentException("the picture is not well-formed SVG: " + e.getMessage());
    }
  }

  private static String text(Document doc) throws javax.xml.transform.TransformerException {
    var t = TransformerFactory.newInstance().newTransformer();
    t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
    StringWriter out = new StringWriter();
    t.transform(new DOMSource(doc), new StreamResult(out));
    return out.toString();
  }

  private static String n(double v) {
    return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.2f", v);
  }
}
