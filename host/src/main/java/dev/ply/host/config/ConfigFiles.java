package dev.ply.host.config;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * What every config file shares before its keys are read: reading its text, finding its top-level
 * mapping, and naming its default database.
 */
final class ConfigFiles {

  private ConfigFiles() {}

  /** Why a file could not be read, as the message and hint of a problem. */
  static final class Unreadable extends Exception {
    private final String hint;
    private final int line;
    private final int column;

    Unreadable(String message, String hint) {
      this(message, hint, 0, 0);
    }

    /** With the line and column (from 1) where the trouble starts; 0 for the whole file. */
    Unreadable(String message, String hint, int line, int column) {
      super(message, null, false, false);
      this.hint = hint;
      this.line = line;
      this.column = column;
    }

    String hint() {
      return hint;
    }

    int line() {
      return line;
    }

    int column() {
      return column;
    }
  }

  /**
   * The largest config file read: far beyond any real match or tournament, small enough that a
   * stray huge file (a 50 MB scalar, {@code /dev/zero}) is refused at once instead of stalling the
   * YAML parser.
   */
  static final int MAX_CHARS = 1 << 20;

  /** The most lines of an openings file (books of a million positions exist). */
  static final int MAX_BOOK_LINES = 2_000_000;

  /** The longest line of an openings file: a PGN game on one line fits many times over. */
  static final int MAX_BOOK_LINE_CHARS = 1 << 16;

  /**
   * How long a file that is not a regular file (a pipe, {@code /dev/stdin}, a FIFO, a device) may
   * take to be read to its end: a FIFO nobody writes to would otherwise hang the command.
   */
  static final long SPECIAL_FILE_SECONDS = 30;

  /** What was read from files that can be read only once (a pipe, /dev/stdin), by path. */
  /** Special files that gave nothing within the wait, by path: the next read fails at once. */
  private static final java.util.Map<Path, Unreadable> FAILED_ONCE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private static final java.util.Map<Path, String> READ_ONCE =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** How much of a file may be read. */
  private record Cap(long chars, long lines, long lineChars) {}

  /**
   * The text of a config file, read as UTF-8 as a stream of at most {@link #MAX_CHARS} characters;
   * a pipe or {@code /dev/stdin} is read once and may be asked for again.
   *
   * @param kind what the file should be, with its article, for {@code this is a directory, not a
   *     match file}
   * @throws Unreadable with {@code no such file} (hint: the absolute path looked for), {@code the
   *     file is not UTF-8 text}, {@code cannot read the file: permission denied}, {@code more than
   *     1 MB}, and so on
   */
  static String read(Path file, String kind) throws Unreadable {
    return read(file, kind, new Cap(MAX_CHARS, Long.MAX_VALUE, Long.MAX_VALUE));
  }

  /**
   * The text of an openings file, as a stream capped by its lines ({@link #MAX_BOOK_LINES}, each at
   * most {@link #MAX_BOOK_LINE_CHARS}), not by its size: a book of any real size is read.
   */
  static String readBook(Path file, String kind) throws Unreadable {
    return read(file, kind, new Cap(Long.MAX_VALUE, MAX_BOOK_LINES, MAX_BOOK_LINE_CHARS));
  }

  private static String read(Path file, String kind, Cap cap) throws Unreadable {
    try {
      if (Files.isDirectory(file)) {
        throw new Unreadable("this is a directory, not " + kind, "");
      }
      if (!Files.exists(file)) {
        throw new NoSuchFileException(file.toString());
      }
      if (Files.isRegularFile(file)) {
        long size = Files.size(file);
        if (size > cap.chars()) {
          throw new Unreadable(
              String.format(
                  java.util.Locale.ROOT,
                  "the file is %.1f MB; %s is" + " at most %d MB",
                  size / 1e6,
                  kind,
                  cap.chars() >> 20),
              "is this the file you meant?");
        }
        try (java.io.InputStream in = Files.newInputStream(file)) {
          return readCapped(in, kind, cap);
        } catch (MalformedInputException e) {
          throw notUtf8(file);
        }
      }
      String earlier = READ_ONCE.get(file.toAbsolutePath());
      Unreadable failed = FAILED_ONCE.get(file.toAbsolutePath());
      if (failed != null) {
        throw failed; // waited for once already: the second read must not wait again
      }
      return earlier != null ? earlier : readSpecial(file, kind, cap);
    } catch (NoSuchFileException e) {
      throw new Unreadable(
          "no such file",
          "looked for "
              + file.toAbsolutePath()
              + otherSpelling(file).map(other -> "; did you mean " + other + "?").orElse(""));
    } catch (AccessDeniedException e) {
      throw new Unreadable("cannot read the file: permission denied", "");
    } catch (IOException e) {
      throw new Unreadable("cannot read the file: " + e.getMessage(), "");
    }
  }

