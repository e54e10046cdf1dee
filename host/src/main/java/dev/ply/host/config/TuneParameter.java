package dev.ply.host.config;

import java.util.Objects;

/**
 * One parameter of a tuning file ({@code format: tune}), as fishtest's SPSA form takes it: {@code
 * name,start,min,max,c_end,r_end}, the line Stockfish's {@code TUNE} macro prints. Checked when
 * read: {@code min < max}, {@code start} within them, {@code c_end > 0}, {@code r_end >= 0}.
 *
 * @param name the option it sets on the tuned entrant (a strategy option, or a UCI engine's option)
 * @param start where the tuning starts
 * @param min the least value the entrant is given
 * @param max the greatest value the entrant is given
 * @param cEnd fishtest's {@code c_end}: the perturbation at the last iteration, in the parameter's
 *     own units
 * @param rEnd fishtest's {@code r_end}: the learning rate at the last iteration ({@code a_end /
 *     c_end²})
 * @param line the 1-based line of the file it was written on, for messages
 * @param column the 1-based column there
 */
public record TuneParameter(
    String name,
    double start,
    double min,
    double max,
    double cEnd,
    double rEnd,
    int line,
    int column) {

  public TuneParameter {
    Objects.requireNonNull(name, "name");
    if (!(min < max) || start < min || start > max || !(cEnd > 0) || !(rEnd >= 0)) {
      throw new IllegalArgumentException(
          "parameter " + name + ": needs min < max, min <= start <= max, c_end > 0, r_end >= 0");
    }
  }

  /** {@code name,start,min,max,c_end,r_end}, as fishtest's form and Stockfish's TUNE write it. */
  public String asLine() {
    return name
        + ","
        + number(start)
        + ","
        + number(min)
        + ","
        + number(max)
        + ","
        + number(cEnd)
        + ","
        + number(rEnd);
  }

  /** A whole number without a decimal point, any other as Java writes it. */
  static String number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? Long.toString((long) value)
        : Double.toString(value);
  }
}
