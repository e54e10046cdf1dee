package dev.ply.host.config;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.StandardOptions;
import dev.ply.host.config.NodeReader.Entry;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.InvalidPathException;
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
 * The top-level keys that match and tournament files share ({@code game}, {@code variant}, {@code
 * seed}, {@code ply-cap}, {@code grace}, {@code move-cap}, {@code database}, {@code description}),
 * read the same way with the same messages, and the hints that name loaded plugins. One instance
 * checks one file.
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
  static <T> Optional<T> read(
      Map<String, Entry> keys, String key, Function<Node, Optional<T>> reader) {
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
      problems.add(
          entry.value(),
          "unknown game '" + id.get() + "'",
          unknownIdHint(id.get(), catalog.gameIds(), "games"));
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
      Optional<Map<String, Entry>> read = reader.mappingEntries("'variant'", entry.value(), null);
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
    Optional<Options> variant =
        OptionValues.read(
            values, g.variantOptions(), owner, owner + " has no variant options", problems, reader);
    if (variant.isEmpty()) {
      return Optional.empty();
    }
    Node at = entry != null ? entry.keyNode() : keys.get("game").value();
    try {
      g.newGame(variant.get());
    } catch (IllegalArgumentException e) {
      problems.add(
          at,
          owner + " refuses this variant: " + e.getMessage(),
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
        .orElse((long) byDefault)
        .intValue();
  }

  // ---- adjudication

  /** The keys of {@code adjudication}. */
  static final List<String> ADJUDICATION_KEYS = List.of("draw", "resign", "max-moves", "proof");

  /** The keys of {@code adjudication.draw}. */
  static final List<String> DRAW_KEYS = List.of("after-move", "moves", "score");

  /** The keys of {@code adjudication.resign}. */
  static final List<String> RESIGN_KEYS = List.of("moves", "score", "two-sided");

  /** The keys of {@code adjudication.proof}. */
  static final List<String> PROOF_KEYS = List.of("nodes", "strategy", "tt-mb", "options");

  /** The largest score a rule may name: beyond it no heuristic value reaches. */
  private static final long MAX_SCORE = dev.ply.api.Values.EVAL_LIMIT - 1;

  /**
   * The ply cap: {@code ply-cap}, or {@code adjudication.max-moves} (cutechess's {@code -maxmoves}:
   * moves by each player, so {@code max-moves × players} plies), not both; {@code byDefault} when
   * neither is given.
   */
  int plyCap(Map<String, Entry> keys, int byDefault, int max, int players) {
    Optional<Long> moves =
        adjudicationEntries(keys)
            .flatMap(
                a ->
                    read(
                        a,
                        "max-moves",
                        n -> reader.integer("'max-moves'", n, 1, max / Math.max(1, players))));
    if (moves.isPresent() && keys.containsKey("ply-cap")) {
      problems.add(
          keys.get("ply-cap").keyNode(),
          "give 'ply-cap' (plies) or"
              + " 'adjudication: {max-moves: N}' (moves by each player), not both",
          "max-moves: " + moves.get() + " is ply-cap: " + moves.get() * players);
    }
    return moves.map(m -> (int) (m * players)).orElseGet(() -> plyCap(keys, byDefault, max));
  }

  /** The {@code adjudication} block, read once (its problems reported once). */
  private Optional<Map<String, Entry>> adjudicationBlock;

  private Optional<Map<String, Entry>> adjudicationEntries(Map<String, Entry> keys) {
    if (adjudicationBlock == null) {
      Entry entry = keys.get("adjudication");
      adjudicationBlock =
          entry == null
              ? Optional.empty()
              : reader.mappingEntries("'adjudication'", entry.value(), ADJUDICATION_KEYS);
    }
    return adjudicationBlock;
  }

  /**
   * The optional {@code adjudication} block's rules: {@code draw: {after-move, moves, score}},
   * {@code resign: {moves, score, two-sided}} and {@code proof: {nodes, strategy, tt-mb, options}}
   * ({@code max-moves} is read by {@link #plyCap(Map, int, int, int)}). A rule that cannot fire, a
   * proof on a game that is not for two players or not zero-sum, or a strategy that cannot solve is
   * a problem at its place.
   */
  dev.ply.host.referee.Adjudication adjudication(Map<String, Entry> keys, Optional<Game> game) {
    Optional<Map<String, Entry>> block = adjudicationEntries(keys);
    if (block.isEmpty()) {
      return dev.ply.host.referee.Adjudication.NONE;
    }
    Map<String, Entry> b = block.get();
    Optional<dev.ply.host.referee.Adjudication.DrawRule> draw =
        read(
            b,
            "draw",
            n ->
                reader
                    .mappingEntries("'draw'", n, DRAW_KEYS)
                    .flatMap(
                        d -> {
                          Optional<Long> after =
                              required(
                                  d,
                                  n,
                                  "after-move",
                                  "'draw.after-move'",
                                  0,
                                  100_000,
                                  "the full move from which a draw may be adjudicated, such as 40");
                          Optional<Long> moves =
                              required(
                                  d,
                                  n,
                                  "moves",
                                  "'draw.moves'",
                                  1,
                                  100_000,
                                  "how many consecutive moves of each player, such as 8");
                          Optional<Long> score =
                              required(
                                  d,
                                  n,
                                  "score",
                                  "'draw.score'",
                                  0,
                                  MAX_SCORE,
                                  "the largest |score| that counts as level, such as 10 (centipawns for engines)");
                          return after.isPresent() && moves.isPresent() && score.isPresent()
                              ? Optional.of(
                                  new dev.ply.host.referee.Adjudication.DrawRule(
                                      after.get().intValue(),
                                      moves.get().intValue(),
                                      score.get().intValue()))
                              : Optional.empty();
                        }));
    Optional<dev.ply.host.referee.Adjudication.ResignRule> resign =
        read(
            b,
            "resign",
            n ->
                reader
                    .mappingEntries("'resign'", n, RESIGN_KEYS)
                    .flatMap(
                        r -> {
                          Optional<Long> moves =
                              required(
                                  r,
                                  n,
                                  "moves",
                                  "'resign.moves'",
                                  1,
                                  100_000,
                                  "how many consecutive moves, such as 3");
                          Optional<Long> score =
                              required(
                                  r,
                                  n,
                                  "score",
                                  "'resign.score'",
                                  1,
                                  MAX_SCORE,
                                  "the score at or below whose negative a player resigns, such as 600");
                          boolean twoSided =
                              read(r, "two-sided", v -> reader.bool("'resign.two-sided'", v))
                                  .orElse(false);
                          if (game.isPresent() && game.get().players() != 2) {
                            problems.add(
                                n,
                                "'resign' needs a game of two players; "
                                    + game.get().id()
                                    + " has "
                                    + game.get().players(),
                                "remove 'resign'");
                            return Optional.empty();
                          }
                          return moves.isPresent() && score.isPresent()
                              ? Optional.of(
                                  new dev.ply.host.referee.Adjudication.ResignRule(
                                      moves.get().intValue(), score.get().intValue(), twoSided))
                              : Optional.empty();
                        }));
    Optional<dev.ply.host.referee.Adjudication.ProofRule> proof =
        read(b, "proof", n -> proof(n, game));
    return new dev.ply.host.referee.Adjudication(draw, resign, proof);
  }

  private Optional<Long> required(
      Map<String, Entry> keys, Node at, String key, String label, long min, long max, String hint) {
    if (!keys.containsKey(key)) {
      problems.add(at, "missing required key '" + key + "'", hint);
      return Optional.empty();
    }
    return reader.integer(label, keys.get(key).value(), min, max);
  }

  private Optional<dev.ply.host.referee.Adjudication.ProofRule> proof(
      Node node, Optional<Game> game) {
    Optional<Map<String, Entry>> read = reader.mappingEntries("'proof'", node, PROOF_KEYS);
    if (read.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Entry> p = read.get();
    Optional<Long> nodes =
        required(
            p,
            node,
            "nodes",
            "'proof.nodes'",
            1,
            Long.MAX_VALUE / 2,
            "the node budget of each attempt, such as 1_000_000");
    String id = read(p, "strategy", n -> reader.text("'proof.strategy'", n)).orElse("mtdf");
    Node strategyAt = p.containsKey("strategy") ? p.get("strategy").value() : node;
    Optional<dev.ply.api.Strategy> strategy = catalog.strategy(id);
    if (strategy.isEmpty()) {
      problems.add(
          strategyAt,
          "unknown strategy '" + id + "'",
          idHint(id, catalog.strategyIds(), "strategies"));
      return Optional.empty();
    }
    if (!strategy.get().solves()) {
      problems.add(
          strategyAt,
          "strategy '"
              + id
              + "' cannot prove a result: it does not search"
              + " to the end of the game",
          "use an exact search such as mtdf, mtd-bi or alphabeta");
      return Optional.empty();
    }
    if (game.isEmpty() || nodes.isEmpty()) {
      return Optional.empty();
    }
    Game g = game.get();
    if (g.players() != 2 || !g.zeroSum()) {
      problems.add(
          node,
          "a proof needs a two-player zero-sum game; "
              + g.id()
              + " is "
              + (g.players() != 2 ? "for " + g.players() + " players" : "not zero-sum"),
          "remove 'proof'");
      return Optional.empty();
    }
    if (!dev.ply.host.plugins.Fit.fits(strategy.get(), g)) {
      problems.add(strategyAt, "strategy '" + id + "' does not play " + g.id(), "");
      return Optional.empty();
    }
    Optional<Long> tt = read(p, "tt-mb", n -> reader.integer("'proof.tt-mb'", n, 0, 65_536));
    if (tt.isPresent() && !StandardOptions.declares(strategy.get(), StandardOptions.TABLE_MB)) {
      problems.add(
          p.get("tt-mb").keyNode(),
          "strategy '" + id + "' has no transposition" + " table",
          "remove 'tt-mb', or use a strategy that has one (ply list shows each"
              + " strategy's options)");
      return Optional.empty();
    }
    // One search to the end of the game, with the table asked for (64 MiB by default).
    Map<String, Object> values =
        new java.util.LinkedHashMap<>(strategy.get().solvingOptions(tt.orElse(64L)));
    String owner = "strategy '" + id + "'";
    Map<String, Entry> given =
        read(p, "options", n -> reader.mappingEntries("'proof.options'", n, null)).orElse(Map.of());
    Optional<Options> options =
        OptionValues.read(
            given, strategy.get().options(), owner, owner + " has no options", problems, reader);
    if (options.isEmpty()) {
      return Optional.empty();
    }
    values.putAll(
        options.get().asMap().entrySet().stream()
            .filter(e -> given.containsKey(e.getKey()))
            .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
    try {
      return Optional.of(
          new dev.ply.host.referee.Adjudication.ProofRule(
              nodes.get(), strategy.get(), Options.resolve(strategy.get().options(), values)));
    } catch (IllegalArgumentException e) {
      problems.add(node, owner + " refuses these options: " + e.getMessage(), "");
      return Optional.empty();
    }
  }

  /** {@code grace}: a duration, zero allowed. */
  Duration grace(Map<String, Entry> keys, Duration byDefault) {
    return read(keys, "grace", n -> reader.duration("'grace'", n, false)).orElse(byDefault);
  }

  /** {@code move-cap}: a duration of more than zero. */
  /** The keys of {@code violations}. */
  static final List<String> VIOLATION_KEYS = List.of("policy", "disqualify-after", "game-faults");

  /** The values of {@code violations.game-faults}. */
  static final List<String> GAME_FAULTS = List.of("stop", "continue");

  /** The values of {@code violations.policy}. */
  static final List<String> POLICIES = List.of("forfeit", "random-move");

  /**
   * The optional {@code violations} mapping: {@code policy} ({@code forfeit}, the default, or
   * {@code random-move}), {@code disqualify-after} (strikes, from 1) and {@code game-faults}
   * ({@code stop}, the default, or {@code continue}: what a game plugin's own fault does to the
   * run).
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
        problems.add(
            inner.get().get("policy").value(),
            "unknown policy '" + policy.get() + "'",
            Suggestions.hint(policy.get(), POLICIES, "policies"));
      }
    }
    long after =
        read(
                inner.get(),
                "disqualify-after",
                n -> reader.integer("'disqualify-after'", n, 1, 1_000_000))
            .orElse(0L);
    ViolationPolicy.GameFaults faults = ViolationPolicy.GameFaults.STOP;
    Optional<String> onFault =
        read(inner.get(), "game-faults", n -> reader.text("'game-faults'", n));
    if (onFault.isPresent()) {
      if (onFault.get().equals("continue")) {
        faults = ViolationPolicy.GameFaults.CONTINUE;
      } else if (!onFault.get().equals("stop")) {
        problems.add(
            inner.get().get("game-faults").value(),
            "unknown game-faults '" + onFault.get() + "'",
            Suggestions.hint(onFault.get(), GAME_FAULTS, "values")
                + " ('stop' ends the run at a game plugin's fault, 'continue' plays on)");
      }
    }
    return new ViolationPolicy(action, (int) after, faults);
  }

  Duration moveCap(Map<String, Entry> keys, Duration byDefault) {
    return read(keys, "move-cap", n -> reader.duration("'move-cap'", n, true)).orElse(byDefault);
  }

  /**
   * {@code database}: an SQLite file's path or a {@code postgresql://} URL; {@code byDefault} when
   * absent.
   */
  StoreLocation database(Map<String, Entry> keys, Path byDefault) {
    return read(
            keys,
            "database",
            n -> {
              Optional<String> text = reader.text("'database'", n);
              if (text.isEmpty()) {
                return Optional.<StoreLocation>empty();
              }
              try {
                StoreLocation location = StoreLocation.parse(text.get());
                if (location instanceof StoreLocation.SqliteFile f
                    && java.nio.file.Files.isDirectory(f.file())) {
                  problems.add(
                      n,
                      "'database': " + f.file() + " is a directory",
                      "name a file in it, such as " + f.file().resolve("results.db"));
                  return Optional.<StoreLocation>empty();
                }
                return Optional.of(location);
              } catch (IllegalArgumentException e) {
                problems.add(
                    n,
                    "'database': " + e.getMessage(),
                    "an SQLite file such as results/run.db,"
                        + " or postgresql://user@host:5432/ply");
                return Optional.<StoreLocation>empty();
              }
            })
        .orElse(new StoreLocation.SqliteFile(byDefault));
  }

  /**
   * {@code plugins}: a list of folders of plugin jars, or jars, relative to the file's folder, each
   * of which must exist; they were loaded with the other plugins ({@link PluginPaths}).
   */
  void plugins(Map<String, Entry> keys, Path source) {
    Entry entry = keys.get(PluginPaths.KEY);
    if (entry == null) {
      return;
    }
    String example = "such as [../my-game/target] (relative to this file)";
    if (!(entry.value() instanceof org.yaml.snakeyaml.nodes.SequenceNode)) {
      reader.expected(
          "'plugins'", "a list of folders of plugin jars or jars", entry.value(), example);
      return;
    }
    for (Node item : reader.list("'plugins'", entry.value()).orElse(List.of())) {
      Optional<Path> written = path("'plugins'", item);
      if (written.isEmpty()) {
        continue;
      }
      Path resolved = PluginPaths.resolve(source, written.get());
      if (PluginPaths.usable(resolved)) {
        continue;
      }
      if (java.nio.file.Files.exists(resolved)) {
        problems.add(
            item,
            "'plugins': " + written.get() + " is neither a folder nor a .jar",
            "name the folder that holds the plugin's jar, " + example);
        continue;
      }
      Path project =
          resolved.getFileName() != null && resolved.getFileName().toString().equals("target")
              ? resolved.getParent()
              : null;
      problems.add(
          item,
          "'plugins': no such folder or jar: " + written.get(),
          "looked for "
              + resolved
              + (project != null && java.nio.file.Files.isRegularFile(project.resolve("pom.xml"))
                  ? "; build the plugin first: (cd " + project + " && ./mvnw package)"
                  : ""));
    }
  }

  /** {@code description}: free text; empty when absent or given no value. */
  String description(Map<String, Entry> keys) {
    return read(
            keys,
            "description",
            n -> NodeReader.isNull(n) ? Optional.of("") : reader.text("'description'", n))
        .orElse("");
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
    List<String> ids =
        catalog.evaluatorIds().stream()
            .filter(
                id -> catalog.evaluator(id).map(e -> e.gameId().equals(game.id())).orElse(false))
            .toList();
    return ids.isEmpty()
        ? "no loaded evaluator is for game '" + game.id() + "'"
        : "evaluators for " + game.id() + ": " + String.join(", ", ids);
  }

  /**
   * The hint of an id that no loaded plugin offers: where a plugin jar of that id lies in the usual
   * places (a project beside the file, built but not named), or {@link #idHint}.
   */
  String unknownIdHint(String given, Collection<String> ids, String kind) {
    return PluginPaths.nearby(problems.file(), given)
        .map(
            folder ->
                "a plugin '"
                    + given
                    + "' was built in "
                    + folder
                    + " but is not loaded:"
                    + " add plugins: ["
                    + folder
                    + "] to this file, or give --plugins "
                    + folder)
        .orElseGet(() -> idHint(given, ids, kind));
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
    return specs.isEmpty()
        ? ""
        : title
            + ":\n"
            + specs.stream().map(s -> "  " + s.help()).collect(Collectors.joining("\n"));
  }
}
