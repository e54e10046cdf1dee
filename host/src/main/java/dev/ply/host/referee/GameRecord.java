package dev.ply.host.referee;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One finished game, ready for the store: who played, how it ended, and every move.
 *
 * @param number the game's number within its run, from 1
 * @param gameId the game's id, such as {@code connect-four}
 * @param variant the variant's options as text ({@code height=6, width=7}); empty for none
 * @param players the players' names by seat: {@code players.get(0)} moved first
 * @param winnerSeat the seat that won, or -1 for a draw
 * @param termination how the game ended
 * @param reason a sentence for people on how it ended, such as {@code "bob returned an illegal
 *     move: 9 (legal: 1 2 3)"}
 * @param seed the seed the players were given for this game
 * @param started when the first move was asked for
 * @param ended when the result was known
 * @param finalPosition the board at the end, as the game renders it
 * @param moves every move played, in order; a forfeited move is not among them
 * @param opening the opening's move texts separated by spaces, played before the first recorded
 *     move; empty for a game from the start position
 * @param violations the referee's rules broken during the game, in order
 * @param adjudicated the rule that ended the game and its evidence, for termination {@code
 *     adjudicated}; null otherwise (see {@link #adjudication()})
 * @param seatScores each seat's score in a game of more than two players, by seat ({@link
 *     #score(int)}); empty when the score follows from the winner alone (every two-player game)
 * @param utilities each seat's utility at the end, as the game counts it (chips won, a gammon's 2
 *     points), by seat, for a game that ended by its rules; empty otherwise
 */
public record GameRecord(
    int number,
    String gameId,
    String variant,
    List<String> players,
    int winnerSeat,
    Termination termination,
    String reason,
    long seed,
    Instant started,
    Instant ended,
    String finalPosition,
    List<MoveRecord> moves,
    String opening,
    List<Violation> violations,
    Adjudicated adjudicated,
    List<Double> seatScores,
    List<Integer> utilities)
    implements java.io.Serializable {

  /** A game whose utilities are not recorded. */
  public GameRecord(
      int number,
      String gameId,
      String variant,
      List<String> players,
      int winnerSeat,
      Termination termination,
      String reason,
      long seed,
      Instant started,
      Instant ended,
      String finalPosition,
      List<MoveRecord> moves,
      String opening,
      List<Violation> violations,
      Adjudicated adjudicated,
      List<Double> seatScores) {
    this(
        number,
        gameId,
        variant,
        players,
        winnerSeat,
        termination,
        reason,
        seed,
        started,
        ended,
        finalPosition,
        moves,
        opening,
        violations,
        adjudicated,
        seatScores,
        List.of());
  }

  /** A game whose scores follow from its winner. */
  public GameRecord(
      int number,
      String gameId,
      String variant,
      List<String> players,
      int winnerSeat,
      Termination termination,
      String reason,
      long seed,
      Instant started,
      Instant ended,
      String finalPosition,
      List<MoveRecord> moves,
      String opening,
      List<Violation> violations,
      Adjudicated adjudicated) {
    this(
        number,
        gameId,
        variant,
        players,
        winnerSeat,
        termination,
        reason,
        seed,
        started,
        ended,
        finalPosition,
        moves,
        opening,
        violations,
        adjudicated,
        List.of());
  }

  /** A game no rule of adjudication ended. */
  public GameRecord(
      int number,
      String gameId,
      String variant,
      List<String> players,
      int winnerSeat,
      Termination termination,
      String reason,
      long seed,
      Instant started,
      Instant ended,
      String finalPosition,
      List<MoveRecord> moves,
      String opening,
      List<Violation> violations) {
    this(
        number,
        gameId,
        variant,
        players,
        winnerSeat,
        termination,
        reason,
        seed,
        started,
        ended,
        finalPosition,
        moves,
        opening,
        violations,
        null);
  }

  /** The rule that ended the game and its evidence, if one did. */
  public java.util.Optional<Adjudicated> adjudication() {
    return java.util.Optional.ofNullable(adjudicated);
  }

  /** A game without violations. */
  public GameRecord(
      int number,
      String gameId,
      String variant,
      List<String> players,
      int winnerSeat,
      Termination termination,
      String reason,
      long seed,
      Instant started,
      Instant ended,
      String finalPosition,
      List<MoveRecord> moves,
      String opening) {
    this(
        number,
        gameId,
        variant,
        players,
        winnerSeat,
        termination,
        reason,
        seed,
        started,
        ended,
        finalPosition,
        moves,
        opening,
        List.of());
  }

  /** A game played from the start position. */
  public GameRecord(
      int number,
      String gameId,
      String variant,
      List<String> players,
      int winnerSeat,
      Termination termination,
      String reason,
      long seed,
      Instant started,
      Instant ended,
      String finalPosition,
      List<MoveRecord> moves) {
    this(
        number,
        gameId,
        variant,
        players,
        winnerSeat,
        termination,
        reason,
        seed,
        started,
        ended,
        finalPosition,
        moves,
        "");
  }

  public GameRecord {
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(variant, "variant");
    players = List.copyOf(players);
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(started, "started");
    Objects.requireNonNull(ended, "ended");
    Objects.requireNonNull(finalPosition, "finalPosition");
    moves = List.copyOf(moves);
    Objects.requireNonNull(opening, "opening");
    violations = List.copyOf(violations);
    if (termination.isVoid() && winnerSeat != -1) {
      throw new IllegalArgumentException("a void game has no winner");
    }
    if ((termination == Termination.ADJUDICATED) != (adjudicated != null)) {
      throw new IllegalArgumentException("an adjudicated game, and only one, has its rule");
    }
    if (winnerSeat < -1 || winnerSeat >= players.size()) {
      throw new IllegalArgumentException("winnerSeat " + winnerSeat + " is not a seat or -1");
    }
    seatScores = List.copyOf(seatScores);
    utilities = List.copyOf(utilities);
    if (!utilities.isEmpty() && utilities.size() != players.size()) {
      throw new IllegalArgumentException("one utility a seat, or none");
    }
    if (!seatScores.isEmpty() && seatScores.size() != players.size()) {
      throw new IllegalArgumentException("one score a seat, or none");
    }
  }

  /**
   * The scores of a game of more than two players by its seats' utilities, in the pairwise
   * decomposition of the ranking: against each other seat a seat scores 1 if its utility is higher,
   * 1/2 if equal, 0 if lower, averaged over the others; so the first alone scores 1, the last alone
   * 0, and a game where all tie 1/2 each (for two players: a win 1, a draw 1/2, a loss 0).
   */
  public static List<Double> placementScores(int[] utilities) {
    int n = utilities.length;
    List<Double> scores = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      double points = 0;
      for (int j = 0; j < n; j++) {
        if (j != i) {
          points += utilities[i] > utilities[j] ? 1 : utilities[i] == utilities[j] ? 0.5 : 0;
        }
      }
      scores.add(n == 1 ? 1.0 : points / (n - 1));
    }
    return scores;
  }

  /** How many moves were played. */
  public int plies() {
    return moves.size();
  }

  /**
   * The result in the usual notation for two players: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2};
   * {@code *} (PGN's "no result") for a void game.
   */
  public String result() {
    if (termination.isVoid()) {
      return "*";
    }
    if (players.size() == 2) {
      return switch (winnerSeat) {
        case 0 -> "1-0";
        case 1 -> "0-1";
        default -> "1/2-1/2";
      };
    }
    return winnerSeat < 0 ? "draw" : "won by seat " + winnerSeat;
  }

  /** The name of the winner, or null for a draw. */
  public String winner() {
    return winnerSeat < 0 ? null : players.get(winnerSeat);
  }

  /**
   * The score of one seat: 1 for a win, 0 for a loss, 1/2 for a draw; in a game of more than two
   * players its placement score ({@link #placementScores}), from the seats' utilities or, for a
   * game that ended otherwise (a forfeit, the ply cap), from its winner with the others tied; 0 in
   * a void game, which no standing counts.
   */
  public double score(int seat) {
    if (termination.isVoid()) {
      return 0;
    }
    if (!seatScores.isEmpty()) {
      return seatScores.get(seat);
    }
    int n = players.size();
    if (n > 2) {
      // The placement score of a game that ended with a winner above the rest, or all tied.
      return winnerSeat < 0 ? 0.5 : seat == winnerSeat ? 1.0 : 0.5 * (n - 2) / (n - 1);
    }
    if (winnerSeat < 0) {
      return 1.0 / players.size();
    }
    return seat == winnerSeat ? 1.0 : 0.0;
  }
}
