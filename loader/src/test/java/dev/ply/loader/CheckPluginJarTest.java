package dev.ply.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check the plugin parent runs on every jar it builds, on jars written here with {@code
 * java.util.jar}: a good one loads, and each classic mistake of a plugin build is one line that
 * names the jar, the cause and the fix, the very line the host prints.
 */
class CheckPluginJarTest {

  private static final String FIXTURE = "dev/ply/loader/FixtureStrategy.class";
  private static final String REQUIRES = ApiVersion.requiresFor(ApiVersion.full());

  @TempDir Path temp;

  /** What goes into a test jar: manifest entries (null: no manifest) and files. */
  private static final class JarSpec {
    Map<String, String> manifest =
        new LinkedHashMap<>(
            Map.of("Plugin-Id", "fixture", "Plugin-Version", "1.0.0", "Plugin-Requires", REQUIRES));
    final Map<String, byte[]> files = new LinkedHashMap<>();

    JarSpec() {
      files.put(FIXTURE, classBytes(FIXTURE));
      files.put("META-INF/extensions.idx", text(FixtureStrategy.class.getName() + "\n"));
    }
  }

  private Path write(String name, JarSpec spec) throws IOException {
    Path jar = temp.resolve(name);
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream zip =
            spec.manifest == null
                ? new JarOutputStream(out)
                : new JarOutputStream(out, manifest(spec.manifest))) {
      for (Map.Entry<String, byte[]> f : spec.files.entrySet()) {
        zip.putNextEntry(new JarEntry(f.getKey()));
        zip.write(f.getValue());
        zip.closeEntry();
      }
    }
    return jar;
  }

  private static Manifest manifest(Map<String, String> entries) {
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    entries.forEach((k, v) -> m.getMainAttributes().putValue(k, v));
    return m;
  }

  private static byte[] classBytes(String resource) {
    try (InputStream in = CheckPluginJarTest.class.getClassLoader().getResourceAsStream(resource)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] text(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** The check's lines for a jar that must fail it: exactly one, naming the jar. */
  private static String oneLine(Path jar) {
    List<String> problems = CheckPluginJar.problems(jar, new ArrayList<>());
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).startsWith(jar + ": "), problems.get(0));
    return problems.get(0);
  }

  @Test
  void aJarBuiltAsThePluginParentBuildsItLoadsAndSaysWhatItOffers() throws IOException {
    Path jar = write("good.jar", new JarSpec());
    List<String> summary = new ArrayList<>();
    assertEquals(List.of(), CheckPluginJar.problems(jar, summary));
    assertEquals(
        List.of(
            jar
                + " loads in Ply "
                + ApiVersion.full()
                + ": plugin 'fixture' 1.0.0, strategy fixture"),
        summary);
  }

  @Test
  void aJarWithoutAnExtensionIndexSaysToAnnotateAndToTurnProcessingOn() throws IOException {
    JarSpec spec = new JarSpec();
    spec.files.remove("META-INF/extensions.idx");
    Path jar = write("no-index.jar", spec);
    List<String> lines = CheckPluginJar.problems(jar, new ArrayList<>());
    assertEquals(2, lines.size(), lines.toString());
    assertEquals(
        jar
            + ": class dev.ply.loader.FixtureStrategy implements dev.ply.api.Strategy but"
            + " is not in the jar's extension index (META-INF/extensions.idx), so Ply never sees it;"
            + " annotate it with @org.pf4j.Extension and build again",
        lines.get(1),
        "each class that needs @Extension is named");
    String line = lines.get(0);
    assertTrue(
        line.contains("plugin 'fixture' has no extension index (META-INF/extensions.idx)"), line);
    assertTrue(
        line.contains(
            "annotate each Game, Strategy and Evaluator class with"
                + " @org.pf4j.Extension and compile with <proc>full</proc>"),
        line);
  }

  @Test
  void anEvaluatorLeftOutOfTheExtensionIndexFailsTheCheckWithItsNameAndTheFix() throws IOException {
    JarSpec spec = new JarSpec();
    String evaluator = "dev/ply/loader/FixtureEvaluator.class";
    spec.files.put(evaluator, classBytes(evaluator));
    Path jar = write("forgot-one.jar", spec);
    assertEquals(
        List.of(
            jar
                + ": class dev.ply.loader.FixtureEvaluator implements"
                + " dev.ply.api.Evaluator but is not in the jar's extension index"
                + " (META-INF/extensions.idx), so Ply never sees it; annotate it with"
                + " @org.pf4j.Extension and build again"),
        CheckPluginJar.problems(jar, new ArrayList<>()));
  }

  @Test
  void anEmptyExtensionIndexSaysNoClassWasAnnotated() throws IOException {
    JarSpec spec = new JarSpec();
    spec.files.put("META-INF/extensions.idx", text("# Generated by PF4J\n"));
    List<String> lines = CheckPluginJar.problems(write("empty-index.jar", spec), new ArrayList<>());
    assertEquals(2, lines.size(), lines.toString());
    assertTrue(
        lines
            .get(1)
            .contains(
                "class dev.ply.loader.FixtureStrategy implements"
                    + " dev.ply.api.Strategy but is not in the jar's extension index"),
        lines.get(1));
    String line = lines.get(0);
    assertTrue(
        line.contains("has no extensions: its META-INF/extensions.idx lists no class"), line);
  }

  @Test
  void theApiPackedInTheJarIsNamedWithTheFixProvided() throws IOException {
    JarSpec spec = new JarSpec();
    spec.files.put("dev/ply/api/Strategy.class", classBytes("dev/ply/api/Strategy.class"));
    spec.files.put("dev/ply/api/Game.class", classBytes("dev/ply/api/Game.class"));
    String line = oneLine(write("fat.jar", spec));
    assertTrue(
        line.contains("the jar packs the Ply api (dev/ply/api/Game.class and 1 more)"), line);
    assertTrue(line.contains("declare dev.ply:ply-api with <scope>provided</scope>"), line);
  }

  @Test
  void pf4jPackedInTheJarIsNamedWithTheFixProvided() throws IOException {
    JarSpec spec = new JarSpec();
    spec.files.put("org/pf4j/Extension.class", classBytes("org/pf4j/Extension.class"));
    String line = oneLine(write("pf4j.jar", spec));
    assertTrue(line.contains("the jar packs PF4J (org/pf4j/Extension.class)"), line);
    assertTrue(line.contains("declare org.pf4j:pf4j with <scope>provided</scope>"), line);
  }

  @Test
  void aJarWithoutAManifestOrItsEntriesSaysWhichAreMissing() throws IOException {
    JarSpec none = new JarSpec();
    none.manifest = null;
    assertTrue(
        oneLine(write("none.jar", none))
            .contains(
                "not a Ply plugin: the jar has no"
                    + " manifest (META-INF/MANIFEST.MF); build it with the parent dev.ply:ply-plugin-parent"));

    JarSpec plain = new JarSpec();
    plain.manifest = new LinkedHashMap<>(Map.of("Created-By", "hand"));
    assertTrue(
        oneLine(write("plain.jar", plain))
            .contains(
                "not a Ply plugin: its manifest has"
                    + " no Plugin-Id, no Plugin-Version, no Plugin-Requires"));

    JarSpec noRequires = new JarSpec();
    noRequires.manifest.remove("Plugin-Requires");
    assertTrue(
        oneLine(write("no-requires.jar", noRequires))
            .contains(
                "plugin 'fixture': its"
                    + " manifest has no Plugin-Requires (the api versions it was built for)"));
  }

  @Test
  void aJarBuiltForAnotherApiSaysWhichItRequiresAndThisOneProvides() throws IOException {
    JarSpec spec = new JarSpec();
    spec.manifest.put("Plugin-Requires", ">=7.0.0 & <8.0.0");
    String line = oneLine(write("future.jar", spec));
    assertTrue(
        line.contains(
            "plugin 'fixture' was built for another Ply api: it requires api"
                + " >=7.0.0 & <8.0.0, but this Ply provides "
                + ApiVersion.contract()),
        line);

    JarSpec snapshot = new JarSpec();
    snapshot.manifest.put("Plugin-Requires", ">=1.0.0-SNAPSHOT");
    assertTrue(
        oneLine(write("unreadable.jar", snapshot))
            .contains("its Plugin-Requires '>=1.0.0-SNAPSHOT' is not a version range PF4J reads"));
  }

  @Test
  void aDamagedJarAndAMissingOneAreOneLineEach() throws IOException {
    Path corrupt = temp.resolve("corrupt.jar");
    Files.writeString(corrupt, "not a zip");
    assertTrue(oneLine(corrupt).contains("not a readable jar"));
    assertTrue(
        oneLine(temp.resolve("missing.jar"))
            .contains("no such jar; the check runs after" + " the package phase"));
  }

  @Test
  void aNestedJarIsALineButThePluginStillLoads() throws IOException {
    JarSpec spec = new JarSpec();
    spec.files.put("lib/helper-1.0.jar", text("only the name matters"));
    String line = oneLine(write("nested.jar", spec));
    assertTrue(
        line.contains(
            "the jar holds lib/helper-1.0.jar, but a plugin jar is loaded"
                + " without the jars inside it"),
        line);
  }

  @Test
  void theParentPomsThemselvesAreNotChecked() {
    CheckPluginJar.main(new String[] {temp.resolve("absent.jar").toString(), "pom"});
  }

  @Test
  void theContractVersionIsTheMajorMinorPatchOfTheApiVersion() {
    assertEquals("1.2.3", ApiVersion.contract("1.2.3-SNAPSHOT"));
    assertEquals(">=1.2.0 & <2.0.0", ApiVersion.requiresFor("1.2.0-SNAPSHOT"));
    assertEquals(">=3.0.1 & <4.0.0", ApiVersion.requiresFor("3.0.1"));
    assertTrue(ApiVersion.full().startsWith(ApiVersion.contract()), ApiVersion.full());
    assertTrue(ApiVersion.contract().matches("\\d+\\.\\d+\\.\\d+"), ApiVersion.contract());
  }
}
