package dev.ply.matrixgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Plays each game as the referee does, for many seeds: a chance node's outcome drawn with its exact
 * probabilities, every acting seat's choice at a simultaneous position taken from its own {@code
 * legalMovesOf} and played together with {@code playJoint}; then takes every ply back with {@code
 * undo}. Along the way it checks what the referee relies on.
 */
class RandomPlayoutsThroughTheApiTest {

  private static final int SEEDS = 500;

  private static void playMany(Game game, Map<String, Object> variant) {
    Options options = Options.resolve(game.variantOptions(), variant);
    for (long seed = 1; seed <= SEEDS; seed++) {
      playOne(
          game, options, new SplittableRandom(seed), game.id() + " " + variant + " seed " + seed);
    }
  }

  private static void playOne(Game game, Options options, SplittableRandom random, String where) {
    GameState s = game.newGame(options);
    int[] buffer = new int[s.maxMoves()];
    List<Long> hashes = new ArrayList<>();
    List<String> boards = new ArrayList<>();
    while (!s.isTerminal()) {
      hashes.add(s.hash());
      boards.add(s.render());
      int plies = s.plies();
      int toMove = s.playerToMove();
      assertTrue(s.legalMoves(buffer) >= 1, "a position not over lists a move: " + where);
      if (toMove == GameState.CHANCE) {
        assertTrue(game.features().contains(GameFeature.CHANCE), where);
        s.play(draw(s.chanceOutcomes(), random, where));
      } else if (toMove == GameState.SIMULTANEOUS) {
        assertTrue(game.features().contains(GameFeature.SIMULTANEOUS_MOVES), where);
        int[] joint = new int[game.players()];
        Arrays.fill(joint, GameState.NO_MOVE);
        for (int seat = 0; seat < game.players(); seat++) {
          int n = s.legalMovesOf(seat, buffer);
          if (n > 0) {
            joint[seat] = buffer[random.nextInt(n)];
            assertEquals(
                joint[seat],
                s.textToMove(s.moveToText(joint[seat])),
                "a seat's move reads back: " + where);
          }
        }
        s.playJoint(joint);
      } else {
        assertTrue(toMove >= 0 && toMove < game.players(), "a seat moves: " + where);
        int n = s.legalMovesOf(toMove, buffer);
        s.play(buffer[random.nextInt(n)]);
      }
      assertEquals(plies + 1, s.plies(), "every move is one ply: " + where);
    }
    assertEquals(0, s.legalMoves(buffer), "no move once over: " + where);
    long sum = 0;
    for (int seat = 0; seat < game.players(); seat++) {
      int u = s.utility(seat);
      assertTrue(Math.abs(u) <= game.maxUtility(), "utility in bounds: " + where);
      assertEquals(0, s.legalMovesOf(seat, buffer), "no seat moves once over: " + where);
      sum += u;
    }
    if (game.zeroSum()) {
      assertEquals(0, sum, "zero sum: " + where);
    }
    GameState copy = s.copy();
    for (int i = hashes.size() - 1; i >= 0; i--) {
      s.undo();
      assertEquals(hashes.get(i), s.hash(), "hash after undo at ply " + i + ": " + where);
      assertEquals(boards.get(i), s.render(), "board after undo at ply " + i + ": " + where);
    }
    assertTrue(copy.isTerminal(), "a copy is independent of its original: " + where);
  }

  /** Draws an outcome with its exact probability, after checking they sum to exactly 1. */
  private static int draw(List<ChanceOutcome> outcomes, SplittableRandom random, String where) {
    assertFalse(outcomes.isEmpty(), "a chance node has outcomes: " + where);
    BigInteger num = BigInteger.ZERO;
    BigInteger den = BigInteger.ONE;
    for (ChanceOutcome o : outcomes) {
      BigInteger d = BigInteger.valueOf(o.denominator());
      num = num.multiply(d).add(BigInteger.valueOf(o.numerator()).multiply(den));
      den = den.multiply(d);
    }
    assertEquals(den, num, "the probabilities sum to exactly 1: " + where);
    double x = random.nextDouble();
    for (ChanceOutcome o : outcomes) {
      x -= o.probability();
      if (x < 0) {
        return o.move();
      }
    }
    return outcomes.get(outcomes.size() - 1).move();
  }

  @Test
  void rockPaperScissorsPlaysThroughTheApiForManySeeds() {
    playMany(new RockPaperScissors(), Map.of());
    playMany(new RockPaperScissors(), Map.of("rounds", 7));
  }

  @Test
  void goofspielPlaysThroughTheApiForManySeeds() {
    playMany(new Goofspiel(), Map.of());
    playMany(new Goofspiel(), Map.of("cards", 5, "order", "descending"));
    playMany(new Goofspiel(), Map.of("cards", 4, "order", "ascending"));
  }
}
