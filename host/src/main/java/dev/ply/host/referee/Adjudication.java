package dev.ply.host.referee;

import dev.ply.api.Options;
import dev.ply.api.Strategy;
import java.util.Objects;
import java.util.Optional;

/**
 * The rules that end a decided game before its end, from a match or tournament file's {@code
 * adjudication:} block. The referee applies them after every move of a player (not after an
 * opening's moves); the first that fires ends the game with termination {@code adjudicated}, the
 * rule's name and its evidence. A game that reaches the ply cap ({@code max-moves}) is still a draw
 * with termination {@code ply-cap}, as before.
 *
 * <p>Scores are what players report with their moves ({@code SearchReport.value}, recorded as
 * {@code moves.value}): Ply's value scale for Ply's searches, centipawns for UCI and xboard
 * engines. A proven win or loss counts as a score beyond any limit. A move reported without a score
 * breaks every run of consecutive moves, so a player that reports no score is never resigned for.
 *
 * @param draw the draw rule, if any
 * @param resign the resignation rule, if any
 * @param proof the proof rule, if any
 */
public record Adjudication(
    Optional<DrawRule> draw, Optional<ResignRule> resign, Optional<ProofRule> proof) {

  /** No rule: games are played to their end or the ply cap. */
  public static final Adjudication NONE =
      new Adjudication(Optional.empty(), Optional.empty(), Optional.empty());

  public Adjudication {
    Objects.requireNonNull(draw, "draw");
    Objects.requireNonNull(resign, "resign");
    Objects.requireNonNull(proof, "proof");
  }

  /** Whether any rule can fire. */
  public boolean any() {
    return draw.isPresent() || resign.isPresent() || proof.isPresent();
  }

  /**
   * cutechess-cli's {@code -draw}: once at least {@code afterMove} full moves have been played, a
   * game is drawn when the last {@code moves} moves of every player (consecutive plies) were
   * reported with a score within {@code ±score}.
   */
  public record DrawRule(int afterMove, int moves, int score) {

    public DrawRule {
      if (afterMove < 0 || moves < 1 || score < 0) {
        throw new IllegalArgumentException(
            "a draw rule needs after-move >= 0, moves >= 1 and" + " score >= 0");
      }
    }
  }

  /**
   * cutechess-cli's {@code -resign}: a player whose last {@code moves} moves were all reported with
   * a score at or below {@code -score} loses; with {@code twoSided}, only if its opponent's last
   * {@code moves} moves were all reported at or above {@code +score} as well. Two players only.
   */
  public record ResignRule(int moves, int score, boolean twoSided) {

    public ResignRule {
      if (moves < 1 || score < 1) {
        throw new IllegalArgumentException("a resign rule needs moves >= 1 and score >= 1");
      }
    }
  }

  /**
   * Adjudication by proof: after every move, a search of {@code strategy} with no evaluator and no
   * depth limit tries to prove the game's result within {@code nodes} nodes; a search that ends
   * before its budget has searched to the end of the game, so its value is exact (a proven win or
   * loss, or 0 for a draw), and the game ends with that result. Two-player zero-sum games only.
   *
   * @param nodes the node budget of each attempt
   * @param strategy a strategy that {@link Strategy#solves() solves}
   * @param options its options, resolved (a table size, deepening off)
   */
  public record ProofRule(long nodes, Strategy strategy, Options options) {

    public ProofRule {
      Objects.requireNonNull(strategy, "strategy");
      Objects.requireNonNull(options, "options");
      if (nodes < 1) {
        throw new IllegalArgumentException("a proof needs a node budget of at least 1");
      }
    }
  }
}
