package dev.ply.api;

import java.util.function.Consumer;

/**
 * A strategy that computes a policy for the whole game rather than searching the position in front
 * of it: value iteration for a game of chance whose positions repeat (Pig), counterfactual regret
 * minimization for a game of hidden information (poker), a matrix-game solver. {@code ply solve}
 * runs it and prints what it reports; its {@link Strategy#newPlayer players} play the policy it
 * computes.
 *
 * <p><b>Who implements it:</b> a {@link Strategy} of a strategy plugin, besides {@link Strategy}
 * (the host asks {@code strategy instanceof GameSolver}). <b>Who calls it:</b> the host, on one
 * thread, for {@code ply solve}; never during a game.
 */
public interface GameSolver {

  /**
   * Solves the game of {@code context} and returns what it found.
   *
   * <p><b>What it may assume:</b> the strategy {@link Strategy#handles() handles} the game's
   * features and {@link Strategy#supports supports} it; {@code context.options()} were checked
   * against {@link Strategy#options()}; {@code position} is a position of that game, not over, that
   * the solver may change (a copy). <b>What it must guarantee:</b> it calls {@code progress} at the
   * iterations it chooses (at least once, for the last) with figures a user can follow, in the
   * order it computes them; it returns with a {@link Solution} whose value is for the first seat
   * (seat 0), in the game's utility units, from {@code position}.
   *
   * @param context the game, its variant, this strategy's options and a seed
   * @param position where to solve from: the start of the game unless the user gave moves
   * @param progress told of each step worth showing; never null
   * @throws IllegalArgumentException when the solver cannot solve from {@code position} (CFR from a
   *     position that is not the start, say); the message says why
   */
  Solution solve(PlayerContext context, GameState position, Consumer<SolveStep> progress);
}
