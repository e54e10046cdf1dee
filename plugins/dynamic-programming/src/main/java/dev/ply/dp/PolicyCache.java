package dev.ply.dp;

import dev.ply.api.Options;
import dev.ply.dp.solve.Policy;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * The policies a strategy has solved, by game, variant, options and start position, so that the
 * players of a tournament share one solution: the first player of a key solves, any other that asks
 * meanwhile waits for it, and the later ones find it done. Holds the {@value #CAPACITY} keys used
 * last (Pig to 100 costs about 50 MiB). Thread-safe.
 */
final class PolicyCache {

  static final int CAPACITY = 4;

  /** What a policy is solved for. */
  record Key(String game, Options variant, Options options, long start) {}

  private final Map<Key, FutureTask<Policy>> entries =
      new LinkedHashMap<>(8, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, FutureTask<Policy>> eldest) {
          return size() > CAPACITY;
        }
      };

  /** Keeps a policy solved elsewhere (by {@code ply solve}) for the players that may follow. */
  void put(Key key, Policy policy) {
    FutureTask<Policy> task = new FutureTask<>(() -> policy);
    task.run();
    synchronized (entries) {
      entries.put(key, task);
    }
  }

  /**
   * The policy of {@code key}, solved by {@code solve} on this thread if no other thread has solved
   * it or is solving it.
   *
   * @throws RuntimeException what {@code solve} threw (and then the key is forgotten)
   */
  Policy get(Key key, Supplier<Policy> solve) {
    FutureTask<Policy> task;
    boolean mine = false;
    synchronized (entries) {
      task = entries.get(key);
      if (task == null) {
        task = new FutureTask<>(solve::get);
        entries.put(key, task);
        mine = true;
      }
    }
    if (mine) {
      task.run();
    }
    try {
      return task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a solution", e);
    } catch (ExecutionException e) {
      synchronized (entries) {
        entries.remove(key, task);
      }
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(e.getCause());
    }
  }
}
