package dev.ply.gdl;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A ground term, interned: two equal terms are one object, so that equality is identity. {@code
 * (cell 1 2 x)} is the name {@code cell} with three arguments; a constant has none.
 */
final class Ground {

  final String name;
  final Ground[] args;
  private final int hash;

  private Ground(String name, Ground[] args) {
    this.name = name;
    this.args = args;
    this.hash = name.hashCode() * 31 + Arrays.hashCode(args);
  }

  /** The table of terms of one game: terms of different tables are never compared. */
  static final class Table {
    private final Map<Ground, Ground> terms = new HashMap<>();

    Ground of(String name, Ground... args) {
      Ground g = new Ground(name, args);
      Ground old = terms.putIfAbsent(g, g);
      return old != null ? old : g;
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Ground g
        && g.hash == hash
        && g.name.equals(name)
        && Arrays.equals(g.args, args);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** KIF in standard form: {@code (cell 1 2 x)}. */
  String kif() {
    if (args.length == 0) {
      return name;
    }
    StringBuilder b = new StringBuilder("(").append(name);
    for (Ground a : args) {
      b.append(' ').append(a.kif());
    }
    return b.append(')').toString();
  }

  /** The prefix form of move texts: {@code cell(1,2,x)}. */
  String prefix() {
    if (args.length == 0) {
      return name;
    }
    StringBuilder b = new StringBuilder(name).append('(');
    for (int i = 0; i < args.length; i++) {
      b.append(i == 0 ? "" : ",").append(args[i].prefix());
    }
    return b.append(')').toString();
  }

  @Override
  public String toString() {
    return kif();
  }
}
