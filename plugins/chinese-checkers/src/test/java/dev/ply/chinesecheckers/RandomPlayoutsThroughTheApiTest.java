package dev.ply.chinesecheckers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Plays every seat count on every board as the referee does, for many seeds: the seat to move takes
 * a random move from its own {@code legalMovesOf}, which no other seat has; then every ply is taken
 * back with {@code undo}. Along the way it checks what the referee relies on.
 */
class RandomPlayoutsThroughTheApiTest {

  @Test
  void everySeatCountPlaysThroughTheApiForManySeeds() {
    Game[] games = {
      new ChineseCheckers(),
      new ChineseCheckersThree(),
      new ChineseCheckersFour(),
      new ChineseCheckersSix()
    };
    for (Game game : games) {
      for (int size = 2; size <= 4; size++) {
        Options options = Options.resolve(game.variantOptions(), Map.of("size", size, "turns", 40));
        for (long seed = 1; seed <= 60; seed++) {
          playOne(
              game,
              options,
              new SplittableRandom(seed),
              game.id() + " size " + size + " seed " + seed);
        }
      }
    }
  }

  private static void playOne(Game game, Options options, SplittableRandom random, String where) {
    GameState s = game.newGame(options);
    int[] buffer = new int[s.maxMoves()];
    List<Long> hashes = new ArrayList<>();
    while (!s.isTerminal()) {
      hashes.add(s.hash());
      int toMove = s.playerToMove();
      assertTrue(toMove >= 0 && toMove < game.players(), "a seat moves: " + where);
      for (int seat = 0; seat < game.players(); seat++) {
        if (seat != toMove) {
          assertEquals(0, s.legalMovesOf(seat, buffer), "only the seat to move moves: " + where);
        }
      }
      int n = s.legalMovesOf(toMove, buffer);
      assertTrue(n >= 1, "a seat to move has a move: " + where);
      s.play(buffer[random.nextInt(n)]);
    }
    int sum = 0;
    for (int seat = 0; seat < game.players(); seat++) {
      int u = s.utility(seat);
      assertTrue(Math.abs(u) <= game.maxUtility(), "utility in bounds: " + where);
      sum += u;
    }
    assertEquals(0, sum, "placements are zero-sum: " + where);
    for (int i = hashes.size() - 1; i >= 0; i--) {
      s.undo();
      assertEquals(hashes.get(i), s.hash(), "hash after undo at ply " + i + ": " + where);
    }
  }
}
