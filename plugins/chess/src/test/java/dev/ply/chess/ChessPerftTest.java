package dev.ply.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft (the number of move paths of a given length) against the published counts of the Chess
 * Programming Wiki's "Perft Results" page (the start position, "Kiwipete" and positions 3 to 6),
 * each re-checked with Stockfish 15.1's {@code go perft}. Depths are kept to what runs in a few
 * seconds here; {@code ply perft chess 6} checks 119,060,324 by hand.
 */
class ChessPerftTest {

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 1; 20",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 2; 400",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 3; 8902",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 4; 197281",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 5; 4865609",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 1; 48",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 2; 2039",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 3; 97862",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 4; 4085603",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 1; 14",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 2; 191",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 3; 2812",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 4; 43238",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 5; 674624",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 1; 6",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 2; 264",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 3; 9467",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 4; 422333",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 1; 44",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 2; 1486",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 3; 62379",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 1; 46",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 2; 2079",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 3; 89890"
      })
  void perftEqualsThePublishedCount(String fen, int depth, long expected) {
    ChessState s = ChessState.fromFen(fen, false);
    assertEquals(expected, Perft.count(s, depth));
    assertEquals(fen, s.fen(), "perft leaves the position as it found it");
  }
}
