package dev.ply.host.ggp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.host.config.GgpEndpoint;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Referee;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.Seat;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.referee.Termination;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ply's referee and Ply's served players talking GGP over real HTTP on loopback, at a small game of
 * a simultaneous step and plain turns ({@link PickAndTake}): the game over HTTP is the game played
 * in the host, move for move, and a player that never answers, answers garbage or is not there
 * loses or is refused with the reason said.
 */
class GgpLoopbackTest {

  private static final Game GAME = new PickAndTake();

  /** Generous: a served player answers at once, and CI's cores are busy. */
  private static final Duration TIME = Duration.ofSeconds(20);

  private static final SeatLimits LIMITS =
      new SeatLimits(OptionalInt.empty(), OptionalLong.empty(), Optional.of(TIME));

  private final Referee referee =
      new Referee(new RefereeSettings(100, Duration.ofSeconds(2), Duration.ofSeconds(60)));

  private final List<AutoCloseable> open = new ArrayList<>();

  @TempDir Path logs;

  @AfterEach
  void closeAll() throws Exception {
    for (AutoCloseable c : open) {
      c.close();
    }
  }

  /**
   * Picks by its seed's parity, then takes as many as it may unless that leaves the opponent a
   * winning count: deterministic for a seed, and not the same move everywhere.
   */
  static class Greedy implements Strategy {
    @Override
    public String id() {
      return "greedy";
    }

    @Override
    public String description() {
      return "takes the most";
    }

    @Override
    public List<OptionSpec> options() {
      return List.of();
    }

    @Override
    public boolean supports(Game game) {
      return true;
    }

    @Override
    public java.util.Set<dev.ply.api.GameFeature> handles() {
      return java.util.Set.of(dev.ply.api.GameFeature.SIMULTANEOUS_MOVES);
    }

    @Override
    public Player newPlayer(PlayerContext context) {
      return new Player() {
        private long seed;
        private int seat;

        @Override
        public void newGame(int seat, long seed) {
          this.seat = seat;
          this.seed = seed;
        }

        @Override
        public SearchReport chooseMove(GameState state, Limits limits) {
          int[] moves = new int[state.maxMoves()];
          int n =
              state.playerToMove() == GameState.SIMULTANEOUS
                  ? state.legalMovesOf(seat, moves)
                  : state.legalMoves(moves);
          int pick = (int) Math.floorMod(seed + seat, n);
          return SearchReport.builder(moves[state.playerToMove() < 0 ? pick : n - 1]).build();
        }
      };
    }
  }

  /** A Ply strategy served over HTTP at any free port of loopback. */
  private GgpServer serve(Strategy strategy, long seed, StringWriter said) throws IOException {
    return serve(strategy, seed, said, 1);
  }

  private GgpServer serve(Strategy strategy, long seed, StringWriter said, int matches)
      throws IOException {
    GgpServer server =
        new GgpServer(
            new GgpServer.Setup(
                strategy,
                Options.empty(),
                List.of(new PickAndTake.Library()),
                seed,
                Limits.NO_DEPTH_LIMIT,
                Limits.NO_NODE_LIMIT,
                Duration.ofSeconds(1),
                matches),
            "127.0.0.1",
            0,
            new PrintWriter(said, true));
    open.add(server);
    return server;
  }

  private GgpPlayer player(String name, int port) {
    GgpPlayer player =
        new GgpPlayer(
            name,
            new GgpEndpoint(URI.create("http://127.0.0.1:" + port + "/"), TIME),
            GAME,
            Options.empty(),
            logs.resolve(name + ".log"));
    open.add(player);
    return player;
  }

  private GameRecord play(Player white, Player black) {
    return referee
        .play(
            1,
            GAME,
            Options.empty(),
            List.of(new Seat("white", white, LIMITS), new Seat("black", black, LIMITS)),
            7,
            GameListener.NONE)
        .record();
  }

  private static List<String> moves(GameRecord record) {
    return record.moves().stream().map(MoveRecord::move).toList();
  }

