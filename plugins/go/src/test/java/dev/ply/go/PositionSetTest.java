package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The set of boards seen agrees with a {@link HashSet} under adds and last-in-first-out removes.
 */
class PositionSetTest {

  @Test
  void addsAndLastInFirstOutRemovesAgreeWithAHashSetThroughGrowth() {
    SplittableRandom random = new SplittableRandom(3);
    PositionSet set = new PositionSet();
    Set<Long> model = new HashSet<>();
    Deque<Long> added = new ArrayDeque<>();
    // Few distinct keys with colliding low bits, so probes run long and keys come back.
    long[] keys = new long[3000];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong() << 12 | random.nextInt(8);
    }
    keys[0] = 0;
    keys[1] = PositionSet.ZERO + 1;
    for (int step = 0; step < 200_000; step++) {
      if (!added.isEmpty() && random.nextInt(100) < 45) {
        long k = added.pop();
        set.removeLast();
        model.remove(k);
      } else {
        long k = keys[random.nextInt(keys.length)];
        boolean fresh = model.add(k);
        assertEquals(fresh, set.add(k), "add(" + k + ") at step " + step);
        if (fresh) {
          added.push(k);
        }
      }
      long probe = keys[random.nextInt(keys.length)];
      assertEquals(model.contains(probe), set.contains(probe), "contains at step " + step);
      assertEquals(model.size(), set.size());
    }
    PositionSet copy = set.copy();
    while (set.size() > 0) {
      set.removeLast();
    }
    assertEquals(model.size(), copy.size(), "a copy keeps its keys when the original empties");
    for (long k : model) {
      assertTrue(copy.contains(k));
      assertFalse(set.contains(k));
    }
    assertThrows(IllegalStateException.class, set::removeLast);
  }
}
