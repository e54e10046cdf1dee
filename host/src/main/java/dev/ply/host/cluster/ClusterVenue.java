package dev.ply.host.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The coordinator's side of a cluster: it keeps the schedule and the store, and hands each game to
 * a worker with a free slot; each result comes back here and is recorded once.
 *
 * <p>Step 1: a worker that joins is sent a {@link CheckWorker}; only one that answers that it can
 * play the run exactly as here (same plugin jars, same search signature, every entrant able to
 * start) gets games. Step 2: games go out one per free slot, as {@link PlayGame} tasks on the
 * worker's game executor. Step 3: a finished game is handed to the runner's results (the store),
 * unless a game of that number was already recorded. Step 4: a worker that leaves (killed, or
 * silent for ten seconds) has its games put back at the front of the queue for another worker.
 * A game that fails on two workers outside any player stops the run, as it does in one process.
 *
 * <p>Threads: {@link #play} runs on the runner's thread; Hazelcast's callbacks only put completions
 * on a queue that {@code play} drains.
 */
public final class ClusterVenue implements Venue {

  private final RunDescription run;
  private final String token;
  private final ClusterAddress listen;
  private final PrintWriter out;
  private HazelcastInstance hazelcast;
  private final Map<UUID, Worker> workers = new LinkedHashMap<>();
  private final Set<UUID> checked = new HashSet<>();
  private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();

  /** A worker the coordinator has accepted, and what it has on hand. */
  private static final class Worker {
    final Member member;
    final String name;
    final int slots;
    int busy;
    int played;
    final long since = System.nanoTime();

    Worker(Member member, String name, int slots) {
      this.member = member;
      this.name = name;
      this.slots = slots;
    }
  }

  private record Done(UUID worker, ScheduledGame game, GameRecord record, Throwable failure) {}

  private record Checked(Member member, String reason) {}

  /**
   * A coordinator for {@code run}, listening on {@code listen}, in the cluster of {@code token}.
   *
   * @param out where joining and leaving workers are told
   */
  public ClusterVenue(RunDescription run, String token, ClusterAddress listen, PrintWriter out) {
    this.run = run;
    this.token = token;
    this.listen = listen;
    this.out = out;
  }

  /** The cluster's token: workers join with {@code --token} set to it. */
  public String token() {
    return token;
  }

  /** Starts the coordinator's member; a second call does nothing. */
  public synchronized void start() {
    if (hazelcast == null) {
      hazelcast = Members.start(token, listen, List.of(),
          Map.of(Members.ROLE, "coordinator"), 0);
      say("cluster: coordinator listening on " + listen + "; start workers with: ply worker"
          + " --join " + listen + " --token " + token + " [--slots N]");
    }
  }

  @Override
  public void play(List<ScheduledGame> games, GameTable table, TournamentListener listener,
      Results results) {
    start();
    Deque<ScheduledGame> queue = new ArrayDeque<>(games);
    Set<Integer> recorded = new HashSet<>();
    Map<Integer, Integer> failures = new HashMap<>();
    int inFlight = 0;
    boolean stop = false;
    long lastWait = 0;
    while ((!queue.isEmpty() && !stop) || inFlight > 0) {
      refreshWorkers();
      if (!stop) {
        inFlight += dispatch(queue, table.strikes());
      }
      Object event;
      try {
        event = events.poll(1, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
      if (event == null) {
        if (workers.isEmpty() && System.nanoTime() - lastWait > Duration.ofSeconds(30).toNanos()) {
          say("cluster: waiting for workers (ply worker --join " + listen + " --token " + token
              + ")");
          lastWait = System.nanoTime();
        }
        continue;
      }
      if (event instanceof Checked checked) {
        accept(checked);
        continue;
      }
      Done done = (Done) event;
      inFlight--;
      Worker worker = workers.get(done.worker());
      if (worker != null) {
        worker.busy--;
      }
      if (done.record() != null) {
        if (worker != null) {
          worker.played++;
        }
        if (recorded.add(done.game().number())) {
          table.strikes().absorb(done.record().violations());
          stop |= results.finished(done.game(), done.record(),
              worker != null ? worker.name : "left");
        }
      } else if (isDeparture(done.failure()) || worker == null) {
        queue.addFirst(done.game());
      } else if (failures.merge(done.game().number(), 1, Integer::sum) < 2) {
        say("cluster: game " + done.game().number() + " failed on " + worker.name + ": "
            + done.failure().getMessage() + "; handed to another worker");
        queue.addFirst(done.game());
      } else {
        throw new IllegalStateException("game " + done.game().number()
            + " failed outside any player on two workers: " + done.failure().getMessage(),
            done.failure());
      }
    }
  }

  /** Sends a check to each new worker member and forgets the ones that left. */
  private void refreshWorkers() {
    Set<UUID> present = new HashSet<>();
    for (Member m : hazelcast.getCluster().getMembers()) {
      if (!"worker".equals(m.getAttribute(Members.ROLE))) {
        continue;
      }
      present.add(m.getUuid());
      if (!workers.containsKey(m.getUuid()) && checked.add(m.getUuid())) {
        // checked once per member; the answer comes back through the events queue
        hazelcast.getExecutorService(Members.GAMES).submitToMember(new CheckWorker(run), m,
            new ExecutionCallback<String>() {
              @Override
              public void onResponse(String reason) {
                events.add(new Checked(m, reason));
              }

              @Override
              public void onFailure(Throwable t) {
                events.add(new Checked(m, "the check failed: " + t.getMessage()));
              }
            });
      }
    }
    workers.values().removeIf(w -> {
      if (present.contains(w.member.getUuid())) {
        return false;
      }
      say("cluster: worker " + w.name + " left after " + w.played + " games");
      return true;
    });
    checked.retainAll(present);
  }

  private void accept(Checked checked) {
    Member m = checked.member();
    String name = m.getAttribute(Members.NAME);
    if (!checked.reason().isEmpty()) {
      say("cluster: worker " + name + " refused: " + checked.reason());
      return;
    }
    boolean stillThere = hazelcast.getCluster().getMembers().stream()
        .anyMatch(x -> x.getUuid().equals(m.getUuid()));
    if (!stillThere) {
      return;
    }
    int slots = Integer.parseInt(m.getAttribute(Members.SLOTS));
    workers.put(m.getUuid(), new Worker(m, name, slots));
    say(String.format(Locale.ROOT, "cluster: worker %s joined with %d slot%s; %d workers, %d"
        + " slots", name, slots, slots == 1 ? "" : "s", workers.size(),
        workers.values().stream().mapToInt(w -> w.slots).sum()));
  }

  /** Gives each free slot a game; returns how many went out. */
  private int dispatch(Deque<ScheduledGame> queue, Strikes strikes) {
    int sent = 0;
    IExecutorService executor = hazelcast.getExecutorService(Members.GAMES);
    for (Worker w : workers.values()) {
      while (w.busy < w.slots && !queue.isEmpty()) {
        ScheduledGame game = queue.poll();
        UUID id = w.member.getUuid();
        executor.submitToMember(new PlayGame(run, game, strikes.counts(), strikes.disqualified(),
            strikes.runaways()), w.member, new ExecutionCallback<GameRecord>() {
              @Override
              public void onResponse(GameRecord record) {
                events.add(new Done(id, game, record, null));
              }

              @Override
              public void onFailure(Throwable t) {
                events.add(new Done(id, game, null, t));
              }
            });
        w.busy++;
        sent++;
      }
    }
    return sent;
  }

  /** Whether a task failed because its worker left, rather than in the game. */
  private static boolean isDeparture(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      String name = c.getClass().getSimpleName();
      if (name.equals("MemberLeftException") || name.equals("TargetNotMemberException")
          || name.equals("HazelcastInstanceNotActiveException")
          || name.equals("TargetDisconnectedException")) {
        return true;
      }
    }
    return false;
  }

  /** Each worker's games and rate, for the end of the run. */
  public String summary() {
    StringBuilder sb = new StringBuilder();
    for (Worker w : workers.values()) {
      double seconds = (System.nanoTime() - w.since) / 1e9;
      sb.append(String.format(Locale.ROOT, "worker %s: %d slot%s, %d games, %.2f games/s%n",
          w.name, w.slots, w.slots == 1 ? "" : "s", w.played, w.played / seconds));
    }
    return sb.toString();
  }

  private void say(String line) {
    synchronized (out) {
      out.println(line);
      out.flush();
    }
  }

  @Override
  public synchronized void close() {
    if (hazelcast != null) {
      hazelcast.shutdown();
      hazelcast = null;
    }
  }
}
