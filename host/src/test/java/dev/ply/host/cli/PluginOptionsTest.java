package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PluginOptionsTest {

  @TempDir Path temp;

  @Test
  void pluginsComeFromTheBuildPlyPluginsTheOptionsAndTheConfigFileInThatOrderEachOnce()
      throws IOException {
    Path built = Path.of(System.getProperty(PluginOptions.PLUGINS_PROPERTY, "built"));
    Path always = Files.createDirectories(temp.resolve("always"));
    Path other = Files.createDirectories(temp.resolve("other"));
    Path game = Files.createDirectories(temp.resolve("my-game/target"));
    Path file = temp.resolve("t.yaml");
    Files.writeString(file, "name: t\nplugins: [my-game/target, always, missing/target]\n");

    PluginOptions options = new PluginOptions();
    options.environment =
        name ->
            name.equals("PLY_PLUGINS")
                ? always + File.pathSeparator + File.pathSeparator + other
                : null;
    options.extra.add(other);
    options.readConfig(file);

    List<Path> expected = new java.util.ArrayList<>();
    if (System.getProperty(PluginOptions.PLUGINS_PROPERTY) != null) {
      expected.add(built);
    }
    expected.addAll(List.of(always, other, game));
    assertEquals(
        expected,
        options.directories(),
        "a folder named twice comes once; one that does not exist is left to the config check");
  }
}
