package dev.ply.host.store;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The one rule by which Ply keeps passwords out of what it stores, prints, logs and exports: the
 * password of any URL ({@code postgresql://ply:secret@host/db}) and the value of any parameter, key
 * or variable whose name ends in {@code password}, {@code passwd} or {@code pwd} ({@code
 * ?password=secret}, {@code password: secret}, {@code PGPASSWORD=secret}) read {@code ***}.
 * Everything else of the text is kept, so a config kept for reproducibility still reads as the file
 * did.
 */
public final class Redaction {

  /** What a password reads as. */
  public static final String HIDDEN = "***";

  /**
   * {@code scheme://user:password@}: the password is the second group, up to the last {@code @}
   * before the path, so that a password written with a raw {@code @} ({@code se@cret}) is hidden
   * whole, not cut at its first {@code @}.
   */
  private static final Pattern URL_PASSWORD =
      Pattern.compile("([A-Za-z][A-Za-z0-9+.-]*://[^\\s:/@?#'\"]*):([^\\s/'\"]*)@");

  /** {@code password=...}, {@code password: ...} and the like, up to a separator. */
  private static final Pattern PASSWORD_VALUE =
      Pattern.compile(
          "(?i)\\b([A-Za-z_]*(?:password|passwd|pwd))(\\s*[=:]\\s*)"
              + "(\"[^\"]*\"|'[^']*'|[^\\s&;,'\"}\\]]+)");

  private Redaction() {}

  /**
   * A config's text as Ply keeps it: {@link #credentials}, and when the file's {@code database} URL
   * holds a password, its whole top-level {@code database:} entry written again as the URL without
   * it. The text rule cannot see a password that YAML spreads over lines (an escaped line break in
   * a quoted scalar, a folded block); the parsed URL can.
   */
  public static String config(String text, StoreLocation database) {
    String out = credentials(text);
    if (!(database instanceof StoreLocation.PostgresUrl url) || url.password().isEmpty()) {
      return out;
    }
    List<String> lines = new ArrayList<>(out.lines().toList());
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).matches("database\\s*:.*")) {
        int end = i + 1;
        while (end < lines.size()
            && !lines.get(end).isEmpty()
            && Character.isWhitespace(lines.get(end).charAt(0))) {
          end++;
        }
        lines.subList(i, end).clear();
        lines.add(
            i,
            "database: \"postgresql://"
                + url.user()
                + ":"
                + HIDDEN
                + "@"
                + url.host()
                + ":"
                + url.port()
                + "/"
                + url.database()
                + "\"");
        break;
      }
    }
    return String.join("\n", lines) + (out.endsWith("\n") ? "\n" : "");
  }

  /** {@code text} with every password it holds replaced by {@link #HIDDEN}. */
  public static String credentials(String text) {
    String out = URL_PASSWORD.matcher(text).replaceAll("$1:" + HIDDEN + "@");
    return PASSWORD_VALUE.matcher(out).replaceAll("$1$2" + HIDDEN);
  }
}
