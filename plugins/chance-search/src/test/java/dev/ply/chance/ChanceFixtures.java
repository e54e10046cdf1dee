package dev.ply.chance;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Values;
import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.time.NodeClock;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Positions to search, and an expectiminimax written as plainly as possible to check against. */
final class ChanceFixtures {

  private ChanceFixtures() {}

  /** The value and the nodes of one search of the player node {@code root} to {@code depth}. */
  record Result(int value, int move, long nodes) {}

  static Result search(
      ChanceSearch search, GameState root, int depth, Evaluator evaluator, int maxUtility) {
    search.prepare(new NodeClock(Limits.none()), evaluator, maxUtility);
    int value = search.searchRoot(root, depth);
    return new Result(value, search.rootBestMove(), search.nodes());
  }

  static GameState start(Game game, Map<String, Object> variant) {
    return game.newGame(Options.resolve(game.variantOptions(), variant));
  }

  /**
   * Positions where a player is to move, reached by {@code count} seeded random games of at most
   * {@code maxPlies} moves (chance outcomes drawn with their probabilities) from the start.
   */
  static List<GameState> positions(GameState start, int count, int maxPlies, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<GameState> out = new ArrayList<>();
    int[] moves = new int[start.maxMoves()];
    while (out.size() < count) {
      GameState s = start.copy();
      int plies = random.nextInt(maxPlies + 1);
      for (int i = 0; i < plies && !s.isTerminal(); i++) {
        int n = s.legalMoves(moves);
        if (s.playerToMove() == GameState.CHANCE) {
          double u = random.nextDouble();
          var outcomes = s.chanceOutcomes();
          int k = 0;
          while (k < n - 1 && (u -= outcomes.get(k).probability()) > 0) {
            k++;
          }
          s.play(outcomes.get(k).move());
        } else {
          s.play(moves[random.nextInt(n)]);
        }
      }
      while (!s.isTerminal() && s.playerToMove() == GameState.CHANCE) {
        s.play(s.chanceOutcomes().get(random.nextInt(s.chanceOutcomes().size())).move());
      }
      if (!s.isTerminal()) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * Expectiminimax by brute force, for {@code seat}: the maximum or minimum over the moves, and at
   * a chance node the expectation, summed as an exact fraction of big integers and rounded down (as
   * the searches round); only the players' moves count towards {@code depth}.
   */
  static int bruteForce(GameState s, int depth, int ply, int seat, Evaluator evaluator) {
    if (s.isTerminal()) {
      return Values.terminal(s.utility(seat), ply);
    }
    int mover = s.playerToMove();
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    if (mover == GameState.CHANCE) {
      BigInteger numerator = BigInteger.ZERO;
      BigInteger denominator = BigInteger.ONE;
      for (var outcome : s.chanceOutcomes()) {
        s.play(outcome.move());
        int v = bruteForce(s, depth, ply + 1, seat, evaluator);
        s.undo();
        BigInteger d = BigInteger.valueOf(outcome.denominator());
        numerator =
            numerator
                .multiply(d)
                .add(
                    BigInteger.valueOf(outcome.numerator())
                        .multiply(BigInteger.valueOf(v))
                        .multiply(denominator));
        denominator = denominator.multiply(d);
      }
      BigInteger[] qr = numerator.divideAndRemainder(denominator);
      BigInteger floor = qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
      return floor.intValueExact();
    }
    if (depth == 0) {
      int e = evaluator == null ? 0 : evaluator.evaluate(s);
      return mover == seat ? e : -e;
    }
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      best = Math.max(best, bruteForce(s, depth - 1, ply + 1, mover, evaluator));
      s.undo();
    }
    return mover == seat ? best : -best;
  }
}
