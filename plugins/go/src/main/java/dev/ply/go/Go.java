package dev.ply.go;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.pf4j.Extension;

/**
 * Go on a square board from 2×2 to 19×19, scored by area as the Tromp–Taylor rules count it.
 *
 * <p><b>Rules.</b> Black (seat 0) moves first; the players alternate. A move puts a stone on an
 * empty point, then removes the opponent's chains left without a liberty. Suicide (a move that
 * leaves the mover's own chain without a liberty and captures nothing) is illegal. The {@code ko}
 * option says which repetitions are illegal: {@code positional} superko (the default and the
 * Tromp–Taylor rule: no move may recreate an earlier board), {@code situational} superko (no move
 * may recreate an earlier board with the same player to move) or {@code simple} (only the immediate
 * recapture of a single-stone ko, as GNU Go checks it). A pass is a move and is always legal; two
 * passes in a row end the game. A cap on the game's length is the referee's ({@code ply-cap}).
 *
 * <p><b>Score.</b> A player's score is her stones plus the empty points that reach only her colour;
 * White adds {@code komi}. Nothing is removed as dead: play it out. The utility is the margin in
 * half points (so that komi 7.5 needs no rounding): a win by 3.5 points is +7 for the winner and −7
 * for the loser, a tie 0; the game's reason says {@code B+3.5}, {@code W+0.5} or {@code jigo}.
 *
 * <p><b>Moves</b> are written as GTP vertices: {@code D4} (column letters from {@code A}, skipping
 * {@code I}; rows from 1 at the bottom) and {@code pass}, read in either letter case.
 */
@Extension
public final class Go implements Game {

  /** Komi is from −{@value} to +{@value} points. */
  static final int MAX_KOMI = 100;

  @Override
  public String id() {
    return "go";
  }

  @Override
  public String displayName() {
    return "Go";
  }

  @Override
  public int players() {
    return 2;
  }

  /** The widest margin of any variant, in half points: a full 19×19 board and the largest komi. */
  @Override
  public int maxUtility() {
    return 2 * (Geometry.MAX_SIZE * Geometry.MAX_SIZE + MAX_KOMI);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer(
            Conventions.BOARD_SIZE,
            9,
            Geometry.MIN_SIZE,
            Geometry.MAX_SIZE,
            "points on a side of the square board"),
        OptionSpec.decimal(
            Conventions.KOMI,
            7.5,
            -MAX_KOMI,
            MAX_KOMI,
            "points added to White's score, a whole or half number"),
        OptionSpec.text(
            "ko",
            "positional",
            "which repetitions are illegal: positional (no earlier"
                + " board may recur), situational (no earlier board with the same player to move) or"
                + " simple (only the immediate recapture of a ko, as GNU Go)"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new GoState(
        Geometry.of(variant.getInt(Conventions.BOARD_SIZE)),
        KoRule.parse(variant.getString("ko")),
        komi2(variant.getDouble(Conventions.KOMI)));
  }

  /**
   * Komi in half points.
   *
   * @throws IllegalArgumentException when komi is not a whole or half number
   */
  static int komi2(double komi) {
    double twice = komi * 2;
    if (twice != Math.rint(twice) || Math.abs(komi) > MAX_KOMI) {
      throw new IllegalArgumentException(
          "option 'komi': expected a whole or half number from "
              + -MAX_KOMI
              + " to "
              + MAX_KOMI
              + " (such as 7.5 or 6), got "
              + komi);
    }
    return (int) twice;
  }

  /** It follows {@link Conventions#GO}: its field's protocols and files can be used with it. */
  @Override
  public java.util.Set<String> conventions() {
    return java.util.Set.of(Conventions.GO);
  }
}
