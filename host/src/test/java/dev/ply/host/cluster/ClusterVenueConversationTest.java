package dev.ply.host.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.mockConstruction;
import static org.mockito.Mockito.mockStatic;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.hazelcast.cluster.Cluster;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.OpeningBook;
import dev.ply.host.tournament.RoundRobin;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mockito.InOrder;
import org.mockito.MockedConstruction;
import org.mockito.MockedStatic;

/**
 * The cluster venue's conversation with its members, through a mocked {@link Channel} and a mocked
 * Hazelcast membership (no Hazelcast is started): the check before any game, the games handed out
 * one per slot, and each result handed to the runner once, from a worker that played it honestly.
 */
@Timeout(60) // a broken venue waits for workers forever: fail instead
class ClusterVenueConversationTest {

  private static final UUID COORDINATOR = UUID.fromString("00000000-0000-0000-0000-000000000000");
  private static final UUID W1 = UUID.fromString("00000000-0000-0000-0000-000000000001");
  private static final UUID W2 = UUID.fromString("00000000-0000-0000-0000-000000000002");
  private static final RunDescription RUN =
      new RunDescription("match", "players: [a, b]", "nim.yaml", "sha", Map.of("nim", "cafe"), 42);

  private static final Game NIM = new NimFixture();
  private static final TournamentPlan PLAN =
      new TournamentPlan(
          NIM,
          Options.empty(),
          new RoundRobin(List.of("a", "b"), 1),
          2,
          OpeningBook.random(NIM, Options.empty(), 1, 5),
          7,
          new RefereeSettings(100, Duration.ofSeconds(1), Duration.ofSeconds(5)),
          1,
          List.of(
              new Entrant(
                  "a",
                  new ResultCheckTest.Last(),
                  Optional.empty(),
                  Options.empty(),
                  SeatLimits.none()),
              new Entrant(
                  "b",
                  new ResultCheckTest.Last(),
                  Optional.empty(),
                  Options.empty(),
                  SeatLimits.none())),
          Optional.empty());

  private static final List<ScheduledGame> GAMES =
      List.of(
          new ScheduledGame(1, 1, "a", "b", "", 11),
          new ScheduledGame(2, 1, "b", "a", "", 12),
          new ScheduledGame(3, 1, "a", "b", "", 13));

  /** Each game as the referee plays it: what an honest worker sends back. */
  private static final Map<Integer, GameRecord> HONEST = new HashMap<>();

  static {
    GameTable table = new GameTable(PLAN, new Strikes());
    GAMES.forEach(g -> HONEST.put(g.number(), table.play(g, GameListener.NONE)));
  }

  /** The members of the cluster now: the coordinator itself, and the workers that are there. */
  private final Set<Member> present = new LinkedHashSet<>();

  private final Map<UUID, Member> members = new HashMap<>();

  /** How each worker answers what the coordinator sends it; no answer when it returns null. */
  private final Map<UUID, Function<Message, Message>> workers = new HashMap<>();

  private final StringWriter told = new StringWriter();
  private MockedStatic<Members> starting;
  private MockedStatic<IdleConnections> watching;
  private MockedConstruction<Channel> channels;
  private Consumer<Envelopes.Opened> inbox;
  private final Venue.Results results = mock(Venue.Results.class);

  @BeforeEach
  void aClusterWithoutHazelcast() {
    HazelcastInstance hazelcast = mock(HazelcastInstance.class);
    Cluster cluster = mock(Cluster.class);
    when(hazelcast.getCluster()).thenReturn(cluster);
    when(cluster.getMembers()).thenAnswer(call -> new LinkedHashSet<>(present));
    present.add(member(COORDINATOR, true));
    starting = mockStatic(Members.class);
    starting.when(() -> Members.start(any(), any(), any(), any())).thenReturn(hazelcast);
    watching = mockStatic(IdleConnections.class);
    watching
        .when(() -> IdleConnections.watch(any(), any()))
        .thenReturn(mock(IdleConnections.class));
    channels =
        mockConstruction(
            Channel.class,
            (channel, context) -> {
              @SuppressWarnings("unchecked")
              Consumer<Envelopes.Opened> handler =
                  (Consumer<Envelopes.Opened>) context.arguments().get(3);
              inbox = handler;
              // A worker's answer comes back through the coordinator's inbox, as Hazelcast's
              // event thread would hand it over.
              doAnswer(
                      call -> {
                        UUID to = call.getArgument(1);
                        Message answer = workers.get(to).apply(call.getArgument(2));
                        if (answer != null) {
                          inbox.accept(new Envelopes.Opened(to, COORDINATOR, answer));
                        }
                        return null;
                      })
                  .when(channel)
                  .send(any(), any(), any());
            });
  }

  @AfterEach
  void release() {
    channels.close();
    watching.close();
    starting.close();
  }

