package dev.ply.classic.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Lockstep}: the turns of a parallel search's threads, in a round. */
class LockstepTest {

  /**
   * Three threads, started in any order, log each turn they get: the main thread holds the first,
   * the others follow in order, and a thread that leaves while it holds the turn hands it on and is
   * skipped from then on.
   */
  @Test
  void threadsTakeTheirTurnsInOrderAndOneThatLeavesIsSkipped() throws Exception {
    for (int repeat = 0; repeat < 20; repeat++) {
      Lockstep turns = new Lockstep(3, 1);
      List<Integer> log = Collections.synchronizedList(new ArrayList<>());
      int[] rounds = {3, 3, 1};
      List<Thread> threads = new ArrayList<>();
      for (int t = 2; t >= 0; t--) { // the helpers first: they wait for the main thread
        int thread = t;
        threads.add(
            new Thread(
                () -> {
                  for (int r = 0; r < rounds[thread]; r++) {
                    turns.take(thread);
                    log.add(thread);
                  }
                  turns.leave(thread);
                }));
      }
      threads.forEach(Thread::start);
      for (Thread t : threads) {
        t.join(60_000);
      }
      assertEquals(List.of(0, 1, 2, 0, 1, 0, 1), log, "repeat " + repeat);
      assertEquals(4, turns.turns(), "handed on by take: 0 to 1, 1 to 2, 0 to 1, 1 to 0");
    }
  }

  @Test
  void aRoundOfNoThreadOrTurnsOfNoNodeIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new Lockstep(0, 64));
    assertThrows(IllegalArgumentException.class, () -> new Lockstep(2, 0));
  }
}
