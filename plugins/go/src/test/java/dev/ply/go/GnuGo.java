package dev.ply.go;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * GNU Go 3.8 spoken to in the Go Text Protocol (version 2), for the tests that check the rules
 * against it: a child process started with {@code --mode gtp} and the options given, answering one
 * command at a time or a batch of commands written at once and read back in order.
 *
 * <p>A response is {@code = text} or {@code ? error}, ended by an empty line; an error fails the
 * test with the command and GNU Go's message.
 */
final class GnuGo implements AutoCloseable {

  static final Path PROGRAM = Path.of("/usr/games/gnugo");

  private final Process process;
  private final Writer in;
  private final BufferedReader out;

  private GnuGo(Process process) {
    this.process = process;
    this.in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
    this.out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
  }

  /**
   * Skips the calling test when GNU Go is not installed (Debian: {@code apt-get install gnugo}),
   * and fails it instead when the environment variable {@code PLY_REQUIRE_ENGINES} is {@code 1}.
   */
  static void assumeInstalled() {
    if (Files.isExecutable(PROGRAM)) {
      return;
    }
    if ("1".equals(System.getenv("PLY_REQUIRE_ENGINES"))) {
      fail("PLY_REQUIRE_ENGINES=1 but " + PROGRAM + " is missing (apt-get install gnugo)");
    }
    Assumptions.abort("install GNU Go (apt-get install gnugo) to check the rules against it");
  }

  /** Starts GNU Go in GTP mode with extra options such as {@code --chinese-rules}. */
  static GnuGo start(String... options) {
    List<String> command = new ArrayList<>(List.of(PROGRAM.toString(), "--mode", "gtp"));
    command.addAll(Arrays.asList(options));
    try {
      Process p =
          new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      return new GnuGo(p);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start " + command, e);
    }
  }

  /** Sends one command and returns its answer without the leading {@code = }. */
  String ask(String command) {
    return askAll(List.of(command)).get(0);
  }

  /** Sends the commands at once, then reads their answers in order. */
  List<String> askAll(List<String> commands) {
    try {
      for (String c : commands) {
        in.write(c);
        in.write('\n');
      }
      in.flush();
      List<String> answers = new ArrayList<>(commands.size());
      for (String c : commands) {
        answers.add(read(c));
      }
      return answers;
    } catch (IOException e) {
      throw new UncheckedIOException("GNU Go stopped answering", e);
    }
  }

  private String read(String command) throws IOException {
    StringBuilder sb = new StringBuilder();
    String line;
    while ((line = out.readLine()) != null && !line.isEmpty()) {
      sb.append(sb.length() == 0 ? "" : "\n").append(line);
    }
    if (line == null) {
      throw new IOException("GNU Go closed its output after '" + command + "'");
    }
    String text = sb.toString();
    if (!text.startsWith("=")) {
      fail("GNU Go refused '" + command + "': " + text);
    }
    return text.substring(1).trim();
  }

  /** The vertices that {@code list_stones} gives for a colour, {@code black} or {@code white}. */
  Set<String> stones(String colour) {
    String answer = ask("list_stones " + colour);
    return answer.isEmpty() ? Set.of() : new HashSet<>(Arrays.asList(answer.split("\\s+")));
  }

  @Override
  public void close() {
    try {
      in.write("quit\n");
      in.flush();
    } catch (IOException gone) {
      // already gone: nothing to ask it
    }
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
