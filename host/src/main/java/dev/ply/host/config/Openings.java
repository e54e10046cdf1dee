package dev.ply.host.config;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.Options;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Where the games of a tournament start ({@code openings} in a tournament file): from the start
 * position, after some random legal plies, or after the moves of a line of a file. Each opening is
 * played twice, with colours swapped.
 */
public sealed interface Openings permits Openings.None, Openings.RandomPlies, Openings.FromFile {

  /** Every game from the start position: no {@code openings} key. */
  static Openings none() {
    return new None();
  }

  /** Every game from the start position. */
  record None() implements Openings {}

  /**
   * Openings of {@code plies} random legal plies from the start position, drawn from the
   * tournament's seed ({@code random-plies}).
   *
   * @param plies 1 to {@value OpeningKeys#MAX_RANDOM_PLIES}
   */
  record RandomPlies(int plies) implements Openings {

    /** Checks the range. */
    public RandomPlies {
      if (plies < 1 || plies > OpeningKeys.MAX_RANDOM_PLIES) {
        throw new IllegalArgumentException(
            "random plies must be 1 to " + OpeningKeys.MAX_RANDOM_PLIES + ", was " + plies);
      }
    }
  }

  /**
   * The openings of a file ({@code file}), used in turn: one per line of the file, each the move
   * texts of a line separated by spaces, every one legal when replayed from the start position of
   * the tournament's game and variant (the loader replayed them).
   *
   * @param file the file, resolved against the tournament file's directory
   * @param lines the openings in file order, at least one, each its move texts in order (at least
   *     one: blank and comment lines are no openings)
   */
  record FromFile(Path file, List<List<String>> lines, boolean randomOrder) implements Openings {

    /** The openings in file order. */
    public FromFile(Path file, List<List<String>> lines) {
      this(file, lines, false);
    }

    /** Checks that nothing is null and copies the lines. */
    public FromFile {
      Objects.requireNonNull(file, "file");
      lines = lines.stream().map(List::copyOf).toList();
      if (lines.isEmpty()) {
        throw new IllegalArgumentException("an openings file needs at least one opening");
      }
    }
  }

  /**
   * The variant of a game that starts from the position of an opening written {@code fen F1 … F6
   * [moves…]} (as EPD books give them): {@code variant} with its {@code fen} option set.
   *
   * @throws IllegalArgumentException if the game takes no {@code fen}
   */
  public static Options withFen(Game game, Options variant, List<String> opening) {
    java.util.Map<String, Object> map = new java.util.LinkedHashMap<>(variant.asMap());
    map.put(
        Conventions.POSITION, String.join(" ", opening.subList(1, Math.min(7, opening.size()))));
    map.remove(Conventions.CHESS960);
    return Options.resolve(game.variantOptions(), map);
  }

  /**
   * The first word of an opening that starts from a position rather than from the game's start
   * ({@code fen F1 … F6 [moves…]}, as an EPD book's line is kept).
   */
  public static final String POSITION_MARK = "fen";

  /** Whether {@code opening} starts from a position ({@link #POSITION_MARK}). */
  public static boolean isPosition(List<String> opening) {
    return !opening.isEmpty() && opening.get(0).equals(POSITION_MARK);
  }

  /** The moves of an opening after its {@code fen F1 … F6}. */
  public static List<String> movesAfterFen(List<String> opening) {
    return opening.size() <= 7 ? List.of() : opening.subList(7, opening.size());
  }
}
