package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardDrawingTest {

  /** A tiny grid whose drawing is whatever the test says. */
  private static GameState drawing(java.util.function.Supplier<Optional<String>> svg) {
    TinyGame game = new TinyGame();
    GameState inner = game.newGame(Options.resolve(game.variantOptions(), java.util.Map.of()));
    return (GameState)
        java.lang.reflect.Proxy.newProxyInstance(
            GameState.class.getClassLoader(),
            new Class<?>[] {GameState.class},
            (proxy, method, args) ->
                method.getName().equals("svg") ? svg.get() : method.invoke(inner, args));
  }

  @Test
  void aDrawingWithinTheContractIsTaken() {
    String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"/>";
    BoardDrawing.Drawn drawn = BoardDrawing.of(drawing(() -> Optional.of(svg)));
    assertEquals(Optional.of(svg), drawn.svg());
    assertEquals(Optional.empty(), drawn.problem());
  }

  @Test
  void aGameThatDoesNotDrawItselfHasNoDrawingAndNoProblem() {
    assertEquals(
        new BoardDrawing.Drawn(Optional.empty(), Optional.empty()),
        BoardDrawing.of(drawing(Optional::empty)));
    assertEquals(
        new BoardDrawing.Drawn(Optional.empty(), Optional.empty()),
        BoardDrawing.of(drawing(() -> null)),
        "null, which the contract forbids, is taken as no drawing");
  }

  @Test
  void aDrawingThatOverflowsTheStackOrIsTooLargeIsRefusedWithTheReason() {
    BoardDrawing.Drawn deep =
        BoardDrawing.of(
            drawing(
                () -> {
                  throw new StackOverflowError();
                }));
    assertEquals(Optional.empty(), deep.svg());
    assertEquals(Optional.of("the game's drawing failed: StackOverflowError"), deep.problem());
    String huge =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">"
            + "<rect/>".repeat(BoardDrawing.MAX_CHARS / 7)
            + "</svg>";
    BoardDrawing.Drawn large = BoardDrawing.of(drawing(() -> Optional.of(huge)));
    assertEquals(Optional.empty(), large.svg());
    assertTrue(
        large.problem().orElseThrow().contains("more than the 200000"), large.problem().get());
  }
}
