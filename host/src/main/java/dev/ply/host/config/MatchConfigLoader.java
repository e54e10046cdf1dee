package dev.ply.host.config;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.host.config.NodeReader.Entry;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Loads a match file (YAML) into a {@link MatchConfig}, checking the whole file first.
 *
 * <pre>
 * game: connect-four          # required: a game id
 * variant: {width: 7, height: 6}        # the game's variant options
 * games: 10                   # 1..1000000, default 2
 * alternate-colours: true     # default true: players move one seat every game
 * seed: 42                    # any whole number, default 1
 * ply-cap: 200                # 1..1000000, default 1000: then the game is a draw
 * grace: 500ms                # default 1s: time a player may take past its deadline
 * move-cap: 60s               # default 60s: the deadline of a player with no time limit
 * database: results/c4.db     # default results/&lt;file name without extension&gt;.db
 * description: free text
 * players:                    # required: one per seat of the game
 *   - name: alphabeta-6       # required, unique, letters, digits, _ . -
 *     strategy: alphabeta     # required: a strategy id that supports the game
 *     evaluator: connect-four-windows   # for the game, and a strategy that uses one
 *     options: {iterative-deepening: true}   # the strategy's options
 *     depth: 6                # 1..1000
 *     nodes: 1_000_000        # at least 1
 *     time: 2s                # more than 0; units ms, s, m
 *   - name: random
 *     strategy: random
 * </pre>
 *
 * <p>Keys are lower-case and hyphenated. Every problem is collected, each with its line and column
 * and, where one helps, a hint (the nearest valid key or plugin id, the list of valid ones, an
 * option's help line), and they are thrown together as one {@link ConfigException}; nothing is
 * half-loaded. A message reads {@code <what>: expected <kind>, got <value>} for a value of the
 * wrong kind or range, {@code unknown key 'x'}, {@code missing required key 'x'} (at the enclosing
 * mapping), {@code duplicate key 'x' (first at line n)}, {@code unknown strategy 'x'},
 * {@code unknown option 'x' for game 'y'}, and so on in plain words.
 *
 * <p>Safety: SnakeYAML only composes the text into nodes; no tag can make it build an object, and
 * any tag other than the standard scalar, mapping and sequence ones is refused. Scalars are read by
 * the type their key expects, not by YAML 1.1's guesses ({@code no} stays text in a text field,
 * {@code 012} is twelve): see {@link NodeReader}. Quoting does not change how a value is read.
 *
 * <p>The loader calls into the plugins it resolves: {@link Strategy#supports(Game)},
 * {@link Strategy#usesEvaluator()}, the option specs, and {@link Game#newGame(Options)} once, to
 * check the variant. Stateless and thread-safe.
 */
public final class MatchConfigLoader {

  /** Games played when {@code games} is not given. */
  public static final int DEFAULT_GAMES = 2;
  /** The most games a match may have. */
  public static final int MAX_GAMES = 1_000_000;
  /** The seed when {@code seed} is not given. */
  public static final long DEFAULT_SEED = 1;
  /** The ply cap when {@code ply-cap} is not given. */
  public static final int DEFAULT_PLY_CAP = 1000;
  /** The largest ply cap. */
  public static final int MAX_PLY_CAP = 1_000_000;
  /** The grace when {@code grace} is not given. */
  public static final Duration DEFAULT_GRACE = Duration.ofSeconds(1);
  /** The move cap when {@code move-cap} is not given. */
  public static final Duration DEFAULT_MOVE_CAP = Duration.ofSeconds(60);
  /** The largest {@code depth} a player may be given. */
  public static final int MAX_DEPTH = 1000;

  /** The keys of a match file, in the order the documentation gives them. */
  public static final List<String> KEYS = List.of("game", "variant", "games", "alternate-colours",
      "seed", "ply-cap", "grace", "move-cap", "database", "description", "players");
  /** The keys of one player. */
  public static final List<String> PLAYER_KEYS =
      List.of("name", "strategy", "evaluator", "options", "depth", "nodes", "time");

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]+");

  private MatchConfigLoader() {}

  /**
   * Reads and checks a match file.
   *
   * @param file the file, as the user named it; problems name it the same way
   * @param catalog the loaded plugins the file may name
   * @throws ConfigException with every problem found, when the file cannot be read or used
   */
  public static MatchConfig load(Path file, Catalog catalog) throws ConfigException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(catalog, "catalog");
    String text;
    try {
      if (Files.isDirectory(file)) {
        throw fileProblem(file, "this is a directory, not a match file", "");
      }
      text = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw fileProblem(file, "no such file", "looked for " + file.toAbsolutePath());
    } catch (AccessDeniedException e) {
      throw fileProblem(file, "cannot read the file: permission denied", "");
    } catch (MalformedInputException e) {
      throw fileProblem(file, "the file is not UTF-8 text", "save it as UTF-8");
    } catch (IOException e) {
      throw fileProblem(file, "cannot read the file: " + e.getMessage(), "");
    }
    return parse(text, file, catalog);
  }

  /**
   * Checks the text of a match file that has already been read (or written by a test).
   *
   * @param text the YAML text
   * @param source the name to give problems and {@link MatchConfig#source()}; its file name also
   *     gives the default database
   * @param catalog the loaded plugins the text may name
   * @throws ConfigException with every problem found
   */
  public static MatchConfig parse(String text, Path source, Catalog catalog)
      throws ConfigException {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(catalog, "catalog");
    return new Check(text, source, catalog).run();
  }

  /**
   * The database when {@code database} is not given: {@code results/<file name without its
   * extension>.db}.
   */
  public static Path defaultDatabase(Path source) {
    Path fileName = source.getFileName();
    String base = fileName == null ? "" : fileName.toString();
    int dot = base.lastIndexOf('.');
    if (dot > 0) {
      base = base.substring(0, dot);
    }
    return Path.of("results", (base.isEmpty() ? "match" : base) + ".db");
  }

  private static ConfigException fileProblem(Path file, String message, String hint) {
    return new ConfigException(List.of(new ConfigProblem(file, 0, 0, message, hint)));
  }

  /** The checking of one file: its problems so far and what has been resolved. */
  private static final class Check {
    private final String text;
    private final Path source;
    private final Catalog catalog;
    private final Problems problems;
    private final NodeReader reader;

    Check(String text, Path source, Catalog catalog) {
      this.text = text;
      this.source = source;
      this.catalog = catalog;
      this.problems = new Problems(source);
      this.reader = new NodeReader(problems);
    }

    MatchConfig run() throws ConfigException {
      Node root = YamlTree.compose(text, problems);
      if (root == null && problems.isEmpty() || root != null && NodeReader.isNull(root)) {
        problems.add(1, 1, "the file is empty",
            "a match file needs at least 'game' and 'players'");
      } else if (root != null && !problems.isRefused(root) && !(root instanceof MappingNode)) {
        problems.add(root, "expected a mapping of keys at the top level, got "
            + NodeReader.describe(root), "a match file starts with keys such as 'game:'");
      }
      if (!(root instanceof MappingNode top) || problems.isRefused(root)) {
        throw problems.toException();
      }

      Map<String, Entry> keys = reader.entries(top, KEYS);
      Optional<Game> game = game(top, keys);
      Optional<Options> variant = variant(keys, game);
      long games = read(keys, "games", n -> reader.integer("'games'", n, 1, MAX_GAMES))
          .orElse((long) DEFAULT_GAMES);
      boolean alternate = read(keys, "alternate-colours",
          n -> reader.bool("'alternate-colours'", n)).orElse(true);
      long seed = read(keys, "seed",
          n -> reader.integer("'seed'", n, Long.MIN_VALUE, Long.MAX_VALUE)).orElse(DEFAULT_SEED);
      long plyCap = read(keys, "ply-cap", n -> reader.integer("'ply-cap'", n, 1, MAX_PLY_CAP))
          .orElse((long) DEFAULT_PLY_CAP);
      Duration grace = read(keys, "grace", n -> reader.duration("'grace'", n, false))
          .orElse(DEFAULT_GRACE);
      Duration moveCap = read(keys, "move-cap", n -> reader.duration("'move-cap'", n, true))
          .orElse(DEFAULT_MOVE_CAP);
      Path database = read(keys, "database", this::database).orElse(defaultDatabase(source));
      String description = read(keys, "description",
          n -> NodeReader.isNull(n) ? Optional.of("") : reader.text("'description'", n)).orElse("");
      List<PlayerSpec> players = players(top, keys, game);

      if (!problems.isEmpty()) {
        throw problems.toException();
      }
      return new MatchConfig(source, text, new GameSpec(game.orElseThrow(), variant.orElseThrow()),
          players, (int) games, alternate, seed, (int) plyCap, grace, moveCap, database,
          description);
    }

    /** The value of an optional key, read by {@code reader}; empty when absent or reported. */
    private static <T> Optional<T> read(Map<String, Entry> keys, String key,
        Function<Node, Optional<T>> reader) {
      Entry entry = keys.get(key);
      return entry == null ? Optional.empty() : reader.apply(entry.value());
    }

    private void missing(MappingNode mapping, String key, String hint) {
      problems.add(mapping, "missing required key '" + key + "'", hint);
    }

    // ---- game and variant

    private Optional<Game> game(MappingNode top, Map<String, Entry> keys) {
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
      if (game.isEmpty()) {
        problems.add(entry.value(), "unknown game '" + id.get() + "'",
            idHint(id.get(), catalog.gameIds(), "games"));
      }
      return game;
    }

    private Optional<Options> variant(Map<String, Entry> keys, Optional<Game> game) {
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

    // ---- match keys

    private Optional<Path> database(Node node) {
      Optional<String> text = reader.text("'database'", node);
      if (text.isEmpty()) {
        return Optional.empty();
      }
      if (text.get().isBlank()) {
        reader.expected("'database'", "a file path", node, "");
        return Optional.empty();
      }
      try {
        return Optional.of(Path.of(text.get()));
      } catch (InvalidPathException e) {
        problems.add(node, "'database': not a valid path: " + e.getReason(), "");
        return Optional.empty();
      }
    }

    // ---- players

    private List<PlayerSpec> players(MappingNode top, Map<String, Entry> keys,
        Optional<Game> game) {
      Entry entry = keys.get("players");
      if (entry == null) {
        missing(top, "players", "a list of " + game.map(g -> g.players() + " ").orElse("")
            + "players, each with at least a 'name' and a 'strategy'");
        return List.of();
      }
      Optional<List<Node>> items = reader.list("'players'", entry.value());
      if (items.isEmpty()) {
        return List.of();
      }
      int count = items.get().size();
      if (game.isPresent() && count != game.get().players()) {
        int seats = game.get().players();
        problems.add(entry.keyNode(), "game '" + game.get().id() + "' needs exactly " + seats
            + (seats == 1 ? " player" : " players") + ", got " + count, "");
      } else if (game.isEmpty() && count == 0) {
        problems.add(entry.value(), "'players': expected at least one player, got none", "");
      }
      Map<String, Node> names = new HashMap<>();
      List<PlayerSpec> players = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        player(i + 1, items.get().get(i), game, names).ifPresent(players::add);
      }
      return players;
    }

    private Optional<PlayerSpec> player(int number, Node node, Optional<Game> game,
        Map<String, Node> names) {
      if (problems.isRefused(node)) {
        return Optional.empty();
      }
      if (!(node instanceof MappingNode mapping)) {
        reader.expected("player " + number, "a mapping", node,
            "write each player as a mapping with at least 'name' and 'strategy'");
        return Optional.empty();
      }
      int before = problems.count();
      Map<String, Entry> keys = reader.entries(mapping, PLAYER_KEYS);
      Optional<String> name = name(mapping, keys, names);
      Optional<Strategy> strategy = strategy(mapping, keys, game);
      Optional<Evaluator> evaluator = evaluator(keys, game, strategy);
      Optional<Options> options = strategyOptions(keys, strategy);
      Optional<Long> depth = read(keys, "depth", n -> reader.integer("'depth'", n, 1, MAX_DEPTH));
      Optional<Long> nodes =
          read(keys, "nodes", n -> reader.integer("'nodes'", n, 1, Long.MAX_VALUE));
      Optional<Duration> time = read(keys, "time", n -> reader.duration("'time'", n, true));
      if (problems.count() > before) {
        return Optional.empty();
      }
      return Optional.of(new PlayerSpec(name.orElseThrow(), strategy.orElseThrow(), evaluator,
          options.orElseThrow(),
          depth.map(d -> OptionalInt.of(d.intValue())).orElse(OptionalInt.empty()),
          nodes.map(OptionalLong::of).orElse(OptionalLong.empty()), time));
    }

    private Optional<String> name(MappingNode mapping, Map<String, Entry> keys,
        Map<String, Node> names) {
      Entry entry = keys.get("name");
      if (entry == null) {
        missing(mapping, "name",
            "a name of letters, digits, '_', '.' and '-', unique in the match");
        return Optional.empty();
      }
      Optional<String> name = reader.text("'name'", entry.value());
      if (name.isEmpty()) {
        return Optional.empty();
      }
      if (!NAME.matcher(name.get()).matches()) {
        reader.expected("'name'", "a name of letters, digits, '_', '.' and '-'", entry.value(), "");
        return Optional.empty();
      }
      Node first = names.putIfAbsent(name.get(), entry.value());
      if (first != null) {
        problems.add(entry.value(), "duplicate player name '" + name.get() + "' (first at line "
            + NodeReader.line(first) + ")", "give each player its own name");
        return Optional.empty();
      }
      return name;
    }

    private Optional<Strategy> strategy(MappingNode mapping, Map<String, Entry> keys,
        Optional<Game> game) {
      Entry entry = keys.get("strategy");
      if (entry == null) {
        missing(mapping, "strategy", available(catalog.strategyIds(), "strategies"));
        return Optional.empty();
      }
      Optional<String> id = reader.text("'strategy'", entry.value());
      if (id.isEmpty()) {
        return Optional.empty();
      }
      Optional<Strategy> strategy = catalog.strategy(id.get());
      if (strategy.isEmpty()) {
        problems.add(entry.value(), "unknown strategy '" + id.get() + "'",
            idHint(id.get(), catalog.strategyIds(), "strategies"));
      } else if (game.isPresent() && !strategy.get().supports(game.get())) {
        Game g = game.get();
        List<String> able = catalog.strategyIds().stream()
            .filter(s -> catalog.strategy(s).map(x -> x.supports(g)).orElse(false)).toList();
        problems.add(entry.value(), "strategy '" + id.get() + "' does not support game '" + g.id()
            + "'", able.isEmpty() ? "no loaded strategy supports it"
                : "strategies that do: " + String.join(", ", able));
      }
      return strategy;
    }

    private Optional<Evaluator> evaluator(Map<String, Entry> keys, Optional<Game> game,
        Optional<Strategy> strategy) {
      Entry entry = keys.get("evaluator");
      if (entry == null) {
        return Optional.empty();
      }
      Optional<String> id = reader.text("'evaluator'", entry.value());
      if (id.isEmpty()) {
        return Optional.empty();
      }
      Optional<Evaluator> evaluator = catalog.evaluator(id.get());
      if (evaluator.isEmpty()) {
        Optional<String> near = Suggestions.nearest(id.get(), catalog.evaluatorIds());
        problems.add(entry.value(), "unknown evaluator '" + id.get() + "'",
            near.map(s -> "did you mean '" + s + "'?").orElseGet(() -> game
                .map(g -> evaluatorsFor(g))
                .orElseGet(() -> available(catalog.evaluatorIds(), "evaluators"))));
        return Optional.empty();
      }
      Evaluator e = evaluator.get();
      if (game.isPresent() && !e.gameId().equals(game.get().id())) {
        problems.add(entry.value(), "evaluator '" + e.id() + "' is for game '" + e.gameId()
            + "', not '" + game.get().id() + "'", evaluatorsFor(game.get()));
      }
      if (strategy.isPresent() && !strategy.get().usesEvaluator()) {
        problems.add(entry.value(), "strategy '" + strategy.get().id()
            + "' does not use an evaluator", "remove 'evaluator' from this player");
      }
      return evaluator;
    }

    private Optional<Options> strategyOptions(Map<String, Entry> keys,
        Optional<Strategy> strategy) {
      Entry entry = keys.get("options");
      Map<String, Entry> values = Map.of();
      if (entry != null) {
        Optional<Map<String, Entry>> read =
            reader.mappingEntries("'options'", entry.value(), null);
        if (read.isEmpty()) {
          return Optional.empty();
        }
        values = read.get();
      }
      if (strategy.isEmpty()) {
        return Optional.empty();
      }
      String owner = "strategy '" + strategy.get().id() + "'";
      return OptionValues.read(values, strategy.get().options(), owner, owner + " has no options",
          problems, reader);
    }

    // ---- hints

    private String evaluatorsFor(Game game) {
      List<String> ids = catalog.evaluatorIds().stream()
          .filter(id -> catalog.evaluator(id).map(e -> e.gameId().equals(game.id())).orElse(false))
          .toList();
      return ids.isEmpty() ? "no loaded evaluator is for game '" + game.id() + "'"
          : "evaluators for " + game.id() + ": " + String.join(", ", ids);
    }

    private static String idHint(String given, Collection<String> ids, String kind) {
      return ids.isEmpty() ? none(kind) : Suggestions.hint(given, ids, "available " + kind);
    }

    private static String available(Collection<String> ids, String kind) {
      return ids.isEmpty() ? none(kind) : "available " + kind + ": " + String.join(", ", ids);
    }

    private static String none(String kind) {
      return "no " + kind + " are loaded; check the plugins directory";
    }

    private static String help(String title, List<OptionSpec> specs) {
      return specs.isEmpty() ? "" : title + ":\n" + specs.stream().map(s -> "  " + s.help())
          .collect(Collectors.joining("\n"));
    }
  }
}
