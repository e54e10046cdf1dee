package dev.ply.host.cluster;

import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Termination;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * A modified worker, as the second hostile probe ran one: it holds the secret and plays each game,
 * then returns it "won" by the first player with no moves and an invented reason. Its main takes
 * the coordinator's {@code HOST:PORT} and its own; the secret comes from the environment.
 */
final class RogueWorker {

  private RogueWorker() {}

  static GameRecord forge(GameRecord r) {
    return new GameRecord(
        r.number(),
        r.gameId(),
        r.variant(),
        r.players(),
        0,
        Termination.NORMAL,
        r.players().get(0) + " won by the rogue's own rule",
        r.seed(),
        r.started(),
        r.ended(),
        r.finalPosition(),
        List.of(),
        r.opening(),
        List.of());
  }

  public static void main(String[] args) throws Exception {
    PrintWriter out = new PrintWriter(System.out, true);
    PluginRegistry registry =
        PluginRegistry.load(List.of(Path.of(System.getProperty("ply.plugins"))));
    WorkerContext context =
        new WorkerContext(
            registry, List.of(), Path.of("rogue.logs").toAbsolutePath(), "rogue", out);
    ClusterSecret secret = ClusterSecret.of(System.getenv(ClusterSecret.ENV));
    try (WorkerNode node =
        WorkerNode.join(
            context,
            secret,
            List.of(ClusterAddress.parse(args[0], 5701)),
            ClusterAddress.parse(args[1], 5702),
            1,
            out,
            RogueWorker::forge)) {
      while (node.isRunning()) {
        Thread.sleep(500);
      }
    }
  }
}
