package dev.ply.simultaneous;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Solution;
import dev.ply.api.SolveStep;
import dev.ply.api.conformance.NimFixture;
import dev.ply.matrixgames.Goofspiel;
import dev.ply.matrixgames.RockPaperScissors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MatrixSolverStrategyTest {

  private final MatrixSolverStrategy strategy = new MatrixSolverStrategy();

  private PlayerContext context(Game game, Map<String, ?> variant, Map<String, ?> options) {
    return new PlayerContext(
        game,
        Options.resolve(game.variantOptions(), variant),
        Options.resolve(strategy.options(), options),
        Optional.empty(),
        1);
  }

  @Test
  void solvesRockPaperScissorsToValueZeroWithTheUniformEquilibrium() {
    Game rps = new RockPaperScissors();
    List<SolveStep> steps = new ArrayList<>();
    Solution s =
        strategy.solve(
            context(rps, Map.of(), Map.of("iterations", 1000L)),
            rps.newGame(Options.resolve(rps.variantOptions(), Map.of())),
            steps::add);
    assertEquals(0.0, s.value());
    assertEquals(GameState.NO_MOVE, s.move(), "a mixed strategy has no one move");
    for (String move : List.of("rock", "paper", "scissors")) {
      assertEquals(1.0 / 3, s.figures().get("p1-" + move), 1e-15);
      assertEquals(1.0 / 3, s.figures().get("p2-" + move), 1e-15);
    }
    // Regret matching from uniform stays at the equilibrium: exploitability 0 at every step.
    assertEquals(
        List.of(1L, 2L, 4L, 8L, 16L, 32L, 64L, 128L, 256L, 512L, 1000L), iterations(steps));
    for (SolveStep step : steps) {
      assertEquals(0.0, step.figures().get("exploitability"), 1e-12);
      assertEquals(0.0, step.figures().get("value"), 1e-12);
    }
  }

  private static List<Long> iterations(List<SolveStep> steps) {
    return steps.stream().map(SolveStep::iteration).toList();
  }

  @Test
  void refusesGamesThatAreNotOneShotNamingTheProperty() {
    assertEquals(Optional.empty(), strategy.whyNot(new RockPaperScissors()));
    assertTrue(strategy.supports(new RockPaperScissors()));
    String goofspiel = strategy.whyNot(new Goofspiel()).orElseThrow();
    assertTrue(
        goofspiel.startsWith("its first position is not simultaneous (chance moves"), goofspiel);
    String nim = strategy.whyNot(new NimFixture()).orElseThrow();
    assertTrue(nim.startsWith("its first position is not simultaneous (seat 1 moves alone)"), nim);
    assertFalse(strategy.supports(new NimFixture()));
    Game rps = new RockPaperScissors();
    IllegalArgumentException rounds =
        assertThrows(
            IllegalArgumentException.class,
            () -> strategy.newPlayer(context(rps, Map.of("rounds", 3L), Map.of())));
    assertTrue(
        rounds.getMessage().startsWith("it is not one-shot: after rock/rock the game goes on"),
        rounds.getMessage());
    IllegalArgumentException ascending =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                strategy.newPlayer(
                    context(new Goofspiel(), Map.of("cards", 3L, "order", "ascending"), Map.of())));
    assertTrue(ascending.getMessage().startsWith("it is not one-shot"), ascending.getMessage());
  }

  @Test
  void refusesAnUnknownMethod() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                strategy.newPlayer(
                    context(new RockPaperScissors(), Map.of(), Map.of("method", "simplex"))));
    assertEquals(
        "option 'method' must be 'lp' or 'regret-matching', got 'simplex'", e.getMessage());
  }

  @Test
  void itsPlayersPlayEachMoveOfRockPaperScissorsAThirdOfTheTimeAndRepeatUnderASeed() {
    for (String method : List.of("lp", "regret-matching")) {
      Game rps = new RockPaperScissors();
      GameState start = rps.newGame(Options.resolve(rps.variantOptions(), Map.of()));
      for (int seat = 0; seat < 2; seat++) {
        int[] counts = new int[3];
        List<Integer> first = draws(method, seat, start, counts);
        assertEquals(first, draws(method, seat, start, new int[3]), "same seed, same moves");
        // 9,000 draws, 3,000 expected each; 6 standard deviations (about 6 * 45) is a safe band.
        for (int c : counts) {
          assertTrue(Math.abs(c - 3000) < 270, method + " seat " + seat + ": " + c);
        }
      }
    }
  }

  private List<Integer> draws(String method, int seat, GameState start, int[] counts) {
    Player player =
        strategy.newPlayer(context(new RockPaperScissors(), Map.of(), Map.of("method", method)));
    player.newGame(seat, 99);
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < 9000; i++) {
      int move = player.chooseMove(start.copy(), Limits.nodes(1)).move();
      counts[move]++; // rock 0, paper 1, scissors 2
      moves.add(move);
    }
    return moves;
  }

  @Test
  void itsPlayersPlayWholeGamesWithinAnyLimitAndTheSameMovesUnderTheSameSeed() {
    Game rps = new RockPaperScissors();
    GameState start = SimultaneousGames.start(rps, Map.of());
    List<Supplier<Limits>> budgets =
        List.of(
            () -> Limits.nodes(1),
            () -> Limits.depth(1),
            () -> new Limits(Limits.NO_DEPTH_LIMIT, Limits.NO_NODE_LIMIT, System.nanoTime() - 1));
    for (Supplier<Limits> limits : budgets) {
      for (long seed = 0; seed < 20; seed++) {
        assertEquals(
            SimultaneousGames.play(start, twoPlayers(), seed, limits).moves(),
            SimultaneousGames.play(start, twoPlayers(), seed, limits).moves());
      }
    }
  }

  private Player[] twoPlayers() {
    return new Player[] {
      strategy.newPlayer(context(new RockPaperScissors(), Map.of(), Map.of())),
      strategy.newPlayer(context(new RockPaperScissors(), Map.of(), Map.of()))
    };
  }
}
