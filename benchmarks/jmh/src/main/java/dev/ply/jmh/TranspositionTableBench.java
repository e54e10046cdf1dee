package dev.ply.jmh;

import dev.ply.classic.tt.TranspositionTable;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The transposition table as {@code ply bench solve} uses it (64 MiB, four million entries): a
 * probe and a store at hashes spread over the whole table, so that most accesses miss the
 * processor's caches, as a search's do. Each figure is the time of one call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TranspositionTableBench {

  private static final int N = 1024;

  private TranspositionTable table;
  private final long[] hashes = new long[N];

  @Setup
  public void setUp() {
    table = new TranspositionTable(64);
    SplittableRandom random = new SplittableRandom(12);
    for (int i = 0; i < N; i++) {
      hashes[i] = random.nextLong();
      if (i % 2 == 0) { // half of the probes hit
        table.store(hashes[i], 10, i, TranspositionTable.LOWER, i % 7, false, 1000);
      }
    }
  }

  @Benchmark
  @OperationsPerInvocation(N)
  public long probe() {
    long sum = 0;
    for (long h : hashes) {
      sum += table.probe(h);
    }
    return sum;
  }

  @Benchmark
  @OperationsPerInvocation(N)
  public void store() {
    for (int i = 0; i < N; i++) {
      table.store(hashes[i], 10, i, TranspositionTable.EXACT, i % 7, false, 1000);
    }
  }
}
