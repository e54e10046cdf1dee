package dev.ply.go;

import java.util.Locale;

/** Which repetitions of the board are illegal. A pass is never illegal, whatever the rule. */
enum KoRule {

  /**
   * Positional superko (the Tromp–Taylor rule): a move may not recreate any board, stone for stone,
   * that occurred earlier in the game, whoever was to move then.
   */
  POSITIONAL,

  /**
   * Situational superko: a move may not recreate a board that occurred earlier with the same player
   * to move (the position after a pass counts too: it is the board with the other player to move).
   */
  SITUATIONAL,

  /**
   * Only the immediate recapture of a ko is illegal, the rule GNU Go checks: when a move captures
   * exactly one stone and leaves the capturing stone alone with that point as its one liberty, the
   * opponent may not play on that point with its very next move. Longer cycles (triple ko) are
   * allowed, so a game may not end.
   */
  SIMPLE;

  /** The name a config writes: {@code positional}, {@code situational} or {@code simple}. */
  String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Reads a config's word, letter case forgiven.
   *
   * @throws IllegalArgumentException naming the three rules when the word is none of them
   */
  static KoRule parse(String word) {
    for (KoRule rule : values()) {
      if (rule.word().equalsIgnoreCase(word.trim())) {
        return rule;
      }
    }
    throw new IllegalArgumentException(
        "option 'ko': expected positional, situational or simple," + " got '" + word + "'");
  }
}