  private Member member(UUID id, boolean local) {
    Member m = mock(Member.class);
    when(m.getUuid()).thenReturn(id);
    when(m.localMember()).thenReturn(local);
    members.put(id, m);
    return m;
  }

  /** A worker that joins now and answers as {@code answers} does. */
  private void join(UUID id, Function<Message, Message> answers) {
    present.add(member(id, false));
    workers.put(id, answers);
  }

  /** A worker named {@code name} that can play the run in {@code slots}, and plays each game. */
  private static Function<Message, Message> honest(String name, int slots) {
    return message -> {
      if (message instanceof Message.Check) {
        return new Message.CheckAnswer(name, slots, "");
      }
      Message.Play play = (Message.Play) message;
      return new Message.Played(play.ticket(), HONEST.get(play.game().number()));
    };
  }

  /** A worker that claims every game was won by the side its moves say lost. */
  private static Function<Message, Message> forging(String name) {
    return message -> {
      if (message instanceof Message.Check) {
        return new Message.CheckAnswer(name, 1, "");
      }
      Message.Play play = (Message.Play) message;
      GameRecord r = HONEST.get(play.game().number());
      return new Message.Played(
          play.ticket(),
          new GameRecord(
              r.number(),
              r.gameId(),
              r.variant(),
              r.players(),
              1 - r.winnerSeat(),
              r.termination(),
              r.reason(),
              r.seed(),
              r.started(),
              r.ended(),
              r.finalPosition(),
              r.moves(),
              r.opening(),
              r.violations()));
    };
  }

  private ClusterVenue venue() {
    return new ClusterVenue(
        RUN,
        ClusterSecret.generate(),
        true,
        new ClusterAddress("127.0.0.1", 5701),
        new PrintWriter(told));
  }

  private void play(ClusterVenue venue, List<ScheduledGame> games) {
    try {
      venue.play(games, new GameTable(PLAN, new Strikes()), new TournamentListener() {}, results);
    } finally {
      venue.close();
    }
  }

  private Channel channel() {
    return channels.constructed().get(0);
  }

  private static Message playOf(int number) {
    return argThat(m -> m instanceof Message.Play p && p.game().number() == number);
  }

