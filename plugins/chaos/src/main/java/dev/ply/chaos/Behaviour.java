package dev.ply.chaos;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The ways a {@link ChaosPlayer} can misbehave, each named as in the {@code behaviour} option. What
 * each one does is in the table of {@link ChaosStrategy}.
 */
enum Behaviour {
  NORMAL("normal"),
  THROWS("throws"),
  ILLEGAL("illegal"),
  NULL("null"),
  SLEEP("sleep"),
  BUSY("busy"),
  OOM("oom"),
  STACK_OVERFLOW("stack-overflow"),
  EXIT("exit"),
  LEAK_THREADS("leak-threads"),
  MUTATE("mutate"),
  GARBAGE_STDOUT("garbage-stdout");

  private final String id;

  Behaviour(String id) {
    this.id = id;
  }

  /** The name used in the {@code behaviour} option. */
  String id() {
    return id;
  }

  /**
   * The behaviour named {@code id}.
   *
   * @throws IllegalArgumentException naming every known behaviour when there is none of that name
   */
  static Behaviour parse(String id) {
    for (Behaviour b : values()) {
      if (b.id.equals(id)) {
        return b;
      }
    }
    throw new IllegalArgumentException(
        "option 'behaviour': unknown '" + id + "'; known: " + known());
  }

  /** Every name, comma-separated, in declaration order. */
  static String known() {
    return Arrays.stream(values()).map(Behaviour::id).collect(Collectors.joining(", "));
  }
}
