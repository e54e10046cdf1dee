package dev.ply.cfr;

import java.util.function.Supplier;

/**
 * A value computed once, on first demand, by whichever thread asks first; others wait for it. A
 * computation that throws leaves nothing behind, so the next caller tries again.
 */
final class Memo<T> {

  private final Supplier<T> supplier;
  private T value;

  Memo(Supplier<T> supplier) {
    this.supplier = supplier;
  }

  synchronized T get() {
    if (value == null) {
      value = supplier.get();
    }
    return value;
  }
}
