package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The copy of Pascal Pons' Connect Four test sets in {@code benchmarks/connect4} is byte for byte
 * the published one: each file has the checksum its README and {@code SHA256SUMS} give, and 1,000
 * lines of the form {@code <moves> <score>}.
 */
class BenchmarkDataTest {

  private static final Path CONNECT4 = Path.of("..", "benchmarks", "connect4");

  static List<String[]> checksums() throws IOException {
    return Files.readAllLines(CONNECT4.resolve("SHA256SUMS")).stream()
        .map(line -> line.split(" +"))
        .toList();
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("checksums")
  void everyBenchmarkFileHasItsPublishedChecksumAndAThousandPositions(String sha256, String file)
      throws IOException, NoSuchAlgorithmException {
    byte[] bytes = Files.readAllBytes(CONNECT4.resolve(file));
    String actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    assertEquals(sha256, actual, file + " differs from the published copy");
    List<String> lines = Files.readAllLines(CONNECT4.resolve(file));
    assertEquals(1000, lines.size(), file);
    for (String line : lines) {
      assertTrue(line.matches("[1-7]{1,41} -?\\d{1,2}"), file + ": " + line);
    }
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("checksums")
  void theDataReadmeStatesTheSameChecksums(String sha256, String file) throws IOException {
    String readme = Files.readString(CONNECT4.resolve("README.md"));
    assertTrue(readme.contains("| " + file + " |"), "README.md does not describe " + file);
    assertTrue(readme.contains("`" + sha256 + "`"), "README.md gives another checksum for " + file);
  }
}
