package dev.ply.loader;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipException;
import org.pf4j.DefaultVersionManager;

/**
 * What can be told of a plugin jar from its entries alone, before PF4J loads it: the classic
 * mistakes of a plugin build, each as one line that names the jar, the cause and the fix.
 *
 * <ul>
 *   <li>not a readable jar, or no manifest;
 *   <li>a manifest without {@code Plugin-Id}, {@code Plugin-Version} or {@code Plugin-Requires}, or
 *       with a {@code Plugin-Requires} PF4J cannot read;
 *   <li>the Ply api or PF4J packed inside the jar (their dependency was not {@code provided}): the
 *       host's copy and the jar's copy of a class are different classes, so the jar's games and
 *       strategies are not the host's;
 *   <li>no extension index ({@code META-INF/extensions.idx}): no class is annotated
 *       {@code @Extension}, or annotation processing was off when it was compiled (then a line for
 *       each class that needs it follows, from {@link UnindexedClasses});
 *   <li>jars nested in the jar ({@code lib/*.jar}), which PF4J's jar loader does not load (a
 *       warning: the plugin still loads, and fails only if it needs their classes).
 * </ul>
 *
 * <p>A jar built for another api version (its {@code Plugin-Requires}, as PF4J reads it, excludes
 * this api's contract version) gets that line alone: once it is rebuilt, the rest may be fine.
 */
final class JarInspection {

  /** The coordinates a plugin project names as its parent. */
  static final String PARENT = "dev.ply:ply-plugin-parent";

  /** What plugin-parent writes into every plugin's manifest. */
  static final List<String> MANIFEST_ENTRIES =
      List.of("Plugin-Id", "Plugin-Version", "Plugin-Requires");

  /**
   * One thing wrong with a jar.
   *
   * @param line the sentence, starting with the jar's path
   * @param refuses whether the jar is not loaded because of it
   */
  record Finding(String line, boolean refuses) {}

  /**
   * What a jar's entries say.
   *
   * @param pluginId its {@code Plugin-Id}, when the manifest has one
   * @param version its {@code Plugin-Version}, when the manifest has one
   * @param findings what is wrong: one refusing finding, or the warnings of a jar that loads
   */
  record Result(Optional<String> pluginId, Optional<String> version, List<Finding> findings) {
    Result {
      findings = List.copyOf(findings);
    }

    boolean refused() {
      return findings.stream().anyMatch(Finding::refuses);
    }
  }

  private JarInspection() {}

  /**
   * What the jar's entries say: at most one refusing line (the first mistake found, in the order
   * the manifest, its api range, packed classes, the extension index; once it is fixed, the next
   * shows), or else the warnings of a jar that still loads.
   */
  static Result inspect(Path jar) {
    try (JarFile file = new JarFile(jar.toFile())) {
      Manifest manifest = file.getManifest();
      if (manifest == null) {
        return refused(
            Optional.empty(),
            jar
                + ": not a Ply plugin: the jar has no manifest"
                + " (META-INF/MANIFEST.MF); build it with the parent "
                + PARENT
                + ", which writes"
                + " Plugin-Id, Plugin-Version and Plugin-Requires");
      }
      Attributes main = manifest.getMainAttributes();
      Optional<String> id =
          Optional.ofNullable(main.getValue("Plugin-Id"))
              .map(String::strip)
              .filter(s -> !s.isEmpty());
      List<String> missing =
          MANIFEST_ENTRIES.stream()
              .filter(e -> main.getValue(e) == null || main.getValue(e).isBlank())
              .toList();
      if (!missing.isEmpty()) {
        String what = id.isEmpty() ? "not a Ply plugin" : "plugin '" + id.get() + "'";
        return refused(
            id,
            jar
                + ": "
                + what
                + ": its manifest has no "
                + String.join(", no ", missing)
                + (missing.equals(List.of("Plugin-Requires"))
                    ? " (the api versions it was built for)"
                    : "")
                + "; build it with the parent "
                + PARENT
                + ", which writes Plugin-Id, Plugin-Version"
                + " and Plugin-Requires");
      }
      String requires = main.getValue("Plugin-Requires").strip();
      Optional<String> refusal = badRequires(jar, requires);
      if (refusal.isEmpty()
          && !new DefaultVersionManager().checkVersionConstraint(ApiVersion.contract(), requires)) {
        refusal = Optional.of(otherApi(jar, id.orElseThrow(), requires));
      }
      refusal = refusal.or(() -> bundled(jar, file));
      if (refusal.isEmpty()) {
        refusal = index(jar, id, file);
        if (refusal.isPresent()) {
          List<Finding> findings = new ArrayList<>(List.of(new Finding(refusal.get(), true)));
          UnindexedClasses.lines(jar, java.util.Set.of())
              .forEach(l -> findings.add(new Finding(l, false)));
          return new Result(id, Optional.empty(), findings);
        }
      }
      if (refusal.isPresent()) {
        return refused(id, refusal.get());
      }
      Optional<String> version =
          Optional.ofNullable(main.getValue("Plugin-Version")).map(String::strip);
      return new Result(
          id, version, nested(jar, file).stream().map(l -> new Finding(l, false)).toList());
    } catch (ZipException e) {
      return refused(
          Optional.empty(),
          jar + ": not a readable jar: damaged, or not a zip file (" + e.getMessage() + ")");
    } catch (IOException | SecurityException e) {
      return refused(Optional.empty(), jar + ": cannot read the jar: " + e.getMessage());
    }
  }

