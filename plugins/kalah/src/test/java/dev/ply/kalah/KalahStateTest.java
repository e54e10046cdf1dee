package dev.ply.kalah;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link KalahState}, which plays and undoes in place, against {@link ReferenceKalahState}, the
 * plain first version of the rules: equal positions, hashes, moves and results along seeded random
 * games of every variant, and the search order of the moves against a rule written out here.
 */
class KalahStateTest {

  private static final int GAMES_PER_VARIANT = 4;

  /** Everything observable of a position, with the legal moves as a sorted set. */
  private record Seen(
      long hash,
      String render,
      int plies,
      boolean terminal,
      int toMove,
      List<Integer> moves,
      List<Integer> utilities) {}

  private static Seen seen(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    int[] moves = Arrays.copyOf(buffer, n);
    Arrays.sort(moves);
    List<Integer> utilities = new ArrayList<>();
    if (s.isTerminal()) {
      utilities.add(s.utility(0));
      utilities.add(s.utility(1));
    }
    return new Seen(
        s.hash(),
        s.render(),
        s.plies(),
        s.isTerminal(),
        s.playerToMove(),
        Arrays.stream(moves).boxed().toList(),
        utilities);
  }

  @Test
  void playAndUndoAgreeWithThePlainVersionOnEveryVariant() {
    SplittableRandom random = new SplittableRandom(20261121L);
    for (int pits = 1; pits <= 8; pits++) {
      for (int seeds = 1; seeds <= 12; seeds++) {
        for (boolean emptyOpposite : new boolean[] {true, false}) {
          for (int game = 0; game < GAMES_PER_VARIANT; game++) {
            playOneGame(
                pits,
                seeds,
                emptyOpposite,
                random,
                "Kalah(" + pits + "," + seeds + "," + emptyOpposite + ") game " + game);
          }
        }
      }
    }
  }

  private static void playOneGame(
      int pits, int seeds, boolean emptyOpposite, SplittableRandom random, String name) {
    KalahState fast = new KalahState(pits, seeds, emptyOpposite);
    ReferenceKalahState plain = new ReferenceKalahState(pits, seeds, emptyOpposite);
    List<Seen> before = new ArrayList<>();
    int[] moves = new int[pits];
    GameState copy = null;
    while (true) {
      Seen now = seen(plain);
      assertEquals(now, seen(fast), name + " after " + plain.plies() + " plies");
      assertEquals(plain.storeDifference(), fast.storeDifference(), name);
      for (int move = -1; move <= pits; move++) {
        assertEquals(plain.isLegal(move), fast.isLegal(move), name + ", isLegal(" + move + ")");
      }
      if (plain.isTerminal()) {
        break;
      }
      before.add(now);
      if (copy == null && random.nextInt(8) == 0) {
        copy = fast.copy();
      }
      int move = moves[random.nextInt(plain.legalMoves(moves))];
      plain.play(move);
      fast.play(move);
    }
    for (int i = before.size() - 1; i >= 0; i--) {
      fast.undo();
      assertEquals(before.get(i), seen(fast), name + ", undone to ply " + i);
    }
    if (copy != null) {
      int plies = copy.plies();
      assertEquals(before.get(plies), seen(copy), name + ", a copy made at ply " + plies);
      while (copy.plies() > 0) {
        copy.undo();
      }
      assertEquals(before.get(0), seen(copy), name + ", a copy undone to the start");
    }
  }

  @Test
  void movesAreListedExtraTurnsFirstThenCapturesThenMovesPastTheStoreThenTheRest() {
    SplittableRandom random = new SplittableRandom(7);
    for (boolean emptyOpposite : new boolean[] {true, false}) {
      for (int game = 0; game < 300; game++) {
        int pits = 1 + random.nextInt(8);
        int seeds = 1 + random.nextInt(12);
        KalahState fast = new KalahState(pits, seeds, emptyOpposite);
        ReferenceKalahState plain = new ReferenceKalahState(pits, seeds, emptyOpposite);
        int[] moves = new int[pits];
        while (!plain.isTerminal()) {
          int n = fast.legalMoves(moves);
          assertArrayEquals(
              expectedOrder(plain, emptyOpposite),
              Arrays.copyOf(moves, n),
              "Kalah(" + pits + "," + seeds + ") at\n" + plain.render());
          int move = moves[random.nextInt(n)];
          plain.play(move);
          fast.play(move);
        }
      }
    }
  }

  /**
   * The order the search should see, found by sowing each move on a copy of the cells: moves whose
   * last seed lands in the mover's store, nearest the store first; then captures, the most seeds
   * taken first; then moves that sow past the store, the fewest seeds after its first one first;
   * then the rest. Ties go to the pit nearest the store.
   */
  private static int[] expectedOrder(ReferenceKalahState s, boolean emptyOpposite) {
    int m = s.maxMoves();
    int p = s.playerToMove();
    int own = p == 0 ? 0 : m + 1;
    int ownStore = own + m;
    int opponentStore = p == 0 ? 2 * m + 1 : m;
    List<int[]> keyed = new ArrayList<>(); // {kind, how good within the kind, pit}
    for (int pit = 0; pit < m; pit++) {
      int[] cells = s.cells();
      int at = own + pit;
      int seeds = cells[at];
      if (seeds == 0) {
        continue;
      }
      cells[at] = 0;
      int afterStore = -1; // seeds sown after the first one into the own store
      while (seeds > 0) {
        at = (at + 1) % cells.length;
        if (at != opponentStore) {
          cells[at]++;
          seeds--;
          if (afterStore >= 0 || at == ownStore) {
            afterStore++;
          }
        }
      }
      int opposite = 2 * m - at;
      if (at == ownStore) {
        keyed.add(new int[] {3, 0, pit});
      } else if (at >= own
          && at < ownStore
          && cells[at] == 1
          && (emptyOpposite || cells[opposite] > 0)) {
        keyed.add(new int[] {2, cells[opposite], pit});
      } else if (afterStore > 0) {
        keyed.add(new int[] {1, -afterStore, pit});
      } else {
        keyed.add(new int[] {0, 0, pit});
      }
    }
    keyed.sort(
        Comparator.<int[]>comparingInt(k -> -k[0])
            .thenComparingInt(k -> -k[1])
            .thenComparingInt(k -> -k[2]));
    return keyed.stream().mapToInt(k -> k[2]).toArray();
  }

  @Test
  void aCaptureComesAfterTheMoveEndingInTheStoreAndBeforeTheMovesPastTheStore() {
    GameState s = new KalahState(6, 4, true);
    for (String move : new String[] {"3", "6", "6"}) {
      s.play(s.textToMove(move));
    }
    // The first player's pits 5 5 1 5 5 0: pit 2 ends in the store; pit 1 captures the 5 seeds
    // opposite its empty pit 6; pits 4 and 5 sow 2 and 3 seeds beyond the store; pit 3 stays home.
    int[] moves = new int[6];
    int n = s.legalMoves(moves);
    String[] texts = new String[n];
    for (int i = 0; i < n; i++) {
      texts[i] = s.moveToText(moves[i]);
    }
    assertArrayEquals(new String[] {"2", "1", "4", "5", "3"}, texts, s.render());
  }

  @Test
  void theStartOfKalahSixFourListsTheMoveEndingInTheStoreFirst() {
    int[] moves = new int[6];
    int n = new KalahState(6, 4, true).legalMoves(moves);
    assertArrayEquals(new int[] {2, 3, 4, 5, 1, 0}, Arrays.copyOf(moves, n));
  }
}
