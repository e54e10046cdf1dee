package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.connectfour.ConnectFour;
import dev.ply.connectfour.ConnectFourState;
import dev.ply.connectfour.WindowEvaluator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Move ordering and the transposition table change how many nodes a search visits, never the value
 * it finds: alpha-beta with iterative deepening to depth 8 on Connect Four positions with the
 * window evaluator (every position has a fixed number of discs, so a transposition is always met at
 * the same depth and the table's values are those of the fixed-depth search). The node counts of
 * each configuration are printed in the test report.
 */
class MoveOrderingTest {

  private static final Game GAME = new ConnectFour();
  private static final Evaluator EVALUATOR = new WindowEvaluator();
  private static final int DEPTH = 8;

  /** Openings and middle games (lines of Pons' sets Test_L1_R1 and Test_L2_R2). */
  private static final List<String> POSITIONS =
      List.of(
          "",
          "4",
          "44",
          "32164625",
          "13116246361136",
          "54243616127",
          "6454214344",
          "5554224333234511764415115");

  /** Options of a configuration, by name, in the order printed. */
  private static final Map<String, Map<String, Object>> CONFIGS = configs();

  private static Map<String, Map<String, Object>> configs() {
    Map<String, Map<String, Object>> m = new LinkedHashMap<>();
    m.put("game order only", Map.of("pv-first", false));
    m.put("+ previous PV first", Map.of());
    m.put("+ killers", Map.of("killers", true));
    m.put("+ history", Map.of("history", true));
    m.put("+ killers + history", Map.of("killers", true, "history", true));
    m.put("+ table 16 MiB", Map.of("tt-mb", 16L));
    m.put("+ table + killers + history", Map.of("tt-mb", 16L, "killers", true, "history", true));
    m.put(
        "+ all + aspiration 50",
        Map.of("tt-mb", 16L, "killers", true, "history", true, "aspiration", 50L));
    return m;
  }

  private static SearchReport search(String moves, Map<String, Object> options) {
    Options variant = Options.resolve(GAME.variantOptions(), Map.of());
    Map<String, Object> opts = new LinkedHashMap<>(options);
    opts.put("tactics", false); // the tactics reorder moves themselves; compare the heuristics
    Strategy strategy = new AlphaBetaStrategy();
    Player player =
        strategy.newPlayer(
            new PlayerContext(
                GAME,
                variant,
                Options.resolve(strategy.options(), opts),
                Optional.of(EVALUATOR),
                1));
    player.newGame(0, 1);
    GameState root = ConnectFourState.fromMoves(moves);
    return player.chooseMove(root, Limits.depth(DEPTH));
  }

  @Test
  void everyOrderingAndTheTableFindTheSameValuesAndTheHeuristicsTogetherVisitFewerNodes() {
    Map<String, Long> nodes = new LinkedHashMap<>();
    StringBuilder table =
        new StringBuilder(
            String.format(
                "%nalpha-beta, iterative deepening to depth %d, Connect Four, %d positions%n%-30s %12s%n",
                DEPTH, POSITIONS.size(), "configuration", "nodes"));
    int[] values = new int[POSITIONS.size()];
    for (int i = 0; i < POSITIONS.size(); i++) {
      values[i] = search(POSITIONS.get(i), Map.of("pv-first", false)).value();
    }
    for (Map.Entry<String, Map<String, Object>> config : CONFIGS.entrySet()) {
      long total = 0;
      for (int i = 0; i < POSITIONS.size(); i++) {
        SearchReport report = search(POSITIONS.get(i), config.getValue());
        assertEquals(values[i], report.value(), config.getKey() + " on '" + POSITIONS.get(i) + "'");
        total += report.nodes();
      }
      nodes.put(config.getKey(), total);
      table.append(String.format("%-30s %12d%n", config.getKey(), total));
    }
    System.out.println(table);
    long plain = nodes.get("game order only");
    assertTrue(nodes.get("+ killers + history") < plain, table.toString());
    assertTrue(nodes.get("+ table 16 MiB") < plain, table.toString());
    assertTrue(
        nodes.get("+ table + killers + history") < nodes.get("+ killers + history"),
        table.toString());
  }
}
