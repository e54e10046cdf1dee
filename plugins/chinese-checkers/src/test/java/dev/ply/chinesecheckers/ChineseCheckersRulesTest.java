package dev.ply.chinesecheckers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ChineseCheckersRulesTest {

  private static final Game[] GAMES = {
    new ChineseCheckers(),
    new ChineseCheckersThree(),
    new ChineseCheckersFour(),
    new ChineseCheckersSix()
  };

  private static GameState start(Game game, int size, int turns) {
    return game.newGame(
        Options.resolve(game.variantOptions(), Map.of("size", size, "turns", turns)));
  }

  private static List<String> moves(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      texts.add(s.moveToText(buffer[i]));
    }
    Collections.sort(texts);
    return texts;
  }

  @Test
  void theStarBoardsHaveTheirHolesAndPieces() {
    int[][] expected = {{2, 37, 3}, {3, 73, 6}, {4, 121, 10}};
    for (int[] e : expected) {
      StarBoard board = StarBoard.of(e[0]);
      assertEquals(e[1], board.cells, "holes of the size-" + e[0] + " star");
      for (int c = 0; c < 6; c++) {
        assertEquals(e[2], board.cornerCells[c].length, "holes of corner " + c);
      }
      RulebookChineseCheckers rules = new RulebookChineseCheckers(e[0], 6, 1);
      assertEquals(e[1], rules.board.size(), "the rulebook's star");
    }
    assertEquals("a1", StarBoard.of(4).names[0], "a1 is the top point");
    assertEquals("q1", StarBoard.of(4).names[120], "q1 the bottom one");
  }

  /**
   * Perft from the start, the plugin's (through Perft, play and undo) against the rulebook's (its
   * own moves, copies), for every number of players and board: to depth 4 on the full star, 5 on
   * the smaller ones. The figures are pinned too, so that a change to both shows.
   */
  @Test
  void perftFromTheStartAgreesWithTheRulebookForEveryNumberOfPlayersAndBoard() {
    long[][] pinned = new long[GAMES.length][];
    StringBuilder seen = new StringBuilder();
    for (int g = 0; g < GAMES.length; g++) {
      Game game = GAMES[g];
      for (int size = 2; size <= 4; size++) {
        int depth = size == 4 ? 4 : 5;
        GameState s = start(game, size, 100);
        RulebookChineseCheckers rules = new RulebookChineseCheckers(size, game.players(), 100);
        for (int d = 1; d <= depth; d++) {
          long plugin = Perft.count(s, d);
          long rulebook = rules.perft(d);
          assertEquals(rulebook, plugin, game.id() + " size " + size + " perft(" + d + ")");
          seen.append(game.id())
              .append(" size ")
              .append(size)
              .append(" perft(")
              .append(d)
              .append(") = ")
              .append(plugin)
              .append('\n');
        }
      }
    }
    assertEquals(PINNED, seen.toString());
  }

  private static final String PINNED =
      ""
          + "chinese-checkers size 2 perft(1) = 6\n"
          + "chinese-checkers size 2 perft(2) = 36\n"
          + "chinese-checkers size 2 perft(3) = 396\n"
          + "chinese-checkers size 2 perft(4) = 4356\n"
          + "chinese-checkers size 2 perft(5) = 48764\n"
          + "chinese-checkers size 3 perft(1) = 10\n"
          + "chinese-checkers size 3 perft(2) = 100\n"
          + "chinese-checkers size 3 perft(3) = 1800\n"
          + "chinese-checkers size 3 perft(4) = 32400\n"
          + "chinese-checkers size 3 perft(5) = 632520\n"
          + "chinese-checkers size 4 perft(1) = 14\n"
          + "chinese-checkers size 4 perft(2) = 196\n"
          + "chinese-checkers size 4 perft(3) = 4760\n"
          + "chinese-checkers size 4 perft(4) = 115600\n"
          + "chinese-checkers-3 size 2 perft(1) = 6\n"
          + "chinese-checkers-3 size 2 perft(2) = 36\n"
          + "chinese-checkers-3 size 2 perft(3) = 216\n"
          + "chinese-checkers-3 size 2 perft(4) = 2388\n"
          + "chinese-checkers-3 size 2 perft(5) = 26568\n"
          + "chinese-checkers-3 size 3 perft(1) = 10\n"
          + "chinese-checkers-3 size 3 perft(2) = 100\n"
          + "chinese-checkers-3 size 3 perft(3) = 1000\n"
          + "chinese-checkers-3 size 3 perft(4) = 18000\n"
          + "chinese-checkers-3 size 3 perft(5) = 324120\n"
          + "chinese-checkers-3 size 4 perft(1) = 14\n"
          + "chinese-checkers-3 size 4 perft(2) = 196\n"
          + "chinese-checkers-3 size 4 perft(3) = 2744\n"
          + "chinese-checkers-3 size 4 perft(4) = 66640\n"
          + "chinese-checkers-4 size 2 perft(1) = 6\n"
          + "chinese-checkers-4 size 2 perft(2) = 37\n"
          + "chinese-checkers-4 size 2 perft(3) = 222\n"
          + "chinese-checkers-4 size 2 perft(4) = 1369\n"
          + "chinese-checkers-4 size 2 perft(5) = 14811\n"
          + "chinese-checkers-4 size 3 perft(1) = 10\n"
          + "chinese-checkers-4 size 3 perft(2) = 103\n"
          + "chinese-checkers-4 size 3 perft(3) = 1030\n"
          + "chinese-checkers-4 size 3 perft(4) = 10609\n"
          + "chinese-checkers-4 size 3 perft(5) = 188696\n"
          + "chinese-checkers-4 size 4 perft(1) = 14\n"
          + "chinese-checkers-4 size 4 perft(2) = 199\n"
          + "chinese-checkers-4 size 4 perft(3) = 2786\n"
          + "chinese-checkers-4 size 4 perft(4) = 39601\n"
          + "chinese-checkers-6 size 2 perft(1) = 6\n"
          + "chinese-checkers-6 size 2 perft(2) = 37\n"
          + "chinese-checkers-6 size 2 perft(3) = 236\n"
          + "chinese-checkers-6 size 2 perft(4) = 1534\n"
          + "chinese-checkers-6 size 2 perft(5) = 10120\n"
          + "chinese-checkers-6 size 3 perft(1) = 10\n"
          + "chinese-checkers-6 size 3 perft(2) = 103\n"
          + "chinese-checkers-6 size 3 perft(3) = 1065\n"
          + "chinese-checkers-6 size 3 perft(4) = 11009\n"
          + "chinese-checkers-6 size 3 perft(5) = 113800\n"
          + "chinese-checkers-6 size 4 perft(1) = 14\n"
          + "chinese-checkers-6 size 4 perft(2) = 199\n"
          + "chinese-checkers-6 size 4 perft(3) = 2828\n"
          + "chinese-checkers-6 size 4 perft(4) = 40189\n";

  /**
   * Plays games with the plugin and the rulebook side by side, mostly choosing a move that brings
   * the mover's pieces nearest their goal (so that games finish and placements are reached), and
   * compares every position's legal moves, whose turn it is, the end, and every seat's utility.
   */
  @Test
  void theMovesTheEndAndThePlacementsAgreeWithTheRulebookAlongGreedyAndRandomGames() {
    int finishedGames = 0;
    int limitGames = 0;
    for (Game game : GAMES) {
      for (int size = 2; size <= 3; size++) {
        for (int seed = 0; seed < 12; seed++) {
          SplittableRandom random = new SplittableRandom(seed * 31L + size);
          int turns = seed % 3 == 0 ? 12 : 200;
          GameState s = start(game, size, turns);
          RulebookChineseCheckers rules = new RulebookChineseCheckers(size, game.players(), turns);
          String where = game.id() + " size " + size + " seed " + seed;
          while (!rules.over()) {
            assertEquals(rules.toMove, s.playerToMove(), "to move, " + where);
            List<String> legal = rules.moves();
            assertEquals(legal, moves(s), "moves at ply " + s.plies() + ", " + where);
            String move =
                random.nextInt(10) < 8
                    ? greediest(rules, legal)
                    : legal.get(random.nextInt(legal.size()));
            rules.play(move);
            s.play(s.textToMove(move));
            assertEquals(rules.over(), s.isTerminal(), "over after " + move + ", " + where);
          }
          assertTrue(s.isTerminal(), where);
          for (int seat = 0; seat < game.players(); seat++) {
            assertEquals(
                rules.utility(seat), s.utility(seat), "utility of seat " + seat + ", " + where);
          }
          if (rules.finishOrder.size() >= game.players() - 1) {
            finishedGames++;
          } else {
            limitGames++;
          }
        }
      }
    }
    assertTrue(finishedGames > 40, "games played to the finish: " + finishedGames);
    assertTrue(limitGames > 10, "games ended by the move limit: " + limitGames);
  }

  /** The move after which the mover's pieces have the fewest steps left (first such, by text). */
  private static String greediest(RulebookChineseCheckers rules, List<String> legal) {
    String best = legal.get(0);
    int least = Integer.MAX_VALUE;
    for (String m : legal) {
      RulebookChineseCheckers next = rules.copy();
      next.play(m);
      int d = next.distance(rules.toMove);
      if (d < least) {
        least = d;
        best = m;
      }
    }
    return best;
  }
}