  private static Result refused(Optional<String> id, String line) {
    return new Result(id, Optional.empty(), List.of(new Finding(line, true)));
  }

  /**
   * No extension index, or one that lists no class: PF4J finds no extension in the jar. Written by
   * PF4J's annotation processor, which runs only when annotation processing is on.
   */
  private static Optional<String> index(Path jar, Optional<String> id, JarFile file)
      throws IOException {
    String who = id.map(i -> "plugin '" + i + "'").orElse("the jar");
    String fix =
        "annotate each Game, Strategy and Evaluator class with @org.pf4j.Extension and"
            + " compile with <proc>full</proc> (the parent "
            + PARENT
            + " does)";
    JarEntry entry = file.getJarEntry("META-INF/extensions.idx");
    if (entry == null) {
      return Optional.of(
          jar
              + ": "
              + who
              + " has no extension index"
              + " (META-INF/extensions.idx): no class was annotated @Extension, or annotation"
              + " processing was off when it was compiled; "
              + fix);
    }
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(file.getInputStream(entry), StandardCharsets.UTF_8))) {
      boolean listsOne =
          in.lines().map(String::strip).anyMatch(l -> !l.isEmpty() && !l.startsWith("#"));
      if (!listsOne) {
        return Optional.of(
            jar
                + ": "
                + who
                + " has no extensions: its"
                + " META-INF/extensions.idx lists no class, so no class was annotated @Extension; "
                + fix);
      }
    }
    return Optional.empty();
  }

  /** The line of a plugin whose {@code Plugin-Requires} this api does not meet. */
  static String otherApi(Path jar, String id, String requires) {
    return jar
        + ": plugin '"
        + id
        + "' was built for another Ply api: it requires api "
        + requires
        + ", but this Ply provides "
        + ApiVersion.contract()
        + "; rebuild it with the parent "
        + PARENT
        + ":"
        + ApiVersion.full()
        + ", or run it with a Ply whose api it requires";
  }

  /** A {@code Plugin-Requires} that PF4J's version ranges cannot read. */
  private static Optional<String> badRequires(Path jar, String requires) {
    try {
      new DefaultVersionManager().checkVersionConstraint("1.0.0", requires);
      return Optional.empty();
    } catch (RuntimeException e) {
      return Optional.of(
          jar
              + ": its Plugin-Requires '"
              + requires
              + "' is not a version range"
              + " PF4J reads ("
              + e.getMessage()
              + "); write one such as '"
              + ApiVersion.requiresFor(ApiVersion.full())
              + "' (the parent "
              + PARENT
              + " derives it from the api version)");
    }
  }

  /**
   * The api's or PF4J's classes inside the jar, named, with the fix: the dependency must be {@code
   * provided}.
   */
  private static Optional<String> bundled(Path jar, JarFile file) {
    List<String> api = new ArrayList<>();
    List<String> pf4j = new ArrayList<>();
    for (Enumeration<JarEntry> entries = file.entries(); entries.hasMoreElements(); ) {
      String name = entries.nextElement().getName();
      if (name.endsWith(".class")) {
        if (name.startsWith("dev/ply/api/")) {
          api.add(name);
        } else if (name.startsWith("org/pf4j/")) {
          pf4j.add(name);
        }
      }
    }
    if (api.isEmpty() && pf4j.isEmpty()) {
      return Optional.empty();
    }
    List<String> parts = new ArrayList<>();
    List<String> coordinates = new ArrayList<>();
    if (!api.isEmpty()) {
      parts.add("the Ply api (" + sample(api) + ")");
      coordinates.add("dev.ply:ply-api");
    }
    if (!pf4j.isEmpty()) {
      parts.add("PF4J (" + sample(pf4j) + ")");
      coordinates.add("org.pf4j:pf4j");
    }
    String why =
        api.isEmpty()
            ? "PF4J loads its own classes from the host, so this copy only waits to clash"
            : "two copies of an api class are two classes to the JVM, so the plugin's games and"
                + " strategies would not be the host's";
    return Optional.of(
        jar
            + ": the jar packs "
            + String.join(" and ", parts)
            + ", which the host provides: "
            + why
            + "; declare "
            + String.join(" and ", coordinates)
            + " with <scope>provided</scope> (the parent "
            + PARENT
            + " does), and do not shade "
            + (coordinates.size() == 1 ? "it" : "them"));
  }

  private static String sample(List<String> classes) {
    List<String> sorted = classes.stream().sorted().toList();
    return sorted.get(0) + (sorted.size() > 1 ? " and " + (sorted.size() - 1) + " more" : "");
  }

  /** Jars inside the jar: PF4J's jar loader reads classes from the jar itself only. */
  private static Optional<String> nested(Path jar, JarFile file) {
    List<String> jars =
        file.stream().map(JarEntry::getName).filter(n -> n.endsWith(".jar")).sorted().toList();
    if (jars.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        jar
            + ": the jar holds "
            + sample(jars)
            + ", but a plugin jar is loaded"
            + " without the jars inside it; shade the classes the plugin needs into the jar itself"
            + " (maven-shade-plugin, leaving out the api and PF4J)");
  }
}
