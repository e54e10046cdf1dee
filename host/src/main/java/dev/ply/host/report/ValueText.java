package dev.ply.host.report;

import dev.ply.api.Values;

/**
 * A search's value as a person reads it, in the game's units: a proven result as a win or loss in
 * so many plies ({@link Values#describe}), a heuristic value as the evaluator's number, in
 * centipawns for chess (as the chess evaluators and UCI engines report it). What the report's
 * replay and the live page show beside each move.
 */
final class ValueText {

  private ValueText() {}

  /** The value's text; empty text for none. */
  static String of(Integer value, String gameId) {
    if (value == null) {
      return "";
    }
    if (Values.isProven(value)) {
      return Values.describe(value);
    }
    String number = Values.describe(value);
    return gameId.equals("chess") ? number + " cp" : number;
  }
}