  /** The file beside {@code file} that the other spelling of YAML's extension names, if any. */
  private static java.util.Optional<Path> otherSpelling(Path file) {
    Path name = file.getFileName();
    if (name == null) {
      return java.util.Optional.empty();
    }
    String text = name.toString();
    String other =
        text.endsWith(".yml")
            ? text.substring(0, text.length() - 4) + ".yaml"
            : text.endsWith(".yaml") ? text.substring(0, text.length() - 5) + ".yml" : null;
    if (other == null) {
      return java.util.Optional.empty();
    }
    Path candidate = file.resolveSibling(other);
    return Files.isRegularFile(candidate)
        ? java.util.Optional.of(candidate)
        : java.util.Optional.empty();
  }

  /**
   * Reads a file that is not a regular file on a thread of its own, waiting at most {@link
   * #SPECIAL_FILE_SECONDS}: opening a FIFO blocks until someone writes to it.
   */
  private static String readSpecial(Path file, String kind, Cap cap)
      throws Unreadable, IOException {
    java.util.concurrent.FutureTask<String> task =
        new java.util.concurrent.FutureTask<>(
            () -> {
              try (java.io.InputStream in = Files.newInputStream(file)) {
                return readCapped(in, kind, cap);
              }
            });
    Thread reader = new Thread(task, "ply-read-" + file.getFileName());
    reader.setDaemon(true);
    reader.start();
    try {
      String text = task.get(SPECIAL_FILE_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
      READ_ONCE.put(file.toAbsolutePath(), text);
      return text;
    } catch (java.util.concurrent.TimeoutException e) {
      task.cancel(true);
      Unreadable silent =
          new Unreadable(
              "nothing came from it within "
                  + SPECIAL_FILE_SECONDS
                  + " s: it is not"
                  + " a regular file (a FIFO or a device), and nothing wrote it to its end",
              "give a regular file, or pipe the text in: ply match /dev/stdin < file.yaml");
      FAILED_ONCE.put(file.toAbsolutePath(), silent);
      throw silent;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Unreadable("interrupted while reading it", "");
    } catch (java.util.concurrent.ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof Unreadable u) {
        throw u;
      }
      if (cause instanceof MalformedInputException) {
        throw new Unreadable("the file is not UTF-8 text", "save it as UTF-8");
      }
      if (cause instanceof IOException io) {
        throw io;
      }
      throw new IOException(String.valueOf(cause.getMessage()), cause);
    }
  }

