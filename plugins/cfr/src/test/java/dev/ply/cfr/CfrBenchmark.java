package dev.ply.cfr;

import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.ExternalSamplingMccfr;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.regret.VanillaCfr;
import dev.ply.cfr.tree.BestResponse;
import dev.ply.cfr.tree.GameTree;
import java.util.Locale;
import java.util.function.Function;

/**
 * Not a test: prints the exploitability of each minimizer's average policy over the iterations on
 * Kuhn and Leduc poker, and CFR+'s iterations a second on Leduc (each iteration updates both seats:
 * two walks of the 9,457 positions). Run it as docs/searches.md says.
 */
public final class CfrBenchmark {

  private CfrBenchmark() {}

  /**
   * @param args the seconds of the speed measurement (default 6, in three rounds), and {@code
   *     speed} to measure the speed only
   */
  public static void main(String[] args) {
    int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
    if (args.length < 2 || !args[1].equals("speed")) {
      curves("Kuhn poker", Trees.kuhn(), 10_000);
      curves("Leduc hold'em", Trees.leduc(), 10_000);
    }
    speed(Trees.leduc(), seconds);
  }

  private static void curves(String name, GameTree tree, int iterations) {
    System.out.printf(
        Locale.ROOT, "%s: %d positions, %d information sets%n", name, tree.size(), tree.sets());
    System.out.printf(
        Locale.ROOT,
        "%10s %14s %14s %14s   (exploitability)%n",
        "iteration",
        "cfr",
        "cfr-plus",
        "mccfr");
    BestResponse br = new BestResponse(tree);
    RegretMinimizer[] ms = {
      new VanillaCfr(tree), new CfrPlus(tree), new ExternalSamplingMccfr(tree, 1)
    };
    for (int t = 1; t <= iterations; t++) {
      for (RegretMinimizer m : ms) {
        m.iterate();
      }
      if (Schedule.reports(t, iterations)) {
        System.out.printf(Locale.ROOT, "%10d", t);
        for (RegretMinimizer m : ms) {
          System.out.printf(Locale.ROOT, " %14.3e", br.exploitability(m.averagePolicy()));
        }
        System.out.printf(
            Locale.ROOT, "   value (cfr-plus) %.9f%n", br.value(ms[1].averagePolicy()));
      }
    }
  }

  private static void speed(GameTree tree, int seconds) {
    Function<GameTree, RegretMinimizer> make = CfrPlus::new;
    for (int round = 1; round <= 3; round++) {
      RegretMinimizer m = make.apply(tree);
      long start = System.nanoTime();
      long end = start + seconds * 1_000_000_000L / 3;
      while (System.nanoTime() < end) {
        m.iterate();
      }
      double elapsed = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "CFR+ on Leduc, round %d: %d iterations in %.2f s = %.0f iterations/s (%.1f M"
              + " positions/s)%n",
          round,
          m.iterations(),
          elapsed,
          m.iterations() / elapsed,
          m.visits() / elapsed / 1e6);
    }
  }
}
