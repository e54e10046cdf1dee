package dev.ply.api;

import java.util.Objects;

/**
 * One option a game variant or a strategy accepts: its name, type, default, range and a line of
 * help. The host checks config values against these specs before anything runs, so a plugin reads
 * its {@link Options} without further checks.
 *
 * @param name a lower-case, hyphenated name such as {@code width} or {@code iterative-deepening}
 * @param type the value's type
 * @param defaultValue the value used when a config does not set one; of the type's Java class
 *     ({@link Long}, {@link Double}, {@link Boolean} or {@link String})
 * @param min the smallest allowed number (ignored for booleans and text)
 * @param max the largest allowed number (ignored for booleans and text)
 * @param description one line for people
 */
public record OptionSpec(
    String name, Type type, Object defaultValue, double min, double max, String description) {

  /** The type of an option's value. */
  public enum Type {
    INTEGER,
    DECIMAL,
    BOOLEAN,
    TEXT;

    /** The word a config error uses for this type. */
    public String word() {
      return switch (this) {
        case INTEGER -> "a whole number";
        case DECIMAL -> "a number";
        case BOOLEAN -> "true or false";
        case TEXT -> "a text";
      };
    }
  }

  /** Checks the spec itself. */
  public OptionSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(description, "description");
    Class<?> expected =
        switch (type) {
          case INTEGER -> Long.class;
          case DECIMAL -> Double.class;
          case BOOLEAN -> Boolean.class;
          case TEXT -> String.class;
        };
    if (!expected.isInstance(defaultValue)) {
      throw new IllegalArgumentException(
          "default of option "
              + name
              + " must be a "
              + expected.getSimpleName()
              + ", was "
              + defaultValue.getClass().getSimpleName());
    }
  }

  /** A whole-number option in {@code [min, max]}. */
  public static OptionSpec integer(
      String name, long defaultValue, long min, long max, String description) {
    return new OptionSpec(name, Type.INTEGER, defaultValue, min, max, description);
  }

  /** A decimal option in {@code [min, max]}. */
  public static OptionSpec decimal(
      String name, double defaultValue, double min, double max, String description) {
    return new OptionSpec(name, Type.DECIMAL, defaultValue, min, max, description);
  }

  /** A true/false option. */
  public static OptionSpec bool(String name, boolean defaultValue, String description) {
    return new OptionSpec(name, Type.BOOLEAN, defaultValue, 0, 0, description);
  }

  /** A text option. */
  public static OptionSpec text(String name, String defaultValue, String description) {
    return new OptionSpec(name, Type.TEXT, defaultValue, 0, 0, description);
  }

  /**
   * Checks one value against this spec and returns it in its canonical Java class.
   *
   * @param value a {@link Number}, {@link Boolean} or {@link String}
   * @throws IllegalArgumentException with a message for people when the value does not fit
   */
  public Object check(Object value) {
    Objects.requireNonNull(value, "value");
    switch (type) {
      case INTEGER -> {
        if (!(value instanceof Long || value instanceof Integer)) {
          throw new IllegalArgumentException(
              "expected " + type.word() + ", got " + describe(value));
        }
        long v = ((Number) value).longValue();
        if (v < min || v > max) {
          throw new IllegalArgumentException(
              "expected a whole number from " + (long) min + " to " + (long) max + ", got " + v);
        }
        return v;
      }
      case DECIMAL -> {
        if (!(value instanceof Number)) {
          throw new IllegalArgumentException(
              "expected " + type.word() + ", got " + describe(value));
        }
        double v = ((Number) value).doubleValue();
        if (!(v >= min && v <= max)) {
          throw new IllegalArgumentException(
              "expected a number from " + min + " to " + max + ", got " + v);
        }
        return v;
      }
      case BOOLEAN -> {
        if (!(value instanceof Boolean)) {
          throw new IllegalArgumentException(
              "expected " + type.word() + ", got " + describe(value));
        }
        return value;
      }
      default -> {
        if (!(value instanceof String)) {
          throw new IllegalArgumentException(
              "expected " + type.word() + ", got " + describe(value));
        }
        return value;
      }
    }
  }

  private static String describe(Object value) {
    return value instanceof String s ? "'" + s + "'" : String.valueOf(value);
  }

  /** The spec as one line of help: {@code width (whole number 4..16, default 7): board width}. */
  public String help() {
    String range =
        switch (type) {
          case INTEGER -> " " + (long) min + ".." + (long) max;
          case DECIMAL -> " " + min + ".." + max;
          default -> "";
        };
    return name
        + " ("
        + type.name().toLowerCase(java.util.Locale.ROOT)
        + range
        + ", default "
        + defaultValue
        + "): "
        + description;
  }
}