  @Test
  void aGameOverHttpIsTheGamePlayedInTheHostMoveForMove() throws IOException {
    Strategy greedy = new Greedy();
    StringWriter whiteSaid = new StringWriter();
    StringWriter blackSaid = new StringWriter();
    GgpServer white = serve(greedy, 3, whiteSaid);
    GgpServer black = serve(greedy, 3, blackSaid);
    GgpPlayer whitePlayer = player("white", white.port());
    GgpPlayer blackPlayer = player("black", black.port());
    GameRecord overHttp = play(whitePlayer, blackPlayer);
    whitePlayer.gameOver(moves(overHttp), true);
    blackPlayer.gameOver(moves(overHttp), true);

    // The same strategy in the host, seeded as serve-ggp seeds it.
    Function<Integer, Player> local =
        seat -> {
          Player p =
              greedy.newPlayer(
                  new PlayerContext(GAME, Options.empty(), Options.empty(), Optional.empty(), 3));
          return new Player() {
            @Override
            public void newGame(int s, long seed) {
              p.newGame(s, 3);
            }

            @Override
            public SearchReport chooseMove(GameState state, Limits limits) {
              return p.chooseMove(state, limits);
            }
          };
        };
    GameRecord inHost = play(local.apply(0), local.apply(1));

    assertEquals(Termination.NORMAL, overHttp.termination(), overHttp.reason());
    assertEquals(moves(inHost), moves(overHttp));
    assertEquals(inHost.winnerSeat(), overHttp.winnerSeat());
    // pick(2) by white (seed 3 + seat 0 is odd), pick(1) by black: 8 stones, taken 2 2 2 2.
    assertEquals(
        List.of("pick(2)", "pick(1)", "take(2)", "take(2)", "take(2)", "take(2)"), moves(overHttp));
    assertEquals(1, overHttp.winnerSeat(), "black takes the last two stones");
    assertTrue(
        whiteSaid.toString().contains("STOP") && whiteSaid.toString().contains("its utility 0"),
        whiteSaid.toString());
    assertTrue(blackSaid.toString().contains("its utility 100"), blackSaid.toString());
  }

  @Test
  void oneServerOfTwoMatchesPlaysBothRolesAndAStartBeyondThemIsAnsweredBusy() throws IOException {
    StringWriter said = new StringWriter();
    GgpServer both = serve(new Greedy(), 3, said, 2);
    GgpPlayer white = player("white", both.port());
    GgpPlayer black = player("black", both.port());
    GameRecord record = play(white, black);
    assertEquals(Termination.NORMAL, record.termination(), record.reason());
    assertEquals(
        List.of("pick(2)", "pick(1)", "take(2)", "take(2)", "take(2)", "take(2)"), moves(record));
    GgpPlayer third = player("third", both.port());
    IllegalStateException busy =
        assertThrows(IllegalStateException.class, () -> third.checkStarts());
    assertTrue(busy.getMessage().contains("INFO: busy"), busy.getMessage());
    white.gameOver(moves(record), true);
    third.checkStarts(); // one match is over: room for another
  }

