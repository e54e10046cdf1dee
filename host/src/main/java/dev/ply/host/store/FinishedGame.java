package dev.ply.host.store;

/**
 * A game of a run that is already in the store: what resuming a tournament needs to know of it.
 *
 * @param number the game's number in the run
 * @param round its round (0 for games of a match, which has no schedule)
 * @param first the player who moved first
 * @param second the player who moved second
 * @param result {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
 * @param termination how it ended, such as {@code normal} or {@code time-forfeit}
 * @param others the players of seats 2 and on, in a game of more players; empty for two
 * @param scores every seat's score (seat 0 first) in a game of more players; empty for two
 */
public record FinishedGame(
    int number,
    int round,
    String first,
    String second,
    String result,
    String termination,
    java.util.List<String> others,
    java.util.List<Double> scores) {

  /** A two-player game. */
  public FinishedGame(
      int number, int round, String first, String second, String result, String termination) {
    this(
        number,
        round,
        first,
        second,
        result,
        termination,
        java.util.List.of(),
        java.util.List.of());
  }

  public FinishedGame {
    others = java.util.List.copyOf(others);
    scores = java.util.List.copyOf(scores);
  }

  /** The first player's score: 1, ½ or 0. */
  public double firstScore() {
    return switch (result) {
      case "1-0" -> 1.0;
      case "0-1" -> 0.0;
      default -> 0.5;
    };
  }
}
