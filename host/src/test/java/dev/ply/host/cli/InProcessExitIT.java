package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An in-process strategy that calls {@code System.exit} during its move: no run survives it in one
 * JVM, but the user learns which entrant did it, rather than reading "Interrupted".
 */
class InProcessExitIT {

  @TempDir Path temp;

  @Test
  void anEntrantThatCallsSystemExitDuringItsMoveIsNamedOnTheWayOut() throws Exception {
    Path config = temp.resolve("exit.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 2
        players:
          - name: steady
            strategy: random
            time: 1s
          - name: leaver
            strategy: chaos
            options: {behaviour: exit, after: 1}
            time: 1s
        """);
    Process p =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp",
                    System.getProperty("java.class.path"),
                    "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
                    Main.class.getName(),
                    "match",
                    config.toString(),
                    "--db",
                    temp.resolve("exit.db").toString(),
                    "--plugins",
                    System.getProperty("ply.testPlugins")))
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes());
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), out);
    assertEquals(1, p.exitValue(), "a failure at run time, not the player's own 3: " + out);
    assertTrue(
        out.contains(
            "ply: leaver called System.exit (from dev.ply.chaos.ChaosPlayer.exit)"
                + " while it was playing in Ply's own JVM"),
        out);
    assertTrue(out.contains("Give it isolation: process"), out);
    assertFalse(out.contains("Interrupted"), out);
  }
}
