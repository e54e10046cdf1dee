package dev.ply.multiplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A three-ply game of three seats, worked out by hand, where the three searches choose three
 * different moves because they model the opponents differently. Seat 0 plays A, B or C; then seat 1
 * and seat 2 each play x or y (x listed first). Utilities of seats 0, 1, 2:
 *
 * <pre>
 *        x,x         x,y         y,x         y,y
 *   A  ( 1, 0,-1)  ( 1,-1, 0)  ( 1,-1, 0)  (-1, 1, 0)
 *   B  ( 0, 0, 0)  ( 0, 0, 0)  ( 0, 0, 0)  ( 0, 0, 0)
 *   C  ( 2,-1,-1)  ( 0, 1,-1)  ( 0,-2, 2)  ( 0,-2, 2)
 * </pre>
 *
 * <p><b>max^n</b>: each seat for itself (first on a tie). After A, seat 2 answers x with y and y
 * with x; seat 1 is then -1 either way and plays x: 1 for seat 0. After C, seat 2 is -1 either way
 * after x and plays x; after y it is 2 either way; seat 1 prefers -1 (x) to -2 (y): 2 for seat 0.
 * It plays C, worth 2. <b>Paranoid</b>: the others both against seat 0: A -1 (y,y), B 0, C 0; it
 * plays B, the first worth 0. <b>Best-Reply Search</b>: one reply of either opponent, the other
 * playing x: A 1 (y,y needs both), B 0, C 0 (x,y or y,x); it plays A, worth 1.
 */
class ThreeModelsOfTheOpponentsTest {

  private static final int[][][] UTILITIES = {
    {{1, 0, -1}, {1, -1, 0}, {1, -1, 0}, {-1, 1, 0}},
    {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}},
    {{2, -1, -1}, {0, 1, -1}, {0, -2, 2}, {0, -2, 2}}
  };

  private static final class ThreeWays implements Game {
    @Override
    public String id() {
      return "three-ways";
    }

    @Override
    public String displayName() {
      return "three ways";
    }

    @Override
    public int players() {
      return 3;
    }

    @Override
    public int maxUtility() {
      return 2;
    }

    @Override
    public List<OptionSpec> variantOptions() {
      return List.of();
    }

    @Override
    public GameState newGame(Options variant) {
      return new Position();
    }
  }

  private static final class Position implements GameState {
    private final int[] path = new int[3];
    private int plies;

    @Override
    public int playerToMove() {
      return plies;
    }

    @Override
    public int maxMoves() {
      return 3;
    }

    @Override
    public int legalMoves(int[] buffer) {
      int n = plies == 0 ? 3 : plies < 3 ? 2 : 0;
      for (int i = 0; i < n; i++) {
        buffer[i] = i;
      }
      return n;
    }

    @Override
    public void play(int move) {
      path[plies++] = move;
    }

    @Override
    public void undo() {
      plies--;
    }

    @Override
    public int plies() {
      return plies;
    }

    @Override
    public boolean isTerminal() {
      return plies == 3;
    }

    @Override
    public int utility(int seat) {
      return UTILITIES[path[0]][2 * path[1] + path[2]][seat];
    }

    @Override
    public long hash() {
      return Arrays.hashCode(Arrays.copyOf(path, plies)) * 4L + plies;
    }

    @Override
    public GameState copy() {
      Position p = new Position();
      System.arraycopy(path, 0, p.path, 0, 3);
      p.plies = plies;
      return p;
    }

    @Override
    public String moveToText(int move) {
      return plies == 0 ? "ABC".substring(move, move + 1) : "xy".substring(move, move + 1);
    }

    @Override
    public int textToMove(String text) {
      return "ABCxy".indexOf(text.trim()) % 3;
    }

    @Override
    public String render() {
      return Arrays.toString(Arrays.copyOf(path, plies));
    }
  }

  private static SearchReport choose(Strategy strategy) {
    Game game = new ThreeWays();
    PlayerContext context =
        new PlayerContext(
            game,
            Options.empty(),
            Options.resolve(strategy.options(), Map.of()),
            Optional.empty(),
            1);
    var player = strategy.newPlayer(context);
    player.newGame(0, 1);
    return player.chooseMove(game.newGame(Options.empty()), Limits.none());
  }

  @Test
  void maxnPlaysCWorthTwoForEverySeatPlaysForItself() {
    SearchReport report = choose(new MaxNStrategy());
    assertEquals(2, report.move());
    assertEquals(Values.terminal(2, 3), report.value());
  }

  @Test
  void paranoidPlaysBWorthNothingForBothOthersPlayAgainstIt() {
    SearchReport report = choose(new ParanoidStrategy());
    assertEquals(1, report.move());
    assertEquals(0, report.value());
  }

  @Test
  void bestReplySearchPlaysAWorthOneForOnlyOneOpponentReplies() {
    SearchReport report = choose(new BestReplyStrategy());
    assertEquals(0, report.move());
    assertEquals(Values.terminal(1, 3), report.value());
  }
}
