package dev.ply.host.report;

import dev.ply.host.PrintableText;
import dev.ply.host.json.Json;

/**
 * CSV fields as RFC 4180 writes them: a field that holds a comma, a double quote, a carriage return
 * or a line feed is enclosed in double quotes, with each double quote inside doubled; SQL NULL is
 * an empty field. Records end with CRLF (the writer's job). pandas' {@code read_csv}, R's {@code
 * read.csv} and spreadsheets read this back unchanged.
 *
 * <p>Text from players is made harmless on the way (numbers are written as they are): control
 * characters (ESC, BEL, NUL …, all but tab, carriage return and line feed) and bidirectional
 * controls are written as {@code \xNN} and {@code \}{@code uXXXX} ({@link PrintableText}), and a
 * text field that begins with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage
 * return gets a leading {@code '}, as OWASP advises against CSV injection, so that a spreadsheet
 * shows an entrant named {@code -2-3} or {@code =HYPERLINK(…)} as text and never runs it as a
 * formula.
 */
final class Csv {

  private Csv() {}

  /** One value as a field: null is empty, numbers as Java prints them, text quoted if needed. */
  static String field(Object value) {
    if (value == null) {
      return "";
    }
    if (value instanceof Double d) {
      StringBuilder sb = new StringBuilder();
      Json.appendNumber(sb, d);
      String number = sb.toString();
      return number.equals("null") ? "" : number;
    }
    if (value instanceof Number) {
      return value.toString();
    }
    String text = PrintableText.cleanKeeping(value.toString(), "\t\r\n");
    if (!text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0) {
      text = "'" + text;
    }
    boolean quote = false;
    for (int i = 0; i < text.length() && !quote; i++) {
      char c = text.charAt(i);
      quote = c == ',' || c == '"' || c == '\r' || c == '\n';
    }
    return quote ? '"' + text.replace("\"", "\"\"") + '"' : text;
  }
}
