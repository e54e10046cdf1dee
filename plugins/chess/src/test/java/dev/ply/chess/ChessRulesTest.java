package dev.ply.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules that end games, the move texts, and FEN, on positions chosen for each rule. */
class ChessRulesTest {

  private static ChessState play(String fen, String... moves) {
    ChessState s = ChessState.fromFen(fen, false);
    for (String m : moves) {
      int move = s.textToMove(m);
      assertTrue(s.isLegal(move), m + " is legal in " + s.fen());
      s.play(move);
    }
    return s;
  }

  @Test
  void foolsMateIsCheckmateForBlack() {
    ChessState s = play(Fen.START, "f3", "e5", "g4", "Qh4#");
    assertTrue(s.isTerminal());
    assertEquals("checkmate", s.endReason());
    assertEquals(-1, s.utility(0));
    assertEquals(1, s.utility(1));
  }

  @Test
  void aKingWithNoMoveAndNoCheckIsStalemate() {
    ChessState s = ChessState.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false);
    assertTrue(s.isTerminal());
    assertEquals("stalemate", s.endReason());
    assertEquals(0, s.utility(0));
  }

  @Test
  void aHundredPliesWithoutCaptureOrPawnMoveDrawButAMateOnTheLastOneStands() {
    ChessState s = ChessState.fromFen("7k/8/8/8/8/8/R7/1R4K1 w - - 99 80", false);
    s.play(s.textToMove("Ra3"));
    assertEquals("fifty-move rule", s.endReason());
    assertEquals(0, s.legalMoves(new int[ChessState.MAX_MOVES]));
    ChessState mate = ChessState.fromFen("7k/R7/6K1/8/8/8/8/1R6 w - - 99 80", false);
    mate.play(mate.textToMove("Kf6"));
    assertEquals("fifty-move rule", mate.endReason(), "a quiet hundredth ply draws");
    mate.undo();
    mate.play(mate.textToMove("Rb8#"));
    assertEquals("checkmate", mate.endReason(), "a mate on the hundredth ply stands");
    assertEquals(1, mate.utility(0));
  }

  @Test
  void theThirdOccurrenceOfAPositionIsADraw() {
    ChessState s = play(Fen.START, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
    assertFalse(s.isTerminal(), "twice so far");
    s.play(s.textToMove("Ng8"));
    assertEquals("threefold repetition", s.endReason());
    assertTrue(s.isTerminal());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "8/8/4k3/8/8/3K4/8/8 w - - 0 1, true",
    "8/8/4k3/8/8/3KN3/8/8 w - - 0 1, true",
    "8/8/2b1k3/8/8/3KB3/8/8 w - - 0 1, false",
    "8/8/3bk3/8/8/3KB3/8/8 w - - 0 1, true",
    "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1, false",
    "8/8/4k3/8/8/3KP3/8/8 w - - 0 1, false"
  })
  void materialThatCannotMateIsADraw(String fen, boolean draw) {
    assertEquals(draw, ChessState.fromFen(fen, false).insufficientMaterial());
  }

  @Test
  void anEnPassantCaptureThatExposesTheKingIsIllegal() {
    // After ...d7-d5 the e5 pawn may not take en passant: it would open the fifth rank to the rook.
    ChessState s = play("8/3p4/8/r3P2K/8/8/8/7k b - - 0 1", "d5");
    assertFalse(s.isLegal(s.textToMove("e5d6")));
    ChessState free = play("8/3p4/8/4P2K/8/8/8/r6k b - - 0 1", "d5");
    assertEquals("exd6", free.san(free.textToMove("e5d6")));
  }

  @Test
  void theKingMayNotCastleThroughAnAttackedSquare() {
    ChessState s = ChessState.fromFen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", false);
    assertFalse(s.isLegal(s.textToMove("e1g1")), "f1 is attacked");
    assertTrue(s.isLegal(s.textToMove("e1c1")));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Nf3; g1f3",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; O-O; e1g1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; 0-0-0; e1c1",
        "3r4/4P3/8/8/8/8/8/k1K5 w - - 0 1; exd8=Q+; e7d8q",
        "3r4/4P3/8/8/8/8/8/k1K5 w - - 0 1; exd8Q!; e7d8q",
        "r3k3/8/8/8/8/8/8/R3K2R w K - 0 1; Rad1; a1d1",
        "4k3/8/8/8/8/8/R7/R3K3 w - - 0 1; R1a1?; a1a1",
        "4k3/8/8/8/8/8/R7/R3K3 w - - 0 1; R2a3; a2a3"
      })
  void sanIsReadForThePosition(String fen, String san, String uci) {
    ChessState s = ChessState.fromFen(fen, false);
    if (uci.equals("a1a1")) {
      assertThrows(IllegalArgumentException.class, () -> s.textToMove(san));
      return;
    }
    assertEquals(uci, s.moveToText(s.textToMove(san)));
  }

  @Test
  void theSanOfEveryLegalMoveAlongRandomGamesReadsBackAsTheSameMove() {
    SplittableRandom random = new SplittableRandom(7);
    int[] moves = new int[ChessState.MAX_MOVES];
    int checked = 0;
    for (int game = 0; game < 20; game++) {
      ChessState s = ChessState.start();
      while (!s.isTerminal() && s.plies() < 200) {
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
          String san = s.san(moves[i]);
          assertEquals(moves[i], s.textToMove(san), san + " in " + s.fen());
          checked++;
        }
        s.play(moves[random.nextInt(n)]);
      }
    }
    assertTrue(checked > 10_000, "checked " + checked);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1; FEN field 2 (side to move) must be w or b, got 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1; FEN field 1 (pieces) must have 8 ranks separated by '/', got 7",
        "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; FEN field 1 (pieces) has 'x', which is no piece (use PNBRQK and pnbrqk)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1; FEN field 4 (en passant) must be - or a square on rank 6, got 'e4'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1; FEN field 5 (half-move clock) must be a whole number of at least 0, got 'x'",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1; FEN field 1 (pieces) must have one king of each colour, has 1 white and 0 black",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1; FEN field 3 (castling) gives 'K' but there is no king on its first rank with a rook there"
      })
  void aBadFenNamesTheBadField(String fen, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ChessState.fromFen(fen, false));
    assertEquals(message, e.getMessage());
  }

  @Test
  void aFenReadsBackAsItself() {
    for (String fen :
        new String[] {
          Fen.START,
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
        }) {
      assertEquals(fen, ChessState.fromFen(fen, false).fen());
    }
    assertEquals(
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        play(Fen.START, "e4", "e5").fen(),
        "no pawn can take on e6");
    assertEquals(
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        play(Fen.START, "e4", "a6", "e5", "d5").fen(),
        "e5 can take on d6");
  }
}
