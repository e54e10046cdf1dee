package dev.ply.host.ggp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An expression of KIF, the prefix notation the messages of the GGP protocol and the Game
 * Description Language are written in: an atom ({@code noop}, {@code 1}, {@code ?x}) or a list of
 * expressions in parentheses ({@code (mark 1 1)}). Atoms keep their case as read; {@link #lower()}
 * gives the standard form GDL moves are compared in (KIF is read case-insensitively by every GGP
 * program). A {@code ;} starts a comment to the end of its line.
 *
 * @param atom the atom, or null for a list
 * @param items the items of a list; empty for an atom
 */
public record Kif(String atom, List<Kif> items) {

  public Kif {
    items = List.copyOf(items);
  }

  /** An atom. */
  public static Kif atom(String text) {
    return new Kif(text, List.of());
  }

  /** A list. */
  public static Kif list(List<Kif> items) {
    return new Kif(null, items);
  }

  /** Whether this is an atom. */
  public boolean isAtom() {
    return atom != null;
  }

  /** Whether this is the atom {@code word}, in any case. */
  public boolean is(String word) {
    return atom != null && atom.equalsIgnoreCase(word);
  }

  /** The same expression with every atom in lower case. */
  public Kif lower() {
    return isAtom()
        ? atom(atom.toLowerCase(Locale.ROOT))
        : list(items.stream().map(Kif::lower).toList());
  }

  /** Written in standard form: single spaces, no space inside the parentheses. */
  @Override
  public String toString() {
    if (isAtom()) {
      return atom;
    }
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < items.size(); i++) {
      sb.append(i == 0 ? "" : " ").append(items.get(i));
    }
    return sb.append(')').toString();
  }

  /**
   * The one expression of {@code text}.
   *
   * @throws IllegalArgumentException when it is not exactly one expression, saying where
   */
  public static Kif parse(String text) {
    Reader r = new Reader(text);
    Kif kif = r.expression();
    r.skip();
    if (!r.atEnd()) {
      throw r.error("more after the end of the expression");
    }
    return kif;
  }

  /**
   * Every expression of {@code text} in order, such as the rules of a game.
   *
   * @throws IllegalArgumentException when one does not parse, saying where
   */
  public static List<Kif> parseAll(String text) {
    Reader r = new Reader(text);
    List<Kif> all = new ArrayList<>();
    r.skip();
    while (!r.atEnd()) {
      all.add(r.expression());
      r.skip();
    }
    return all;
  }

  /**
   * A move of a game written either in KIF ({@code (mark 1 1)}) or in the prefix form a game may
   * use for its move texts, which holds no spaces ({@code mark(1,1)}): the move as a GGP message
   * carries it, in lower case.
   *
   * @throws IllegalArgumentException when it is neither
   */
  public static Kif move(String text) {
    String t = text.strip();
    int paren = t.indexOf('(');
    if (paren <= 0) {
      return parse(t).lower();
    }
    Reader r = new Reader(t);
    Kif kif = r.prefixTerm();
    if (!r.atEnd()) {
      throw r.error("more after the end of the term");
    }
    return kif.lower();
  }

  /** Reads KIF from a text, keeping its line and column for errors. */
  private static final class Reader {
    private final String text;
    private int pos;

    Reader(String text) {
      this.text = text;
    }

    boolean atEnd() {
      return pos >= text.length();
    }

    void skip() {
      while (pos < text.length()) {
        char c = text.charAt(pos);
        if (c == ';') {
          while (pos < text.length() && text.charAt(pos) != '\n') {
            pos++;
          }
        } else if (Character.isWhitespace(c)) {
          pos++;
        } else {
          return;
        }
      }
    }

    IllegalArgumentException error(String what) {
      int line = 1;
      int column = 1;
      for (int i = 0; i < Math.min(pos, text.length()); i++) {
        if (text.charAt(i) == '\n') {
          line++;
          column = 1;
        } else {
          column++;
        }
      }
      return new IllegalArgumentException(line + ":" + column + ": " + what);
    }

    /** The deepest nesting of lists read: deeper is refused, not a stack overflow. */
    static final int MAX_NESTING = 1000;

    private int nesting;

    Kif expression() {
      skip();
      if (atEnd()) {
        throw error("an expression was expected, the text ends");
      }
      char c = text.charAt(pos);
      if (c == ')') {
        throw error("')' without its '('");
      }
      if (c != '(') {
        return atom(word());
      }
      int open = pos;
      if (++nesting > MAX_NESTING) {
        throw error("lists nested more than " + MAX_NESTING + " deep");
      }
      pos++;
      List<Kif> items = new ArrayList<>();
      while (true) {
        skip();
        if (atEnd()) {
          pos = open;
          throw error("'(' without its ')'");
        }
        if (text.charAt(pos) == ')') {
          pos++;
          nesting--;
          return list(items);
        }
        items.add(expression());
      }
    }

    String word() {
      int start = pos;
      while (pos < text.length()) {
        char c = text.charAt(pos);
        if (Character.isWhitespace(c) || c == '(' || c == ')' || c == ';' || c == ',') {
          break;
        }
        pos++;
      }
      if (pos == start) {
        throw error("unexpected '" + text.charAt(pos) + "'");
      }
      return text.substring(start, pos);
    }

    /** {@code name} or {@code name(arg,arg...)}, each argument a term of the same form. */
    Kif prefixTerm() {
      String name = word();
      if (atEnd() || text.charAt(pos) != '(') {
        return atom(name);
      }
      pos++;
      List<Kif> items = new ArrayList<>();
      items.add(atom(name));
      while (true) {
        items.add(prefixTerm());
        if (atEnd()) {
          throw error("a ')' is missing");
        }
        char c = text.charAt(pos++);
        if (c == ')') {
          return list(items);
        }
        if (c != ',') {
          pos--;
          throw error("a ',' or ')' was expected");
        }
      }
    }
  }
}
