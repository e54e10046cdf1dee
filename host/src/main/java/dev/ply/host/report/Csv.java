package dev.ply.host.report;

/**
 * CSV fields as RFC 4180 writes them: a field that holds a comma, a double quote, a carriage
 * return or a line feed is enclosed in double quotes, with each double quote inside doubled; SQL
 * NULL is an empty field. Records end with CRLF (the writer's job). pandas' {@code read_csv}, R's
 * {@code read.csv} and spreadsheets read this back unchanged.
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
    String text = value.toString();
    boolean quote = false;
    for (int i = 0; i < text.length() && !quote; i++) {
      char c = text.charAt(i);
      quote = c == ',' || c == '"' || c == '\r' || c == '\n';
    }
    return quote ? '"' + text.replace("\"", "\"\"") + '"' : text;
  }
}
