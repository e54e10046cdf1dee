package dev.ply.cfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.View;
import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.tree.BestResponse;
import dev.ply.cfr.tree.GameTree;
import dev.ply.poker.KuhnPoker;
import dev.ply.poker.LeducPoker;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** A trained policy at the table: through views, as the referee seats it, and reproducibly. */
class PolicyPlayerTest {

  /**
   * Plays {@code hands} hands with {@code player} in {@code seat} against uniform random play,
   * through views as the referee does, and returns the player's mean utility.
   */
  private static double meanAgainstRandom(Game game, Player player, int seat, int hands) {
    SplittableRandom dealer = new SplittableRandom(5);
    SplittableRandom other = new SplittableRandom(6);
    int[] buffer = new int[16];
    long total = 0;
    for (int h = 0; h < hands; h++) {
      GameState s = game.newGame(Options.empty());
      player.newGame(seat, h);
      while (!s.isTerminal()) {
        int mover = s.playerToMove();
        int move;
        if (mover == GameState.CHANCE) {
          var outcomes = s.chanceOutcomes();
          move = outcomes.get(dealer.nextInt(outcomes.size())).move(); // all equally likely
        } else if (mover == seat) {
          View view = s.view(seat);
          move = player.chooseMove(view, Limits.none()).move();
          assertTrue(s.isLegal(move), "a legal move");
        } else {
          int n = s.legalMoves(buffer);
          move = buffer[other.nextInt(n)];
        }
        s.play(move);
      }
      total += s.utility(seat);
    }
    return (double) total / hands;
  }

  @Test
  void theTrainedPolicyBeatsRandomPlayAtKuhnPokerFromBothSeats() {
    RegretStrategy s = new CfrPlusStrategy();
    Game game = new KuhnPoker();
    Player player = s.newPlayer(Trees.context(s, game, Map.of("iterations", 1000)));
    // What the policy is worth against uniform play, exactly: the same training on the tree,
    // seat 0's sets from it and seat 1's uniform (and the other way round).
    GameTree tree = Trees.kuhn();
    RegretMinimizer m = new CfrPlus(tree);
    for (int t = 0; t < 1000; t++) {
      m.iterate();
    }
    double[] trained = m.averagePolicy();
    double[] uniform = BestResponse.uniform(tree);
    BestResponse br = new BestResponse(tree);
    double firstWorth = br.value(mix(tree, trained, uniform));
    double secondWorth = -br.value(mix(tree, uniform, trained));
    assertTrue(firstWorth > 0.1 && secondWorth > 0.1, firstWorth + " " + secondWorth);
    // 20,000 hands of a standard deviation below 1.5 put the mean within 0.04 (four standard
    // errors) of what the policy is worth.
    assertEquals(firstWorth, meanAgainstRandom(game, player, 0, 20_000), 0.04);
    assertEquals(secondWorth, meanAgainstRandom(game, player, 1, 20_000), 0.04);
  }

  /** Seat 0's information sets played by {@code first}, seat 1's by {@code second}. */
  private static double[] mix(GameTree tree, double[] first, double[] second) {
    double[] p = new double[tree.totalActions()];
    for (int s = 0; s < tree.sets(); s++) {
      double[] from = tree.setSeat[s] == 0 ? first : second;
      System.arraycopy(from, tree.offset[s], p, tree.offset[s], tree.actions[s]);
    }
    return p;
  }

  @Test
  void theSameSeedPlaysTheSameMoves() {
    RegretStrategy s = new CfrPlusStrategy();
    Game game = new LeducPoker();
    var context = Trees.context(s, game, Map.of("iterations", 50));
    assertEquals(moves(s.newPlayer(context), game, 3), moves(s.newPlayer(context), game, 3));
  }

  private static List<Integer> moves(Player player, Game game, long seed) {
    List<Integer> moves = new ArrayList<>();
    SplittableRandom dealer = new SplittableRandom(1);
    for (int h = 0; h < 200; h++) {
      GameState s = game.newGame(Options.empty());
      player.newGame(0, seed + h);
      while (!s.isTerminal()) {
        int move;
        if (s.playerToMove() == GameState.CHANCE) {
          var outcomes = s.chanceOutcomes();
          move = outcomes.get(dealer.nextInt(outcomes.size())).move();
        } else {
          move = player.chooseMove(s.view(s.playerToMove()), Limits.none()).move();
          moves.add(move);
        }
        s.play(move);
      }
    }
    return moves;
  }

  @Test
  void playersMadeAtOnceOnManyThreadsShareOneTraining() throws Exception {
    RegretStrategy s = new CfrStrategy();
    Game game = new LeducPoker();
    var context = Trees.context(s, game, Map.of("iterations", 100));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Player>> players = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        players.add(pool.submit(() -> s.newPlayer(context)));
      }
      for (Future<Player> p : players) {
        p.get();
      }
    } finally {
      pool.shutdown();
    }
    assertEquals(1, s.trainings());
    s.newPlayer(Trees.context(s, game, Map.of("iterations", 101)));
    assertEquals(2, s.trainings(), "other options train anew");
  }
}
