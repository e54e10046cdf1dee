package dev.ply.api.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link GameState} must keep, checked along seeded random playouts. A game
 * plugin reuses it in three lines:
 *
 * <pre>
 * class ConnectFourConformanceTest extends GameConformanceTest {
 *   protected Game game() { return new ConnectFour(); }
 * }
 * </pre>
 *
 * <p>Override {@link #variant()} to test a variant, {@link #playouts()} for more or fewer games, and
 * {@link #perftDepth()} for the depth of the reproducibility check.
 */
public abstract class GameConformanceTest {

  /** The game under test. */
  protected abstract Game game();

  /** The variant under test; the default values by default. */
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of());
  }

  /** How many random games to play through. */
  protected int playouts() {
    return 100;
  }

  /** The seed of the first playout. */
  protected long seed() {
    return 20261121L;
  }

  /** The depth of the perft reproducibility check; keep it small enough for a unit test. */
  protected int perftDepth() {
    return 4;
  }

  /** A snapshot of everything observable about a state. */
  private record Snapshot(long hash, String render, int plies, boolean terminal, int toMove,
      List<Integer> moves, List<Integer> utilities) {}

  private Snapshot snapshot(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      moves.add(buffer[i]);
    }
    List<Integer> utilities = new ArrayList<>();
    if (s.isTerminal()) {
      for (int p = 0; p < game().players(); p++) {
        utilities.add(s.utility(p));
      }
    }
    return new Snapshot(s.hash(), s.render(), s.plies(), s.isTerminal(),
        s.isTerminal() ? -1 : s.playerToMove(), moves, utilities);
  }

  private GameState start() {
    return game().newGame(variant());
  }

  /** Plays {@code count} random moves (fewer if the game ends) and returns them. */
  private static List<Integer> playRandom(GameState s, SplittableRandom random, int count) {
    List<Integer> played = new ArrayList<>();
    int[] buffer = new int[s.maxMoves()];
    while (played.size() < count && !s.isTerminal()) {
      int n = s.legalMoves(buffer);
      int move = buffer[random.nextInt(n)];
      s.play(move);
      played.add(move);
    }
    return played;
  }

  @Test
  void gameDescribesItself() {
    Game g = game();
    assertTrue(g.id().matches("[a-z0-9][a-z0-9-]*"), "id is lower-case and hyphenated: " + g.id());
    assertFalse(g.displayName().isBlank(), "display name");
    assertTrue(g.players() >= 1, "at least one player");
    assertTrue(g.maxUtility() >= 1 && g.maxUtility() <= dev.ply.api.Values.MAX_UTILITY,
        "maxUtility within 1.." + dev.ply.api.Values.MAX_UTILITY);
    GameState s = start();
    assertEquals(0, s.plies(), "a new game has no moves played");
    assertThrows(IllegalStateException.class, s::undo, "undo at the start position");
  }

  @Test
  void undoRestoresAnEqualStateAndHashAlongRandomPlayouts() {
    SplittableRandom random = new SplittableRandom(seed());
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      List<Snapshot> before = new ArrayList<>();
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        before.add(snapshot(s));
        int n = s.legalMoves(buffer);
        int plies = s.plies();
        s.play(buffer[random.nextInt(n)]);
        assertEquals(plies + 1, s.plies(), "play adds one ply");
      }
      for (int i = before.size() - 1; i >= 0; i--) {
        s.undo();
        assertEquals(before.get(i), snapshot(s), "state after undo to ply " + i + ", playout " + game);
      }
    }
  }

  @Test
  void copiesAreIndependentOfTheOriginal() {
    SplittableRandom random = new SplittableRandom(seed() + 1);
    for (int game = 0; game < playouts(); game++) {
      GameState original = start();
      playRandom(original, random, random.nextInt(1, 30));
      Snapshot atCopy = snapshot(original);
      GameState copy = original.copy();
      assertEquals(atCopy, snapshot(copy), "a copy equals its original");
      playRandom(copy, random, 1000);
      assertEquals(atCopy, snapshot(original), "playing on a copy leaves the original alone");
      GameState second = original.copy();
      Snapshot secondAtCopy = snapshot(second);
      playRandom(original, random, 1000);
      assertEquals(secondAtCopy, snapshot(second), "playing on the original leaves a copy alone");
      while (second.plies() > 0) {
        second.undo();
      }
      assertEquals(snapshot(start()), snapshot(second), "a copy keeps the history undo needs");
    }
  }

  @Test
  void legalMovesAreDistinctAndPresentExactlyWhenTheGameIsNotOver() {
    SplittableRandom random = new SplittableRandom(seed() + 2);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      while (true) {
        int n = s.legalMoves(buffer);
        assertTrue(n >= 0 && n <= s.maxMoves(), "move count within maxMoves");
        assertEquals(s.isTerminal(), n == 0, "moves exist exactly when the game is not over");
        Set<Integer> distinct = new HashSet<>();
        for (int i = 0; i < n; i++) {
          assertTrue(distinct.add(buffer[i]), "move listed twice: " + s.moveToText(buffer[i]));
          assertTrue(s.isLegal(buffer[i]), "isLegal agrees with legalMoves");
        }
        int[] again = new int[s.maxMoves()];
        assertEquals(n, s.legalMoves(again), "legal moves are deterministic");
        assertArrayEquals(Arrays.copyOf(buffer, n), Arrays.copyOf(again, n), "same order");
        if (n == 0) {
          break;
        }
        int toMove = s.playerToMove();
        assertTrue(toMove >= 0 && toMove < game().players(), "player to move is a seat");
        s.play(buffer[random.nextInt(n)]);
      }
    }
  }

  @Test
  void utilitiesAreInRangeAndSumToZeroWhereTheGameIsZeroSum() {
    SplittableRandom random = new SplittableRandom(seed() + 3);
    Game g = game();
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      assertThrows(IllegalStateException.class, () -> s.utility(0),
          "utility of a game not over");
      playRandom(s, random, Integer.MAX_VALUE);
      long sum = 0;
      for (int p = 0; p < g.players(); p++) {
        int u = s.utility(p);
        assertTrue(Math.abs(u) <= g.maxUtility(), "utility " + u + " within maxUtility");
        sum += u;
      }
      if (g.zeroSum()) {
        assertEquals(0, sum, "utilities of a zero-sum game sum to zero");
      }
    }
  }

  @Test
  void moveTextRoundTrips() {
    SplittableRandom random = new SplittableRandom(seed() + 4);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        int n = s.legalMoves(buffer);
        for (int i = 0; i < n; i++) {
          String text = s.moveToText(buffer[i]);
          assertFalse(text.isBlank(), "move text is not blank");
          assertEquals(buffer[i], s.textToMove(text), "text of move round-trips: " + text);
        }
        s.play(buffer[random.nextInt(n)]);
      }
    }
    assertThrows(IllegalArgumentException.class, () -> start().textToMove("no such move!"),
        "unreadable move text");
  }

  @Test
  void hashesTellApartPositionsAlongAPlayout() {
    SplittableRandom random = new SplittableRandom(seed() + 5);
    GameState s = start();
    Set<String> renders = new HashSet<>();
    Set<Long> hashes = new HashSet<>();
    renders.add(s.render());
    hashes.add(s.hash());
    int[] buffer = new int[s.maxMoves()];
    while (!s.isTerminal()) {
      long before = s.hash();
      s.play(buffer[random.nextInt(s.legalMoves(buffer))]);
      if (renders.add(s.render())) {
        assertNotEquals(before, s.hash(), "a new position has a new hash");
        hashes.add(s.hash());
      }
    }
    assertEquals(renders.size(), hashes.size(), "distinct positions, distinct hashes");
  }

  @Test
  void perftCountsAreReproducible() {
    GameState s = start();
    long first = Perft.count(s, perftDepth());
    assertTrue(first > 0, "perft counts some paths");
    assertEquals(first, Perft.count(s, perftDepth()), "perft twice from one state");
    assertEquals(first, Perft.count(s.copy(), perftDepth()), "perft from a copy");
    assertEquals(first, Perft.count(start(), perftDepth()), "perft from a new game");
    assertEquals(0, s.plies(), "perft leaves the state where it was");
  }
}
