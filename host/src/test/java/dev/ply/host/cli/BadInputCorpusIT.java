package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Strategy;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pf4j.Extension;

/**
 * A corpus of broken inputs, each run through the real CLI ({@link Main#execute}) with the real
 * plugin jars of {@code target/plugins}, and each with the exact message a user gets.
 *
 * <p>Each directory of {@code src/test/resources/bad-inputs} is one case, copied to a temporary
 * directory before it runs:
 *
 * <ul>
 *   <li>{@code args}: the arguments after {@code ply}, one per line; {@code $DIR} stands for the
 *       copied case directory, {@code $DB} for a database path inside the temporary directory.
 *   <li>{@code expected-stderr}: the exact standard error, with {@code $DIR} for the copied case
 *       directory and {@code $PLUGINS} for the built-in plugin directory.
 *   <li>{@code expected-exit}: the exit code (2 for a usage or config error).
 *   <li>{@code expected-no-db} (optional, empty): the database {@code $DB} must not be created.
 *   <li>{@code expected-stdout-contains} (optional): lines that standard output must contain;
 *       without this file, standard output must be empty.
 *   <li>{@code pending} (optional, instead of {@code expected-stderr}): why the current message is
 *       not good enough to be enshrined. The case still checks the exit code, the database and
 *       standard output, and is then reported as skipped with that reason.
 *   <li>Input files: config files, openings files, and so on.
 *   <li>{@code plugins-src/NAME.jar/}: built into the jar {@code $DIR/plugins/NAME.jar}. Its {@code
 *       META-INF/MANIFEST.MF}, if any, is the jar's manifest; its {@code .java} files are compiled
 *       against the api and PF4J and only their classes go in; a {@code bundled-classes} file names
 *       classes of the test's class path (one per line) whose class files are copied into the jar
 *       as they are; every other file goes in as it is. Without a manifest the jar has none.
 *   <li>{@code plugins-src/NAME.jar.copy}: {@code $DIR/plugins/NAME.jar} is a copy of the built-in
 *       plugin jar whose file name starts with the line this file holds.
 * </ul>
 */
class BadInputCorpusIT {

  private static final String CORPUS = "/bad-inputs";

  @TempDir Path temp;

