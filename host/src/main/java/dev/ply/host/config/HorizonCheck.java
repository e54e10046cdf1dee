package dev.ply.host.config;

import dev.ply.api.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * Warns about a search that will stop at a horizon with nothing to score it: a strategy that uses
 * an evaluator ({@link dev.ply.api.Strategy#usesEvaluator()}) and otherwise searches to the end
 * ({@link dev.ply.api.Strategy#solves()}), limited by depth, nodes or time so that it does not
 * search to the end of the game, given no evaluator although the game has some. Every position at
 * its horizon then scores 0, and it plays little better than chance. Not an error: the run goes on
 * (a test of exactly that is legitimate); the warning names the evaluators to choose from.
 */
public final class HorizonCheck {

  private HorizonCheck() {}

  /**
   * One warning per such player, such as {@code entrant 'ab-d4' searches connect-four to depth 4
   * with no evaluator: every position at its horizon scores 0. Add evaluator:
   * connect-four-windows}.
   *
   * @param kind {@code player} or {@code entrant}, as the file calls them
   * @param clocked whether each player (in order) plays on a game clock
   */
  public static List<String> warnings(
      Game game, List<PlayerSpec> players, List<Boolean> clocked, Catalog catalog, String kind) {
    List<String> evaluators =
        catalog.evaluatorIds().stream()
            .filter(
                id -> catalog.evaluator(id).map(e -> e.gameId().equals(game.id())).orElse(false))
            .sorted()
            .toList();
    List<String> warnings = new ArrayList<>();
    if (evaluators.isEmpty()) {
      return warnings;
    }
    for (int i = 0; i < players.size(); i++) {
      PlayerSpec p = players.get(i);
      // Only a search that would otherwise go to the end of the game has a horizon of zeros;
      // Monte Carlo playouts score their leaves by playing on.
      if (!p.strategy().usesEvaluator() || !p.strategy().solves() || p.evaluator().isPresent()) {
        continue;
      }
      String limit =
          p.depth().isPresent()
              ? "to depth " + p.depth().getAsInt()
              : p.nodes().isPresent()
                  ? "with " + p.nodes().getAsLong() + " nodes a move"
                  : p.time().isPresent()
                      ? "for " + Durations.format(p.time().get()) + " a move"
                      : clocked.get(i) ? "on a game clock" : "";
      if (limit.isEmpty()) {
        continue; // it searches to the end of the game (or its move cap)
      }
      warnings.add(
          kind
              + " '"
              + p.name()
              + "' searches "
              + game.id()
              + " "
              + limit
              + " with no evaluator: every position at its horizon scores 0. "
              + (evaluators.size() == 1
                  ? "Add evaluator: " + evaluators.get(0)
                  : "Add an evaluator: " + String.join(", ", evaluators)));
    }
    return warnings;
  }
}