  @Test
  void aWorkerIsCheckedBeforeItGetsAGameThenGetsOneGamePerSlot() {
    join(W1, honest("w1", 2));

    play(venue(), GAMES);

    Channel channel = channel();
    InOrder order = inOrder(channel, results);
    order.verify(channel).send(Channel.TO_WORKERS, W1, new Message.Check(RUN));
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(1));
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(2));
    order.verify(results).finished(GAMES.get(0), HONEST.get(1), "w1");
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(3));
    order.verify(results).finished(GAMES.get(1), HONEST.get(2), "w1");
    order.verify(results).finished(GAMES.get(2), HONEST.get(3), "w1");
    order.verifyNoMoreInteractions();
    assertTrue(
        told.toString().contains("cluster: worker w1 joined with 2 slots; 1 workers, 2 slots"),
        told.toString());
  }

  @Test
  void aWorkerThatCannotPlayTheRunIsGivenNoGame() {
    Function<Message, Message> wouldPlay = honest("w1", 4);
    join(
        W1,
        message ->
            message instanceof Message.Check
                ? new Message.CheckAnswer("w1", 4, "plugin nim: another jar")
                : wouldPlay.apply(message));
    join(W2, honest("w2", 1));

    play(venue(), GAMES.subList(0, 2));

    Channel channel = channel();
    verify(channel).send(Channel.TO_WORKERS, W1, new Message.Check(RUN));
    verify(channel, times(1)).send(eq(Channel.TO_WORKERS), eq(W1), any());
    verify(channel).send(eq(Channel.TO_WORKERS), eq(W2), playOf(1));
    verify(channel).send(eq(Channel.TO_WORKERS), eq(W2), playOf(2));
    verify(results).finished(GAMES.get(0), HONEST.get(1), "w2");
    verify(results).finished(GAMES.get(1), HONEST.get(2), "w2");
    verify(results, never()).finished(any(), any(), eq("w1"));
    assertTrue(
        told.toString().contains("cluster: worker w1 refused: plugin nim: another jar"),
        told.toString());
  }

  @Test
  void aResultThatDisagreesWithItsMovesIsPlayedAgainElsewhereAndOnlyTheHonestOneRecorded() {
    join(W1, forging("w1"));
    join(W2, honest("w2", 1));

    play(venue(), GAMES.subList(0, 1));

    Channel channel = channel();
    InOrder order = inOrder(channel, results);
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(1));
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W2), playOf(1));
    order.verify(results).finished(GAMES.get(0), HONEST.get(1), "w2");
    verify(results, times(1)).finished(any(), any(), anyString());
    assertTrue(
        told.toString().contains("cluster: rejected game 1 from worker w1: "), told.toString());
  }

  @Test
  void theGamesOfAWorkerThatLeavesAreHandedToAnother() {
    // w1 takes its game and leaves the cluster without an answer.
    join(
        W1,
        message -> {
          if (message instanceof Message.Check) {
            return new Message.CheckAnswer("w1", 1, "");
          }
          present.remove(members.get(W1));
          return null;
        });
    join(W2, honest("w2", 1));

    play(venue(), GAMES.subList(0, 1));

    Channel channel = channel();
    InOrder order = inOrder(channel, results);
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(1));
    order.verify(channel).send(eq(Channel.TO_WORKERS), eq(W2), playOf(1));
    order.verify(results).finished(GAMES.get(0), HONEST.get(1), "w2");
    verify(results, times(1)).finished(any(), any(), anyString());
    assertTrue(told.toString().contains("cluster: worker w1 left after 0 games"), told.toString());
  }

  @Test
  void aGameThatFailsOutsideAnyPlayerGoesToAnotherWorkerAndStopsTheRunWhenThatFailsToo() {
    Function<Message, Message> failing =
        message ->
            message instanceof Message.Play p
                ? new Message.Failed(p.ticket(), "the game plugin is missing")
                : null;
    join(
        W1,
        m -> m instanceof Message.Check ? new Message.CheckAnswer("w1", 1, "") : failing.apply(m));
    join(
        W2,
        m -> m instanceof Message.Check ? new Message.CheckAnswer("w2", 1, "") : failing.apply(m));

    IllegalStateException stopped =
        assertThrows(IllegalStateException.class, () -> play(venue(), GAMES.subList(0, 1)));

    assertEquals(
        "game 1 failed outside any player on two workers: the game plugin is missing",
        stopped.getMessage());
    // Handed out twice: to w1, then to w2 (another worker, as the line says), never to w1 again.
    Channel channel = channel();
    verify(channel, times(1)).send(eq(Channel.TO_WORKERS), eq(W1), playOf(1));
    verify(channel, times(1)).send(eq(Channel.TO_WORKERS), eq(W2), playOf(1));
    verify(results, never()).finished(any(), any(), anyString());
    assertTrue(
        told.toString()
            .contains(
                "cluster: game 1 failed on w1: the game plugin is missing; it is handed to another"
                    + " worker (not to w1 again)"),
        told.toString());
  }

  @Test
  void noGameIsHandedOutOnceTheResultsSayStop() {
    join(W1, honest("w1", 2));
    when(results.finished(GAMES.get(0), HONEST.get(1), "w1")).thenReturn(true);

    play(venue(), GAMES);

    // Game 2 was in hand when game 1's result said stop; game 3 is never handed out.
    Channel channel = channel();
    verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(1));
    verify(channel).send(eq(Channel.TO_WORKERS), eq(W1), playOf(2));
    verify(channel, never()).send(eq(Channel.TO_WORKERS), eq(W1), playOf(3));
    verify(results, times(1)).finished(GAMES.get(0), HONEST.get(1), "w1");
  }

  @Test
  void theMovesAWorkerSendsAreFollowedOnTheCoordinatorAsTheWorkersGamesInPlay() {
    // A worker that sends each move of its game as it plays it, then the finished game.
    join(
        W1,
        message -> {
          if (message instanceof Message.Check) {
            return new Message.CheckAnswer("w1", 1, "");
          }
          Message.Play play = (Message.Play) message;
          for (dev.ply.host.referee.MoveRecord m : HONEST.get(play.game().number()).moves()) {
            inbox.accept(
                new Envelopes.Opened(W1, COORDINATOR, new Message.Moved(play.ticket(), m)));
          }
          return new Message.Played(play.ticket(), HONEST.get(play.game().number()));
        });
    Map<Integer, List<String>> heard = new HashMap<>();
    Map<Integer, String> where = new HashMap<>();
    Map<Integer, String> last = new HashMap<>();
    TournamentListener listener =
        new TournamentListener() {
          @Override
          public GameListener moves(ScheduledGame game, String on) {
            where.put(game.number(), on);
            return new GameListener() {
              @Override
              public void started(dev.ply.api.GameState start) {
                heard.put(game.number(), new java.util.ArrayList<>());
              }

              @Override
              public void moved(dev.ply.host.referee.MoveRecord move, dev.ply.api.GameState after) {
                heard.get(game.number()).add(move.move());
                last.put(game.number(), after.render());
              }
            };
          }
        };
    ClusterVenue venue = venue();
    try {
      venue.play(GAMES, new GameTable(PLAN, new Strikes()), listener, results);
    } finally {
      venue.close();
    }

    for (ScheduledGame g : GAMES) {
      GameRecord record = HONEST.get(g.number());
      assertEquals("w1", where.get(g.number()));
      assertEquals(
          record.moves().stream().map(dev.ply.host.referee.MoveRecord::move).toList(),
          heard.get(g.number()),
          "every move of game " + g.number() + ", in order");
      assertEquals(record.finalPosition(), last.get(g.number()), "game " + g.number());
      verify(results).finished(g, record, "w1");
    }
  }
}
