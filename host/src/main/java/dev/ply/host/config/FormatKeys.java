package dev.ply.host.config;

import dev.ply.host.config.NodeReader.Entry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * A format's view of the file it reads ({@link FormatRules#read}): its own keys by name, read by
 * the type they hold, each problem reported at its line and column as every other key's is.
 *
 * <p>While the file's format is unknown (not given, or misspelt), every format reads its keys with
 * requirements off ({@link #missing} reports nothing), so that a value's own mistakes are still
 * reported once.
 */
public final class FormatKeys {

  /** The most games of one meeting a tournament format takes ({@code games-per-pairing}). */
  public static final int MAX_GAMES_PER_PAIRING = 10_000;

  /** Games of one meeting when {@code games-per-pairing} is not given. */
  public static final int DEFAULT_GAMES_PER_PAIRING = 2;

  private final SharedKeys shared;
  private final NodeReader reader;
  private final Problems problems;
  private final MappingNode top;
  private final Map<String, Entry> keys;
  private final Optional<Entry> list;
  private final OptionalInt count;
  private final Optional<List<String>> names;
  private final boolean required;
  private final java.util.Set<String> read;

  FormatKeys(
      SharedKeys shared,
      MappingNode top,
      Map<String, Entry> keys,
      Optional<Entry> list,
      OptionalInt count,
      Optional<List<String>> names,
      boolean required,
      java.util.Set<String> read) {
    this.shared = shared;
    this.reader = shared.reader();
    this.problems = shared.problems();
    this.top = top;
    this.keys = keys;
    this.list = list;
    this.count = count;
    this.names = names;
    this.required = required;
    this.read = read;
  }

  /**
   * Whether {@code key} is to be read now: given, and not read before by another format (formats
   * that share a key while the file's format is unknown report its mistakes once).
   */
  private boolean fresh(String key) {
    return keys.containsKey(key) && read.add(key);
  }

  /**
   * The value of {@code key}, marked as read, for a reader of this package that takes more than a
   * scalar (a tuning file's {@code parameters}); empty when the file does not give it.
   */
  Optional<org.yaml.snakeyaml.nodes.Node> take(String key) {
    return fresh(key) ? Optional.of(keys.get(key).value()) : Optional.empty();
  }

  /** The reader and problems every key of this file is read with. */
  SharedKeys shared() {
    return shared;
  }

  /** Whether the file gives {@code key}. */
  public boolean has(String key) {
    return keys.containsKey(key);
  }

  /** {@code missing required key 'k'} at the top of the file, with the hint given. */
  public void missing(String key, String hint) {
    if (required) {
      shared.missing(top, key, hint);
    }
  }

  /** A whole number from {@code min} to {@code max}, if the key is given. */
  public Optional<Long> integer(String key, long min, long max) {
    if (!fresh(key)) {
      return Optional.empty();
    }
    return SharedKeys.read(keys, key, n -> reader.integer("'" + key + "'", n, min, max));
  }

  /** {@code true} or {@code false}, if the key is given. */
  public Optional<Boolean> bool(String key) {
    if (!fresh(key)) {
      return Optional.empty();
    }
    return SharedKeys.read(keys, key, n -> reader.bool("'" + key + "'", n));
  }

  /**
   * {@code games-per-pairing}: an even number (each opening twice, colours swapped) from 2 to
   * {@value #MAX_GAMES_PER_PAIRING}, default {@value #DEFAULT_GAMES_PER_PAIRING}.
   */
  public int gamesPerPairing() {
    Entry entry = keys.get("games-per-pairing");
    if (!fresh("games-per-pairing")) {
      return DEFAULT_GAMES_PER_PAIRING;
    }
    Optional<Long> games =
        reader.integer("'games-per-pairing'", entry.value(), 2, MAX_GAMES_PER_PAIRING);
    if (games.isPresent() && games.get() % 2 != 0) {
      problems.add(
          entry.value(),
          "'games-per-pairing': expected an even number, got " + games.get(),
          "each opening is played twice, with colours swapped");
      return DEFAULT_GAMES_PER_PAIRING;
    }
    return games.orElse((long) DEFAULT_GAMES_PER_PAIRING).intValue();
  }

  /**
   * A list of distinct entrant names, at least one, if the key is given: {@code unknown entrant
   * 'x'} (with the nearest name), {@code duplicate <what> 'x' (first at line n)}.
   *
   * @param what what one name is, for messages ({@code seed})
   * @param emptyHint the hint of an empty list
   */
  public Optional<List<String>> entrantNames(String key, String what, String emptyHint) {
    Entry entry = keys.get(key);
    if (!fresh(key)) {
      return Optional.empty();
    }
    String label = "'" + key + "'";
    Optional<List<Node>> items = reader.list(label, entry.value());
    if (items.isEmpty()) {
      return Optional.empty();
    }
    if (items.get().isEmpty()) {
      problems.add(
          entry.value(), label + ": expected at least one entrant name, got none", emptyHint);
      return Optional.empty();
    }
    int before = problems.count();
    Map<String, Node> seen = new LinkedHashMap<>();
    for (Node item : items.get()) {
      Optional<String> name = entrantName(label, item);
      if (name.isEmpty()) {
        continue;
      }
      Node first = seen.putIfAbsent(name.get(), item);
      if (first != null) {
        problems.add(
            item,
            "duplicate "
                + what
                + " '"
                + name.get()
                + "' (first at line "
                + NodeReader.line(first)
                + ")",
            "");
      }
    }
    return problems.count() > before ? Optional.empty() : Optional.of(List.copyOf(seen.keySet()));
  }

  /** A text that names an entrant, checked against the entrants' names when they are known. */
  Optional<String> entrantName(String label, Node node) {
    Optional<String> name = reader.text(label, node);
    if (name.isEmpty() || names.isEmpty()) {
      return name;
    }
    if (!names.get().contains(name.get())) {
      problems.add(
          node,
          "unknown entrant '" + name.get() + "'",
          Suggestions.hint(name.get(), names.get(), "entrants"));
      return Optional.empty();
    }
    return name;
  }

  /** How many entrants the file lists, when its list can be read. */
  public OptionalInt entrantCount() {
    return count;
  }

  /** Whether every entrant has a good name of its own (so names can be checked against them). */
  public boolean entrantNamesKnown() {
    return names.isPresent();
  }

  /** A problem at the value of {@code key}, which the file gives. */
  public void problemAtValue(String key, String message, String hint) {
    problems.add(keys.get(key).value(), message, hint);
  }

  /** A problem at the key of the entrants' (or players') list. */
  public void problemAtList(String message, String hint) {
    list.ifPresent(e -> problems.add(e.keyNode(), message, hint));
  }

  /** A problem at the value of the entrants' (or players') list. */
  public void problemAtListValue(String message, String hint) {
    list.ifPresent(e -> problems.add(e.value(), message, hint));
  }
}
