package dev.ply.host.tournament;

import dev.ply.api.Evaluator;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.host.config.Isolation;
import dev.ply.host.referee.SeatLimits;
import java.util.Objects;
import java.util.Optional;

/**
 * One entrant of a tournament: a named strategy with its options, evaluator and limits.
 *
 * @param name its unique name
 * @param strategy the strategy that makes its players
 * @param evaluator the evaluator its players get, if any
 * @param options the strategy's options
 * @param limits its per-move budget or game clock
 * @param isolation where its players run
 * @param evaluatorOptions the values of its evaluator's options ({@code evaluator-options}),
 *     checked against {@link Evaluator#options()}; what is not given plays at its default
 */
public record Entrant(
    String name,
    Strategy strategy,
    Optional<Evaluator> evaluator,
    Options options,
    SeatLimits limits,
    Isolation isolation,
    Options evaluatorOptions) {

  /** An entrant whose evaluator, if any, plays with the default values of its options. */
  public Entrant(
      String name,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options options,
      SeatLimits limits,
      Isolation isolation) {
    this(name, strategy, evaluator, options, limits, isolation, Options.empty());
  }

  /** An entrant whose players run in the host. */
  public Entrant(
      String name,
      Strategy strategy,
      Optional<Evaluator> evaluator,
      Options options,
      SeatLimits limits) {
    this(name, strategy, evaluator, options, limits, Isolation.IN_PROCESS);
  }

  public Entrant {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(evaluator, "evaluator");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(isolation, "isolation");
    Objects.requireNonNull(evaluatorOptions, "evaluatorOptions");
  }

  /**
   * The values of the evaluator's options with defaults filled in, as {@link
   * Evaluator#withOptions(Options)} takes them; empty without an evaluator.
   */
  public Options resolvedEvaluatorOptions() {
    return evaluator
        .map(e -> Options.resolve(e.options(), evaluatorOptions.asMap()))
        .orElse(Options.empty());
  }
}
