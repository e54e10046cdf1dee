package dev.ply.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which jars of the plugin folders load, on real jars loaded through PF4J: one jar per plugin id,
 * chosen by a rule that a line states, and never maven-shade-plugin's copy of a jar.
 */
class PluginSetTest {

  @TempDir Path temp;

  private static List<String> jarsLoaded(PluginSet set) {
    return set.plugins().stream().map(p -> p.path().getFileName().toString()).toList();
  }

  @Test
  void aJarGivenOnTheCommandLineOverridesTheBuiltInOneOfItsIdAndOneLineSaysSo() throws IOException {
    Path builtIn = new TestJars().as("fixture", "2.0.0").write(temp.resolve("ply/plugins/a.jar"));
    Path mine = new TestJars().as("fixture", "0.1.0").write(temp.resolve("mine/target/b.jar"));
    Path plugins = builtIn.getParent();
    Path target = mine.getParent();
    try (PluginSet set =
        new PluginSet(
            List.of(plugins, target), Map.of(plugins, "Ply's own plugins", target, "--plugins"))) {
      assertEquals(List.of("b.jar"), jarsLoaded(set));
      assertEquals(
          List.of(
              "plugin id 'fixture' is in two jars: "
                  + mine
                  + " is loaded, not "
                  + builtIn
                  + ", because --plugins overrides Ply's own plugins (remove one, or give each"
                  + " plugin its own id)"),
          set.problems());
    }
  }

  @Test
  void ofTwoFoldersGivenTheSameWayTheLineSaysTheLaterOneWins() throws IOException {
    Path first = new TestJars().as("fixture", "1.0.0").write(temp.resolve("one/a.jar"));
    Path second = new TestJars().as("fixture", "1.0.0").write(temp.resolve("two/b.jar"));
    Path one = first.getParent();
    Path two = second.getParent();
    try (PluginSet set =
        new PluginSet(List.of(one, two), Map.of(one, "--plugins", two, "--plugins"))) {
      assertEquals(List.of("b.jar"), jarsLoaded(set));
      assertEquals(
          List.of(
              "plugin id 'fixture' is in two jars: "
                  + second
                  + " is loaded, not "
                  + first
                  + ", because the later --plugins overrides the earlier one (remove one, or give"
                  + " each plugin its own id)"),
          set.problems());
    }
  }

  @Test
  void ofTwoJarsOfOneIdInOneFolderTheNewerVersionLoadsAndThenTheOneWrittenLast()
      throws IOException {
    Path dir = temp.resolve("plugins");
    Path old = new TestJars().as("fixture", "1.10.0").write(dir.resolve("z-old.jar"));
    Path fresh = new TestJars().as("fixture", "1.9.0").write(dir.resolve("a-new.jar"));
    try (PluginSet set = PluginSet.load(List.of(dir))) {
      assertEquals(List.of("z-old.jar"), jarsLoaded(set), "1.10.0 is newer than 1.9.0");
      assertEquals(
          List.of(
              "plugin id 'fixture' is in two jars: "
                  + old
                  + " is loaded, not "
                  + fresh
                  + ", because its version 1.10.0 is newer than 1.9.0 (remove one, or give each"
                  + " plugin its own id)"),
          set.problems());
    }
    new TestJars().as("fixture", "1.10.0").write(fresh);
    Files.setLastModifiedTime(old, FileTime.fromMillis(1_000_000));
    try (PluginSet set = PluginSet.load(List.of(dir))) {
      assertEquals(List.of("a-new.jar"), jarsLoaded(set));
      assertEquals(
          List.of(
              "plugin id 'fixture' is in two jars: "
                  + fresh
                  + " is loaded, not "
                  + old
                  + ", because both are version 1.10.0 and it was written last (remove one, or"
                  + " give each plugin its own id)"),
          set.problems());
    }
  }

  @Test
  void theCopyMavenShadeKeepsOfARefusedFatJarIsSkippedWithALineAndNeverLoads() throws IOException {
    Path target = temp.resolve("my-bot/target");
    TestJars fat = new TestJars();
    fat.files.put("dev/ply/api/Game.class", TestJars.classBytes("dev/ply/api/Game.class"));
    Path shaded = fat.write(target.resolve("my-bot-0.1.0.jar"));
    Path original = new TestJars().write(target.resolve("original-my-bot-0.1.0.jar"));
    try (PluginSet set = PluginSet.load(List.of(target))) {
      assertEquals(List.of(), jarsLoaded(set));
      assertEquals(2, set.problems().size(), set.problems().toString());
      assertEquals(
          original
              + ": skipped: it is maven-shade-plugin's copy of my-bot-0.1.0.jar"
              + " before shading, not the plugin jar; fix my-bot-0.1.0.jar (its line says how), or"
              + " give --plugins "
              + original
              + " to load this copy anyway",
          set.problems().get(1));
      assertEquals(
          true,
          set.problems().get(0).startsWith(shaded + ": the jar packs the Ply api"),
          set.problems().get(0));
    }
    try (PluginSet set = PluginSet.load(List.of(original))) {
      assertEquals(
          List.of("original-my-bot-0.1.0.jar"),
          jarsLoaded(set),
          "named as a jar itself, the copy loads");
    }
  }

  @Test
  void theCopyMavenShadeKeepsBesideAGoodJarIsSkippedSilently() throws IOException {
    Path target = temp.resolve("my-bot/target");
    new TestJars().write(target.resolve("my-bot-0.1.0.jar"));
    new TestJars().write(target.resolve("original-my-bot-0.1.0.jar"));
    try (PluginSet set = PluginSet.load(List.of(target))) {
      assertEquals(List.of("my-bot-0.1.0.jar"), jarsLoaded(set));
      assertEquals(List.of(), set.problems());
    }
  }

  /** A jar whose only extension is the class {@code resource}, with plugin id {@code id}. */
  private static TestJars only(String id, Class<?> extension, String... resources) {
    TestJars jar = new TestJars().as(id, "1.0.0");
    jar.files.clear();
    for (String r : resources) {
      jar.files.put(r, TestJars.classBytes(r));
    }
    jar.files.put("META-INF/extensions.idx", TestJars.text(extension.getName() + "\n"));
    return jar;
  }

  @Test
  void theGamesOfAGameLibraryAreKnownAsThePluginsOwnAndAnIdTwoPluginsOfferLoadsFromNeither()
      throws IOException {
    Path lib =
        only(
                "lib",
                FixtureLibrary.class,
                "dev/ply/loader/FixtureLibrary.class",
                "dev/ply/loader/FixtureLibrary$Named.class")
            .write(temp.resolve("plugins/lib.jar"));
    Path game =
        only("game", FixtureGame.class, "dev/ply/loader/FixtureGame.class")
            .write(temp.resolve("plugins/game.jar"));
    try (PluginSet set = new PluginSet(List.of(lib.getParent()), Map.of())) {
      assertEquals(java.util.Set.of("library-game"), set.gameIds());
      assertEquals("lib", set.pluginOf("game", "library-game"));
      assertEquals(
          List.of("library-game"),
          set.plugin("lib").orElseThrow().games().stream()
              .filter(g -> !g.equals("fixture-game"))
              .toList());
      String sentence =
          "game id 'fixture-game' is offered by two plugins: 'game' ("
              + game
              + ") and 'lib' ("
              + lib
              + ")";
      assertEquals(List.of(sentence + "; a run that uses it is refused"), set.problems());
      assertEquals(java.util.Optional.of(sentence), set.conflict("game", "fixture-game"));
    }
  }
}
