package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin whose extension's constructor calls {@code System.exit}: no command can survive it in
 * one JVM, but the user learns which jar did it.
 */
class PluginExitIT {

  @TempDir Path temp;

  @Test
  void aPluginThatExitsTheJvmIsNamedOnTheWayOut() throws Exception {
    Path source = temp.resolve("exiting.jar.src");
    copy(Path.of("src", "test", "resources", "exiting-plugin", "exiting.jar"), source);
    Path plugins = Files.createDirectories(temp.resolve("plugins"));
    Path jar = plugins.resolve("exiting.jar");
    BadInputCorpusIT.buildJar(source, jar);
    Process p =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp",
                    System.getProperty("java.class.path"),
                    "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
                    Main.class.getName(),
                    "list",
                    "--plugins",
                    plugins.toString()))
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes());
    assertEquals(42, p.waitFor(), out);
    assertTrue(
        out.contains(
            "ply: the JVM was ended while extension"
                + " dev.ply.test.exiting.ExitingStrategy of plugin 'exiting' ("
                + jar
                + ") was being created"),
        out);
  }

  private static void copy(Path from, Path to) throws Exception {
    try (var files = Files.walk(from)) {
      for (Path f : files.toList()) {
        Path target = to.resolve(from.relativize(f).toString());
        if (Files.isDirectory(f)) {
          Files.createDirectories(target);
        } else {
          Files.copy(f, target);
        }
      }
    }
  }
}
