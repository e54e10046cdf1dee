package dev.ply.host.config;

import dev.ply.api.Game;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.host.config.NodeReader.Entry;
import java.nio.file.InvalidPathException;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * The top-level keys that match and tournament files share ({@code game}, {@code variant},
 * {@code seed}, {@code ply-cap}, {@code grace}, {@code move-cap}, {@code database},
 * {@code description}), read the same way with the same messages, and the hints that name loaded
 * plugins. One instance checks one file.
 */
final class SharedKeys {

  private final Catalog catalog;
  private final Problems problems;
  private final NodeReader reader;

  SharedKeys(Catalog catalog, Problems problems, NodeReader reader) {
    this.catalog = catalog;
    this.problems = problems;
    this.reader = reader;
  }

  Catalog catalog() {
    return catalog;
  }

  Problems problems() {
    return problems;
  }

  NodeReader reader() {
    return reader;
  }

  /** The value of an optional key, read by {@code reader}; empty when absent or reported. */
  static <T> Optional<T> read(Map<String, Entry> keys, String key,
      Function<Node, Optional<T>> reader) {
    Entry entry = keys.get(key);
    return entry == null ? Optional.empty() : reader.apply(entry.value());
  }

  /** Reports {@code missing required key '<key>'} at the enclosing mapping. */
  void missing(MappingNode mapping, String key, String hint) {
    problems.add(mapping, "missing required key '" + key + "'", hint);
  }

  // ---- game and variant

  /** The game named by the required {@code game} key. */
  Optional<Game> game(MappingNode top, Map<String, Entry> keys) {
    Entry entry = keys.get("game");
    if (entry == null) {
      missing(top, "game", available(catalog.gameIds(), "games"));
      return Optional.empty();
    }
    Optional<String> id = reader.text("'game'", entry.value());
    if (id.isEmpty()) {
      return Optional.empty();
    }
    Optional<Game> game = catalog.game(id.get());
    Optional<String> conflict = catalog.conflict("game", id.get());
    if (conflict.isPresent()) {
      problems.add(entry.value(), conflict.get(), "remove one of the two jars");
      return Optional.empty();
    }
    if (game.isEmpty()) {
      problems.add(entry.value(), "unknown game '" + id.get() + "'",
          idHint(id.get(), catalog.gameIds(), "games"));
    }
    return game;
  }

  /**
   * The {@code variant} values for the game, with defaults, once {@link Game#newGame(Options)} has
   * accepted them; empty when there is no game or a value was reported.
   */
  Optional<Options> variant(Map<String, Entry> keys, Optional<Game> game) {
    Entry entry = keys.get("variant");
    Map<String, Entry> values = Map.of();
    if (entry != null) {
      Optional<Map<String, Entry>> read =
          reader.mappingEntries("'variant'", entry.value(), null);
      if (read.isEmpty()) {
        return Optional.empty();
      }
      values = read.get();
    }
    if (game.isEmpty()) {
      return Optional.empty();
    }
    Game g = game.get();
    String owner = "game '" + g.id() + "'";
    Optional<Options> variant = OptionValues.read(values, g.variantOptions(), owner,
        owner + " has no variant options", problems, reader);
    if (variant.isEmpty()) {
      return Optional.empty();
    }
    Node at = entry != null ? entry.keyNode() : keys.get("game").value();
    try {
      g.newGame(variant.get());
    } catch (IllegalArgumentException e) {
      problems.add(at, owner + " refuses this variant: " + e.getMessage(),
          help("variant options of " + owner, g.variantOptions()));
      return Optional.empty();
    } catch (RuntimeException e) {
      problems.add(at, owner + " failed to set up this variant: " + e, "");
      return Optional.empty();
    }
    return variant;
  }

  // ---- keys of a run

  /** {@code seed}: any whole number. */
  long seed(Map<String, Entry> keys, long byDefault) {
    return read(keys, "seed", n -> reader.integer("'seed'", n, Long.MIN_VALUE, Long.MAX_VALUE))
        .orElse(byDefault);
  }

  /** {@code ply-cap}: 1 to {@code max}. */
  int plyCap(Map<String, Entry> keys, int byDefault, int max) {
    return read(keys, "ply-cap", n -> reader.integer("'ply-cap'", n, 1, max))
        .orElse((long) byDefault).intValue();
  }

  /** {@code grace}: a duration, zero allowed. */
  Duration grace(Map<String, Entry> keys, Duration byDefault) {
    return read(keys, "grace", n -> reader.duration("'grace'", n, false)).orElse(byDefault);
  }

  /** {@code move-cap}: a duration of more than zero. */
  /** The keys of {@code violations}. */
  static final List<String> VIOLATION_KEYS = List.of("policy", "disqualify-after");

  /** The values of {@code violations.policy}. */
  static final List<String> POLICIES = List.of("forfeit", "random-move");