  static Stream<String> cases() throws IOException {
    try (Stream<Path> dirs = Files.list(corpus())) {
      return dirs
          .filter(Files::isDirectory)
          .map(d -> d.getFileName().toString())
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void brokenInputFailsWithItsExactMessageAndWritesNothing(String name) throws Exception {
    Path dir = temp.resolve(name);
    copyTree(corpus().resolve(name), dir);
    buildPlugins(dir);
    Path db = temp.resolve("results.db");

    List<String> args = new ArrayList<>();
    for (String line : Files.readAllLines(dir.resolve("args"))) {
      args.add(line.replace("$DIR", dir.toString()).replace("$DB", db.toString()));
    }
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.execute(
            new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
    String stderr =
        normalize(err.toString())
            .replace(dir.toString(), "$DIR")
            .replace(builtInPlugins().toString(), "$PLUGINS");
    String stdout = normalize(out.toString());

    assertEquals(
        Integer.parseInt(read(dir, "expected-exit").strip()),
        code,
        name + ": exit code; stderr:\n" + stderr);
    if (Files.exists(dir.resolve("expected-no-db"))) {
      assertFalse(Files.exists(db), name + ": no database is written");
    }
    if (Files.exists(dir.resolve("expected-stdout-contains"))) {
      for (String line : Files.readAllLines(dir.resolve("expected-stdout-contains"))) {
        assertTrue(stdout.contains(line), name + ": '" + line + "' in stdout:\n" + stdout);
      }
    } else {
      assertEquals("", stdout, name + ": nothing on stdout");
    }
    if (Files.exists(dir.resolve("pending"))) {
      Assumptions.abort(
          name
              + ": message to improve: "
              + read(dir, "pending").strip()
              + "\ncurrent stderr:\n"
              + stderr);
    }
    assertEquals(read(dir, "expected-stderr"), stderr, name + ": stderr");
  }

  // ---- the corpus

  private static Path corpus() {
    URL url = BadInputCorpusIT.class.getResource(CORPUS);
    assertNotNull(url, CORPUS + " on the test class path");
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Path builtInPlugins() {
    return Path.of(System.getProperty(PluginOptions.PLUGINS_PROPERTY));
  }

  private static String read(Path dir, String file) throws IOException {
    return normalize(Files.readString(dir.resolve(file)));
  }

  private static String normalize(String text) {
    return text.replace("\r\n", "\n");
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path source : files.toList()) {
        Path target = to.resolve(from.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target);
        }
      }
    }
  }

  // ---- plugin jars built at run time

  private static void buildPlugins(Path dir) throws IOException {
    Path sources = dir.resolve("plugins-src");
    if (!Files.isDirectory(sources)) {
      return;
    }
    Path plugins = Files.createDirectories(dir.resolve("plugins"));
    try (Stream<Path> entries = Files.list(sources)) {
      for (Path source : entries.sorted().toList()) {
        String file = source.getFileName().toString();
        if (file.endsWith(".jar.copy")) {
          copyBuiltIn(
              Files.readString(source).strip(),
              plugins.resolve(file.substring(0, file.length() - ".copy".length())));
        } else if (file.endsWith(".jar") && Files.isDirectory(source)) {
          buildJar(source, plugins.resolve(file));
        }
      }
    }
  }

  private static void copyBuiltIn(String prefix, Path target) throws IOException {
    try (Stream<Path> jars = Files.list(builtInPlugins())) {
      Path jar =
          jars.filter(p -> p.getFileName().toString().startsWith(prefix))
              .sorted()
              .findFirst()
              .orElseThrow(() -> new IllegalStateException("no built-in plugin " + prefix + "*"));
      Files.copy(jar, target);
    }
  }

  static void buildJar(Path source, Path jar) throws IOException {
    Path manifestFile = source.resolve("META-INF/MANIFEST.MF");
    Path classes =
        Files.createDirectories(source.resolveSibling(source.getFileName() + ".classes"));
    List<Path> javaFiles;
    List<Path> plainFiles;
    try (Stream<Path> files = Files.walk(source)) {
      List<Path> all = files.filter(Files::isRegularFile).sorted().toList();
      javaFiles = all.stream().filter(p -> p.toString().endsWith(".java")).toList();
      plainFiles =
          all.stream()
              .filter(
                  p ->
                      !p.toString().endsWith(".java")
                          && !p.equals(manifestFile)
                          && !p.equals(source.resolve("bundled-classes")))
              .toList();
    }
    compile(javaFiles, classes);
    try (OutputStream file = Files.newOutputStream(jar);
        ZipOutputStream zip =
            Files.exists(manifestFile)
                ? new JarOutputStream(file, manifest(manifestFile))
                : new ZipOutputStream(file)) {
      for (Path plain : plainFiles) {
        put(zip, source.relativize(plain), Files.readAllBytes(plain));
      }
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path c : files.filter(Files::isRegularFile).sorted().toList()) {
          put(zip, classes.relativize(c), Files.readAllBytes(c));
        }
      }
      if (Files.exists(source.resolve("bundled-classes"))) {
        for (String className : Files.readAllLines(source.resolve("bundled-classes"))) {
          String entry = className.strip().replace('.', '/') + ".class";
          put(zip, Path.of(entry), classBytes(entry));
        }
      }
    }
  }

  private static Manifest manifest(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return new Manifest(in);
    }
  }

  private static void put(ZipOutputStream zip, Path name, byte[] bytes) throws IOException {
    String entry = name.toString().replace(File.separatorChar, '/');
    zip.putNextEntry(zip instanceof JarOutputStream ? new JarEntry(entry) : new ZipEntry(entry));
    zip.write(bytes);
    zip.closeEntry();
  }

  private static byte[] classBytes(String resource) throws IOException {
    try (InputStream in = BadInputCorpusIT.class.getClassLoader().getResourceAsStream(resource)) {
      assertNotNull(in, resource + " on the test class path");
      return in.readAllBytes();
    }
  }

  /** Compiles against the api and PF4J, as a plugin module does (no annotation processing). */
  private static void compile(List<Path> javaFiles, Path classes) {
    if (javaFiles.isEmpty()) {
      return;
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertNotNull(javac, "compiling a test plugin needs a JDK, not a JRE");
    List<String> args =
        new ArrayList<>(
            List.of(
                "-proc:none",
                "--release",
                "17",
                "-classpath",
                location(Strategy.class) + File.pathSeparator + location(Extension.class),
                "-d",
                classes.toString()));
    javaFiles.forEach(p -> args.add(p.toString()));
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    int code = javac.run(null, messages, messages, args.toArray(String[]::new));
    assertEquals(0, code, messages.toString(StandardCharsets.UTF_8));
  }

  private static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