  /** Reads {@code in} as strict UTF-8 up to the cap, or says which cap it passed. */
  private static String readCapped(java.io.InputStream in, String kind, Cap cap)
      throws IOException, Unreadable {
    java.io.Reader reader =
        new java.io.BufferedReader(
            new java.io.InputStreamReader(
                in,
                java.nio.charset.StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)));
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    long lines = 1;
    long lineChars = 0;
    for (int n; (n = reader.read(buffer)) > 0; ) {
      for (int i = 0; i < n; i++) {
        if (buffer[i] == '\n') {
          lines++;
          lineChars = 0;
          if (lines > cap.lines()) {
            throw new Unreadable(
                "it has more than "
                    + cap.lines()
                    + " lines; "
                    + kind
                    + " has at"
                    + " most "
                    + cap.lines(),
                "is this the file you meant?");
          }
        } else if (++lineChars > cap.lineChars()) {
          throw new Unreadable(
              "line " + lines + " is longer than " + cap.lineChars() + " characters",
              "is this the file you meant?",
              (int) Math.min(lines, Integer.MAX_VALUE),
              1);
        }
      }
      text.append(buffer, 0, n);
      if (text.length() > cap.chars()) {
        throw new Unreadable(
            "the file is more than "
                + cap.chars() / (1 << 20)
                + " MB; "
                + kind
                + " is at most "
                + cap.chars() / (1 << 20)
                + " MB",
            "is this the file you meant?");
      }
    }
    return text.toString();
  }

  /** Finds the first byte that is not UTF-8, and says where it is. */
  private static Unreadable notUtf8(Path file) {
    try {
      byte[] bytes = Files.readAllBytes(file);
      java.nio.charset.CharsetDecoder decoder =
          java.nio.charset.StandardCharsets.UTF_8.newDecoder();
      java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
      java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length + 1);
      java.nio.charset.CoderResult result = decoder.decode(in, out, true);
      int bad = result.isError() ? in.position() : bytes.length;
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < bad; i++) {
        if (bytes[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      String column =
          java.nio.charset.StandardCharsets.UTF_8
              .decode(java.nio.ByteBuffer.wrap(bytes, lineStart, bad - lineStart))
              .toString();
      return new Unreadable(
          String.format(
              "the file is not UTF-8 text (byte 0x%02X)",
              bytes[Math.min(bad, bytes.length - 1)] & 0xff),
          "save it as UTF-8",
          line,
          column.codePointCount(0, column.length()) + 1);
    } catch (IOException e) {
      return new Unreadable("the file is not UTF-8 text", "save it as UTF-8");
    }
  }

  /** As {@link #read(Path, String)}, for the config file itself: a problem of the whole file. */
  static String readConfig(Path file, String kind) throws ConfigException {
    try {
      return read(file, kind);
    } catch (Unreadable e) {
      throw new ConfigException(
          List.of(new ConfigProblem(file, e.line(), e.column(), e.getMessage(), e.hint())));
    }
  }

  /**
   * The top-level mapping of a config text. A text with no mapping there (empty, a list, a scalar,
   * a syntax error, a refused tag) is reported, and fails at once: nothing else can be checked.
   *
   * @param emptyHint the hint for an empty file, such as {@code a match file needs at least 'game'
   *     and 'players'}
   * @param topHint the hint for a top level of another kind, such as {@code a match file starts
   *     with keys such as 'game:'}
   */
  static MappingNode top(String text, Problems problems, String emptyHint, String topHint)
      throws ConfigException {
    Node root = YamlTree.compose(text, problems);
    if (root == null && problems.isEmpty() || root != null && NodeReader.isNull(root)) {
      problems.add(1, 1, "the file is empty", emptyHint);
    } else if (root != null && !problems.isRefused(root) && !(root instanceof MappingNode)) {
      problems.add(
          root,
          "expected a mapping of keys at the top level, got " + NodeReader.describe(root),
          topHint);
    }
    if (!(root instanceof MappingNode top) || problems.isRefused(root)) {
      throw problems.toException();
    }
    return top;
  }

  /**
   * Refuses a file of the other kind in one problem that names the right command: a tournament file
   * (it has {@code entrants:} and no {@code players:}) given to {@code ply match}, or a match file
   * ({@code players:} and no {@code entrants:}) given to {@code ply tournament}, instead of a
   * problem for every key the other kind does not know.
   *
   * @param kind {@code match} or {@code tournament}, what the command expects
   */
  static void requireKind(MappingNode top, String kind, Path source, Problems problems)
      throws ConfigException {
    java.util.Set<String> keys = new java.util.HashSet<>();
    for (org.yaml.snakeyaml.nodes.NodeTuple t : top.getValue()) {
      if (t.getKeyNode() instanceof org.yaml.snakeyaml.nodes.ScalarNode k) {
        keys.add(k.getValue());
      }
    }
    boolean tournament = keys.contains("entrants") && !keys.contains("players");
    boolean match = keys.contains("players") && !keys.contains("entrants");
    if (kind.equals("match") && tournament) {
      problems.add(
          top,
          "this is a tournament file (it has 'entrants:'), not a match file; run it"
              + " with: ply tournament "
              + source,
          "");
    } else if (kind.equals("tournament") && match) {
      problems.add(
          top,
          "this is a match file (it has 'players:'), not a tournament file; run it"
              + " with: ply match "
              + source,
          "");
    } else {
      return;
    }
    throw problems.toException();
  }

  /**
   * {@code results/<file name without its extension>.db}, or {@code results/<fallback>.db} for a
   * source with no file name.
   */
  static Path defaultDatabase(Path source, String fallback) {
    Path fileName = source.getFileName();
    String base = fileName == null ? "" : fileName.toString();
    int dot = base.lastIndexOf('.');
    if (dot > 0) {
      base = base.substring(0, dot);
    }
    return Path.of("results", (base.isEmpty() ? fallback : base) + ".db");
  }
}
