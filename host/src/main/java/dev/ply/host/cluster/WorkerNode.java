package dev.ply.host.cluster;

import com.hazelcast.core.HazelcastInstance;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Strikes;
import dev.ply.host.tournament.GameTable;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/**
 * A worker's membership of a cluster: its Hazelcast member and its mailbox. The worker runs no code
 * from the network: it reads signed messages ({@link Message.Check}, {@link Message.Play}), checks
 * runs on one thread and plays games on as many threads as it has slots, and sends back signed
 * answers and results.
 */
public final class WorkerNode implements AutoCloseable {

  private final HazelcastInstance hazelcast;
  private final WorkerContext context;
  private final int slots;
  private final UnaryOperator<GameRecord> results;
  private final CountDownLatch contacted = new CountDownLatch(1);
  private final ExecutorService checks;
  private final ExecutorService games;
  private final Channel channel;
  private final IdleConnections idle;

  private WorkerNode(
      HazelcastInstance hazelcast,
      ClusterSecret secret,
      WorkerContext context,
      int slots,
      UnaryOperator<GameRecord> results) {
    this.hazelcast = hazelcast;
    this.context = context;
    this.slots = slots;
    this.results = results;
    this.checks = Executors.newSingleThreadExecutor(daemon("ply-worker-check"));
    this.games = Executors.newFixedThreadPool(slots, daemon("ply-worker-game"));
    this.channel =
        new Channel(
            hazelcast,
            secret,
            Channel.TO_WORKERS,
            this::received,
            why -> context.played("worker " + context.name() + ": " + why));
    this.idle = IdleConnections.watch(hazelcast, context::played);
  }

  /**
   * Joins the cluster of {@code secret} through {@code join}.
   *
   * @param listen where this member binds (loopback by default; port 0 for any from 5701)
   */
  public static WorkerNode join(
      WorkerContext context,
      ClusterSecret secret,
      List<ClusterAddress> join,
      ClusterAddress listen,
      int slots,
      PrintWriter out) {
    return join(context, secret, join, listen, slots, out, UnaryOperator.identity());
  }

  /**
   * As {@link #join(WorkerContext, ClusterSecret, List, ClusterAddress, int, PrintWriter)}, with
   * every result passed through {@code results} before it is sent: tests make a rogue worker with
   * it.
   */
  static WorkerNode join(
      WorkerContext context,
      ClusterSecret secret,
      List<ClusterAddress> join,
      ClusterAddress listen,
      int slots,
      PrintWriter out,
      UnaryOperator<GameRecord> results) {
    HazelcastInstance hazelcast =
        Members.start(secret.clusterName(), listen, join, Map.of(Members.ROLE, "worker"));
    WorkerNode node = new WorkerNode(hazelcast, secret, context, slots, results);
    synchronized (out) {
      out.printf(
          "worker %s: %d slot%s, signature %d, at %s; waiting for the coordinator at %s" + "%n",
          context.name(),
          slots,
          slots == 1 ? "" : "s",
          context.signature(),
          hazelcast.getCluster().getLocalMember().getAddress(),
          String.join(",", join.stream().map(ClusterAddress::toString).toList()));
      out.flush();
    }
    return node;
  }

  /**
   * Waits until a coordinator with this worker's secret has sent it a run to check.
   *
   * @return whether one did within {@code timeout}
   */
  public boolean awaitCoordinator(Duration timeout) throws InterruptedException {
    return contacted.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
  }

  private void received(Envelopes.Opened opened) {
    UUID coordinator = opened.from();
    if (opened.message() instanceof Message.Check check) {
      contacted.countDown();
      checks.execute(
          () ->
              channel.send(
                  Channel.TO_COORDINATOR,
                  coordinator,
                  new Message.CheckAnswer(context.name(), slots, context.check(check.run()))));
    } else if (opened.message() instanceof Message.Play play) {
      contacted.countDown();
      games.execute(
          () -> channel.send(Channel.TO_COORDINATOR, coordinator, play(play, coordinator)));
    }
  }

  private Message play(Message.Play play, UUID coordinator) {
    try {
      dev.ply.host.tournament.TournamentPlan plan = context.plan(play.run());
      if (!play.sides().isEmpty()) {
        plan = dev.ply.host.tune.TunedSide.plan(plan, play.sides(), 1);
      }
      GameTable table =
          new GameTable(plan, Strikes.of(play.strikes(), play.disqualified(), play.runaways()));
      long start = System.nanoTime();
      // Each move goes to the coordinator as it is played, for its live page's boards.
      GameListener moves =
          new GameListener() {
            @Override
            public void moved(dev.ply.host.referee.MoveRecord move, dev.ply.api.GameState after) {
              channel.send(
                  Channel.TO_COORDINATOR, coordinator, new Message.Moved(play.ticket(), move));
            }
          };
      GameRecord record = table.play(play.game(), moves);
      context.played(
          String.format(
              Locale.ROOT,
              "game %d: %s vs %s %s, %d plies, %.2fs",
              record.number(),
              play.game().first(),
              play.game().second(),
              record.result(),
              record.plies(),
              (System.nanoTime() - start) / 1e9));
      return new Message.Played(play.ticket(), results.apply(record));
    } catch (RuntimeException e) {
      return new Message.Failed(play.ticket(), String.valueOf(e.getMessage()));
    }
  }

  /** Whether the member is still running. */
  public boolean isRunning() {
    return hazelcast.getLifecycleService().isRunning();
  }

  @Override
  public void close() {
    idle.close();
    checks.shutdownNow();
    games.shutdownNow();
    hazelcast.shutdown();
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    };
  }
}
