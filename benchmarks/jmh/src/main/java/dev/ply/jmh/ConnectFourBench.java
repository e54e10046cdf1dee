package dev.ply.jmh;

import dev.ply.connectfour.ConnectFourState;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * What a search node asks of Connect Four, on eight middle-game positions of Pons' Test_L1_R1: a
 * move played and taken back, the legal moves, the immediate win, and the moves that do not lose at
 * once (the game's {@link dev.ply.api.Tactics}, which order the moves too). Each figure is the time
 * of one call, averaged over the eight positions.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ConnectFourBench {

  private static final int N = 8; // Positions.MIDDLE_EASY.length

  private ConnectFourState[] states;
  private final int[] buffer = new int[7];

  @Setup
  public void setUp() {
    states = Positions.states(Positions.MIDDLE_EASY);
  }

  @Benchmark
  @OperationsPerInvocation(N)
  public long playUndo() {
    long sum = 0;
    for (ConnectFourState s : states) {
      int n = s.legalMoves(buffer);
      int move = buffer[n - 1];
      s.play(move);
      sum += s.hash();
      s.undo();
    }
    return sum;
  }

  @Benchmark
  @OperationsPerInvocation(N)
  public void legalMoves(Blackhole bh) {
    for (ConnectFourState s : states) {
      bh.consume(s.legalMoves(buffer));
    }
  }

  @Benchmark
  @OperationsPerInvocation(N)
  public void winningMove(Blackhole bh) {
    for (ConnectFourState s : states) {
      bh.consume(s.winningMove());
    }
  }

  @Benchmark
  @OperationsPerInvocation(N)
  public void nonLosingMoves(Blackhole bh) {
    for (ConnectFourState s : states) {
      bh.consume(s.nonLosingMoves(buffer));
    }
  }
}
