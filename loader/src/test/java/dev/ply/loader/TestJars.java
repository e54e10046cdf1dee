package dev.ply.loader;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Plugin jars written with {@code java.util.jar}, as the plugin parent builds them: the manifest
 * entries and the files of each are the test's to change.
 */
final class TestJars {

  /** The class every jar holds and its extension index lists. */
  static final String FIXTURE = "dev/ply/loader/FixtureStrategy.class";

  /** The manifest entries (null: no manifest) and the files of a jar. */
  Map<String, String> manifest =
      new LinkedHashMap<>(
          Map.of(
              "Plugin-Id",
              "fixture",
              "Plugin-Version",
              "1.0.0",
              "Plugin-Requires",
              ApiVersion.requiresFor(ApiVersion.full())));

  final Map<String, byte[]> files = new LinkedHashMap<>();

  TestJars() {
    files.put(FIXTURE, classBytes(FIXTURE));
    files.put("META-INF/extensions.idx", text(FixtureStrategy.class.getName() + "\n"));
  }

  /** This jar with another plugin id and version. */
  TestJars as(String id, String version) {
    manifest.put("Plugin-Id", id);
    manifest.put("Plugin-Version", version);
    return this;
  }

  /** Writes the jar at {@code jar}, creating its folder. */
  Path write(Path jar) throws IOException {
    Files.createDirectories(jar.getParent());
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream zip =
            manifest == null
                ? new JarOutputStream(out)
                : new JarOutputStream(out, manifest(manifest))) {
      for (Map.Entry<String, byte[]> f : files.entrySet()) {
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

  static byte[] classBytes(String resource) {
    try (InputStream in = TestJars.class.getClassLoader().getResourceAsStream(resource)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  static byte[] text(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
