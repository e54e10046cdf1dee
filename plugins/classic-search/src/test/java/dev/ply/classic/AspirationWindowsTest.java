package dev.ply.classic;

import static dev.ply.classic.SearchOracles.fullSearch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.classic.search.AspirationWindows;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.search.Minimax;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Aspiration windows only narrow the window of each iteration; a value outside it is searched
 * again, so the result is always the full search's. Checked on 1008 seeded random trees whose side
 * to move does not alternate, for windows from the narrowest (half-width 1, which fails on almost
 * every iteration) to wide ones.
 */
class AspirationWindowsTest {

  @ParameterizedTest(name = "half-width {0}")
  @ValueSource(ints = {1, 7, 100, 1_000_000})
  void deepeningInAspirationWindowsFindsMinimaxsValueAndReSearchesWhenItFallsOutside(int delta) {
    long reSearches = 0;
    int trees = 0;
    for (long seed = 1; seed <= 42; seed++) {
      for (int b = 2; b <= 5; b++) {
        for (int d = 1; d <= 6; d++) {
          GameState root =
              new RandomTreeFixture(b, d, seed * 1000 + b * 10 + d).newGame(Options.empty());
          int expected = fullSearch(new Minimax(), root.copy()).value();
          SearchReport report =
              new IterativeDeepening(new AspirationWindows(delta), true)
                  .run(root.copy(), Limits.depth(d), Optional.empty());
          assertEquals(expected, report.value(), "tree " + trees + " (b " + b + ", d " + d + ")");
          reSearches += report.counter(SearchReport.Counters.RE_SEARCHES);
          trees++;
        }
      }
    }
    assertEquals(1008, trees);
    if (delta == 1) {
      assertTrue(reSearches > 500, reSearches + " re-searches with the narrowest window");
    }
  }
}
