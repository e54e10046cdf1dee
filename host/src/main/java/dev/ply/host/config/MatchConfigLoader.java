package dev.ply.host.config;

import static dev.ply.host.config.SharedKeys.read;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.host.config.NodeReader.Entry;
import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * plugins: [../my-game/target]  # folders of plugin jars or jars, relative to this file
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
 * mapping), {@code duplicate key 'x' (first at line n)}, {@code unknown strategy 'x'}, {@code
 * unknown option 'x' for game 'y'}, and so on in plain words.
 *
 * <p>Safety: SnakeYAML only composes the text into nodes; no tag can make it build an object, and
 * any tag other than the standard scalar, mapping and sequence ones is refused. Scalars are read by
 * the type their key expects, not by YAML 1.1's guesses ({@code no} stays text in a text field,
 * {@code 012} is twelve): see {@link NodeReader}. Quoting does not change how a value is read.
 *
 * <p>The loader calls into the plugins it resolves: {@link Strategy#supports(Game)}, {@link
 * Strategy#usesEvaluator()}, the option specs, and {@link Game#newGame(Options)} once, to check the
 * variant. Stateless and thread-safe.
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
  public static final int MAX_DEPTH = PlayerKeys.MAX_DEPTH;

  /** The keys of a match file, in the order the documentation gives them. */
  public static final List<String> KEYS =
      List.of(
          "game",
          "variant",
          "games",
          "alternate-colours",
          "seed",
          "ply-cap",
          "grace",
          "move-cap",
          "database",
          "description",
          "violations",
          "adjudication",
          "plugins",
          "players");

  /** The keys of one player. */
  public static final List<String> PLAYER_KEYS = PlayerKeys.KEYS;

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
    return parse(ConfigFiles.readConfig(file, "a match file"), file, catalog);
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
    return ConfigFiles.defaultDatabase(source, "match");
  }

  /** The checking of one file: its problems so far and what has been resolved. */
  private static final class Check {
    private final String text;
    private final Path source;
    private final Problems problems;
    private final NodeReader reader;
    private final SharedKeys shared;
    private final PlayerKeys playerKeys;

    Check(String text, Path source, Catalog catalog) {
      this.text = text;
      this.source = source;
      this.problems = new Problems(source);
      this.reader = new NodeReader(problems);
      this.shared = new SharedKeys(catalog, problems, reader);
      this.playerKeys = new PlayerKeys(shared, "player", "match");
    }

    MatchConfig run() throws ConfigException {
      MappingNode top =
          ConfigFiles.top(
              text,
              problems,
              "a match file needs at least 'game' and 'players'",
              "a match file starts with keys such as 'game:'");
      ConfigFiles.requireKind(top, "match", source, problems);

      Map<String, Entry> keys = reader.entries(top, KEYS);
      Optional<Game> game = shared.game(top, keys);
      Optional<Options> variant = shared.variant(keys, game);
      long games =
          read(keys, "games", n -> reader.integer("'games'", n, 1, MAX_GAMES))
              .orElse((long) DEFAULT_GAMES);
      boolean alternate =
          read(keys, "alternate-colours", n -> reader.bool("'alternate-colours'", n)).orElse(true);
      long seed = shared.seed(keys, DEFAULT_SEED);
      int plyCap =
          shared.plyCap(keys, DEFAULT_PLY_CAP, MAX_PLY_CAP, game.map(Game::players).orElse(2));
      Adjudication adjudication = shared.adjudication(keys, game);
      Duration grace = shared.grace(keys, DEFAULT_GRACE);
      Duration moveCap = shared.moveCap(keys, DEFAULT_MOVE_CAP);
      ViolationPolicy violations = shared.violations(keys);
      StoreLocation database = shared.database(keys, defaultDatabase(source));
      String description = shared.description(keys);
      shared.plugins(keys, source);
      List<PlayerSpec> players = players(top, keys, game);

      if (!problems.isEmpty()) {
        throw problems.toException();
      }
      return new MatchConfig(
          source,
          text,
          new GameSpec(game.orElseThrow(), variant.orElseThrow()),
          players,
          (int) games,
          alternate,
          seed,
          plyCap,
          grace,
          moveCap,
          database,
          description,
          violations,
          adjudication);
    }

    private List<PlayerSpec> players(
        MappingNode top, Map<String, Entry> keys, Optional<Game> game) {
      Entry entry = keys.get("players");
      if (entry == null) {
        shared.missing(
            top,
            "players",
            "a list of "
                + game.map(g -> g.players() + " ").orElse("")
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
        problems.add(
            entry.keyNode(),
            "game '"
                + game.get().id()
                + "' needs exactly "
                + seats
                + (seats == 1 ? " player" : " players")
                + ", got "
                + count,
            "");
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

    private Optional<PlayerSpec> player(
        int number, Node node, Optional<Game> game, Map<String, Node> names) {
      Optional<MappingNode> mapping = playerKeys.mapping(number, node);
      if (mapping.isEmpty()) {
        return Optional.empty();
      }
      int before = problems.count();
      Map<String, Entry> keys = reader.entries(mapping.get(), PLAYER_KEYS);
      Optional<PlayerSpec> player = playerKeys.player(mapping.get(), keys, game, names);
      return problems.count() > before ? Optional.empty() : player;
    }
  }
}
