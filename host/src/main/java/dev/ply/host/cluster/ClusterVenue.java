package dev.ply.host.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The coordinator's side of a cluster: it keeps the schedule and the store, and hands each game to
 * a worker with a free slot; each result comes back here, is checked, and is recorded once.
 *
 * <p>Everything between the coordinator and its workers is data signed with the cluster's secret
 * ({@link Message}, {@link Channel}); nothing the network sends is run as code.
 *
 * <p>Step 1: a worker that joins is sent a {@link Message.Check}; only one that answers that it can
 * play the run exactly as here (same plugin jars, same search signature, every entrant able to
 * start) gets games. Step 2: games go out one per free slot, as {@link Message.Play}s with a fresh
 * ticket. Step 3: a result is accepted only for a ticket in hand, and only if it agrees with its
 * own moves ({@link ResultCheck}); a game whose result does not is played again on another worker,
 * and a worker with {@value #BAD_RESULTS} such results is refused. Step 4: an accepted game is
 * handed to the runner's results (the store), unless a game of that number was already recorded.
 * Step 5: a worker that leaves (killed, or silent for ten seconds) has its games put back at the
 * front of the queue for another worker. A game that fails on two workers outside any player, or
 * whose results from two workers disagree with its moves, stops the run.
 *
 * <p>Threads: {@link #play} runs on the runner's thread; Hazelcast's threads only put messages on a
 * queue that {@code play} drains.
 */
public final class ClusterVenue implements Venue, dev.ply.host.tune.TuneVenue {

  /** The games in play on the workers, move by move, for the listener's live page. */
  private final WorkersGames watching = new WorkersGames();

  /** The results that disagree with their own moves after which a worker is refused. */
  static final int BAD_RESULTS = 3;

  /** How long the coordinator waits for a check's answer before it sends the check again. */
  static final int RECHECK_SECONDS = 5;

  private final RunDescription run;
  private final ClusterSecret secret;
  private final boolean secretGiven;
  private final ClusterAddress listen;
  private final PrintWriter out;
  private HazelcastInstance hazelcast;
  private Channel channel;
  private IdleConnections idle;
  private final Map<UUID, Worker> workers = new LinkedHashMap<>();

  /** Members sent a check and not yet answered, with when it was last sent. */
  private final Map<UUID, Long> checking = new HashMap<>();

  /** Members that answered a check (accepted or not). */
  private final Set<UUID> answered = new HashSet<>();

  private final Set<UUID> refused = new HashSet<>();
  private final BlockingQueue<Envelopes.Opened> events = new LinkedBlockingQueue<>();
  private final SecureRandom tickets = new SecureRandom();

  /** The sides each game of the {@link #play} under way brings (a tuning's), else none. */
  private java.util.function.Function<ScheduledGame, List<dev.ply.host.tune.TunedSide>> sides =
      game -> List.of();

  /** A worker the coordinator has accepted, and what it has on hand. */
  private static final class Worker {
    final UUID id;
    final String name;
    final int slots;
    final Map<Long, ScheduledGame> inHand = new HashMap<>();
    int played;
    int bad;
    final long since = System.nanoTime();

    Worker(UUID id, String name, int slots) {
      this.id = id;
      this.name = name;
      this.slots = slots;
    }
  }

  /**
   * A coordinator for {@code run}, listening on {@code listen}, in the cluster of {@code secret}.
   *
   * @param secretGiven whether the secret was given (a file or the environment) rather than drawn
   *     here: a drawn one is printed once, for the workers
   * @param out where joining and leaving workers are told
   */
  public ClusterVenue(
      RunDescription run,
      ClusterSecret secret,
      boolean secretGiven,
      ClusterAddress listen,
      PrintWriter out) {
    this.run = run;
    this.secret = secret;
    this.secretGiven = secretGiven;
    this.listen = listen;
    this.out = out;
  }

  /** Starts the coordinator's member; a second call does nothing. */
  public synchronized void start() {
    if (hazelcast == null) {
      hazelcast =
          Members.start(
              secret.clusterName(), listen, List.of(), Map.of(Members.ROLE, "coordinator"));
      channel =
          new Channel(
              hazelcast,
              secret,
              Channel.TO_COORDINATOR,
              events::add,
              why -> say("cluster: " + why));
      idle = IdleConnections.watch(hazelcast, this::say);
      say(
          "cluster: coordinator listening on "
              + listen
              + "; start workers with: "
              + (secretGiven ? "" : ClusterSecret.ENV + "=" + secret.text() + " ")
              + "ply worker --join "
              + listen
              + " [--slots N]"
              + (secretGiven
                  ? " (and this run's secret in " + ClusterSecret.ENV + " or --secret-file)"
                  : ""));
    }
  }

  @Override
  public void play(
      List<ScheduledGame> games, GameTable table, TournamentListener listener, Results results) {
    play(games, table, listener, results, game -> List.of());
  }

  @Override
  public void play(
      List<ScheduledGame> games,
      GameTable table,
      TournamentListener listener,
      Results results,
      java.util.function.Function<ScheduledGame, List<dev.ply.host.tune.TunedSide>> sides) {
    this.sides = sides;
    start();
    Deque<ScheduledGame> queue = new ArrayDeque<>(games);
    Set<Integer> recorded = new HashSet<>();
    Map<Integer, Set<UUID>> failedOn = new HashMap<>();
    Map<Integer, Set<UUID>> rejectedBy = new HashMap<>();
    boolean stop = false;
    long lastWait = 0;
    while ((!queue.isEmpty() && !stop) || inHand() > 0) {
      refreshWorkers(queue);
      if (!stop) {
        dispatch(queue, table.strikes(), rejectedBy, failedOn);
      }
      Envelopes.Opened event;
      try {
        event = events.poll(1, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
      if (event == null) {
        if (workers.isEmpty() && System.nanoTime() - lastWait > Duration.ofSeconds(30).toNanos()) {
          say("cluster: waiting for workers (ply worker --join " + listen + ", with the secret)");
          lastWait = System.nanoTime();
        }
        continue;
      }
      if (event.message() instanceof Message.CheckAnswer answer) {
        accept(event.from(), answer);
        continue;
      }
      Worker worker = workers.get(event.from());
      if (event.message() instanceof Message.Moved moved) {
        ScheduledGame playing = worker == null ? null : worker.inHand.get(moved.ticket());
        if (playing != null) {
          watching.moved(moved.ticket(), playing, worker.name, moved.move(), table, listener);
        }
        continue;
      }
      long ticket =
          event.message() instanceof Message.Played p
              ? p.ticket()
              : event.message() instanceof Message.Failed f ? f.ticket() : 0;
      ScheduledGame game = worker == null ? null : worker.inHand.remove(ticket);
      watching.forget(ticket);
      if (game == null) {
        continue; // not in hand: late (its worker left and the game went elsewhere) or replayed
      }
      if (event.message() instanceof Message.Played played) {
        Optional<String> problem =
            ResultCheck.problem(table.plan(), game, played.record(), table.strikes());
        if (problem.isPresent()) {
          reject(worker, game, problem.get(), queue, rejectedBy);
        } else if (recorded.add(game.number())) {
          worker.played++;
          table.strikes().absorb(played.record().violations());
          stop |= results.finished(game, played.record(), worker.name);
        }
      } else {
        String why = ((Message.Failed) event.message()).why();
        Set<UUID> on = failedOn.computeIfAbsent(game.number(), n -> new HashSet<>());
        on.add(worker.id);
        if (on.size() < 2) {
          say(
              "cluster: game "
                  + game.number()
                  + " failed on "
                  + worker.name
                  + ": "
                  + why
                  + "; it is handed to another worker (not to "
                  + worker.name
                  + " again)");
          queue.addFirst(game);
        } else {
          throw new IllegalStateException(
              "game " + game.number() + " failed outside any player on two workers: " + why);
        }
      }
    }
  }

  /**
   * A result that disagrees with its moves: the game goes to another worker, and the worker is
   * refused after {@value #BAD_RESULTS} of them.
   */
  private void reject(
      Worker worker,
      ScheduledGame game,
      String problem,
      Deque<ScheduledGame> queue,
      Map<Integer, Set<UUID>> rejectedBy) {
    Set<UUID> by = rejectedBy.computeIfAbsent(game.number(), n -> new HashSet<>());
    by.add(worker.id);
    if (by.size() >= 2) {
      throw new IllegalStateException(
          "game "
              + game.number()
              + ": the results of two workers"
              + " disagree with their own moves (the last, from "
              + worker.name
              + ": "
              + problem
              + ")");
    }
    worker.bad++;
    say(
        "cluster: rejected game "
            + game.number()
            + " from worker "
            + worker.name
            + ": "
            + problem
            + "; it is played again on another worker");
    queue.addFirst(game);
    if (worker.bad >= BAD_RESULTS) {
      say(
          "cluster: worker "
              + worker.name
              + " refused: "
              + worker.bad
              + " results that disagree"
              + " with their own moves");
      refused.add(worker.id);
      drop(worker, queue);
    }
  }

  /** Forgets {@code worker}, and puts the games it has in hand back at the front of the queue. */
  private void drop(Worker worker, Deque<ScheduledGame> queue) {
    workers.remove(worker.id);
    worker.inHand.values().forEach(queue::addFirst);
    worker.inHand.clear();
  }

  private int inHand() {
    return workers.values().stream().mapToInt(w -> w.inHand.size()).sum();
  }

  /**
   * Sends a check to each new worker member, again every {@value #RECHECK_SECONDS} s until it
   * answers (a member that has just joined may not be reading its topic yet), and forgets the
   * members that left.
   */
  private void refreshWorkers(Deque<ScheduledGame> queue) {
    Set<UUID> present = new HashSet<>();
    long now = System.nanoTime();
    for (Member m : hazelcast.getCluster().getMembers()) {
      if (m.localMember() || refused.contains(m.getUuid())) {
        continue;
      }
      present.add(m.getUuid());
      if (answered.contains(m.getUuid())) {
        continue;
      }
      Long sent = checking.get(m.getUuid());
      if (sent == null || now - sent > TimeUnit.SECONDS.toNanos(RECHECK_SECONDS)) {
        // the answer comes back through the events queue
        checking.put(m.getUuid(), now);
        channel.send(Channel.TO_WORKERS, m.getUuid(), new Message.Check(run));
      }
    }
    for (Worker w : List.copyOf(workers.values())) {
      if (!present.contains(w.id)) {
        say("cluster: worker " + w.name + " left after " + w.played + " games");
        drop(w, queue);
      }
    }
    checking.keySet().retainAll(present);
    answered.retainAll(present);
  }

  private void accept(UUID id, Message.CheckAnswer answer) {
    if (answered.contains(id) || refused.contains(id)) {
      return;
    }
    answered.add(id);
    checking.remove(id);
    if (!answer.reason().isEmpty()) {
      say("cluster: worker " + answer.name() + " refused: " + answer.reason());
      return;
    }
    boolean stillThere =
        hazelcast.getCluster().getMembers().stream().anyMatch(x -> x.getUuid().equals(id));
    if (!stillThere || answer.slots() < 1) {
      return;
    }
    int slots = Math.min(answer.slots(), 256);
    workers.put(id, new Worker(id, answer.name(), slots));
    say(
        String.format(
            Locale.ROOT,
            "cluster: worker %s joined with %d slot%s; %d workers, %d" + " slots",
            answer.name(),
            slots,
            slots == 1 ? "" : "s",
            workers.size(),
            workers.values().stream().mapToInt(w -> w.slots).sum()));
  }

  /**
   * Gives each free slot a game, the first in the queue that this worker has not already returned a
   * rejected result for.
   */
  private void dispatch(
      Deque<ScheduledGame> queue,
      Strikes strikes,
      Map<Integer, Set<UUID>> rejectedBy,
      Map<Integer, Set<UUID>> failedOn) {
    for (Worker w : workers.values()) {
      Iterator<ScheduledGame> it = queue.iterator();
      while (w.inHand.size() < w.slots && it.hasNext()) {
        ScheduledGame game = it.next();
        if (rejectedBy.getOrDefault(game.number(), Set.of()).contains(w.id)
            || failedOn.getOrDefault(game.number(), Set.of()).contains(w.id)) {
          continue;
        }
        it.remove();
        long ticket = tickets.nextLong();
        w.inHand.put(ticket, game);
        channel.send(
            Channel.TO_WORKERS,
            w.id,
            new Message.Play(
                ticket,
                run,
                game,
                Map.copyOf(strikes.counts()),
                Set.copyOf(strikes.disqualified()),
                Set.copyOf(strikes.runaways()),
                List.copyOf(sides.apply(game))));
      }
    }
  }

  /** Each worker's games and rate, for the end of the run. */
  public String summary() {
    StringBuilder sb = new StringBuilder();
    for (Worker w : workers.values()) {
      double seconds = (System.nanoTime() - w.since) / 1e9;
      sb.append(
          String.format(
              Locale.ROOT,
              "worker %s: %d slot%s, %d games, %.2f games/s%n",
              w.name,
              w.slots,
              w.slots == 1 ? "" : "s",
              w.played,
              w.played / seconds));
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
      idle.close();
      hazelcast.shutdown();
      hazelcast = null;
    }
  }
}
