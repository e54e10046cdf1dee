package dev.ply.host.config;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Strategy;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * An in-memory catalog of fake plugins, standing in for the plugin registry.
 *
 * <p>{@link #standard()} holds: games {@code connect-four} (2 seats; {@code width} and {@code
 * height}, whole numbers 4..16, default 7 and 6, at most 64 cells), {@code kalah} (2 seats; {@code
 * seeds} 1..12, {@code komi} decimal 0..10, {@code empty-capture} boolean, {@code rule} text),
 * {@code tic-tac-toe} (2 seats, no variant) and {@code three-way} (3 seats, not zero-sum);
 * strategies {@code alphabeta} and {@code minimax} (two-player zero-sum games, use an evaluator;
 * alphabeta has options) and {@code random} (any game, no options, no evaluator); evaluators {@code
 * connect-four-windows} and {@code tic-tac-toe-lines}.
 */
final class FakeCatalog implements Catalog {

  private final Map<String, Game> games;
  private final Map<String, Strategy> strategies;
  private final Map<String, Evaluator> evaluators;

  FakeCatalog(
      List<? extends Game> games,
      List<? extends Strategy> strategies,
      List<? extends Evaluator> evaluators) {
    this.games = byId(games, Game::id);
    this.strategies = byId(strategies, Strategy::id);
    this.evaluators = byId(evaluators, Evaluator::id);
  }

  static FakeCatalog standard() {
    FakeGame connectFour =
        new FakeGame(
            "connect-four",
            2,
            true,
            List.of(
                OptionSpec.integer("width", 7, 4, 16, "board width"),
                OptionSpec.integer("height", 6, 4, 16, "board height")));
    FakeGame kalah =
        new FakeGame(
            "kalah",
            2,
            true,
            List.of(
                OptionSpec.integer("seeds", 4, 1, 12, "seeds per pit"),
                OptionSpec.decimal("komi", 0.0, 0.0, 10.0, "points given to the second player"),
                OptionSpec.bool("empty-capture", true, "capture from an empty opposite pit"),
                OptionSpec.text("rule", "standard", "rule set")));
    FakeGame ticTacToe = new FakeGame("tic-tac-toe", 2, true, List.of());
    FakeGame threeWay = new FakeGame("three-way", 3, false, List.of());
    FakeStrategy alphabeta =
        new FakeStrategy(
            "alphabeta",
            List.of(
                OptionSpec.bool("iterative-deepening", true, "deepen one ply at a time"),
                OptionSpec.decimal("aspiration", 0.0, 0.0, 100.0, "aspiration window half-width"),
                OptionSpec.text("ordering", "killer", "move ordering"),
                OptionSpec.integer("tt-size", 1024, 0, 1_000_000, "transposition table entries")),
            g -> g.players() == 2 && g.zeroSum(),
            true);
    FakeStrategy minimax =
        new FakeStrategy("minimax", List.of(), g -> g.players() == 2 && g.zeroSum(), true);
    FakeStrategy random = new FakeStrategy("random", List.of(), g -> true, false);
    return new FakeCatalog(
        List.of(connectFour, kalah, ticTacToe, threeWay),
        List.of(alphabeta, minimax, random),
        List.of(
            new FakeEvaluator(
                "connect-four-windows",
                "connect-four",
                List.of(
                    OptionSpec.integer("weight-2", 4, 0, 1000, "two discs"),
                    OptionSpec.integer("weight-3", 32, 0, 1000, "three discs"))),
            new FakeEvaluator("tic-tac-toe-lines", "tic-tac-toe")));
  }

  private static <T> Map<String, T> byId(List<? extends T> plugins, Function<T, String> id) {
    Map<String, T> map = new TreeMap<>();
    for (T plugin : plugins) {
      map.put(id.apply(plugin), plugin);
    }
    return Collections.unmodifiableMap(map);
  }

  @Override
  public Optional<Game> game(String id) {
    return Optional.ofNullable(games.get(id));
  }

  @Override
  public Optional<Strategy> strategy(String id) {
    return Optional.ofNullable(strategies.get(id));
  }

  @Override
  public Optional<Evaluator> evaluator(String id) {
    return Optional.ofNullable(evaluators.get(id));
  }

  @Override
  public Set<String> gameIds() {
    return games.keySet();
  }

  @Override
  public Set<String> strategyIds() {
    return strategies.keySet();
  }

  @Override
  public Set<String> evaluatorIds() {
    return evaluators.keySet();
  }
}
