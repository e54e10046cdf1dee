package dev.ply.host.store;

import java.util.regex.Pattern;

/**
 * The one rule by which Ply keeps passwords out of what it stores, prints, logs and exports: the
 * password of any URL ({@code postgresql://ply:secret@host/db}) and the value of any
 * parameter, key or variable whose name ends in {@code password}, {@code passwd} or {@code pwd}
 * ({@code ?password=secret}, {@code password: secret}, {@code PGPASSWORD=secret}) read
 * {@code ***}. Everything else of the text is kept, so a config kept for reproducibility still
 * reads as the file did.
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
  private static final Pattern PASSWORD_VALUE = Pattern.compile(
      "(?i)\\b([A-Za-z_]*(?:password|passwd|pwd))(\\s*[=:]\\s*)"
          + "(\"[^\"]*\"|'[^']*'|[^\\s&;,'\"}\\]]+)");

  private Redaction() {}

  /** {@code text} with every password it holds replaced by {@link #HIDDEN}. */
  public static String credentials(String text) {
    String out = URL_PASSWORD.matcher(text).replaceAll("$1:" + HIDDEN + "@");
    return PASSWORD_VALUE.matcher(out).replaceAll("$1$2" + HIDDEN);
  }
}
