package dev.ply.gdl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The reader of KIF, the syntax of GDL: words and parenthesised lists, {@code ;} comments to the
 * end of the line, any whitespace, any letter case (GDL is case-insensitive, so every word is read
 * in lower case). Each expression keeps the line and column where it starts, for the messages.
 */
final class Kif {

  /** An expression: a word ({@code list} null) or a list ({@code word} null), where it starts. */
  record Sx(String word, List<Sx> list, int line, int column) {

    boolean isWord() {
      return word != null;
    }

    /** The expression as KIF in standard form, lower case, single spaces. */
    @Override
    public String toString() {
      if (isWord()) {
        return word;
      }
      StringBuilder b = new StringBuilder("(");
      for (int i = 0; i < list.size(); i++) {
        b.append(i == 0 ? "" : " ").append(list.get(i));
      }
      return b.append(')').toString();
    }
  }

  private final String source;
  private final String text;
  private int pos;
  private int line = 1;
  private int column = 1;

  private Kif(String source, String text) {
    this.source = source;
    this.text = text;
  }

  /**
   * The top-level expressions of a rules text.
   *
   * @param source the file name, for the messages
   * @throws IllegalArgumentException naming {@code source:line:column} and what is wrong
   */
  static List<Sx> read(String source, String text) {
    Kif k = new Kif(source, text);
    List<Sx> out = new ArrayList<>();
    while (true) {
      k.skip();
      if (k.pos >= text.length()) {
        return out;
      }
      if (text.charAt(k.pos) == ')') {
        throw k.error("a ')' closes no '('");
      }
      out.add(k.expression());
    }
  }

  private IllegalArgumentException error(String what) {
    return error(line, column, what);
  }

  private IllegalArgumentException error(int l, int c, String what) {
    return new IllegalArgumentException(source + ":" + l + ":" + c + ": " + what);
  }

  private void advance() {
    if (text.charAt(pos) == '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
    pos++;
  }

  private void skip() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == ';') {
        while (pos < text.length() && text.charAt(pos) != '\n') {
          advance();
        }
      } else if (Character.isWhitespace(c)) {
        advance();
      } else {
        return;
      }
    }
  }

  /** The deepest nesting of lists read: deeper is refused, not a stack overflow. */
  static final int MAX_NESTING = 1000;

  private int nesting;

  private Sx expression() {
    int l = line;
    int c = column;
    if (text.charAt(pos) == '(') {
      if (++nesting > MAX_NESTING) {
        throw error(l, c, "lists nested more than " + MAX_NESTING + " deep");
      }
      advance();
      List<Sx> items = new ArrayList<>();
      while (true) {
        skip();
        if (pos >= text.length()) {
          throw error(l, c, "this '(' is never closed (the file ends first)");
        }
        if (text.charAt(pos) == ')') {
          advance();
          if (items.isEmpty()) {
            throw error(l, c, "an empty list '()' is no GDL sentence or term");
          }
          nesting--;
          return new Sx(null, List.copyOf(items), l, c);
        }
        items.add(expression());
      }
    }
    int start = pos;
    while (pos < text.length()) {
      char ch = text.charAt(pos);
      if (Character.isWhitespace(ch) || ch == '(' || ch == ')' || ch == ';') {
        break;
      }
      if (ch == '"' || ch == '\'' || ch == '`' || ch == ',' || ch == '#' || ch == '|') {
        throw error("the character '" + ch + "' may not appear in a GDL word");
      }
      advance();
    }
    return new Sx(text.substring(start, pos).toLowerCase(Locale.ROOT), null, l, c);
  }
}
