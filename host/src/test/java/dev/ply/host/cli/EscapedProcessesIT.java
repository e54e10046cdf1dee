package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.isolation.Pids;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No process a player started outlives the run, even one that left the player's process tree: a
 * line-protocol player that double-forks a daemon under {@code setsid} (a new session, adopted by
 * init) at each of its starts, through the real CLI.
 */
class EscapedProcessesIT {

  @TempDir Path temp;

  @Test
  void aPlayersDaemonStartedUnderSetsidEndsWithTheRun() throws Exception {
    Path pids = temp.resolve("pids");
    Path config = temp.resolve("escape.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 2
        players:
          - name: escaping
            command: [python3, %s, %s]
            time: 2s
          - name: random
            strategy: random
        """
            .formatted(ENGINES.resolve("escaping_player.py"), pids));
    try {
      PlyRun run = ply("match", config.toString(), "--db", temp.resolve("escape.db").toString());
      assertEquals(0, run.code(), run.err());
      List<Long> started = Pids.in(pids);
      assertTrue(!started.isEmpty(), "the player started its daemon");
      assertEquals(List.of(), Pids.survivors(started, 30), "still running after the run");
    } finally {
      Pids.killAll(Pids.in(pids));
    }
  }
}
