package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.connectfour.ConnectFour;
import dev.ply.nim.Nim;
import dev.ply.tictactoe.TicTacToe;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Random playouts a second of the bundled GDL games, each against Ply's own Java plugin of the same
 * game (the four-way race against a hand-written Java version in this folder, since Ply has no
 * plugin of it) and against SWI-Prolog running the same rules ({@link Prolog}, its playouts played
 * in Prolog). The three run in turn, one second each, for several rounds; the medians are printed.
 * Run it with {@code scripts/bench-gdl.sh [rounds] [game ...] [--no-prolog]}.
 */
final class GdlBench {

  private record Case(String gdl, String javaName, Supplier<GameState> java) {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    List<Case> cases =
        List.of(
            new Case("tic-tac-toe", "plugin tic-tac-toe", () -> start(new TicTacToe())),
            new Case("connect-four", "plugin connect-four", () -> start(new ConnectFour())),
            new Case("nim", "plugin nim (3,4,5)", () -> start(new Nim())),
            new Case("four-way-race", "hand-written Java", FourWayRaceState::new));
    System.out.printf(
        "random playouts per CPU second, median of %d alternated rounds of 1 CPU s each; %d cores,"
            + " load %.1f%n",
        rounds,
        Runtime.getRuntime().availableProcessors(),
        java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    System.out.printf(
        "%-14s %12s %12s %12s %10s %10s   %s%n",
        "game", "GDL", "Java", "SWI-Prolog", "Java/GDL", "GDL/Prolog", "Java is");
    Path temp = Files.createTempDirectory("gdl-bench");
    List<String> only =
        new ArrayList<>(Arrays.asList(args).subList(Math.min(1, args.length), args.length));
    boolean prolog = !only.remove("--no-prolog") && Files.isExecutable(Prolog.SWIPL);
    for (Case c : cases) {
      if (!only.isEmpty() && !only.contains(c.gdl())) {
        continue;
      }
      GdlGame g = GdlLibrary.bundled(c.gdl());
      GameState gdlStart = g.newGame(Options.resolve(List.of(), Map.of()));
      GameState javaStart = c.java().get();
      // Warm up both (the JIT) before the first measured round.
      rate(gdlStart::copy, g.players(), -1);
      rate(javaStart::copy, g.players(), -1);
      List<Double> gdl = new ArrayList<>();
      List<Double> java = new ArrayList<>();
      List<Double> pl = new ArrayList<>();
      try (Prolog p =
          prolog
              ? new Prolog(Description.read(c.gdl(), GdlLibrary.resource(c.gdl())), temp)
              : null) {
        int prologBatch = 20;
        for (int r = 0; r < rounds; r++) {
          gdl.add(rate(gdlStart::copy, g.players(), r));
          java.add(rate(javaStart::copy, g.players(), r));
          if (p != null) {
            double seconds = p.playouts(prologBatch, 1000 + r);
            pl.add(prologBatch / seconds);
            prologBatch = (int) Math.max(5, Math.min(1_000_000, prologBatch / seconds));
          }
        }
      }
      double mg = median(gdl);
      double mj = median(java);
      double mp = pl.isEmpty() ? Double.NaN : median(pl);
      System.out.printf(
          "%-14s %12.0f %12.0f %12.0f %10.1f %10.1f   %s%n",
          c.gdl(), mg, mj, mp, mj / mg, mg / mp, c.javaName());
    }
  }

  private static GameState start(Game g) {
    return g.newGame(Options.resolve(g.variantOptions(), Map.of()));
  }

  /**
   * Random playouts per second of this thread's CPU time, for one second of it, each from a fresh
   * copy of the start: CPU time, so that a machine shared with other work gives the figures of an
   * idle one.
   */
  private static double rate(Supplier<GameState> start, int players, int round) {
    java.lang.management.ThreadMXBean cpu =
        java.lang.management.ManagementFactory.getThreadMXBean();
    SplittableRandom random = new SplittableRandom(round);
    int[] buffer = new int[start.get().maxMoves()];
    int[] joint = new int[players];
    long t0 = cpu.getCurrentThreadCpuTime();
    long end = t0 + 1_000_000_000L;
    long n = 0;
    long now;
    do {
      for (int k = 0; k < 16; k++) {
        GameState s = start.get();
        while (!s.isTerminal()) {
          if (s.playerToMove() == GameState.SIMULTANEOUS) {
            for (int seat = 0; seat < players; seat++) {
              int m = s.legalMovesOf(seat, buffer);
              joint[seat] = m == 0 ? GameState.NO_MOVE : buffer[random.nextInt(m)];
            }
            s.playJoint(joint);
          } else {
            int m = s.legalMoves(buffer);
            s.play(buffer[random.nextInt(m)]);
          }
        }
        s.utility(0);
        n++;
      }
      now = cpu.getCurrentThreadCpuTime();
    } while (now < end);
    return n / ((now - t0) / 1e9);
  }

  private static double median(List<Double> xs) {
    double[] a = xs.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(a);
    return a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
  }
}
