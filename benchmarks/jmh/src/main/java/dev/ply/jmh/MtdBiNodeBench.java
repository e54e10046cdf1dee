package dev.ply.jmh;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.classic.MtdBiStrategy;
import dev.ply.connectfour.ConnectFour;
import dev.ply.connectfour.ConnectFourState;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The nodes of mtd-bi's search, as {@code ply bench solve} runs it: each invocation solves one
 * position of Pons' sets from an emptied 64 MiB table, through the public strategy, and counts its
 * nodes. The secondary result {@code nodes} is the node rate (nodes per second), the figure Pons'
 * solver is compared by; the primary result is solves per second. With {@code -prof gc}, {@code
 * gc.alloc.rate.norm} is the bytes one solve allocates: divided by the nodes of a solve (printed by
 * {@code ply bench solve}), the allocation of a node, which should be nothing but the fixed cost of
 * a search (its context, its report).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MtdBiNodeBench {

  /** Which positions: {@code middle} (Test_L1_R1) or {@code end} (Test_L2_R1). */
  @Param({"middle", "end"})
  public String set;

  /** Searching threads ({@code threads} option of the strategy). */
  @Param({"1"})
  public int threads;

  private ConnectFourState[] states;
  private Player player;
  private int next;

  /** The nodes searched, reported by JMH as a rate. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    public long nodes;

    @Setup(Level.Iteration)
    public void reset() {
      nodes = 0;
    }
  }

  @Setup
  public void setUp() {
    states = Positions.states(set.equals("end") ? Positions.END_MEDIUM : Positions.MIDDLE_EASY);
    ConnectFour game = new ConnectFour();
    Strategy strategy = new MtdBiStrategy();
    Map<String, Object> given =
        threads == 1
            ? Map.of("tt-mb", 64L, "iterative-deepening", false)
            : Map.of("tt-mb", 64L, "iterative-deepening", false, "threads", (long) threads);
    Options options = Options.resolve(strategy.options(), given);
    Options variant = Options.resolve(game.variantOptions(), Map.of());
    player = strategy.newPlayer(new PlayerContext(game, variant, options, Optional.empty(), 1));
  }

  @Benchmark
  public int solve(Nodes counter) {
    GameState state = states[next];
    next = (next + 1) % states.length;
    player.newGame(state.playerToMove(), 1); // empties the table, as Pons' protocol does
    SearchReport report = player.chooseMove(state, Limits.none());
    counter.nodes += report.nodes();
    return report.value();
  }
}
