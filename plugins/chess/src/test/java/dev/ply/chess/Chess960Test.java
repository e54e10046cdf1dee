package dev.ply.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.api.Options;
import dev.ply.api.Perft;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Chess960: the start positions by number, and perft with its castling (king takes rook), against
 * counts of Stockfish 15.1's {@code go perft} with {@code UCI_Chess960} on (the first two positions
 * are the Chess Programming Wiki's Chess960 perft positions 1 and 2).
 */
class Chess960Test {

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource({"518, RNBQKBNR", "0, BBQNNRKR", "959, RKRNNQBB", "100, QBBNRNKR"})
  void startPositionsFollowTheStandardNumbering(int number, String backRank) {
    assertEquals(backRank, Chess960.backRank(number));
  }

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9; 1; 21",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9; 2; 528",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9; 3; 12189",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9; 4; 326672",
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9; 3; 18002",
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9; 4; 667366",
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1; 4; 201143",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; 3; 13744"
      })
  void perftEqualsStockfishsWithChess960Castling(String fen, int depth, long expected) {
    assertEquals(expected, Perft.count(ChessState.fromFen(fen, true), depth));
  }

  @Test
  void castlingIsWrittenKingTakesRookAndReadEitherWay() {
    ChessState s = ChessState.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true);
    int shortCastle = s.textToMove("e1h1");
    assertEquals("e1h1", s.moveToText(shortCastle));
    assertEquals("O-O", s.san(shortCastle));
    assertEquals(shortCastle, s.textToMove("O-O"));
    ChessState standard = ChessState.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false);
    assertEquals("e1g1", standard.moveToText(standard.textToMove("e1g1")));
    assertEquals(standard.textToMove("e1g1"), standard.textToMove("e1h1"));
  }

  @Test
  void theVariantTakesANumberButNotTogetherWithAFen() {
    Chess chess = new Chess();
    assertEquals(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        ((ChessState)
                chess.newGame(Options.resolve(chess.variantOptions(), Map.of("chess960", 0L))))
            .fen());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                chess.newGame(
                    Options.resolve(
                        chess.variantOptions(), Map.of("chess960", 5L, "fen", Fen.START))));
    assertEquals("give either fen or chess960, not both", e.getMessage());
  }
}
