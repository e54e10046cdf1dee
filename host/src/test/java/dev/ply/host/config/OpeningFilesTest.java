package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class OpeningFilesTest {

  @Test
  void aPgnBookGivesEachGamesMainLineWithoutCommentsVariationsNagsOrResults() {
    String pgn =
        """
        [Event "Test"]
        [White "A"]

        1. e4 {best by test} e5 2. Nf3 (2. f4 exf4 3. Nf3) Nc6 3. Bb5 a6 $1 ; a remark
        4. Ba4 *

        [Event "Second"]
        1.d4 d5 2.c4 e6 1/2-1/2
        """;
    assertEquals(
        List.of(
            List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"), List.of("d4", "d5", "c4", "e6")),
        OpeningFiles.pgnGames(pgn));
  }

  @Test
  void anEpdLineIsAStartPositionWithCountersAndItsOperationsDropped() {
    assertEquals(
        List.of(
            "fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "b", "KQkq", "e3", "0", "1"),
        OpeningFiles.epdLine(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm e5; id \"x\";"));
    assertEquals(List.of(), OpeningFiles.epdLine("   "));
    assertNull(OpeningFiles.epdLine("rnbqkbnr/pppppppp w"));
  }
}
