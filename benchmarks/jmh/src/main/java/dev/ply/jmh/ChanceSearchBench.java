package dev.ply.jmh;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.chance.ExpectiminimaxStrategy;
import dev.ply.chance.Star1Strategy;
import dev.ply.chance.Star2Strategy;
import dev.ply.pig.Pig;
import dev.ply.pig.RaceEvaluator;
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
 * The chance searches (expectiminimax, Star1, Star2) on a Pig position to 100, through the public
 * strategies with the pig-race evaluator, one search of a fixed depth an invocation. The secondary
 * result {@code nodes} is the node rate; with {@code -prof gc}, {@code gc.alloc.rate.norm} is the
 * bytes one search allocates, which is its fixed cost (its report, its counters) and nothing per
 * node: compare it with the nodes of a search (about 19 thousand at depth 5).
 *
 * <pre>
 * ./mvnw -q -Pjmh -pl benchmarks/jmh -am package -DskipTests
 * java -jar benchmarks/jmh/target/benchmarks.jar ChanceSearchBench -prof gc
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ChanceSearchBench {

  /** Which search. */
  @Param({"expectiminimax", "star1", "star2"})
  public String search;

  /** Its depth in players' moves. */
  @Param({"5"})
  public int depth;

  private Player player;
  private GameState position;

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
    Pig game = new Pig();
    Options variant = Options.resolve(game.variantOptions(), Map.of());
    Strategy strategy =
        switch (search) {
          case "star1" -> new Star1Strategy();
          case "star2" -> new Star2Strategy();
          default -> new ExpectiminimaxStrategy();
        };
    Options options = Options.resolve(strategy.options(), Map.of("iterative-deepening", false));
    player =
        strategy.newPlayer(
            new PlayerContext(game, variant, options, Optional.of(new RaceEvaluator()), 1));
    player.newGame(0, 1);
    // Both sides some way from the goal, the first with a turn under way.
    position = game.newGame(variant);
    for (String move :
        "roll roll:4 roll roll:5 hold roll roll:6 roll roll:3 hold roll roll:2".split(" ")) {
      position.play(position.textToMove(move));
    }
  }

  @Benchmark
  public int search(Nodes nodes) {
    SearchReport report = player.chooseMove(position.copy(), Limits.depth(depth));
    nodes.nodes += report.nodes();
    return report.move();
  }
}
