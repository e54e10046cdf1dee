package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfigExceptionTest {

  private static final Path FILE = Path.of("configs", "x.yaml");

  @Test
  void printsAProblemAsFileLineColumnMessageAndAnIndentedHint() {
    assertEquals(
        FILE + ":3:5: unknown key 'strategi'\n  did you mean 'strategy'?",
        new ConfigProblem(FILE, 3, 5, "unknown key 'strategi'", "did you mean 'strategy'?")
            .toString());
    assertEquals(
        FILE + ":1:1: the file is empty",
        new ConfigProblem(FILE, 1, 1, "the file is empty", "").toString());
    assertEquals(
        FILE + ": no such file", new ConfigProblem(FILE, 0, 0, "no such file", "").toString());
    assertEquals(
        FILE + ":2:1: bad\n  first\n    second",
        new ConfigProblem(FILE, 2, 1, "bad", "first\n  second").toString());
  }

  @Test
  void refusesAHalfPosition() {
    assertThrows(IllegalArgumentException.class, () -> new ConfigProblem(FILE, 1, 0, "m", ""));
    assertThrows(IllegalArgumentException.class, () -> new ConfigProblem(FILE, -1, 2, "m", ""));
  }

  @Test
  void endsItsMessageWithTheCountAndTheFile() {
    ConfigException e =
        new ConfigException(
            List.of(
                new ConfigProblem(FILE, 1, 7, "unknown game 'chess'", ""),
                new ConfigProblem(FILE, 4, 3, "duplicate key 'games' (first at line 2)", "")));
    assertEquals(
        FILE
            + ":1:7: unknown game 'chess'\n"
            + FILE
            + ":4:3: duplicate key 'games' (first at line 2)\n"
            + "2 problems in "
            + FILE
            + "; nothing was run.",
        e.getMessage());
  }

  @Test
  void listsAtMostTwentyProblemsAndCountsTheRest() {
    List<ConfigProblem> problems = new ArrayList<>();
    for (int line = 1; line <= 23; line++) {
      problems.add(new ConfigProblem(FILE, line, 1, "problem " + line, ""));
    }
    String message = new ConfigException(problems).getMessage();
    assertEquals(22, message.lines().count());
    assertEquals(
        List.of(
            FILE + ":20:1: problem 20",
            "... and 3 more",
            "23 problems in " + FILE + "; nothing was run."),
        message.lines().skip(19).toList());
  }

  @Test
  void needsAtLeastOneProblem() {
    assertThrows(IllegalArgumentException.class, () -> new ConfigException(List.of()));
  }
}
