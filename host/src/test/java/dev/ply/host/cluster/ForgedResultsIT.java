package dev.ply.host.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker that holds the secret but forges its results (each game "won" by the first player with
 * no moves, as the second hostile probe's did) in a JVM of its own, beside an honest one: the
 * coordinator replays every result, rejects the forged ones, has those games played again, refuses
 * the rogue after three, and the standings are those of honest games alone.
 */
class ForgedResultsIT {

  @TempDir Path temp;

  private ClusterProcesses processes;

  @AfterEach
  void stopEverything() throws InterruptedException {
    if (processes != null) {
      processes.close();
    }
  }

  private static List<String> rows(Path db, String sql) throws Exception {
    List<String> rows = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      while (r.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
          row.append(i > 1 ? "|" : "").append(r.getString(i));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }

  private static final String GAMES =
      "select number, first_player, second_player, result, plies,"
          + " termination, opening, final_position from games order by number";

  @Test
  void aWorkerThatForgesResultsIsRefusedAndTheStandingsComeFromHonestGamesOnly() throws Exception {
    processes = new ClusterProcesses(temp);
    Path config = temp.resolve("forged.yaml");
    Files.writeString(
        config,
        """
        name: forged
        game: connect-four
        format: round-robin
        games-per-pairing: 4
        openings: {random-plies: 2}
        seed: 5
        entrants:
          - {name: ab2, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}
          - {name: ab3, strategy: alphabeta, evaluator: connect-four-windows, depth: 3}
          - {name: ab4, strategy: alphabeta, evaluator: connect-four-windows, depth: 4}
        """);
    Path local = temp.resolve("local.db");
    Process alone =
        processes.ply(
            temp.resolve("local.log"),
            null,
            "tournament",
            config.toString(),
            "--db",
            local.toString());
    assertTrue(alone.waitFor(120, TimeUnit.SECONDS));
    assertEquals(0, alone.exitValue(), Files.readString(temp.resolve("local.log")));

    String secret = ClusterSecret.generate().text();
    int port = ClusterProcesses.freePort();
    Path db = temp.resolve("cluster.db");
    Path log = temp.resolve("coordinator.log");
    Process coordinator =
        processes.ply(
            log,
            secret,
            "tournament",
            config.toString(),
            "--db",
            db.toString(),
            "--cluster",
            "--listen",
            "127.0.0.1:" + port);
    ClusterProcesses.await(log, "coordinator listening");
    // The rogue alone first, so that it gets games; the honest worker once it is refused.
    processes.java(
        temp.resolve("rogue.log"),
        secret,
        RogueWorker.class.getName(),
        "127.0.0.1:" + port,
        "127.0.0.1:" + ClusterProcesses.freePort());
    ClusterProcesses.await(
        log, "cluster: worker rogue refused: 3 results that disagree with" + " their own moves");
    processes.ply(
        temp.resolve("honest.log"),
        secret,
        "worker",
        "--join",
        "127.0.0.1:" + port,
        "--listen",
        "127.0.0.1:" + ClusterProcesses.freePort());
    assertTrue(coordinator.waitFor(180, TimeUnit.SECONDS), "the coordinator finishes");
    String out = Files.readString(log);
    assertEquals(0, coordinator.exitValue(), out);
    assertEquals(
        3,
        out.lines()
            .filter(
                l ->
                    l.startsWith("cluster: rejected game ")
                        && l.contains(" from worker rogue: ")
                        && l.endsWith("; it is played again on another worker"))
            .count(),
        out);
    assertEquals(rows(local, GAMES), rows(db, GAMES));
    assertFalse(rows(db, "select distinct worker from game_workers").contains("rogue"));
    String standings = out.substring(out.indexOf("Rank"), out.indexOf("Elo:"));
    String alone2 = Files.readString(temp.resolve("local.log"));
    assertEquals(alone2.substring(alone2.indexOf("Rank"), alone2.indexOf("Elo:")), standings);
  }
}
