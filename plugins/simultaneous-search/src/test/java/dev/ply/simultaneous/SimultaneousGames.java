package dev.ply.simultaneous;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Plays whole games of any kind as the referee does, for the tests: every acting seat of a
 * simultaneous position is asked with its own copy, chance outcomes are drawn from a seeded stream,
 * and every answer is checked against the seat's legal moves and the move's limits.
 */
final class SimultaneousGames {

  private SimultaneousGames() {}

  /** The result of a game: each seat's utility, and every move a player chose, in order. */
  record Played(int[] utilities, List<Integer> moves) {}

  static GameState start(Game game, java.util.Map<String, ?> variant) {
    return game.newGame(Options.resolve(game.variantOptions(), variant));
  }

  static Played play(GameState start, Player[] players, long seed, Supplier<Limits> limits) {
    GameState s = start.copy();
    SplittableRandom chance = new SplittableRandom(seed);
    for (int p = 0; p < players.length; p++) {
      players[p].newGame(p, seed * 31 + p);
    }
    List<Integer> moves = new ArrayList<>();
    int[] buffer = new int[s.maxMoves()];
    while (!s.isTerminal()) {
      int toMove = s.playerToMove();
      if (toMove == GameState.CHANCE) {
        double u = chance.nextDouble();
        List<ChanceOutcome> outcomes = s.chanceOutcomes();
        int i = 0;
        while (i < outcomes.size() - 1 && (u -= outcomes.get(i).probability()) >= 0) {
          i++;
        }
        s.play(outcomes.get(i).move());
      } else if (toMove == GameState.SIMULTANEOUS) {
        int[] joint = new int[players.length];
        Arrays.fill(joint, GameState.NO_MOVE);
        for (int p = 0; p < players.length; p++) {
          int n = s.legalMovesOf(p, buffer);
          if (n > 0) {
            joint[p] = ask(players[p], s, limits.get(), Arrays.copyOf(buffer, n), moves);
          }
        }
        s.playJoint(joint);
      } else {
        int n = s.legalMoves(buffer);
        s.play(ask(players[toMove], s, limits.get(), Arrays.copyOf(buffer, n), moves));
      }
    }
    int[] utilities = new int[players.length];
    for (int p = 0; p < players.length; p++) {
      utilities[p] = s.utility(p);
    }
    return new Played(utilities, moves);
  }

  private static int ask(Player player, GameState s, Limits l, int[] legal, List<Integer> moves) {
    SearchReport report = player.chooseMove(s.copy(), l);
    int move = report.move();
    assertTrue(
        Arrays.stream(legal).anyMatch(m -> m == move),
        "move " + s.moveToText(move) + " is one of the seat's own in\n" + s.render());
    if (l.maxDepth() != Limits.NO_DEPTH_LIMIT) {
      assertTrue(report.depth() <= l.maxDepth(), "depth " + report.depth() + " within limit");
    }
    if (l.maxNodes() != Limits.NO_NODE_LIMIT) {
      assertTrue(report.nodes() <= l.maxNodes(), "nodes " + report.nodes() + " within limit");
    }
    moves.add(move);
    return move;
  }
}
