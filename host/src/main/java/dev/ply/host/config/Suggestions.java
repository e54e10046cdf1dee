package dev.ply.host.config;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * "Did you mean …?" for misspelt keys, plugin ids and option names: the nearest candidate by edit
 * distance, ignoring letter case.
 *
 * <p>A candidate is suggested only when it is close: at most {@code max(2, length / 3)} edits from
 * the given word, where {@code length} is the given word's length. So {@code strategi} suggests
 * {@code strategy}, and {@code xyz} suggests nothing rather than an unrelated word. Stateless and
 * thread-safe.
 */
public final class Suggestions {

  private Suggestions() {}

  /**
   * The edit distance between two words, ignoring case: the fewest single-character insertions,
   * deletions, substitutions and swaps of two neighbouring characters that turn one into the other
   * (Damerau's "optimal string alignment" form of Levenshtein's distance), so that the common typo
   * {@code gamse} is one edit from {@code games}.
   */
  public static int distance(String a, String b) {
    String s = a.toLowerCase(Locale.ROOT);
    String t = b.toLowerCase(Locale.ROOT);
    int[][] d = new int[s.length() + 1][t.length() + 1];
    for (int i = 0; i <= s.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= t.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= s.length(); i++) {
      for (int j = 1; j <= t.length(); j++) {
        int cost = s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
        if (i > 1
            && j > 1
            && s.charAt(i - 1) == t.charAt(j - 2)
            && s.charAt(i - 2) == t.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[s.length()][t.length()];
  }

  /**
   * The candidate nearest to {@code given}, if one is close enough (see the class comment). Of
   * equally near candidates, one of the given word's length wins (a swap or a wrong letter is a
   * likelier typo than a missing one), then the alphabetically first, so the answer does not depend
   * on the collection's order.
   */
  public static Optional<String> nearest(String given, Collection<String> candidates) {
    Objects.requireNonNull(given, "given");
    int limit = Math.max(2, given.length() / 3);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int d = distance(given, candidate);
      if (d <= limit && (d < bestDistance || d == bestDistance && better(given, candidate, best))) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best != null ? Optional.of(best) : sharingAStem(given, candidates);
  }

  /**
   * When no candidate is within reach by edits, the one that shares the longest beginning with the
   * given word, ignoring case, hyphens and underscores, if that beginning is at least five letters
   * and half the word: {@code connect4} finds {@code connect-four}.
   */
  private static Optional<String> sharingAStem(String given, Collection<String> candidates) {
    String g = stem(given);
    String best = null;
    int bestLength = Math.max(5, (g.length() + 1) / 2) - 1;
    for (String candidate : candidates) {
      String c = stem(candidate);
      int common = 0;
      while (common < g.length() && common < c.length() && g.charAt(common) == c.charAt(common)) {
        common++;
      }
      if (common > bestLength
          || common == bestLength && best != null && candidate.compareTo(best) < 0) {
        best = candidate;
        bestLength = common;
      }
    }
    return Optional.ofNullable(best);
  }

  private static String stem(String word) {
    return word.toLowerCase(Locale.ROOT).replace("-", "").replace("_", "");
  }

  private static boolean better(String given, String candidate, String best) {
    boolean sameLength = candidate.length() == given.length();
    boolean bestSameLength = best.length() == given.length();
    if (sameLength != bestSameLength) {
      return sameLength;
    }
    return candidate.compareTo(best) < 0;
  }

  /**
   * {@code did you mean 'x'?}, if a candidate is near. A word of the form {@code tt-size} is read
   * as a family ({@code tt-}) and a member: when no candidate is one edit away, the candidates of
   * the same family are better guesses than a word that merely looks alike, since the member is
   * where one guesses the name ({@code tt-size} means {@code tt-mb}, not the two-letters-away
   * {@code tt-wipe}); so all of them are offered, in the collection's order: {@code did you mean
   * 'tt-mb' or 'tt-wipe'?}.
   */
  public static Optional<String> didYouMean(String given, Collection<String> candidates) {
    String spelled = given.replace("+", "-plus"); // cfr+ as the papers write it: cfr-plus
    if (!spelled.equals(given) && candidates.contains(spelled)) {
      return Optional.of("did you mean '" + spelled + "'?");
    }
    Optional<String> near = nearest(given, candidates);
    if (near.isPresent() && distance(given, near.get()) <= 1) {
      return near.map(s -> "did you mean '" + s + "'?");
    }
    List<String> family = family(given, candidates);
    if (!family.isEmpty()) {
      List<String> quoted = family.stream().map(f -> "'" + f + "'").toList();
      return Optional.of(
          "did you mean "
              + (quoted.size() == 1
                  ? quoted.get(0)
                  : String.join(", ", quoted.subList(0, quoted.size() - 1))
                      + " or "
                      + quoted.get(quoted.size() - 1))
              + "?");
    }
    return near.map(s -> "did you mean '" + s + "'?");
  }

  /** The candidates that share the given word's part before its first hyphen, hyphen included. */
  private static List<String> family(String given, Collection<String> candidates) {
    int hyphen = given.indexOf('-');
    if (hyphen <= 0) {
      return List.of();
    }
    String prefix = given.substring(0, hyphen + 1).toLowerCase(Locale.ROOT);
    return candidates.stream()
        .filter(c -> c.toLowerCase(Locale.ROOT).startsWith(prefix) && !c.equalsIgnoreCase(given))
        .toList();
  }

  /**
   * {@link #hint(String, Collection, String)} with the list named {@code known}: {@code did you
   * mean 'tic-tac-toe'?}, or {@code known: connect-four, tic-tac-toe}, or {@code known: none}.
   */
  public static String hint(String given, Collection<String> candidates) {
    return hint(given, candidates, "known");
  }

  /**
   * A hint line for an unknown word: {@code did you mean 'strategy'?} when a candidate is close,
   * otherwise {@code <listName>: a, b, c} (in the collection's order), or {@code <listName>: none}.
   *
   * @param listName what the candidates are, such as {@code valid keys} or {@code available games}
   */
  public static String hint(String given, Collection<String> candidates, String listName) {
    return didYouMean(given, candidates)
        .orElseGet(
            () ->
                listName + ": " + (candidates.isEmpty() ? "none" : String.join(", ", candidates)));
  }
}
