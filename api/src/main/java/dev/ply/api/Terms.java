package dev.ply.api;

import java.util.ArrayList;
import java.util.List;

/**
 * A ground term of a rules language, read from KIF ({@code (mark 1 1)}) or from the prefix form of
 * move texts ({@code mark(1,1)}), for {@link GameLibrary#kifOf} and {@link GameLibrary#textOf}.
 */
final class Terms {

  private final String name;
  private final List<Terms> args;

  private Terms(String name, List<Terms> args) {
    this.name = name;
    this.args = args;
  }

  static Terms parse(String text) {
    Reader r = new Reader(text);
    r.skip();
    Terms t = r.term();
    r.skip();
    if (r.pos < text.length()) {
      throw r.error("unexpected '" + text.charAt(r.pos) + "'");
    }
    return t;
  }

  /** The arguments of the top-level {@code (role x)} sentences of KIF rules, in order. */
  static List<String> roles(String rules) {
    StringBuilder text = new StringBuilder();
    for (String line : rules.split("\n", -1)) {
      int semicolon = line.indexOf(';');
      text.append(semicolon >= 0 ? line.substring(0, semicolon) : line).append('\n');
    }
    Reader r = new Reader(text.toString());
    List<String> roles = new ArrayList<>();
    r.skip();
    while (r.pos < r.text.length()) {
      Terms t = r.term();
      if (t.name.equals("role") && t.args.size() == 1) {
        roles.add(t.args.get(0).kif());
      }
      r.skip();
    }
    return List.copyOf(roles);
  }

  String kif() {
    if (args.isEmpty()) {
      return name;
    }
    StringBuilder b = new StringBuilder("(").append(name);
    for (Terms a : args) {
      b.append(' ').append(a.kif());
    }
    return b.append(')').toString();
  }

  String prefix() {
    if (args.isEmpty()) {
      return name;
    }
    StringBuilder b = new StringBuilder(name).append('(');
    for (int i = 0; i < args.size(); i++) {
      b.append(i == 0 ? "" : ",").append(args.get(i).prefix());
    }
    return b.append(')').toString();
  }

  private static final class Reader {
    final String text;
    int pos;

    Reader(String text) {
      this.text = text;
    }

    void skip() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    IllegalArgumentException error(String what) {
      return new IllegalArgumentException(
          "'" + text + "' is no GDL term: " + what + " at column " + (pos + 1));
    }

    String word() {
      int start = pos;
      while (pos < text.length()) {
        char c = text.charAt(pos);
        if (Character.isWhitespace(c) || c == '(' || c == ')' || c == ',') {
          break;
        }
        pos++;
      }
      if (pos == start) {
        throw error(pos < text.length() ? "unexpected '" + text.charAt(pos) + "'" : "it ends");
      }
      return text.substring(start, pos).toLowerCase(java.util.Locale.ROOT);
    }

    Terms term() {
      if (pos < text.length() && text.charAt(pos) == '(') {
        pos++;
        skip();
        String name = word();
        List<Terms> args = new ArrayList<>();
        skip();
        while (pos < text.length() && text.charAt(pos) != ')') {
          args.add(term());
          skip();
        }
        if (pos >= text.length()) {
          throw error("a ')' is missing");
        }
        pos++;
        return new Terms(name, List.copyOf(args));
      }
      String name = word();
      List<Terms> args = new ArrayList<>();
      if (pos < text.length() && text.charAt(pos) == '(') {
        pos++;
        skip();
        while (true) {
          args.add(term());
          skip();
          if (pos < text.length() && text.charAt(pos) == ',') {
            pos++;
            skip();
          } else if (pos < text.length() && text.charAt(pos) == ')') {
            pos++;
            break;
          } else {
            throw error("a ',' or ')' is missing");
          }
        }
      }
      return new Terms(name, List.copyOf(args));
    }
  }
}
