package dev.ply.host.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RunDescriptionTest {

  private static final RunDescription RUN =
      new RunDescription(
          "tournament",
          "games: [nim]",
          "/home/a/t.yaml",
          "ab".repeat(32),
          Map.of("nim", "11".repeat(32), "chess", "22".repeat(32)),
          42L);

  @Test
  void aWorkerWithTheSameJarsAndSignatureMayPlay() {
    assertEquals(
        Optional.empty(),
        RUN.mismatch(Map.of("nim", "11".repeat(32), "chess", "22".repeat(32)), 42L));
  }

  @Test
  void aWorkerThatLacksAPluginIsToldToGiveItWithThePluginsOption() {
    String why = RUN.mismatch(Map.of("chess", "22".repeat(32)), 42L).orElseThrow();
    assertTrue(why.startsWith("plugin nim is not loaded on this worker"), why);
    assertTrue(why.contains("--plugins"), why);
    assertTrue(why.contains("does not read the config's plugins:"), why);
  }

  @Test
  void aWorkerWithAnotherJarIsToldBothHashes() {
    String why =
        RUN.mismatch(Map.of("nim", "33".repeat(32), "chess", "22".repeat(32)), 42L).orElseThrow();
    assertEquals(
        "plugin nim's jar differs: SHA-256 333333333333… on this worker,"
            + " 111111111111… on the coordinator",
        why);
  }

  @Test
  void aWorkerWithAnotherSearchSignatureIsRefused() {
    String why =
        RUN.mismatch(Map.of("nim", "11".repeat(32), "chess", "22".repeat(32)), 7L).orElseThrow();
    assertTrue(
        why.startsWith("ply bench signature is 7 on this worker, 42 on the coordinator"), why);
  }
}
