package dev.ply.host.tune;

import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.host.config.Isolation;
import dev.ply.host.config.Suggestions;
import dev.ply.host.config.TuneParameter;
import dev.ply.host.tournament.Entrant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tuned entrant with its parameters set: a plugin strategy's options, its evaluator's options
 * (a parameter named {@code evaluator.<option>}, such as {@code evaluator.weight-2}), or an
 * engine's options ({@code setoption} for UCI). Which parameters are whole numbers comes from the
 * entrant: a strategy's or evaluator's option of type integer, and every engine option (UCI's
 * {@code spin}).
 */
final class TunedEntrants {

  /** What a parameter's name starts with when it tunes an option of the entrant's evaluator. */
  static final String EVALUATOR = "evaluator.";

  private TunedEntrants() {}

  /** Whether {@code p} tunes an option of the evaluator of a plugin strategy's entrant. */
  private static boolean ofEvaluator(Entrant entrant, String name) {
    return !entrant.isolation().external() && name.startsWith(EVALUATOR);
  }

  /** The option's name: the parameter's without {@code evaluator.} for an evaluator's option. */
  private static String optionName(Entrant entrant, String name) {
    return ofEvaluator(entrant, name) ? name.substring(EVALUATOR.length()) : name;
  }

  /** The specs a parameter of this name is checked against: the evaluator's or the strategy's. */
  private static List<OptionSpec> specsFor(Entrant entrant, String name) {
    if (ofEvaluator(entrant, name)) {
      return entrant.evaluator().map(e -> e.options()).orElse(List.of());
    }
    return entrant.strategy().options();
  }

  /** The numeric options a parameter may name: the strategy's, then the evaluator's prefixed. */
  private static List<String> numericNames(Entrant entrant) {
    List<String> names = new java.util.ArrayList<>();
    entrant.strategy().options().stream()
        .filter(TunedEntrants::numeric)
        .forEach(s -> names.add(s.name()));
    entrant
        .evaluator()
        .ifPresent(
            e ->
                e.options().stream()
                    .filter(TunedEntrants::numeric)
                    .forEach(s -> names.add(EVALUATOR + s.name())));
    return names;
  }

