package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReplayerTest {

  @Test
  void variantTextIsReadAsOptionsToStringWritesIt() {
    assertEquals(Map.of("height", "6", "width", "7"), Replayer.parseVariant("height=6, width=7"));
    assertEquals(Map.of("name", "a, b", "size", "3"), Replayer.parseVariant("name=a, b, size=3"));
    assertEquals(Map.of(), Replayer.parseVariant(""));
  }

  @Test
  void variantValuesAreConvertedToTheOptionTypes() {
    Replayer replayer = Replayer.of(new TinyGame(), "marks=false, size=2");
    assertEquals(
        List.of("..\n..", "1.\n..", "12\n.."),
        replayer.replay(List.of(), List.of("a1", "b1")).frames());
  }

  @Test
  void unknownOptionOrBadValueIsRefusedWithItsName() {
    IllegalArgumentException unknown =
        assertThrows(
            IllegalArgumentException.class, () -> Replayer.of(new TinyGame(), "colour=red"));
    assertTrue(unknown.getMessage().contains("'colour'"), unknown.getMessage());
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> Replayer.of(new TinyGame(), "size=big"));
    assertTrue(bad.getMessage().contains("'size'"), bad.getMessage());
  }

  @Test
  void openingThatDoesNotReplayGivesNoBoardsAndSaysWhy() {
    Replayer.Frames frames = Replayer.of(new TinyGame(), "").replay(List.of("q9"), List.of("a1"));
    assertEquals(List.of(), frames.frames());
    assertEquals(
        Optional.of("the opening could not be replayed: not a cell: q9"), frames.problem());
  }
}
