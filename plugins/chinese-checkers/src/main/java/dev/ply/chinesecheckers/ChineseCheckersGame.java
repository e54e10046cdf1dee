package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * Chinese Checkers (Stern-Halma) for a fixed number of players: what the four games of this plugin
 * share. The number of seats is the game's, not a variant's, because {@link Game#players()} cannot
 * depend on the variant: {@code chinese-checkers} seats 2, {@code chinese-checkers-3} 3, {@code
 * chinese-checkers-4} 4 and {@code chinese-checkers-6} 6.
 *
 * <p><b>Rules.</b> Each player starts with its pieces filling one corner triangle of the star and
 * moves them to the opposite corner, its goal. Players move in seat order; a move takes one piece
 * either one step to an empty neighbouring hole, or through a chain of one or more jumps, each over
 * one neighbouring piece (anyone's) in a straight line to the empty hole just beyond; the chain may
 * stop after any jump (not where it began). Nothing is captured. A piece that has reached its goal
 * may move only within it (a chain may pass outside, but must end in the goal). A player finishes
 * when, after its own move, every hole of its goal is taken and at least one by its own pieces (the
 * usual remedy for an opponent's piece parked in the goal); it then leaves the turn order and its
 * pieces stay. The game ends when all but one player have finished (the first to finish when two
 * play), or after {@code turns} moves per player in all, when players still playing are ranked by
 * the steps their pieces still have to go to their goal's point (fewer is better; equal counts
 * share a place). A player with no move passes.
 *
 * <p><b>Utilities</b> by placement: a seat scores one for each seat placed below it and minus one
 * for each placed above it (two players: +1 and -1; six: +5, +3, ..., -5), so the game is zero-sum.
 *
 * <p><b>Variant options:</b> {@code size} 2, 3 or 4 (default; the 121-hole board, ten pieces each)
 * and {@code turns}. <b>Moves</b> are written {@code from-to} with holes named by row from the top
 * and place in the row ({@code m5-l5}); {@code pass} when there is no other move.
 */
abstract class ChineseCheckersGame implements Game {

  private final int players;

  ChineseCheckersGame(int players) {
    this.players = players;
  }

  @Override
  public String id() {
    return players == 2 ? "chinese-checkers" : "chinese-checkers-" + players;
  }

  @Override
  public String displayName() {
    return "Chinese Checkers"; // the host adds the number of players where it matters
  }

  @Override
  public int players() {
    return players;
  }

  /** One seat's utility is one per seat placed below it, minus one per seat placed above it. */
  @Override
  public int maxUtility() {
    return players - 1;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer(
            "size",
            4,
            2,
            4,
            "rows of each corner triangle: 4 is the 121-hole board (10 pieces each), 3 has 73 holes"
                + " (6 pieces), 2 has 37 (3 pieces)"),
        OptionSpec.integer(
            "turns",
            100,
            1,
            10_000,
            "moves each player has; then players still playing are ranked by distance to goal"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new ChineseCheckersState(
        StarBoard.of(variant.getInt("size")), players, variant.getInt("turns"));
  }
}