  /**
   * The optional {@code violations} mapping: {@code policy} ({@code forfeit}, the default, or
   * {@code random-move}) and {@code disqualify-after} (strikes, from 1).
   */
  ViolationPolicy violations(Map<String, Entry> keys) {
    Entry entry = keys.get("violations");
    if (entry == null) {
      return ViolationPolicy.FORFEIT;
    }
    Optional<Map<String, Entry>> inner =
        reader.mappingEntries("'violations'", entry.value(), VIOLATION_KEYS);
    if (inner.isEmpty()) {
      return ViolationPolicy.FORFEIT;
    }
    ViolationPolicy.Action action = ViolationPolicy.Action.FORFEIT;
    Optional<String> policy = read(inner.get(), "policy", n -> reader.text("'policy'", n));
    if (policy.isPresent()) {
      if (policy.get().equals("random-move")) {
        action = ViolationPolicy.Action.RANDOM_MOVE;
      } else if (!policy.get().equals("forfeit")) {
        problems.add(inner.get().get("policy").value(), "unknown policy '" + policy.get() + "'",
            Suggestions.hint(policy.get(), POLICIES, "policies"));
      }
    }
    long after = read(inner.get(), "disqualify-after",
        n -> reader.integer("'disqualify-after'", n, 1, 1_000_000)).orElse(0L);
    return new ViolationPolicy(action, (int) after);
  }

  Duration moveCap(Map<String, Entry> keys, Duration byDefault) {
    return read(keys, "move-cap", n -> reader.duration("'move-cap'", n, true)).orElse(byDefault);
  }

  /**
   * {@code database}: an SQLite file's path or a {@code postgresql://} URL; {@code byDefault} when
   * absent.
   */
  StoreLocation database(Map<String, Entry> keys, Path byDefault) {
    return read(keys, "database", n -> {
      Optional<String> text = reader.text("'database'", n);
      if (text.isEmpty()) {
        return Optional.<StoreLocation>empty();
      }
      try {
        StoreLocation location = StoreLocation.parse(text.get());
        if (location instanceof StoreLocation.SqliteFile f
            && java.nio.file.Files.isDirectory(f.file())) {
          problems.add(n, "'database': " + f.file() + " is a directory",
              "name a file in it, such as " + f.file().resolve("results.db"));
          return Optional.<StoreLocation>empty();
        }
        return Optional.of(location);
      } catch (IllegalArgumentException e) {
        problems.add(n, "'database': " + e.getMessage(), "an SQLite file such as results/run.db,"
            + " or postgresql://user@host:5432/ply");
        return Optional.<StoreLocation>empty();
      }
    }).orElse(new StoreLocation.SqliteFile(byDefault));
  }

  /** {@code description}: free text; empty when absent or given no value. */
  String description(Map<String, Entry> keys) {
    return read(keys, "description",
        n -> NodeReader.isNull(n) ? Optional.of("") : reader.text("'description'", n)).orElse("");
  }

  /** A non-blank text that is a valid path, as written (not resolved). */
  Optional<Path> path(String label, Node node) {
    Optional<String> text = reader.text(label, node);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    if (text.get().isBlank()) {
      reader.expected(label, "a file path", node, "");
      return Optional.empty();
    }
    try {
      return Optional.of(Path.of(text.get()));
    } catch (InvalidPathException e) {
      problems.add(node, label + ": not a valid path: " + e.getReason(), "");
      return Optional.empty();
    }
  }

  // ---- hints

  /** {@code evaluators for <game>: a, b}, or that none is loaded for the game. */
  String evaluatorsFor(Game game) {
    List<String> ids = catalog.evaluatorIds().stream()
        .filter(id -> catalog.evaluator(id).map(e -> e.gameId().equals(game.id())).orElse(false))
        .toList();
    return ids.isEmpty() ? "no loaded evaluator is for game '" + game.id() + "'"
        : "evaluators for " + game.id() + ": " + String.join(", ", ids);
  }

  /** {@code did you mean 'x'?}, or {@code available <kind>: a, b}, or that none is loaded. */
  static String idHint(String given, Collection<String> ids, String kind) {
    return ids.isEmpty() ? none(kind) : Suggestions.hint(given, ids, "available " + kind);
  }

  /** {@code available <kind>: a, b}, or that none is loaded. */
  static String available(Collection<String> ids, String kind) {
    return ids.isEmpty() ? none(kind) : "available " + kind + ": " + String.join(", ", ids);
  }

  private static String none(String kind) {
    return "no " + kind + " are loaded; check the plugins directory";
  }

  /** A title and one indented help line per option; empty for no options. */
  static String help(String title, List<OptionSpec> specs) {
    return specs.isEmpty() ? "" : title + ":\n" + specs.stream().map(s -> "  " + s.help())
        .collect(Collectors.joining("\n"));
  }
}
