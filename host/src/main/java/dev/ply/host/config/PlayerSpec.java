package dev.ply.host.config;

import dev.ply.api.Evaluator;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One entry of {@code players} in a match file, resolved: who plays, how, and within which limits.
 *
 * @param name the player's name, unique in the match, of letters, digits, {@code _ . -}
 * @param strategy the strategy plugin named by {@code strategy}; it supports the match's game
 * @param evaluator the evaluator named by {@code evaluator}, for the match's game; present only for
 *     a strategy that {@linkplain Strategy#usesEvaluator() uses one}
 * @param options the {@code options} values, checked against {@link Strategy#options()}, with
 *     defaults filled in
 * @param depth the {@code depth} limit per move in plies (1 to 1000), if any
 * @param nodes the {@code nodes} limit per move (at least 1), if any
 * @param time the {@code time} limit per move (more than zero), if any; with none, the match's move
 *     cap bounds each move
 * @param isolation where the player runs: in the host, in a child JVM, or as an external program
 *     (then {@code strategy} is the host's stand-in {@code external})
 * @param evaluatorOptions the {@code evaluator-options} values, checked against the evaluator's
 *     {@link Evaluator#options()}, with defaults filled in; empty without an evaluator
 */
public record PlayerSpec(
    String name,
    Strategy strategy,
    Optional<Evaluator> evaluator,
    Options options,
    OptionalInt depth,
    OptionalLong nodes,
    Optional<Duration> time,
    Isolation isolation,
    Options evaluatorOptions) {

  /** A player that runs in the host. */
  public PlayerSpec(
      String name,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options options,
      OptionalInt depth,
      OptionalLong nodes,
      Optional<Duration> time) {
    this(name, strategy, evaluator, options, depth, nodes, time, Isolation.IN_PROCESS);
  }

  /** A player whose evaluator, if any, plays with the default values of its options. */
  public PlayerSpec(
      String name,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options options,
      OptionalInt depth,
      OptionalLong nodes,
      Optional<Duration> time,
      Isolation isolation) {
    this(name, strategy, evaluator, options, depth, nodes, time, isolation, Options.empty());
  }

  /** Checks that nothing is null. */
  public PlayerSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(evaluator, "evaluator");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(depth, "depth");
    Objects.requireNonNull(nodes, "nodes");
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(isolation, "isolation");
    Objects.requireNonNull(evaluatorOptions, "evaluatorOptions");
  }
}
