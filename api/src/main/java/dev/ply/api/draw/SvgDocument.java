package dev.ply.api.draw;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The check of the contract of {@link dev.ply.api.GameState#svg()}: the host runs it on every
 * drawing before it shows or writes one, and tests run it to read a drawing back (which piece
 * stands where, by {@code data-at}).
 *
 * <p>The parser is hardened: no DTD, no external entity, nothing fetched.
 */
public final class SvgDocument {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private SvgDocument() {}

  /**
   * Parses a drawing and checks it keeps the contract: well-formed XML without a DTD, one {@code
   * svg} root in the SVG namespace with a {@code viewBox}, no {@code script} or {@code
   * foreignObject} element, no {@code on…} attribute, no {@code href} but to {@code #id}, no {@code
   * url(…)} but to {@code #id}.
   *
   * @return the parsed document
   * @throws IllegalArgumentException naming the first rule the text breaks
   */
  public static Document parse(String svg) {
    Document doc;
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setXIncludeAware(false);
      factory.setExpandEntityReferences(false);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(new DefaultHandler());
      doc = builder.parse(new InputSource(new StringReader(svg)));
    } catch (SAXException e) {
      throw new IllegalArgumentException("the drawing is not well-formed XML: " + e.getMessage());
    } catch (ParserConfigurationException | IOException e) {
      throw new IllegalStateException("cannot set up an XML parser: " + e.getMessage(), e);
    }
    for (Node child = doc.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child.getNodeType() == Node.PROCESSING_INSTRUCTION_NODE) {
        throw new IllegalArgumentException("the drawing has a processing instruction");
      }
    }
    Element root = doc.getDocumentElement();
    if (!"svg".equals(root.getLocalName()) || !SVG_NS.equals(root.getNamespaceURI())) {
      throw new IllegalArgumentException(
          "the drawing's root is not an <svg> element in the namespace " + SVG_NS);
    }
    if (!root.hasAttribute("viewBox")) {
      throw new IllegalArgumentException("the drawing's <svg> has no viewBox");
    }
    check(root);
    return doc;
  }

  /** The elements of a parsed drawing that carry {@code data-at="name"}, in document order. */
  public static List<Element> at(Document doc, String name) {
    List<Element> found = new ArrayList<>();
    NodeList all = doc.getElementsByTagNameNS("*", "*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (name.equals(e.getAttribute("data-at"))) {
        found.add(e);
      }
    }
    return found;
  }

  private static void check(Element element) {
    String name = element.getLocalName();
    if ("script".equalsIgnoreCase(name) || "foreignObject".equalsIgnoreCase(name)) {
      throw new IllegalArgumentException("the drawing has a <" + name + "> element");
    }
    NamedNodeMap attributes = element.getAttributes();
    for (int i = 0; i < attributes.getLength(); i++) {
      Node a = attributes.item(i);
      String attr = a.getLocalName() == null ? a.getNodeName() : a.getLocalName();
      String value = a.getNodeValue();
      if (attr.toLowerCase(java.util.Locale.ROOT).startsWith("on")) {
        throw new IllegalArgumentException("the drawing has an event attribute " + attr);
      }
      if (attr.equals("href") && !value.startsWith("#")) {
        throw new IllegalArgumentException("the drawing refers to " + value + " outside itself");
      }
      String lower = value.toLowerCase(java.util.Locale.ROOT).replace(" ", "");
      int url = lower.indexOf("url(");
      while (url >= 0) {
        String rest = lower.substring(url + 4).replace("'", "").replace("\"", "");
        if (!rest.startsWith("#")) {
          throw new IllegalArgumentException("the drawing refers to " + value + " outside itself");
        }
        url = lower.indexOf("url(", url + 4);
      }
    }
    for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element e) {
        check(e);
      } else if (child.getNodeType() == Node.PROCESSING_INSTRUCTION_NODE) {
        throw new IllegalArgumentException("the drawing has a processing instruction");
      }
    }
  }
}
