package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The gate network compiled to bytecode ({@link GateCompiler}) against the same network followed
 * through its arrays ({@link Propagation}'s loop): along seeded random playouts of every bundled
 * game without recursion left in its rules, the two states agree at every step on the base
 * propositions, terminal, every legal move of every role and every goal, and on the state after an
 * undo.
 */
class GdlCompiledGatesTest {

  static List<String> games() {
    List<String> out = new ArrayList<>();
    for (String name : GdlLibrary.BUNDLED) {
      GdlState s = start(name);
      if (compiled(s)) {
        out.add(name);
      }
    }
    return out;
  }

  private static GdlState start(String name) {
    GameState g = GdlLibrary.bundled(name).newGame(Options.resolve(List.of(), Map.of()));
    return g instanceof GdlTwoState two ? two.inner() : (GdlState) g;
  }

  private static boolean compiled(GdlState s) {
    return s.compiled();
  }

  @Test
  void theBundledTwoPlayerGamesAndTheFourRoleRaceAreCompiled() {
    assertTrue(
        games().containsAll(List.of("tic-tac-toe", "connect-four", "nim", "four-way-race")),
        "compiled: " + games());
  }

  @ParameterizedTest
  @MethodSource("games")
  void compiledAndInterpretedGatesAgreeAtEveryStepOfSeededRandomPlayouts(String name) {
    agree(GdlLibrary.bundled(name), 200, () -> start(name));
  }

  @ParameterizedTest
  @MethodSource("games")
  void gatesSplitOverManySmallMethodsAgreeAsWell(String name) {
    // Three edges or gates a method and no fan written out: every split a large game needs.
    agree(GdlLibrary.bundled(name), 60, () -> GdlLibrary.bundled(name).startCompiledWith(3, 0));
  }

  /** How many does propositions of a bundled game's compiled network a move follows by firing. */
  private static int firing(String name) {
    boolean[] fires = GdlLibrary.bundled(name).network().compiled.fires;
    int n = 0;
    for (boolean f : fires) {
      n += f ? 1 : 0;
    }
    return n;
  }

  @Test
  void aMoveOfOneRoleIsFollowedWithoutSettingItsDoesPropositionWhereThatCostsLess() {
    // Every drop of both roles, every add of the four roles: their gates form trees.
    assertEquals(14, firing("connect-four"));
    assertEquals(12, firing("four-way-race"));
    // "A move elsewhere than this cell" absorbs a move while the does propositions stay set.
    assertEquals(0, firing("tic-tac-toe"));
  }

  /** A one-role game of k lamps, each step toggling one, for three steps; lamp 0 lit wins. */
  static GdlGame lamps(int k) {
    StringBuilder b =
        new StringBuilder("(role p) (init (step 0)) (succ 0 1) (succ 1 2) (succ 2 3)\n");
    for (int i = 0; i < k; i++) {
      b.append("(lamp ").append(i).append(")\n");
    }
    b.append("(<= (legal p (toggle ?i)) (lamp ?i))\n")
        .append("(<= (next (on ?i)) (true (on ?i)) (not (does p (toggle ?i))))\n")
        .append("(<= (next (on ?i)) (lamp ?i) (not (true (on ?i))) (does p (toggle ?i)))\n")
        .append("(<= (next (step ?y)) (true (step ?x)) (succ ?x ?y))\n")
        .append("(<= terminal (true (step 3)))\n")
        .append("(<= (goal p 100) (true (on 0)))\n")
        .append("(<= (goal p 0) (not (true (on 0))))\n");
    return new GdlGame("gdl-lamps-" + k, "lamps-" + k, "lamps-" + k + ".kif", b.toString());
  }

  @Test
  void aNetworkOfThousandsOfGatesIsCompiledAndAgreesWithItsArrays() {
    // 7,015 gates: a class of about 14,000 methods.
    GdlGame game = lamps(1000);
    GdlState start = (GdlState) game.newGame(Options.resolve(List.of(), Map.of()));
    assertTrue(compiled(start), "1,000 lamps are compiled");
    assertEquals(1000, start.legalMoves(new int[start.maxMoves()]));
    agree(game, 20, () -> (GdlState) start.copy());
  }

  @Test
  void aNetworkTooLargeForOneClassIsFollowedThroughItsArrays() {
    // 10,515 gates: more than GateCompiler.MAX_GATES.
    GdlGame game = lamps(1500);
    GdlState s = (GdlState) game.newGame(Options.resolve(List.of(), Map.of()));
    assertTrue(!compiled(s), "1,500 lamps are not compiled");
    // Lamp 0 toggled twice and lamp 7 once: lamp 0 is off, and the role gets 0.
    for (String move : List.of("(toggle 0)", "(toggle 7)", "(toggle 0)")) {
      s.play(s.textToMove(move));
    }
    assertTrue(s.isTerminal());
    assertEquals(0, s.goal(0));
    assertEquals(
        List.of("(on 7)", "(step 3)"), s.truthTerms().stream().map(Ground::kif).sorted().toList());
  }

  private static void agree(
      GdlGame game, int playouts, java.util.function.Supplier<GdlState> compiled) {
    String name = game.id();
    SplittableRandom random = new SplittableRandom(name.hashCode());
    int steps = 0;
    for (int playout = 0; playout < playouts; playout++) {
      GdlState fast = compiled.get();
      GdlState slow = game.startFollowingArrays();
      assertNotNull(slow);
      while (true) {
        String where = name + ", playout " + playout + ", ply " + fast.plies();
        assertEquals(slow.truthTerms(), fast.truthTerms(), "state, " + where);
        boolean terminal = slow.isTerminal();
        assertEquals(terminal, fast.isTerminal(), "terminal, " + where);
        assertEquals(slow.legalFacts(), fast.legalFacts(), "legal moves, " + where);
        assertEquals(slow.goalFacts(), fast.goalFacts(), "goals, " + where);
        steps++;
        if (terminal) {
          break;
        }
        int[][] legal = slow.legalOfEveryRole();
        int[] moves = new int[legal.length];
        for (int r = 0; r < legal.length; r++) {
          moves[r] = legal[r][random.nextInt(legal[r].length)];
        }
        fast.playAll(moves);
        slow.playAll(moves);
        if (random.nextInt(8) == 0) {
          // An undo and the same joint move again: the compiled state's counts stay exact.
          fast.undo();
          assertEquals(slow.plies() - 1, fast.plies(), "undo, " + where);
          fast.playAll(moves);
        }
      }
    }
    assertTrue(steps >= 2 * playouts, "every playout has a move: " + steps + " states");
  }
}
