package dev.ply.nim;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.pf4j.Extension;

/**
 * Nim under normal play: players take any number of objects from one heap; whoever takes the last
 * object wins. The player to move wins exactly when the XOR of the heap sizes (the nim-sum) is not
 * zero (Bouton 1901).
 *
 * <p>Variant option {@code heaps}: the heap sizes, such as {@code 3,4,5} (1 to 16 heaps of 0 to
 * 63). A move takes {@code t} from heap {@code h} (both from 1) and is written {@code h:t}.
 */
@Extension
public final class Nim implements Game {

  static final int MAX_HEAPS = 16;
  static final int MAX_HEAP = 63;

  @Override
  public String id() {
    return "nim";
  }

  @Override
  public String displayName() {
    return "Nim";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.text(
            "heaps",
            "3,4,5",
            "heap sizes separated by commas, 1 to " + MAX_HEAPS + " heaps of 0 to " + MAX_HEAP));
  }

  @Override
  public GameState newGame(Options variant) {
    return new NimState(parse(variant.getString("heaps")));
  }

  static int[] parse(String text) {
    String[] parts = text.trim().split("\\s*,\\s*");
    if (parts.length < 1 || parts.length > MAX_HEAPS || text.isBlank()) {
      throw new IllegalArgumentException(
          "heaps: 1 to "
              + MAX_HEAPS
              + " sizes separated by commas, such as 3,4,5; got '"
              + text
              + "'");
    }
    int[] heaps = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        heaps[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        heaps[i] = -1;
      }
      if (heaps[i] < 0 || heaps[i] > MAX_HEAP) {
        throw new IllegalArgumentException(
            "heaps: each size is a whole number from 0 to "
                + MAX_HEAP
                + "; got '"
                + parts[i]
                + "'");
      }
    }
    return heaps;
  }
}
