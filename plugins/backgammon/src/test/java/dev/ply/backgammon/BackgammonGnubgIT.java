package dev.ply.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ply's legal moves against GNU Backgammon's (Debian's {@code gnubg}), through gnubg's documented
 * Python scripting interface ({@code gnubg -t -q -r -p script.py}; the manual's chapter "Python
 * scripting"): for positions reached by seeded random games and each of the 21 rolls, gnubg sets
 * the position by its Position ID, lists every legal move with {@code hint} at 0-ply, and the
 * script plays each one on gnubg's own board; the sets of positions reached must be equal.
 *
 * <p>Skipped when gnubg is not installed, unless {@code PLY_REQUIRE_ENGINES=1} (as CI sets it):
 * then it fails.
 */
class BackgammonGnubgIT {

  @TempDir Path temp;

  /** Where gnubg is: Debian puts it in /usr/games, which is not always on the PATH. */
  static Optional<Path> gnubg() {
    List<Path> places = new ArrayList<>(List.of(Path.of("/usr/games/gnubg")));
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty()) {
        places.add(Path.of(dir, "gnubg"));
      }
    }
    return places.stream().filter(Files::isExecutable).findFirst();
  }

  static Path requireGnubg() {
    Optional<Path> found = gnubg();
    if (found.isEmpty()) {
      assertFalse(
          "1".equals(System.getenv("PLY_REQUIRE_ENGINES")),
          "PLY_REQUIRE_ENGINES is set but gnubg is missing (apt-get install gnubg)");
      Assumptions.abort(
          "GNU Backgammon is not installed: apt-get install gnubg to check the rules against it");
    }
    return found.get();
  }

  /** The positions of seeded random games where a side is to roll, the start among them. */
  static List<BackgammonState> positions(long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    List<BackgammonState> found = new ArrayList<>();
    int[] start = new BackgammonState(true).board(0);
    found.add(new BackgammonState(true, start, start, 0, 1, 1));
    while (found.size() < count) {
      GameState s = new Backgammon().newGame(BackgammonRulesTest.defaults());
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal() && found.size() < count) {
        BackgammonState b = (BackgammonState) s;
        if (b.isChance() && s.plies() > 0 && random.nextInt(4) == 0) {
          int seat = b.toMoveOrRoll();
          found.add(new BackgammonState(true, b.board(0), b.board(1), seat, 1, 1));
        }
        int n = s.legalMoves(buffer);
        s.play(buffer[random.nextInt(n)]);
      }
    }
    return found;
  }

  /**
   * The board after a move as gnubg's script writes it: mover's 1..24 and bar, then the other's.
   */
  static String counts(int[] mine, int[] theirs) {
    StringBuilder sb = new StringBuilder();
    for (int[] side : new int[][] {mine, theirs}) {
      for (int p = 1; p <= Turn.BAR; p++) {
        sb.append(sb.length() == 0 ? "" : " ").append(side[p]);
      }
    }
    return sb.toString();
  }

  /** Ply's moves of a position and roll: the board each reaches, with the move's text. */
  static Map<String, String> plyMoves(BackgammonState s) {
    Map<String, String> result = new TreeMap<>();
    int seat = s.toMoveOrRoll();
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      if (buffer[i] == Turn.PASS) {
        continue; // gnubg lists no move where the roll cannot be played
      }
      BackgammonState after = (BackgammonState) s.copy();
      after.play(buffer[i]);
      result.put(counts(after.board(seat), after.board(1 - seat)), s.moveToText(buffer[i]));
    }
    return result;
  }

  /** Runs gnubg's script on lines of "position-id die die"; its moves per line, board to text. */
  static Map<String, Map<String, String>> gnubgMoves(Path gnubg, Path dir, List<String> lines)
      throws Exception {
    Path script = dir.resolve("gnubg_moves.py");
    try (InputStream in = BackgammonGnubgIT.class.getResourceAsStream("gnubg_moves.py")) {
      Files.write(script, in.readAllBytes());
    }
    Path input = dir.resolve("in.txt");
    Path output = dir.resolve("out.txt");
    Files.write(input, lines);
    ProcessBuilder pb =
        new ProcessBuilder(gnubg.toString(), "-t", "-q", "-r", "-p", script.toString())
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("gnubg.log").toFile());
    pb.environment().put("PLY_GNUBG_IN", input.toString());
    pb.environment().put("PLY_GNUBG_OUT", output.toString());
    pb.environment().put("HOME", dir.toString()); // gnubg keeps its preferences under HOME
    Process p = pb.start();
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "gnubg did not finish within 300 s");
    assertEquals(0, p.exitValue(), "gnubg failed: " + Files.readString(dir.resolve("gnubg.log")));
    Map<String, Map<String, String>> moves = new LinkedHashMap<>();
    Map<String, String> current = null;
    for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
      if (line.contains("\t")) {
        String[] parts = line.split("\t");
        current.put(parts[1], parts[0]);
      } else {
        String[] parts = line.split(" ");
        String key = parts[0] + " " + parts[1] + " " + parts[2];
        assertFalse(parts[3].equals("refused"), "gnubg did not take the position " + line);
        current = new TreeMap<>();
        moves.put(key, current);
      }
    }
    return moves;
  }

  @Test
  void everyRollOfEightySeededRandomPositionsHasTheMovesGnuBackgammonLists() throws Exception {
    Path gnubg = requireGnubg();
    Map<String, BackgammonState> cases = new LinkedHashMap<>();
    for (BackgammonState position : positions(20261127L, 80)) {
      for (int high = 1; high <= 6; high++) {
        for (int low = 1; low <= high; low++) {
          int seat = position.toMoveOrRoll();
          BackgammonState s =
              new BackgammonState(true, position.board(0), position.board(1), seat, high, low);
          cases.put(s.notation() + " " + high + " " + low, s);
        }
      }
    }
    Map<String, Map<String, String>> theirs =
        gnubgMoves(gnubg, temp, new ArrayList<>(cases.keySet()));
    assertEquals(cases.size(), theirs.size(), "gnubg answered every position and roll");
    long moves = 0;
    for (Map.Entry<String, BackgammonState> c : cases.entrySet()) {
      Map<String, String> ours = plyMoves(c.getValue());
      Map<String, String> gnu = theirs.get(c.getKey());
      if (!ours.keySet().equals(gnu.keySet())) {
        TreeSet<String> onlyOurs = new TreeSet<>();
        ours.forEach((board, text) -> onlyOurs.add(gnu.containsKey(board) ? "" : text));
        TreeSet<String> onlyGnu = new TreeSet<>();
        gnu.forEach((board, text) -> onlyGnu.add(ours.containsKey(board) ? "" : text));
        onlyOurs.remove("");
        onlyGnu.remove("");
        throw new AssertionError(
            "position and roll "
                + c.getKey()
                + ":\n"
                + c.getValue().render()
                + "\nonly Ply: "
                + onlyOurs
                + "\nonly gnubg: "
                + onlyGnu);
      }
      moves += ours.size();
    }
    assertTrue(moves > 4_000, "compared " + moves + " moves");
  }
}
