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
 */
public record EntrantRow(int position, String name, String strategy, String evaluator,
    String options, String limits) {

  public EntrantRow {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(evaluator, "evaluator");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(limits, "limits");
  }
}
