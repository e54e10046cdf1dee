package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ply.api.Options;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The plugin's reasoner and SWI-Prolog running the same rules agree, along seeded random playouts
 * of every bundled game, at every step: whether the state is terminal, the legal moves of every
 * role, every goal that holds, and the next state under the joint move played. Skipped when
 * Debian's swi-prolog is not installed, unless {@code PLY_REQUIRE_ENGINES=1} (as CI sets it).
 */
class GdlPrologCrossCheckTest {

  @TempDir Path temp;

  static List<String> games() {
    return GdlLibrary.BUNDLED;
  }

  @ParameterizedTest
  @MethodSource("games")
  void bothReasonersAgreeAtEveryStepOfSeededRandomPlayouts(String name) throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(Prolog.SWIPL)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + Prolog.SWIPL + " is missing");
      Assumptions.abort("install Debian's swi-prolog (apt-get install swi-prolog-nox) to run this");
    }
    GdlGame game = GdlLibrary.bundled(name);
    Description d = Description.read(name, GdlLibrary.resource(name));
    int steps = 0;
    try (Prolog prolog = new Prolog(d, temp)) {
      SplittableRandom random = new SplittableRandom(name.hashCode());
      for (int playout = 0; playout < 10; playout++) {
        GdlState s = (GdlState) game.newGame(Options.resolve(List.of(), Map.of()));
        while (true) {
          String where = name + ", playout " + playout + ", ply " + s.plies();
          List<Ground> truths = s.truthTerms();
          boolean terminal = s.isTerminal();
          List<Ground> joint = new ArrayList<>();
          int[] moves = new int[game.players()];
          if (!terminal) {
            int[][] legal = s.legalOfEveryRole();
            for (int r = 0; r < legal.length; r++) {
              moves[r] = legal[r][random.nextInt(legal[r].length)];
              joint.add(s.moveTerm(moves[r]));
            }
          }
          Prolog.Answer a = prolog.ask(truths, game.roles(), joint);
          assertEquals(a.terminal(), terminal, "terminal, " + where);
          assertEquals(a.legal(), s.legalFacts(), "legal moves, " + where);
          assertEquals(a.goals(), s.goalFacts(), "goals, " + where);
          steps++;
          if (terminal) {
            break;
          }
          s.playAll(moves);
          assertEquals(
              a.next(), new TreeSet<>(Prolog.prefixes(s.truthTerms())), "next state, " + where);
        }
      }
    }
    assertFalse(steps < 6, "a playout has at least one state");
  }
}