  /** A GGP player of the test's own: ready for any game, and {@code onPlay} for each PLAY. */
  private int fakePlayer(Function<String, String> onPlay) throws IOException {
    HttpServer http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 4);
    http.createContext(
        "/",
        exchange -> {
          String message =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          String word = message.substring(1).split("[ )]")[0].toLowerCase();
          String answer =
              switch (word) {
                case "info" -> "((status available))";
                case "start" -> "ready";
                case "play" -> onPlay.apply(message);
                case "stop" -> "done";
                default -> "aborted";
              };
          byte[] body = answer.getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    http.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
    http.start();
    open.add(() -> http.stop(0));
    return http.getAddress().getPort();
  }

  @Test
  void aPlayerThatNeverAnswersPlayLosesOnTimeWithTheReason() throws IOException {
    CountDownLatch never = new CountDownLatch(1);
    open.add(never::countDown);
    int silent =
        fakePlayer(
            message -> {
              try {
                never.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return "noop";
            });
    GgpServer black = serve(new Greedy(), 1, new StringWriter());
    Duration short_ = Duration.ofSeconds(1);
    SeatLimits quick =
        new SeatLimits(OptionalInt.empty(), OptionalLong.empty(), Optional.of(short_));
    GgpPlayer mute =
        new GgpPlayer(
            "mute",
            new GgpEndpoint(URI.create("http://127.0.0.1:" + silent + "/"), short_),
            GAME,
            Options.empty(),
            logs.resolve("mute.log"));
    open.add(mute);
    GameRecord record =
        new Referee(new RefereeSettings(100, Duration.ofSeconds(1), Duration.ofSeconds(60)))
            .play(
                1,
                GAME,
                Options.empty(),
                List.of(
                    new Seat("mute", mute, quick),
                    new Seat("black", player("black", black.port()), LIMITS)),
                7,
                GameListener.NONE)
            .record();
    assertEquals(Termination.TIME_FORFEIT, record.termination(), record.reason());
    assertEquals(1, record.winnerSeat());
    assertTrue(record.reason().startsWith("mute did not move within"), record.reason());
  }

  @Test
  void aPlayerThatAnswersGarbageLosesWithItsAnswerInTheReasonAndItsOpponentIsSentAbort()
      throws IOException {
    int garbage = fakePlayer(message -> "((pick 1");
    StringWriter said = new StringWriter();
    GgpServer black = serve(new Greedy(), 1, said);
    GgpPlayer blackPlayer = player("black", black.port());
    GameRecord record = play(player("babbler", garbage), blackPlayer);
    assertEquals(Termination.ILLEGAL_MOVE, record.termination(), record.reason());
    assertEquals(1, record.winnerSeat());
    assertTrue(record.reason().contains("((pick 1"), record.reason());
    blackPlayer.gameOver(moves(record), false);
    assertTrue(said.toString().contains(": the match is aborted"), "a game cut short: " + said);
  }

  @Test
  void aMegabyteAnswerLosesWithOnlyItsStartInTheRecordedReason() throws IOException {
    String huge = "(pick " + "x ".repeat(1_000_000) + ")";
    int flood = fakePlayer(message -> huge);
    GgpServer black = serve(new Greedy(), 1, new StringWriter());
    GameRecord record = play(player("flood", flood), player("black", black.port()));
    assertEquals(Termination.ILLEGAL_MOVE, record.termination());
    assertTrue(
        record.reason().startsWith("white returned an illegal move: (pick x x"), record.reason());
    assertTrue(
        record.reason().length() < 1000, "a reason of " + record.reason().length() + " chars");
  }

  @Test
  void aPlayerThatAnswersAMoveTheGameDoesNotAllowLosesWithTheLegalMovesListed() throws IOException {
    int wrong = fakePlayer(message -> "(PICK 3)");
    GgpServer black = serve(new Greedy(), 1, new StringWriter());
    GameRecord record = play(player("wrong", wrong), player("black", black.port()));
    assertEquals(Termination.ILLEGAL_MOVE, record.termination(), record.reason());
    assertTrue(
        record.reason().contains("(pick 3)") && record.reason().contains("pick(1) pick(2)"),
        record.reason());
  }

  @Test
  void aUrlThatRefusesConnectionsFailsTheStartCheckInOneLine() throws IOException {
    int closed;
    try (ServerSocket socket = new ServerSocket(0)) {
      closed = socket.getLocalPort();
    }
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> player("gone", closed).checkStarts());
    assertEquals(
        "cannot reach the GGP player at http://127.0.0.1:" + closed + "/: connection refused",
        e.getMessage());
  }

  @Test
  void aServedStrategyThatCannotPlayTheGameRefusesItsStartAndSaysWhy() throws IOException {
    Strategy sequentialOnly =
        new Greedy() {
          @Override
          public java.util.Set<dev.ply.api.GameFeature> handles() {
            return java.util.Set.of();
          }
        };
    StringWriter said = new StringWriter();
    GgpServer server = serve(sequentialOnly, 1, said);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> player("picky", server.port()).checkStarts());
    assertTrue(e.getMessage().contains("answered START with 'busy'"), e.getMessage());
    assertTrue(
        said.toString().contains("refused, greedy cannot play pick-and-take"), said.toString());
  }
}
