package dev.ply.host.config;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The opening books chess users have, read into openings: an EPD file (one position a line, its
 * first four FEN fields; the operations after them are ignored) becomes start positions, written
 * {@code fen <FEN>}; a PGN file (games with tags, move numbers, comments, variations, NAGs and
 * results) becomes the SAN moves of each game's main line. Other files are Ply's own: move texts
 * separated by spaces, one opening a line.
 */
final class OpeningFiles {

  private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\\*");
  private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");

  private OpeningFiles() {}

  /** Whether {@code name} names an EPD book. */
  static boolean isEpd(String name) {
    return name.toLowerCase(java.util.Locale.ROOT).endsWith(".epd");
  }

  /** Whether {@code name} names a PGN book. */
  static boolean isPgn(String name) {
    return name.toLowerCase(java.util.Locale.ROOT).endsWith(".pgn");
  }

  /**
   * The opening of one EPD line: {@code fen} and the six FEN fields (the counters 0 and 1), or
   * empty for a blank line; null for a line with fewer than four fields.
   */
  static List<String> epdLine(String line) {
    String body = line.strip();
    if (body.isEmpty() || body.startsWith("#")) {
      return List.of();
    }
    String[] f = body.split("\\s+");
    if (f.length < 4) {
      return null;
    }
    return List.of(Openings.POSITION_MARK, f[0], f[1], f[2], f[3], "0", "1");
  }

  /** The main line of every game of a PGN text, in SAN, in order. */
  static List<List<String>> pgnGames(String text) {
    List<List<String>> games = new ArrayList<>();
    List<String> moves = new ArrayList<>();
    int depth = 0;
    boolean inComment = false;
    StringBuilder token = new StringBuilder();
    String body = text.replaceAll("(?m)^\\[.*\\]\\s*$", " ").replaceAll("(?m)^%.*$", " ") + " ";
    for (int i = 0; i < body.length(); i++) {
      char c = body.charAt(i);
      if (inComment) {
        inComment = c != '}';
        continue;
      }
      if (c == '{') {
        inComment = true;
      } else if (c == ';') {
        while (i < body.length() && body.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
      } else if (Character.isWhitespace(c)) {
        String t = token.toString();
        token.setLength(0);
        if (t.isEmpty() || depth > 0 || t.startsWith("$")) {
          continue;
        }
        String move = MOVE_NUMBER.matcher(t).replaceFirst("");
        if (RESULT.matcher(t).matches()) {
          if (!moves.isEmpty()) {
            games.add(List.copyOf(moves));
          }
          moves.clear();
        } else if (!move.isEmpty()) {
          moves.add(move);
        }
      } else if (depth == 0) {
        token.append(c);
      }
    }
    if (!moves.isEmpty()) {
      games.add(List.copyOf(moves));
    }
    return games;
  }
}
