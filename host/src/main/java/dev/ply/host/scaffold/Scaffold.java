package dev.ply.host.scaffold;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;

/**
 * Writes a plugin project of one's own, as {@code ply new game NAME} and {@code ply new strategy
 * NAME} make it: a standalone Maven project whose parent is Ply's plugin parent, with its own Maven
 * wrapper, a small working example (a take-away game, or a greedy strategy), its conformance test,
 * a tournament file and a README that says how to build, test, load and play it.
 *
 * <p>The templates are resources beside this class ({@code game/}, {@code strategy/}, and the
 * repository's wrapper copied into {@code wrapper/} by the build); {@code {{key}}} in them is
 * replaced by the value of {@code key}. Stateless.
 */
public final class Scaffold {

  /** What kind of plugin to start. */
  public enum Kind {
    GAME("game"),
    STRATEGY("strategy");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    /** {@code game} or {@code strategy}. */
    public String word() {
      return word;
    }
  }

  /** The Maven group of a new project, which its package starts with. */
  public static final String GROUP_ID = "org.example";

  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
  private static final int MAX_ID_LENGTH = 40;
  private static final Pattern KEY = Pattern.compile("\\{\\{([A-Za-z]+)}}");

  /** Types the game's templates import, which its own class must not be named. */
  private static final Set<String> GAME_IMPORTS =
      Set.of("Game", "GameState", "OptionSpec", "Options", "List", "Extension");

  /**
   * The names one plugin id gives a project.
   *
   * @param id the plugin id and the game's or strategy's id, such as {@code my-game}
   * @param name a name for people, {@code My Game}
   * @param className the class name the templates start from, {@code MyGame}
   * @param packageName the Java package, {@code org.example.mygame}
   */
  public record Names(String id, String name, String className, String packageName) {}

  private Scaffold() {}

  /**
   * Why {@code id} cannot name a plugin, or empty when it can: lower-case letters and digits in
   * words joined by single hyphens, starting with a letter, at most 40 characters, and a Java
   * package name once its hyphens are dropped.
   */
  public static Optional<String> invalidId(String id) {
    if (!ID.matcher(id).matches()) {
      // The name as given, on one line: a newline or an escape in it is shown, not obeyed.
      String shown = dev.ply.host.PrintableText.clean(id, false);
      return Optional.of(
          "'"
              + shown
              + "' is not a valid id: use lower-case letters and digits in"
              + " words joined by single hyphens, starting with a letter, such as my-game");
    }
    if (id.length() > MAX_ID_LENGTH) {
      return Optional.of(
          "'"
              + id
              + "' is "
              + id.length()
              + " characters long; an id has at most "
              + MAX_ID_LENGTH);
    }
    String segment = id.replace("-", "");
    if (SourceVersion.isKeyword(segment)) {
      return Optional.of(
          "'"
              + id
              + "' would make the package "
              + GROUP_ID
              + "."
              + segment
              + ", but '"
              + segment
              + "' is a Java keyword; choose another name");
    }
    return Optional.empty();
  }

  /** The names of a project for a valid id. */
  public static Names names(Kind kind, String id) {
    StringBuilder className = new StringBuilder();
    StringBuilder name = new StringBuilder();
    for (String word : id.split("-")) {
      String capitalized = word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
      className.append(capitalized);
      name.append(name.length() == 0 ? "" : " ").append(capitalized);
    }
    String cls = className.toString();
    if (kind == Kind.GAME && GAME_IMPORTS.contains(cls)) {
      cls += "Rules";
    }
    return new Names(id, name.toString(), cls, GROUP_ID + "." + id.replace("-", ""));
  }

  /**
   * Writes the project into {@code dir} (created if needed; it must not hold anything).
   *
   * @param values more template values: {@code plyVersion}, {@code plyContract}, {@code plyMajor},
   *     {@code installKit}
   * @return the files written, relative to {@code dir}, in the order written
   * @throws IOException if a file cannot be written
   */
  public static List<Path> write(Kind kind, Names names, Path dir, Map<String, String> values)
      throws IOException {
    Map<String, String> all = new LinkedHashMap<>(values);
    all.put("id", names.id());
    all.put("Name", names.name());
    all.put("Class", names.className());
    all.put("package", names.packageName());
    all.put("packagePath", names.packageName().replace('.', '/'));
    all.put("groupId", GROUP_ID);
    all.put(
        "description",
        kind == Kind.GAME
            ? names.name() + ": a game for Ply."
            : names.name() + ": a strategy for Ply.");

    String java = "src/main/java/" + all.get("packagePath") + "/";
    String test = "src/test/java/" + all.get("packagePath") + "/";
    String cls = names.className();
    Map<String, String> files = new LinkedHashMap<>();
    files.put(kind.word() + "/pom.xml.tmpl", "pom.xml");
    files.put(kind.word() + "/README.md.tmpl", "README.md");
    if (kind == Kind.GAME) {
      files.put("game/Game.java.tmpl", java + cls + ".java");
      files.put("game/State.java.tmpl", java + cls + "State.java");
    } else {
      files.put("strategy/Strategy.java.tmpl", java + cls + "Strategy.java");
      files.put("strategy/Player.java.tmpl", java + cls + "Player.java");
    }
    files.put(kind.word() + "/ConformanceTest.java.tmpl", test + cls + "ConformanceTest.java");
    files.put(kind.word() + "/tournament.yaml.tmpl", "tournament.yaml");
    files.put("gitignore.tmpl", ".gitignore");

    Files.createDirectories(dir);
    List<Path> written = new ArrayList<>();
    for (Map.Entry<String, String> f : files.entrySet()) {
      written.add(writeFile(dir, f.getValue(), fill(resource(f.getKey()), all, f.getKey())));
    }
    for (String w : List.of("mvnw", "mvnw.cmd", ".mvn/wrapper/maven-wrapper.properties")) {
      written.add(writeFile(dir, w, resource("wrapper/" + w)));
    }
    makeExecutable(dir.resolve("mvnw"));
    return written;
  }

  /** Whether {@code dir} is missing or an empty directory: where a project may be written. */
  public static boolean isFree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return true;
    }
    if (!Files.isDirectory(dir)) {
      return false;
    }
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.findAny().isEmpty();
    }
  }

  private static Path writeFile(Path dir, String relative, String content) throws IOException {
    Path file = dir.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return Path.of(relative);
  }

  private static void makeExecutable(Path file) throws IOException {
    try {
      Set<PosixFilePermission> permissions = EnumSet.copyOf(Files.getPosixFilePermissions(file));
      permissions.addAll(
          List.of(
              PosixFilePermission.OWNER_EXECUTE,
              PosixFilePermission.GROUP_EXECUTE,
              PosixFilePermission.OTHERS_EXECUTE));
      Files.setPosixFilePermissions(file, permissions);
    } catch (UnsupportedOperationException e) {
      // Windows: mvnw.cmd is the one that runs there
    }
  }

  /** A template's text with every {@code {{key}}} replaced. */
  static String fill(String template, Map<String, String> values, String name) {
    Matcher m = KEY.matcher(template);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String value = values.get(m.group(1));
      if (value == null) {
        throw new IllegalStateException(
            "template " + name + " uses {{" + m.group(1) + "}}, which has no value");
      }
      m.appendReplacement(sb, Matcher.quoteReplacement(value));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static String resource(String name) {
    try (InputStream in = Scaffold.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(
            "the template " + name + " is missing from Ply's jar;" + " rebuild Ply");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
