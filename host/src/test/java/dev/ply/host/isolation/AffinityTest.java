package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AffinityTest {

  @TempDir Path temp;

  @Test
  void aCpuListIsReadAsLinuxWritesIt() {
    assertEquals(List.of(0, 1, 2, 3, 6, 8, 9), Affinity.cpuList("0-3,6,8-9"));
    assertEquals(List.of(5), Affinity.cpuList("5"));
  }

  @Test
  void offPinsNothing() {
    assertEquals(List.of("stockfish"), Affinity.OFF.command(List.of("stockfish")));
  }

  @Test
  void eachEngineProcessIsPinnedToTheNextCoreInTurnAsProcStatusShows() throws Exception {
    Assumptions.assumeTrue(
        Affinity.unavailable().isEmpty(),
        () -> Affinity.unavailable().get() + ": nothing to check here");
    List<Integer> cores = Affinity.allowedCores();
    Affinity affinity = Affinity.over(cores);
    List<EngineProcess> engines = new ArrayList<>();
    try {
      for (int i = 0; i < 3; i++) {
        EngineProcess engine = new EngineProcess(List.of("cat"), temp.resolve("cat-" + i + ".log"));
        engine.pin(affinity);
        engine.start();
        engines.add(engine);
        engine.send("ready " + i);
        assertEquals("ready " + i, engine.next(30_000_000_000L), "the program runs");
        assertEquals(
            Integer.toString(cores.get(i % cores.size())),
            allowedList(engine.pid()),
            "engine " + i + " on core " + cores.get(i % cores.size()) + " of " + cores);
      }
    } finally {
      engines.forEach(EngineProcess::kill);
    }
  }

  @Test
  void aRestartedEngineIsPinnedAgain() throws Exception {
    Assumptions.assumeTrue(Affinity.unavailable().isEmpty());
    int core = Affinity.allowedCores().get(0);
    EngineProcess engine = new EngineProcess(List.of("cat"), temp.resolve("cat.log"));
    engine.pin(Affinity.over(List.of(core)));
    try {
      engine.start();
      long first = engine.pid();
      engine.kill();
      assertTrue(engine.start(), "a fresh process after the kill");
      assertTrue(engine.pid() != first);
      engine.send("again");
      assertEquals("again", engine.next(30_000_000_000L));
      assertEquals(Integer.toString(core), allowedList(engine.pid()));
    } finally {
      engine.kill();
    }
  }

  private static String allowedList(long pid) throws Exception {
    for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
      if (line.startsWith("Cpus_allowed_list:")) {
        return line.substring(line.indexOf(':') + 1).trim();
      }
    }
    throw new AssertionError("no Cpus_allowed_list for " + pid);
  }
}
