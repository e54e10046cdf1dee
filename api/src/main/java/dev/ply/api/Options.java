package dev.ply.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Checked option values with defaults filled in: an immutable map from option name to value.
 *
 * <p>The host builds one with {@link #resolve(List, Map)} from the values of a config and the
 * plugin's {@link OptionSpec}s, so a plugin reads values without further checks. Reading a name
 * that no spec declared is a programming error and throws {@link IllegalArgumentException}.
 */
public final class Options {

  private static final Options EMPTY = new Options(Map.of());

  private final Map<String, Object> values;

  private Options(Map<String, Object> values) {
    this.values = Collections.unmodifiableMap(new TreeMap<>(values));
  }

  /** No options. */
  public static Options empty() {
    return EMPTY;
  }

  /**
   * Checks {@code given} against {@code specs} and fills in defaults.
   *
   * @throws IllegalArgumentException naming the option when a name is unknown or a value does not
   *     fit
   */
  public static Options resolve(List<OptionSpec> specs, Map<String, ?> given) {
    Map<String, OptionSpec> byName = new LinkedHashMap<>();
    for (OptionSpec spec : specs) {
      byName.put(spec.name(), spec);
    }
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, ?> e : given.entrySet()) {
      OptionSpec spec = byName.get(e.getKey());
      if (spec == null) {
        throw new IllegalArgumentException(
            "unknown option '"
                + e.getKey()
                + "'; known: "
                + (byName.isEmpty() ? "none" : String.join(", ", byName.keySet())));
      }
      try {
        values.put(spec.name(), spec.check(e.getValue()));
      } catch (IllegalArgumentException ex) {
        throw new IllegalArgumentException("option '" + spec.name() + "': " + ex.getMessage(), ex);
      }
    }
    for (OptionSpec spec : specs) {
      values.putIfAbsent(spec.name(), spec.defaultValue());
    }
    return new Options(values);
  }

  /** Every value, by name, sorted by name. */
  public Map<String, Object> asMap() {
    return values;
  }

  public long getLong(String name) {
    return ((Number) get(name)).longValue();
  }

  public int getInt(String name) {
    return Math.toIntExact(getLong(name));
  }

  public double getDouble(String name) {
    return ((Number) get(name)).doubleValue();
  }

  public boolean getBoolean(String name) {
    return (Boolean) get(name);
  }

  public String getString(String name) {
    return (String) get(name);
  }

  private Object get(String name) {
    Object value = values.get(Objects.requireNonNull(name, "name"));
    if (value == null) {
      throw new IllegalArgumentException("no option named '" + name + "'; have " + values.keySet());
    }
    return value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Options other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  /** {@code width=7, height=6}, sorted by name; empty for no options. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    values.forEach(
        (k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append('=').append(v));
    return sb.toString();
  }
}
