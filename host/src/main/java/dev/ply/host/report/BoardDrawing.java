package dev.ply.host.report;

import dev.ply.api.GameState;
import dev.ply.api.draw.SvgDocument;
import java.util.Optional;

/**
 * A position's drawing ({@link GameState#svg()}), taken from the plugin no further than the
 * contract allows: a drawing that throws, breaks the contract ({@link SvgDocument#parse}) or is
 * larger than {@value #MAX_CHARS} characters is no drawing, and says why, so that the report and
 * the export show the text board instead and never fail because of it.
 */
final class BoardDrawing {

  /** The largest drawing taken: a board of 19x19 stones is about 40,000 characters. */
  static final int MAX_CHARS = 200_000;

  private BoardDrawing() {}

  /**
   * The drawing of a position, checked.
   *
   * @param svg the drawing, or empty when the game does not draw itself or the drawing failed
   * @param problem why a drawing failed, or empty (also for a game that does not draw itself)
   */
  record Drawn(Optional<String> svg, Optional<String> problem) {}

  static Drawn of(GameState state) {
    Optional<String> svg;
    try {
      svg = state.svg();
    } catch (RuntimeException | LinkageError | StackOverflowError e) {
      return failed("the game's drawing failed: " + message(e));
    }
    if (svg == null || svg.isEmpty()) {
      return new Drawn(Optional.empty(), Optional.empty());
    }
    if (svg.get().length() > MAX_CHARS) {
      return failed(
          "the game's drawing is "
              + svg.get().length()
              + " characters long, more than the "
              + MAX_CHARS
              + " a report takes");
    }
    try {
      SvgDocument.parse(svg.get());
    } catch (IllegalArgumentException e) {
      return failed("the game's drawing breaks the contract of GameState.svg(): " + e.getMessage());
    } catch (RuntimeException e) {
      return failed("the game's drawing could not be checked: " + message(e));
    }
    return new Drawn(svg, Optional.empty());
  }

  private static Drawn failed(String why) {
    return new Drawn(Optional.empty(), Optional.of(why));
  }

  private static String message(Throwable e) {
    return e.getClass().getSimpleName() + (e.getMessage() != null ? ": " + e.getMessage() : "");
  }
}
