package dev.ply.host.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A strict RFC 4180 reader for tests: records end with CRLF, a field is either plain (no comma,
 * quote, CR or LF) or enclosed in double quotes with inner quotes doubled. Anything else fails.
 */
final class Rfc4180 {

  private Rfc4180() {}

  static List<List<String>> parse(String text) {
    List<List<String>> records = new ArrayList<>();
    List<String> record = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      StringBuilder field = new StringBuilder();
      if (text.charAt(i) == '"') {
        i++;
        while (true) {
          if (i >= text.length()) {
            throw new IllegalArgumentException("unterminated quoted field");
          }
          char c = text.charAt(i++);
          if (c == '"') {
            if (i < text.length() && text.charAt(i) == '"') {
              field.append('"');
              i++;
            } else {
              break;
            }
          } else {
            field.append(c);
          }
        }
      } else {
        while (i < text.length() && text.charAt(i) != ',' && text.charAt(i) != '\r') {
          char c = text.charAt(i++);
          if (c == '"' || c == '\n') {
            throw new IllegalArgumentException("a quote or line feed in a plain field at " + i);
          }
          field.append(c);
        }
      }
      record.add(field.toString());
      if (i < text.length() && text.charAt(i) == ',') {
        i++;
        continue;
      }
      if (!text.startsWith("\r\n", i)) {
        throw new IllegalArgumentException("a record must end with CRLF at " + i);
      }
      i += 2;
      records.add(record);
      record = new ArrayList<>();
    }
    return records;
  }
}
