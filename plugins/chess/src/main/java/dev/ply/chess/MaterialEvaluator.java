package dev.ply.chess;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/**
 * Material and piece placement, from the side to move's point of view, in centipawns: pawn 100,
 * knight 320, bishop 330, rook 500, queen 900 (Shannon's proportions as Tomasz Michniewski's
 * "simplified evaluation function" tunes them), plus small square bonuses: pawns for advancing and
 * for the centre, knights and bishops for the centre, the king for staying home while queens are
 * on. Enough for classic-search and mcts to play sensible chess; not a strong evaluation.
 */
@Extension
public final class MaterialEvaluator implements Evaluator {

  private static final int[] VALUE = {0, 100, 320, 330, 500, 900, 0};

  @Override
  public String id() {
    return "chess-material";
  }

  @Override
  public String gameId() {
    return Chess.ID;
  }

  @Override
  public String description() {
    return "material (P 100, N 320, B 330, R 500, Q 900) and simple square bonuses";
  }

  @Override
  public int evaluate(GameState state) {
    ChessState s = (ChessState) state;
    int score = 0;
    boolean queens = false;
    for (int sq = 0; sq < 64; sq++) {
      queens |= Board.type(s.board[sq]) == Board.QUEEN;
    }
    for (int sq = 0; sq < 64; sq++) {
      int p = s.board[sq];
      if (p == Board.EMPTY) {
        continue;
      }
      int type = Board.type(p);
      int color = Board.color(p);
      int rank = color == 0 ? Board.rank(sq) : 7 - Board.rank(sq);
      int file = Board.file(sq);
      int centre = 3 - Math.max(Math.abs(2 * file - 7), Math.abs(2 * Board.rank(sq) - 7)) / 2;
      int value = VALUE[type];
      switch (type) {
        case Board.PAWN -> value += 5 * rank + (file >= 2 && file <= 5 ? 5 * centre : 0);
        case Board.KNIGHT -> value += 10 * centre - 10;
        case Board.BISHOP -> value += 5 * centre;
        case Board.KING -> value += queens ? (rank == 0 ? 10 : -10 * rank) : 5 * centre;
        default -> {}
      }
      score += color == s.side ? value : -value;
    }
    return score;
  }
}
