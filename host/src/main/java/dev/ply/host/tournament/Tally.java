package dev.ply.host.tournament;

import dev.ply.host.referee.GameRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Wins, draws, losses and forfeits per player, kept up to date game by game. */
public final class Tally {

  /** One player's line. */
  public static final class Line {
    private int wins;
    private int draws;
    private int losses;
    private int forfeits;

    /** What placement scores add to the points of wins and draws (games of more players). */
    private double scored;

    public int wins() {
      return wins;
    }

    public int draws() {
      return draws;
    }

    public int losses() {
      return losses;
    }

    /** Games lost by breaking a rule of the referee (illegal move, exception, time ...). */
    public int forfeits() {
      return forfeits;
    }

    public int games() {
      return wins + draws + losses;
    }

    /**
     * A win is a point, a draw half a point; in a game of more players, the placement score ({@link
     * GameRecord#score(int)}).
     */
    public double points() {
      return wins + draws / 2.0 + scored;
    }
  }

  private final Map<String, Line> lines = new LinkedHashMap<>();

  /** Starts a line for every player, in config order, so that the table lists them all. */
  public Tally(Iterable<String> players) {
    players.forEach(p -> lines.put(p, new Line()));
  }

  /** Counts one finished game. */
  public void add(GameRecord game) {
    if (game.players().size() > 2) {
      List<Double> scores = new java.util.ArrayList<>();
      for (int seat = 0; seat < game.players().size(); seat++) {
        scores.add(game.score(seat));
      }
      addPlaces(game.players(), scores, game.termination().isForfeit());
      return;
    }
    for (int seat = 0; seat < game.players().size(); seat++) {
      Line line = lines.computeIfAbsent(game.players().get(seat), p -> new Line());
      if (game.winnerSeat() < 0) {
        line.draws++;
      } else if (game.winnerSeat() == seat) {
        line.wins++;
      } else {
        line.losses++;
        if (game.termination().isForfeit()) {
          line.forfeits++;
        }
      }
    }
  }

  /** Counts one game already in the store (when a run resumes). */
  public void add(dev.ply.host.store.FinishedGame game) {
    if (!game.others().isEmpty()) {
      addSeats(game);
      return;
    }
    Line first = lines.computeIfAbsent(game.first(), p -> new Line());
    Line second = lines.computeIfAbsent(game.second(), p -> new Line());
    boolean forfeit = dev.ply.host.referee.Termination.isForfeit(game.termination());
    if (game.firstScore() == 0.5) {
      first.draws++;
      second.draws++;
    } else {
      Line winner = game.firstScore() == 1 ? first : second;
      Line loser = game.firstScore() == 1 ? second : first;
      winner.wins++;
      loser.losses++;
      if (forfeit) {
        loser.forfeits++;
      }
    }
  }

  /** A game of more players from the store: places by its seats' scores. */
  private void addSeats(dev.ply.host.store.FinishedGame game) {
    List<String> seats = new java.util.ArrayList<>(List.of(game.first(), game.second()));
    seats.addAll(game.others());
    addPlaces(seats, game.scores(), dev.ply.host.referee.Termination.isForfeit(game.termination()));
  }

  /**
   * A game of more players by its seats' placement scores: points are the scores; a win is placing
   * first alone, a draw all level, anything else a loss (a forfeit for the seat that scored 0 in a
   * game ended by a forfeit).
   */
  private void addPlaces(List<String> seats, List<Double> scores, boolean forfeit) {
    double best = scores.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    long atBest = scores.stream().filter(x -> x == best).count();
    boolean allLevel = atBest == seats.size();
    for (int seat = 0; seat < seats.size(); seat++) {
      Line line = lines.computeIfAbsent(seats.get(seat), p -> new Line());
      double score = scores.get(seat);
      boolean won = !allLevel && atBest == 1 && score == best;
      if (allLevel) {
        line.draws++;
      } else if (won) {
        line.wins++;
      } else {
        line.losses++;
        if (forfeit && score == 0) {
          line.forfeits++;
        }
      }
      line.scored += score - (allLevel ? 0.5 : won ? 1 : 0);
    }
  }

  /** The entrant with the most points so far (first in config order on a tie), or null. */
  public String leader() {
    String best = null;
    double points = -1;
    for (Map.Entry<String, Line> e : lines.entrySet()) {
      if (e.getValue().points() > points) {
        best = e.getKey();
        points = e.getValue().points();
      }
    }
    return best;
  }

  /** The lines by player name, in config order. */
  public Map<String, Line> lines() {
    return lines;
  }
}
