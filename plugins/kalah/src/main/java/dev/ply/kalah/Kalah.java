package dev.ply.kalah;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.pf4j.Extension;

/**
 * Kalah(m, n): m pits a side and n seeds in each pit at the start, a store for each player.
 *
 * <p>Rules (those of the published values, Irving, Donkers and Uiterwijk 2000): a move takes all
 * the seeds of one of the mover's pits and sows them one by one counter-clockwise, into the mover's
 * own store but never the opponent's; a last seed in the mover's own store gives another move; a
 * last seed in one of the mover's own empty pits captures it together with the seeds of the
 * opposite pit — even when that pit is empty, unless {@code capture-empty-opposite} is false (the
 * other common rule: capture only when the opposite pit holds seeds). The game ends as soon as
 * either side's pits are all empty; the remaining seeds go to the side they are on. The utility is
 * the difference of the stores, so a search finds the margin, as the published tables give it.
 *
 * <p>Moves are the mover's pits, written {@code 1} (its leftmost, seen from its side) to {@code m}.
 */
@Extension
public final class Kalah implements Game {

  @Override
  public String id() {
    return "kalah";
  }

  @Override
  public String displayName() {
    return "Kalah";
  }

  @Override
  public int players() {
    return 2;
  }

  /** The largest margin of any variant this plugin plays: all 8 × 12 × 2 seeds. */
  @Override
  public int maxUtility() {
    return 2 * 8 * 12;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer("pits", 6, 1, 8, "pits on each side"),
        OptionSpec.integer("seeds", 4, 1, 12, "seeds in each pit at the start"),
        OptionSpec.bool(
            "capture-empty-opposite",
            true,
            "a last seed in an own empty pit captures"
                + " even when the opposite pit is empty (the rule of the published values)"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new KalahState(
        variant.getInt("pits"),
        variant.getInt("seeds"),
        variant.getBoolean("capture-empty-opposite"));
  }
}