  /**
   * Why {@code entrant} cannot take {@code p} (no such option, or not a number), as one sentence
   * and a hint; empty when it can. An engine's options are only known when it runs, so an engine
   * takes any name here and its handshake is checked before the tuning starts.
   */
  static Optional<String[]> problem(Entrant entrant, TuneParameter p) {
    if (entrant.isolation().external()) {
      return Optional.empty();
    }
    List<String> numeric = numericNames(entrant);
    String known =
        numeric.isEmpty() ? "it has none" : "its numeric options: " + String.join(", ", numeric);
    if (ofEvaluator(entrant, p.name())) {
      Optional<String[]> problem = evaluatorProblem(entrant, p, known);
      if (problem.isPresent()) {
        return problem;
      }
    }
    String option = optionName(entrant, p.name());
    String owner =
        ofEvaluator(entrant, p.name())
            ? "evaluator " + entrant.evaluator().orElseThrow().id()
            : "strategy " + entrant.strategy().id();
    List<OptionSpec> specs = specsFor(entrant, p.name());
    Optional<OptionSpec> spec = specs.stream().filter(s -> s.name().equals(option)).findFirst();
    if (spec.isEmpty()) { // an evaluator's option was found above
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': entrant "
                + entrant.name()
                + " (strategy "
                + entrant.strategy().id()
                + ") has no option '"
                + p.name()
                + "'",
            known
          });
    }
    if (!numeric(spec.get())) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': option '"
                + option
                + "' of "
                + owner
                + " is "
                + spec.get().type().word()
                + ", not a number",
            known
          });
    }
    try {
      spec.get().check(whole(spec.get()) ? (Object) Math.round(p.min()) : (Object) p.min());
      spec.get().check(whole(spec.get()) ? (Object) Math.round(p.max()) : (Object) p.max());
    } catch (IllegalArgumentException e) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': bounds "
                + p.min()
                + ".."
                + p.max()
                + ": "
                + e.getMessage(),
            "keep min and max within the option's own range"
          });
    }
    return Optional.empty();
  }

  /**
   * Why an {@code evaluator.} parameter cannot be taken: the entrant has no evaluator, or its
   * evaluator has no such option; empty when it has.
   */
  private static Optional<String[]> evaluatorProblem(
      Entrant entrant, TuneParameter p, String known) {
    String option = optionName(entrant, p.name());
    if (entrant.evaluator().isEmpty()) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': entrant "
                + entrant.name()
                + " (strategy "
                + entrant.strategy().id()
                + ") has no evaluator",
            entrant.strategy().usesEvaluator()
                ? "give the entrant the 'evaluator' whose option '"
                    + option
                    + "' is tuned (ply list shows the evaluators and their options)"
                : "strategy "
                    + entrant.strategy().id()
                    + " uses no evaluator: tune one of its own options, or an entrant with a"
                    + " strategy that uses one"
          });
    }
    String id = entrant.evaluator().get().id();
    if (entrant.evaluator().get().options().stream().noneMatch(s -> s.name().equals(option))) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': evaluator "
                + id
                + " of entrant "
                + entrant.name()
                + " has no option '"
                + option
                + "'",
            Suggestions.didYouMean(p.name(), numericNames(entrant)).orElse(known)
          });
    }
    return Optional.empty();
  }

  /** Whether each parameter is given to {@code entrant} as a whole number. */
  static boolean[] wholeNumbers(Entrant entrant, List<TuneParameter> parameters) {
    boolean[] whole = new boolean[parameters.size()];
    for (int i = 0; i < whole.length; i++) {
      String name = parameters.get(i).name();
      String option = optionName(entrant, name);
      whole[i] =
          entrant.isolation().external()
              || specsFor(entrant, name).stream()
                  .filter(s -> s.name().equals(option))
                  .anyMatch(TunedEntrants::whole);
    }
    return whole;
  }

  /** Whether parameter {@code name} sets an option of {@code entrant}'s evaluator. */
  static boolean isEvaluatorOption(Entrant entrant, String name) {
    return ofEvaluator(entrant, name);
  }

  /** The option a parameter sets: its name, less {@code evaluator.} for an evaluator's option. */
  static String option(Entrant entrant, String name) {
    return optionName(entrant, name);
  }

  /** {@code entrant} renamed {@code name}, playing with {@code values} (already rounded). */
  static Entrant with(
      Entrant entrant,
      String name,
      List<TuneParameter> parameters,
      double[] values,
      boolean[] whole) {
    return withNamed(
        entrant, name, parameters.stream().map(TuneParameter::name).toList(), values, whole);
  }

  /** {@code entrant} renamed {@code name}, with the parameters named {@code names} set. */
  static Entrant withNamed(
      Entrant entrant, String name, List<String> parameters, double[] values, boolean[] whole) {
    if (entrant.isolation().external()) {
      Isolation i = entrant.isolation();
      Map<String, String> engine = new LinkedHashMap<>(i.engineOptions());
      for (int p = 0; p < values.length; p++) {
        engine.put(parameters.get(p), text(values[p], whole[p]));
      }
      return new Entrant(
          name,
          entrant.strategy(),
          entrant.evaluator(),
          entrant.options(),
          entrant.limits(),
          new Isolation(
              i.process(),
              i.jvmOptions(),
              i.command(),
              i.protocol(),
              engine,
              i.restartPerGame(),
              i.workingDirectory(),
              i.initStrings(),
              i.ponder()));
    }
    Map<String, Object> given = new LinkedHashMap<>(entrant.options().asMap());
    Map<String, Object> evaluatorGiven = new LinkedHashMap<>(entrant.evaluatorOptions().asMap());
    for (int p = 0; p < values.length; p++) {
      String parameter = parameters.get(p);
      Object value = whole[p] ? (Object) (long) values[p] : (Object) values[p];
      (ofEvaluator(entrant, parameter) ? evaluatorGiven : given)
          .put(optionName(entrant, parameter), value);
    }
    Options evaluatorOptions =
        entrant
            .evaluator()
            .map(e -> Options.resolve(e.options(), evaluatorGiven))
            .orElse(Options.empty());
    return new Entrant(
        name,
        entrant.strategy(),
        entrant.evaluator(),
        Options.resolve(entrant.strategy().options(), given),
        entrant.limits(),
        entrant.isolation(),
        evaluatorOptions);
  }

  /** A value as an option's text: a whole number without a point. */
  static String text(double value, boolean whole) {
    return whole ? Long.toString((long) value) : Double.toString(value);
  }

  /** A value for people: a whole number as such, any other to 6 significant digits. */
  static String shown(double value, boolean whole) {
    if (whole) {
      return Long.toString(Math.round(value));
    }
    return new java.math.BigDecimal(value)
        .round(new java.math.MathContext(6))
        .stripTrailingZeros()
        .toPlainString();
  }

  private static boolean numeric(OptionSpec s) {
    return s.type() == OptionSpec.Type.INTEGER || s.type() == OptionSpec.Type.DECIMAL;
  }

  private static boolean whole(OptionSpec s) {
    return s.type() == OptionSpec.Type.INTEGER;
  }
}
