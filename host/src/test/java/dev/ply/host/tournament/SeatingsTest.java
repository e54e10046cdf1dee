package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SeatingsTest {

  @ParameterizedTest
  @ValueSource(ints = {2, 3, 4, 5})
  void upToFivePlayersEveryPermutationIsPlayedOnceTheTablesOwnOrderFirst(int n) {
    List<int[]> seatings = Seatings.of(n);
    Set<List<Integer>> distinct = new HashSet<>();
    seatings.forEach(s -> distinct.add(java.util.Arrays.stream(s).boxed().toList()));
    assertEquals(Seatings.count(n), seatings.size());
    assertEquals(seatings.size(), distinct.size(), "no seating twice");
    int factorial = 1;
    for (int i = 2; i <= n; i++) {
      factorial *= i;
    }
    assertEquals(factorial, seatings.size());
    for (int s = 0; s < n; s++) {
      assertEquals(s, seatings.get(0)[s], "the first seating is the table's order");
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {6, 7, 8, 9})
  void beyondFiveWilliamsSquareSeatsEveryoneEverywhereAndAfterEveryoneEquallyOften(int n) {
    List<int[]> seatings = Seatings.of(n);
    assertEquals(Seatings.count(n), seatings.size());
    int rounds = seatings.size() / n;
    int[][] inSeat = new int[n][n];
    int[][] after = new int[n][n];
    for (int[] seating : seatings) {
      boolean[] seen = new boolean[n];
      for (int s = 0; s < n; s++) {
        inSeat[seating[s]][s]++;
        seen[seating[s]] = true;
        if (s > 0) {
          after[seating[s - 1]][seating[s]]++;
        }
      }
      for (boolean b : seen) {
        assertEquals(true, b, "a seating seats every entrant once");
      }
    }
    for (int e = 0; e < n; e++) {
      for (int s = 0; s < n; s++) {
        assertEquals(rounds, inSeat[e][s], "entrant " + e + " in seat " + s);
      }
      for (int f = 0; f < n; f++) {
        if (e != f) {
          assertEquals(rounds, after[e][f], "entrant " + f + " right after " + e);
        }
      }
    }
  }
}
