package dev.ply.host.store;

import java.util.Objects;

/**
 * One entrant of a run, as the {@code entrants} table keeps it, in config order.
 *
 * @param position its place in the config, from 1
 * @param name its unique name
 * @param strategy its strategy id
 * @param evaluator its evaluator id, or empty
 * @param options its strategy options as text, such as {@code iterative-deepening=true}
 * @param limits its limits as text, such as {@code depth 6, time 2s}
 * @param strategyPlugin the id of the plugin that offered its strategy (its version and jar are the
 *     run's {@code run_plugins} row of that id), or empty: a program, or a run recorded before
 *     schema version 3
 * @param evaluatorPlugin the id of the plugin that offered its evaluator, or empty
 */
public record EntrantRow(
    int position,
    String name,
    String strategy,
    String evaluator,
    String options,
    String limits,
    String strategyPlugin,
    String evaluatorPlugin) {

  public EntrantRow {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(evaluator, "evaluator");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(strategyPlugin, "strategyPlugin");
    Objects.requireNonNull(evaluatorPlugin, "evaluatorPlugin");
  }

  /** An entrant whose plugins are not known. */
  public EntrantRow(
      int position, String name, String strategy, String evaluator, String options, String limits) {
    this(position, name, strategy, evaluator, options, limits, "", "");
  }
}
