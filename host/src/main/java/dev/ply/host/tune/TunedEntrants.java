package dev.ply.host.tune;

import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.host.config.Isolation;
import dev.ply.host.config.TuneParameter;
import dev.ply.host.tournament.Entrant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tuned entrant with its parameters set: a plugin strategy's options, or an engine's options
 * ({@code setoption} for UCI). Which parameters are whole numbers comes from the entrant: a
 * strategy's option of type integer, and every engine option (UCI's {@code spin}).
 */
final class TunedEntrants {

  private TunedEntrants() {}

  /**
   * Why {@code entrant} cannot take {@code p} (no such option, or not a number), as one sentence
   * and a hint; empty when it can. An engine's options are only known when it runs, so an engine
   * takes any name here and its handshake is checked before the tuning starts.
   */
  static Optional<String[]> problem(Entrant entrant, TuneParameter p) {
    if (entrant.isolation().external()) {
      return Optional.empty();
    }
    List<OptionSpec> specs = entrant.strategy().options();
    Optional<OptionSpec> spec = specs.stream().filter(s -> s.name().equals(p.name())).findFirst();
    List<String> numeric =
        specs.stream().filter(TunedEntrants::numeric).map(OptionSpec::name).toList();
    String known =
        numeric.isEmpty() ? "it has none" : "its numeric options: " + String.join(", ", numeric);
    if (spec.isEmpty()) {
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
                + p.name()
                + "' of strategy "
                + entrant.strategy().id()
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

  /** Whether each parameter is given to {@code entrant} as a whole number. */
  static boolean[] wholeNumbers(Entrant entrant, List<TuneParameter> parameters) {
    boolean[] whole = new boolean[parameters.size()];
    for (int i = 0; i < whole.length; i++) {
      String name = parameters.get(i).name();
      whole[i] =
          entrant.isolation().external()
              || entrant.strategy().options().stream()
                  .filter(s -> s.name().equals(name))
                  .anyMatch(TunedEntrants::whole);
    }
    return whole;
  }

  /** {@code entrant} renamed {@code name}, playing with {@code values} (already rounded). */
  static Entrant with(
      Entrant entrant,
      String name,
      List<TuneParameter> parameters,
      double[] values,
      boolean[] whole) {
    if (entrant.isolation().external()) {
      Isolation i = entrant.isolation();
      Map<String, String> engine = new LinkedHashMap<>(i.engineOptions());
      for (int p = 0; p < values.length; p++) {
        engine.put(parameters.get(p).name(), text(values[p], whole[p]));
      }
      return new Entrant(
          name,
          entrant.strategy(),
          entrant.evaluator(),
          entrant.options(),
          entrant.limits(),
          new Isolation(
              i.process(), i.jvmOptions(), i.command(), i.protocol(), engine, i.restartPerGame()));
    }
    Map<String, Object> given = new LinkedHashMap<>(entrant.options().asMap());
    for (int p = 0; p < values.length; p++) {
      given.put(
          parameters.get(p).name(), whole[p] ? (Object) (long) values[p] : (Object) values[p]);
    }
    return new Entrant(
        name,
        entrant.strategy(),
        entrant.evaluator(),
        Options.resolve(entrant.strategy().options(), given),
        entrant.limits(),
        entrant.isolation());
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
