package dev.ply.host.cli;

import dev.ply.host.cluster.ClusterVenue;
import dev.ply.host.config.RunConfig;
import dev.ply.host.config.RunConfigLoader;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.RunLifecycle;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tournament.Venue;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code ply tournament FILE}: runs or resumes a tournament and records it. */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description = {
      "Run a tournament file: round-robin, gauntlet, Swiss or knockout. The schedule is"
          + " written to the database before the first game, and each game as it ends.",
      "Running the same file on the same database again resumes an unfinished run: only the"
          + " games not played yet are played."
    })
final class TournamentCommand extends RunCommand {

  @Mixin ClusterOptions cluster;

  @Mixin LivePageOptions livePage;

  @Option(
      names = "--rating-interval",
      paramLabel = "N",
      description =
          "Print the standings (points and Elo of each entrant) every N games, as"
              + " cutechess's and fastchess's -ratinginterval do.")
  Integer ratingInterval;

  @Option(
      names = "--output",
      paramLabel = "FORMAT",
      description =
          "ply (the default) or fastchess: with fastchess, fastchess's results block (Elo, nElo,"
              + " LOS, pentanomial counts, the LLR) follows the standings at the end, and replaces"
              + " them every --rating-interval games, for scripts that parse fastchess's output.")
  String output;

  /** The fastchess block's listener, when {@code --output fastchess} asks for it. */
  private FastchessOutput fastchess;

  @Override
  java.util.Optional<String> refusedOption() {
    if (output != null && !output.equals("ply") && !output.equals("fastchess")) {
      return java.util.Optional.of("--output is ply or fastchess, not '" + output + "'");
    }
    return ratingInterval != null && ratingInterval < 1
        ? java.util.Optional.of("--rating-interval must be at least 1")
        : java.util.Optional.empty();
  }

  @Override
  RunConfigLoader.Kind kind() {
    return RunConfigLoader.Kind.TOURNAMENT;
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
        "%s: %s of %s, %d entrants, %d games, %d at a time; recording into %s (run %d)%n",
        config.name(),
        config.format().code(),
        config.game().game().displayName(),
        plan.entrants().size(),
        total,
        plan.concurrency(),
        db,
        runId);
  }

  @Override
  TournamentListener listener(PrintWriter out) {
    TournamentListener progress =
        TournamentProgress.forOutput(out, TournamentProgress.onTerminal());
    return ratingInterval == null ? progress : new RatingInterval(progress, out, ratingInterval);
  }

  @Override
  TournamentListener listener(PrintWriter out, RunConfig config, StoreLocation db) {
    if (!"fastchess".equals(output)) {
      return listener(out);
    }
    TournamentListener progress =
        TournamentProgress.forOutput(out, TournamentProgress.onTerminal());
    fastchess =
        new FastchessOutput(progress, out, ratingInterval == null ? 0 : ratingInterval, db, config);
    return fastchess;
  }

  @Override
  void runIs(long runId) {
    if (fastchess != null) {
      fastchess.runIs(runId);
    }
  }

  @Override
  LivePageOptions.RunPage page(
      StoreLocation db, TournamentListener progress, PrintWriter out, PrintWriter err) {
    return livePage.start(db, progress, out, err);
  }

  @Override
  Venue venue(TournamentPlan plan, RunInfo info, PluginRegistry registry, PrintWriter out) {
    return cluster.venue(plan, info, registry, out);
  }

  @Override
  int printEnd(
      PrintWriter out,
      PrintWriter err,
      RunConfig config,
      StoreLocation db,
      RunLifecycle.Result result,
      Venue venue) {
    out.println();
    printDecisions(out, result);
    StandingsOutput.print(out, db, result.runId());
    if (fastchess != null) {
      out.println();
      FastchessOutput.print(out, db, result.runId(), fastchess.matchup());
    }
    if (venue instanceof ClusterVenue c) {
      out.print(c.summary());
    }
    out.printf(
        "Recorded in %s (run %d). More: ply standings %s; ply report %s -o report.html%n",
        db, result.runId(), db, db);
    return VoidGames.report(err, result.outcome().orElseThrow());
  }
}
