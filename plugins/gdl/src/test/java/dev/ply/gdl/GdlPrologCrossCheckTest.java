package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

  /** The GDL-II games written in the tests, by name, beside the bundled ones. */
  private static final Map<String, String> WRITTEN =
      Map.of("dice-bet", GdlTwoTest.DICE_BET, "two-bettors", GdlTwoTest.TWO_BETTORS);

  static List<String> games() {
    List<String> all = new ArrayList<>(GdlLibrary.BUNDLED);
    all.addAll(new java.util.TreeSet<>(WRITTEN.keySet()));
    return all;
  }

  @ParameterizedTest
  @MethodSource("games")
  void bothReasonersAgreeAtEveryStepOfSeededRandomPlayouts(String name) throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(Prolog.SWIPL)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + Prolog.SWIPL + " is missing");
      Assumptions.abort("install Debian's swi-prolog (apt-get install swi-prolog-nox) to run this");
    }
    String text = WRITTEN.containsKey(name) ? WRITTEN.get(name) : GdlLibrary.resource(name);
    GdlGame game =
        WRITTEN.containsKey(name)
            ? new GdlGame("gdl-" + name, name, name + ".kif", text)
            : GdlLibrary.bundled(name);
    Description d = Description.read(name, text);
    int steps = 0;
    int seen = 0;
    try (Prolog prolog = new Prolog(d, temp)) {
      SplittableRandom random = new SplittableRandom(name.hashCode());
      for (int playout = 0; playout < 10; playout++) {
        GameState started = game.newGame(Options.resolve(List.of(), Map.of()));
        // A GDL-II game's state stands on a plain one, where random is one more role.
        GdlState s = started instanceof GdlTwoState two ? two.inner() : (GdlState) started;
        while (true) {
          String where = name + ", playout " + playout + ", ply " + s.plies();
          List<Ground> truths = s.truthTerms();
          boolean terminal = s.isTerminal();
          List<Ground> joint = new ArrayList<>();
          int[] moves = new int[game.roles().size()];
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
          // GDL-II: Prolog's sees under the joint move, from the rules as written, are the
          // percepts Ply carried into the next state.
          Set<String> percepts = new TreeSet<>();
          for (Ground g : s.truthTerms()) {
            if (g.name.equals(Description.PERCEPT)) {
              percepts.add(g.args[0].prefix() + " " + g.args[1].prefix());
            }
          }
          assertEquals(a.sees(), percepts, "percepts, " + where);
          seen += percepts.size();
        }
      }
    }
    assertFalse(steps < 6, "a playout has at least one state");
    assertTrue(!d.incomplete || seen > 0, "a GDL-II game's playouts saw no percept");
  }
}
