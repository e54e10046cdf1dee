package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Lines read from bytes as a pipe hands them over: in pieces of any size. */
class BoundedLineReaderTest {

  /** A stream that gives at most {@code piece} bytes a read, as a pipe may. */
  private static InputStream inPieces(String text, int piece) {
    ByteArrayInputStream all = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    return new InputStream() {
      @Override
      public int read() {
        return all.read();
      }

      @Override
      public int read(byte[] b, int off, int len) {
        return all.read(b, off, Math.min(len, piece));
      }
    };
  }

  private static List<String> lines(BoundedLineReader reader) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String line; (line = reader.readLine()) != null; ) {
      lines.add(line);
    }
    return lines;
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 7, 8192})
  void linesComeWholeWhateverPiecesTheBytesArriveIn(int piece) throws IOException {
    String text = "id name Stockfish\r\ninfo string é ü 王\n\nbestmove e2e4 ponder e7e5\nlast";
    assertEquals(
        List.of("id name Stockfish", "info string é ü 王", "", "bestmove e2e4 ponder e7e5", "last"),
        lines(new BoundedLineReader(inPieces(text, piece))));
  }

  @Test
  void aLineLongerThanTheLimitIsAProtocolError() {
    String endless = "x".repeat(BoundedLineReader.MAX_LINE + 2) + "\n";
    BoundedLineReader reader = new BoundedLineReader(inPieces(endless, 8192));
    IllegalStateException e = assertThrows(IllegalStateException.class, reader::readLine);
    assertEquals(
        "protocol error: a line longer than " + BoundedLineReader.MAX_LINE + " characters",
        e.getMessage());
  }

  @Test
  void theEndOfTheOutputIsNull() throws IOException {
    assertNull(new BoundedLineReader(inPieces("", 1)).readLine());
  }
}
