package dev.ply.api.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchListener;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link Strategy} must keep: it returns a legal move in every position, stays
 * within depth and node limits, obeys the stop signal and a passed deadline, plays the same moves
 * under the same seed, and, if it can be traced, reports exactly the positions it counts. A
 * strategy plugin reuses it in three lines:
 *
 * <pre>
 * class AlphaBetaConformanceTest extends StrategyConformanceTest {
 *   protected Strategy strategy() { return new AlphaBetaStrategy(); }
 * }
 * </pre>
 *
 * <p>By default it plays {@link NimFixture}; override {@link #game()} (and {@link #evaluator()}) to
 * test on another game, and {@link #options()} for non-default options.
 */
public abstract class StrategyConformanceTest {

  /** The strategy under test. */
  protected abstract Strategy strategy();

  /** The game to play; small Nim by default. */
  protected Game game() {
    return new NimFixture();
  }

  /** The strategy's options; the defaults by default. */
  protected Options options() {
    return Options.resolve(strategy().options(), Map.of());
  }

  /** The evaluator to give the player, if any. */
  protected Optional<Evaluator> evaluator() {
    return Optional.empty();
  }

  /** The depth used where a test needs one. */
  protected int depth() {
    return 3;
  }

  private Player newPlayer(long seed) {
    Game g = game();
    PlayerContext context =
        new PlayerContext(
            g, Options.resolve(g.variantOptions(), Map.of()), options(), evaluator(), seed);
    return strategy().newPlayer(context);
  }

  private GameState start() {
    Game g = game();
    return g.newGame(Options.resolve(g.variantOptions(), Map.of()));
  }

  /** Plays whole games, the strategy in every seat, and checks each move it returns. */
  private List<Integer> playGames(long seed, int games, Supplier<Limits> limits) {
    List<Integer> moves = new ArrayList<>();
    Player[] players = new Player[game().players()];
    for (int p = 0; p < players.length; p++) {
      players[p] = newPlayer(seed + p);
    }
    for (int g = 0; g < games; g++) {
      GameState s = start();
      for (int p = 0; p < players.length; p++) {
        players[p].newGame(p, seed * 31 + g);
      }
      java.util.SplittableRandom dice = new java.util.SplittableRandom(seed * 131 + g);
      while (!s.isTerminal()) {
        if (s.playerToMove() == GameState.CHANCE) {
          // The referee's part: an outcome drawn by its probability.
          double r = dice.nextDouble();
          int drawn = GameState.NO_MOVE;
          for (dev.ply.api.ChanceOutcome o : s.chanceOutcomes()) {
            drawn = o.move();
            r -= o.probability();
            if (r < 0) {
              break;
            }
          }
          s.play(drawn);
          continue;
        }
        if (s.playerToMove() == GameState.SIMULTANEOUS) {
          int[] joint = new int[players.length];
          int[] buffer = new int[s.maxMoves()];
          for (int seat = 0; seat < players.length; seat++) {
            joint[seat] = GameState.NO_MOVE;
            int n = s.legalMovesOf(seat, buffer);
            if (n > 0) {
              int move = ask(players[seat], s, seat, limits.get());
              assertTrue(
                  java.util.Arrays.stream(buffer, 0, n).anyMatch(m -> m == move),
                  "seat " + seat + "'s move " + move + " is one of its own in\n" + s.render());
              joint[seat] = move;
              moves.add(move);
            }
          }
          s.playJoint(joint);
          continue;
        }
        int move = ask(players[s.playerToMove()], s, s.playerToMove(), limits.get());
        assertTrue(s.isLegal(move), "move " + s.moveToText(move) + " is legal in\n" + s.render());
        moves.add(move);
        s.play(move);
      }
    }
    return moves;
  }

  /**
   * Asks {@code player}, in {@code seat}, for its move at {@code s} as the referee would: with the
   * seat's view in a game of hidden information, a copy of the position otherwise; and checks that
   * the report keeps to {@code l}.
   */
  private int ask(Player player, GameState s, int seat, Limits l) {
    boolean hidden = game().features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION);
    SearchReport report =
        hidden ? player.chooseMove(s.view(seat), l) : player.chooseMove(s.copy(), l);
    assertNotNull(report, "a report");
    if (l.maxDepth() != Limits.NO_DEPTH_LIMIT) {
      assertTrue(report.depth() <= l.maxDepth(), "depth " + report.depth() + " within limit");
    }
    if (l.maxNodes() != Limits.NO_NODE_LIMIT) {
      assertTrue(report.nodes() <= l.maxNodes(), "nodes " + report.nodes() + " within limit");
    }
    return report.move();
  }

  @Test
  void strategyDescribesItselfAndSupportsItsTestGame() {
    Strategy s = strategy();
    assertTrue(s.id().matches("[a-z0-9][a-z0-9-]*"), "id is lower-case and hyphenated: " + s.id());
    assertTrue(s.supports(game()), s.id() + " supports " + game().id());
  }

  @Test
  void alwaysReturnsALegalMoveWithinTheDepthLimit() {
    playGames(1, 5, () -> Limits.depth(depth()));
  }

  @Test
  void staysWithinTheNodeLimit() {
    playGames(2, 5, () -> Limits.nodes(200));
    playGames(3, 2, () -> Limits.nodes(1));
  }

  @Test
  void returnsALegalMoveAtOnceWhenTheStopSignalIsAlreadyRaised() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(30),
        () ->
            playGames(
                4,
                2,
                () -> {
                  Limits l = Limits.none();
                  l.stop();
                  return l;
                }),
        "a stopped search must return");
  }

  @Test
  void returnsALegalMoveWhenTheDeadlineHasPassed() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(30),
        () ->
            playGames(
                5,
                2,
                () ->
                    new Limits(Limits.NO_DEPTH_LIMIT, Limits.NO_NODE_LIMIT, System.nanoTime() - 1)),
        "a search past its deadline must return");
  }

  @Test
  void stopsWhenTheSignalIsRaisedDuringTheSearch() {
    GameState s = start();
    while (s.playerToMove() == GameState.CHANCE) {
      s.play(s.chanceOutcomes().get(0).move()); // to the first position where a seat chooses
    }
    int seat = Math.max(0, s.playerToMove());
    Player player = newPlayer(6);
    player.newGame(seat, 6);
    Limits l = Limits.none();
    Thread stopper =
        new Thread(
            () -> {
              try {
                Thread.sleep(50);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              l.stop();
            });
    stopper.start();
    boolean hidden = game().features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION);
    SearchReport report =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () -> hidden ? player.chooseMove(s.view(seat), l) : player.chooseMove(s.copy(), l),
            "a search told to stop must return");
    int[] own = new int[s.maxMoves()];
    int n =
        s.playerToMove() == GameState.SIMULTANEOUS ? s.legalMovesOf(seat, own) : s.legalMoves(own);
    assertTrue(
        java.util.Arrays.stream(own, 0, n).anyMatch(m -> m == report.move()),
        "the move after a stop is legal");
  }

  @Test
  void playsTheSameMovesUnderTheSameSeed() {
    List<Integer> first = playGames(7, 3, () -> Limits.depth(depth()));
    List<Integer> second = playGames(7, 3, () -> Limits.depth(depth()));
    assertEquals(first, second, "same seed, same moves");
  }

  @Test
  void aTracedPlayerReportsEveryPositionItCountsNestedAndReachedByLegalMoves() {
    Player player = newPlayer(8);
    CheckingListener listener = new CheckingListener();
    Assumptions.assumeTrue(player.trace(listener), strategy().id() + " does not trace");
    GameState s = start();
    player.newGame(0, 8);
    for (int turn = 0; turn < 3 && !s.isTerminal(); turn++) {
      listener.startMove(s.copy());
      SearchReport report = player.chooseMove(s.copy(), Limits.depth(depth()));
      assertEquals(report.nodes(), listener.entered, "positions heard = positions counted");
      assertEquals(0, listener.open, "every position entered is left");
      s.play(report.move());
    }
  }

  /** Checks the order of {@link SearchListener} events against a copy of the position. */
  private static final class CheckingListener implements SearchListener {
    private GameState state;
    private final List<Integer> plies = new ArrayList<>();
    long entered;
    int open;

    void startMove(GameState root) {
      state = root;
      entered = 0;
      open = 0;
    }

    @Override
    public void enter(int ply, int move, int player, int alpha, int beta, int flags) {
      assertEquals(open, ply, "a position is entered one ply below the open one");
      assertTrue(alpha < beta, "window (" + alpha + ", " + beta + ")");
      if (ply == 0) {
        assertEquals(-1, move, "the root has no move");
      } else {
        assertTrue(
            !state.isTerminal() && state.isLegal(move),
            "move " + move + " is legal at ply " + (ply - 1));
        state.play(move);
        if (!state.isTerminal() && (flags & LOOK_AHEAD) == 0) {
          assertEquals(state.playerToMove(), player, "values are from the side to move's view");
        }
      }
      plies.add(ply);
      entered++;
      open++;
    }

    @Override
    public void leave(int value, int flags) {
      assertTrue(open > 0, "left a position never entered");
      open--;
      if (plies.remove(plies.size() - 1) > 0) {
        state.undo();
      }
    }

    @Override
    public void pruned(int move) {
      assertTrue(
          open > 0 && !state.isTerminal() && state.isLegal(move),
          "a pruned move " + move + " is a legal move of the open position");
    }
  }
}
