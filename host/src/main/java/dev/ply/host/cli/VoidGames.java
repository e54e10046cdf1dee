package dev.ply.host.cli;

import dev.ply.host.tournament.TournamentRunner;
import java.io.PrintWriter;
import java.util.List;

/**
 * Tells the user about the games a game plugin's fault voided, the same after a match and a
 * tournament, and gives the exit code they make.
 */
final class VoidGames {

  /** How many void games are listed before "and N more". */
  private static final int SHOWN = 5;

  private VoidGames() {}

  /**
   * Prints the run's void games, if any, to {@code err}.
   *
   * @return {@link Main#GAME_FAULT} when a void game stopped the run, else 0
   */
  static int report(PrintWriter err, TournamentRunner.Outcome outcome) {
    List<String> voided = outcome.voided();
    if (voided.isEmpty()) {
      return 0;
    }
    err.printf(
        "ply: the game plugin broke the game api: %d game%s void and counted in no"
            + " standing:%n",
        voided.size(), voided.size() == 1 ? " is" : "s are");
    voided.stream().limit(SHOWN).forEach(v -> err.println("  " + ConsoleText.clean(v, false)));
    if (voided.size() > SHOWN) {
      err.printf(
          "  and %d more (table voided_games of the results database)%n", voided.size() - SHOWN);
    }
    if (outcome.stoppedByGameFault()) {
      err.println(
          "The run stopped: standings that rest on a broken game cannot be trusted."
              + " Fix the game plugin (its conformance kit, GameConformanceTest, finds such faults:"
              + " run the plugin's tests), or give the config 'violations: {game-faults: continue}'"
              + " to play on without the void games.");
      err.flush();
      return Main.GAME_FAULT;
    }
    err.flush();
    return 0;
  }
}
