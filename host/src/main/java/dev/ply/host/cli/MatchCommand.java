package dev.ply.host.cli;

import dev.ply.api.GameState;
import dev.ply.host.config.RunConfig;
import dev.ply.host.config.RunConfigLoader;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.RunLifecycle;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ply match FILE}: plays the games of a match file and records them. */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = "Play the games of a match file and record every game and move in SQLite.")
final class MatchCommand extends RunCommand {

  @Option(names = "--show", description = "Print the board after every move.")
  boolean show;

  @Override
  RunConfigLoader.Kind kind() {
    return RunConfigLoader.Kind.MATCH;
  }

  @Override
  void printStart(
      PrintWriter out,
      RunConfig config,
      TournamentPlan plan,
      StoreLocation db,
      long runId,
      int total) {
    out.printf(
        "%s: %d games of %s, %s; recording into %s (run %d)%n",
        file,
        total,
        config.game().game().displayName(),
        String.join(" vs ", config.entrantNames()),
        db,
        runId);
  }

  /** The boards of games played at once would interleave: {@code --show} plays one at a time. */
  @Override
  Optional<String> forcedConcurrency() {
    return show
        ? Optional.of("--show plays one game at a time, so that its boards do not interleave")
        : Optional.empty();
  }

  @Override
  TournamentListener listener(PrintWriter out) {
    return new GameLines(out, show ? new BoardPrinter(out) : GameListener.NONE);
  }

  @Override
  int printEnd(
      PrintWriter out,
      PrintWriter err,
      RunConfig config,
      StoreLocation db,
      RunLifecycle.Result result,
      Venue venue) {
    Tally tally = result.outcome().orElseThrow().tally();
    // The games played: fewer than the file's when a sequential test stopped the match.
    int played =
        tally.lines().values().stream()
            .mapToInt(l -> l.wins() + l.draws() + l.losses())
            .max()
            .orElse(0);
    printSummary(out, tally, played);
    printDecisions(out, result);
    String client = db instanceof StoreLocation.PostgresUrl ? "psql" : "sqlite3";
    String query =
        (client.equals("psql") ? " -c " : " ")
            + "'select * from games where run_id = "
            + result.runId()
            + "'";
    out.printf("Recorded in %s (run %d). Try: %s %s%s%n", db, result.runId(), client, db, query);
    return VoidGames.report(err, result.outcome().orElseThrow());
  }

  /** A line per finished game, and the board after each move with {@code --show}. */
  private static final class GameLines implements TournamentListener {
    private final PrintWriter out;
    private final GameListener moves;

    GameLines(PrintWriter out, GameListener moves) {
      this.out = out;
      this.moves = moves;
    }

    @Override
    public GameListener moves() {
      return moves;
    }

    @Override
    public void gameFinished(GameRecord game, int done, int total, Tally tally) {
      printGame(out, game, total);
      out.flush();
    }
  }

  /**
   * {@code game 3/4 a vs b 1-0 29 plies 0.41s a won by checkmate}: the game's own words for how it
   * ended (the reason the referee recorded), as {@code forfeit (b failed: ...)} for a player's
   * fault.
   */
  private static void printGame(PrintWriter out, GameRecord game, int total) {
    Duration took = Duration.between(game.started(), game.ended());
    String how =
        game.reason().isBlank()
            ? game.termination().code()
            : ConsoleText.clean(game.reason(), false);
    out.printf(
        Locale.ROOT,
        "game %d/%d  %-32s %-8s %3d plies  %7.2fs  %s%n",
        game.number(),
        total,
        String.join(" vs ", game.players()),
        game.result(),
        game.plies(),
        took.toMillis() / 1000.0,
        game.termination().isForfeit() ? "forfeit (" + how + ")" : how);
  }

  private static void printSummary(PrintWriter out, Tally tally, int games) {
    out.println();
    out.printf(
        "%-24s %5s %5s %5s %8s %7s %9s%n", "player", "W", "D", "L", "points", "score", "forfeits");
    for (Map.Entry<String, Tally.Line> e : tally.lines().entrySet()) {
      Tally.Line l = e.getValue();
      out.printf(
          Locale.ROOT,
          "%-24s %5d %5d %5d %8.1f %6.1f%% %9d%n",
          e.getKey(),
          l.wins(),
          l.draws(),
          l.losses(),
          l.points(),
          games == 0 ? 0 : 100.0 * l.points() / games,
          l.forfeits());
    }
  }

  /** Prints each move and the board after it, for {@code --show}. */
  private static final class BoardPrinter implements GameListener {
    private final PrintWriter out;

    BoardPrinter(PrintWriter out) {
      this.out = out;
    }

    @Override
    public void started(GameState start) {
      out.println();
      out.println(ConsoleText.clean(start.render(), true));
    }

    @Override
    public void moved(MoveRecord move, GameState after) {
      out.printf(
          Locale.ROOT,
          "%n%d. %s plays %s  (depth %d, value %s, %d nodes, %.0f ms)%n",
          move.ply(),
          move.player(),
          move.move(),
          move.depth(),
          move.value() == null ? "-" : dev.ply.api.Values.describe(move.value()),
          move.nodes(),
          move.timeNanos() / 1e6);
      out.println(ConsoleText.clean(after.render(), true));
    }
  }
}
