package dev.ply.host.config;

import static dev.ply.host.config.SharedKeys.read;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.host.config.NodeReader.Entry;
import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Loads a match or tournament file (YAML) into a {@link RunConfig}, checking the whole file first.
 * A match is one format among the others: a file that lists {@code players:} is a match (its
 * format, {@code match}, need not be written, nor its {@code name}); a file that lists {@code
 * entrants:} names its {@code format}. Every other key means the same in both.
 *
 * <pre>
 * name: Connect Four round robin   # required with entrants: free text (a match: its file name)
 * description: free text
 * game: connect-four               # required: a game id
 * variant: {width: 7, height: 6}   # the game's variant options
 * format: round-robin              # required with entrants: match, round-robin, gauntlet, swiss
 *                                  #   or knockout; each takes keys of its own (see the formats)
 * openings: {random-plies: 4}      # or {file: openings.txt, order: random, plies: 8, start: 1}
 * seed: 1                          # any whole number, default 1
 * duplicate: true                   # games of chance: the two games of a colour-swapped pair see
 *                                   # the same dice and deals, seat for seat (default true)
 * ply-cap: 1000                    # 1..1000000, default 1000: then the game is a draw
 * grace: 1s                        # default 1s: time a player may take past its deadline
 * move-cap: 60s                    # default 60s: the deadline of a player with no time limit
 * concurrency: 1                   # 1..256, default 1: games played at once
 * database: results/x.db           # default results/&lt;file name without extension&gt;.db
 * plugins: [../my-game/target]     # folders of plugin jars or jars, relative to this file
 * engines: engines.yaml            # named engines an entrant takes by 'engine: NAME' (the default:
 *                                  #   engines.yaml beside this file, read when one is named)
 * anchor: random                   # an entrant whose rating is fixed at 0
 * sprt: {elo0: 0, elo1: 10}        # exactly 2 entrants; alpha, beta, model
 * violations: {...}  adjudication: {...}
 * entrants:                        # or players: for a match, one per seat of the game
 *   - name: alphabeta-d7           # required, unique, letters, digits, _ . -
 *     strategy: alphabeta          # required: a strategy id that supports the game
 *     depth: 7                     # and evaluator, options, nodes, time, isolation, …
 *     clock: {base: 10s, increment: 100ms}   # a game clock; not together with 'time'
 *   - {name: random, strategy: random}
 * </pre>
 *
 * <p>Keys are lower-case and hyphenated. Every problem is collected, each with its line and column
 * and, where one helps, a hint (the nearest valid key or plugin id, the list of valid ones, an
 * option's help line), and they are thrown together as one {@link ConfigException}; nothing is
 * half-loaded. A message reads {@code <what>: expected <kind>, got <value>} for a value of the
 * wrong kind or range, {@code unknown key 'x'}, {@code missing required key 'x'} (at the enclosing
 * mapping), {@code duplicate key 'x' (first at line n)}, {@code unknown strategy 'x'}, {@code
 * 'rounds' applies only to format swiss}, and so on in plain words.
 *
 * <p>Safety: SnakeYAML only composes the text into nodes; no tag can make it build an object, and
 * any tag other than the standard scalar, mapping and sequence ones is refused. Scalars are read by
 * the type their key expects, not by YAML 1.1's guesses ({@code no} stays text in a text field,
 * {@code 012} is twelve): see {@link NodeReader}. Quoting does not change how a value is read.
 *
 * <p>The loader calls into the plugins it resolves: {@link dev.ply.api.Strategy#supports(Game)},
 * the option specs, and {@link Game#newGame(Options)}, to check the variant and to replay each
 * opening of an openings file. Stateless and thread-safe.
 */
public final class RunConfigLoader {

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

  /** Games played at once when {@code concurrency} is not given. */
  public static final int DEFAULT_CONCURRENCY = 1;

  /** The most games played at once. */
  public static final int MAX_CONCURRENCY = 256;

  /** The keys every format shares, in the order the documentation gives them. */
  public static final List<String> SHARED_KEYS =
      List.of(
          "name",
          "description",
          "game",
          "variant",
          "format",
          "openings",
          "seed",
          "duplicate",
          "ply-cap",
          "grace",
          "move-cap",
          "concurrency",
          "database",
          "anchor",
          "sprt",
          "violations",
          "adjudication",
          "plugins",
          "engines",
          "entrants",
          "players");

  /** The keys of one entrant (or player). */
  public static final List<String> ENTRANT_KEYS = PlayerKeys.KEYS;

  /** How a file is written: what it lists, and what its entries are called in messages. */
  public enum Kind {
    /** A match file: its {@code players} meet once; format {@code match} need not be written. */
    MATCH("match", "players", "player"),
    /** A tournament file: its {@code entrants}, its {@code name} and its {@code format}. */
    TOURNAMENT("tournament", "entrants", "entrant");

    private final String code;
    private final String listKey;
    private final String noun;

    Kind(String code, String listKey, String noun) {
      this.code = code;
      this.listKey = listKey;
      this.noun = noun;
    }

    /** {@code match} or {@code tournament}, as a run of the store records it. */
    public String code() {
      return code;
    }

    /** The key of its list: {@code players} or {@code entrants}. */
    public String listKey() {
      return listKey;
    }

    /** What one of its list is called: {@code player} or {@code entrant}. */
    public String noun() {
      return noun;
    }

    /** The kind of a run recorded as {@code code}. */
    public static Kind ofCode(String code) {
      return code.equals("match") ? MATCH : TOURNAMENT;
    }
  }

  private RunConfigLoader() {}

  /**
   * Reads and checks a file, and the openings file it names, if any.
   *
   * @param file the file, as the user named it; problems name it the same way
   * @param catalog the loaded plugins the file may name
   * @param formats the formats a file may name ({@code tournament.Formats})
   * @param expected what the command runs: a file of the other kind is refused with the command
   *     that runs it
   * @throws ConfigException with every problem found, when the file cannot be read or used
   */
  public static RunConfig load(
      Path file, Catalog catalog, List<? extends FormatRules> formats, Kind expected)
      throws ConfigException {
    Objects.requireNonNull(file, "file");
    return parse(
        ConfigFiles.readConfig(file, "a " + expected.code() + " file"),
        file,
        catalog,
        formats,
        expected);
  }

  /**
   * Checks the text of a file that has already been read (or written by a test). An openings {@code
   * file} it names is still read from disk, relative to {@code source}'s directory.
   *
   * @param source the name to give problems and {@link RunConfig#source()}; its directory locates
   *     an openings file, its file name gives the default database
   * @throws ConfigException with every problem found
   */
  public static RunConfig parse(
      String text, Path source, Catalog catalog, List<? extends FormatRules> formats, Kind expected)
      throws ConfigException {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(catalog, "catalog");
    Objects.requireNonNull(formats, "formats");
    Objects.requireNonNull(expected, "expected");
    return new Check(text, source, catalog, List.copyOf(formats), expected).run();
  }

  /**
   * The database when {@code database} is not given: {@code results/<file name without its
   * extension>.db}.
   */
  public static Path defaultDatabase(Path source, Kind kind) {
    return ConfigFiles.defaultDatabase(source, kind.code());
  }

  /**
   * The entrants as far as they could be read.
   *
   * @param entry the list's entry, if the file has one
   * @param count how many the list has, or -1 when there is no readable list
   * @param names every entrant's name, when every entrant has a good name of its own; empty
   *     otherwise, so that a seed or anchor is not blamed for an entrant's mistake
   */
  private record Entrants(
      List<EntrantSpec> specs, Optional<Entry> entry, int count, Optional<List<String>> names) {}

  /** The checking of one file: its problems so far and what has been resolved. */
  private static final class Check {
    private final String text;
    private final Path source;
    private final List<FormatRules> formats;
    private final Kind expected;
    private final Problems problems;
    private final NodeReader reader;
    private final SharedKeys shared;

    Check(String text, Path source, Catalog catalog, List<FormatRules> formats, Kind expected) {
      this.text = text;
      this.source = source;
      this.formats = formats;
      this.expected = expected;
      this.problems = new Problems(source);
      this.reader = new NodeReader(problems);
      this.shared = new SharedKeys(catalog, problems, reader);
    }

    RunConfig run() throws ConfigException {
      MappingNode top =
          ConfigFiles.top(
              text,
              problems,
              expected == Kind.MATCH
                  ? "a match file needs at least 'game' and 'players'"
                  : "a tournament file needs at least 'name', 'game', 'format' and 'entrants'",
              expected == Kind.MATCH
                  ? "a match file starts with keys such as 'game:'"
                  : "a tournament file starts with keys such as 'name:'");
      ConfigFiles.requireKind(top, expected.code(), source, problems);

      Map<String, Entry> keys = reader.entries(top, allKeys(), suggestedKeys(top));
      Kind kind = kind(keys);
      Optional<String> name = name(top, keys, kind);
      String description = shared.description(keys);
      Optional<Game> game = shared.game(top, keys);
      Optional<Options> variant = shared.variant(keys, game);
      Optional<FormatRules> format = format(top, keys, kind);
      format
          .flatMap(f -> game.flatMap(f::gameProblem))
          .ifPresent(p -> problems.add(keys.get("game").value(), p.get(0), p.get(1)));
      Optional<Openings> openings = new OpeningKeys(shared, source).openings(keys, game, variant);
      long seed = shared.seed(keys, DEFAULT_SEED);
      boolean duplicate = read(keys, "duplicate", n -> reader.bool("'duplicate'", n)).orElse(true);
      int plyCap =
          shared.plyCap(keys, DEFAULT_PLY_CAP, MAX_PLY_CAP, game.map(Game::players).orElse(2));
      Adjudication adjudication = shared.adjudication(keys, game);
      Duration grace = shared.grace(keys, DEFAULT_GRACE);
      Duration moveCap = shared.moveCap(keys, DEFAULT_MOVE_CAP);
      ViolationPolicy violations = shared.violations(keys);
      int concurrency =
          read(keys, "concurrency", n -> reader.integer("'concurrency'", n, 1, MAX_CONCURRENCY))
              .orElse((long) DEFAULT_CONCURRENCY)
              .intValue();
      StoreLocation database = shared.database(keys, defaultDatabase(source, kind));
      shared.plugins(keys, source);
      Entrants entrants = entrants(top, keys, game, kind);

      Set<String> read = new HashSet<>();
      FormatKeys common = formatKeys(top, keys, entrants, true, read);
      if (format.isPresent() && entrants.count() >= 0) {
        format.get().checkEntrants(common, game, entrants.count());
      } else if (format.isEmpty() && entrants.count() >= 0 && entrants.count() < 2) {
        common.problemAtList("a tournament needs at least 2 entrants, got " + entrants.count(), "");
      }
      Optional<? extends FormatSettings> settings = formatSettings(top, keys, entrants, format);
      Optional<String> anchor = read(keys, "anchor", n -> common.entrantName("'anchor'", n));
      Optional<SprtSpec> sprt = new SprtKeys(shared).sprt(keys, entrants.count());

      if (!problems.isEmpty()) {
        throw problems.toException();
      }
      return new RunConfig(
          source,
          text,
          kind,
          name.orElseThrow(),
          description,
          new GameSpec(game.orElseThrow(), variant.orElseThrow()),
          settings.orElseThrow(),
          openings.orElseThrow(),
          seed,
          plyCap,
          grace,
          moveCap,
          concurrency,
          database,
          anchor,
          sprt,
          entrants.specs(),
          violations,
          adjudication,
          duplicate);
    }

    /** Every top-level key: those all formats share, then each format's own. */
    private List<String> allKeys() {
      Set<String> all = new LinkedHashSet<>(SHARED_KEYS);
      formats.forEach(f -> all.addAll(f.keys()));
      return List.copyOf(all);
    }

    /**
     * The keys an unknown key is compared with: those of the file's kind and format (every format's
     * while it names none that is known), in documentation order.
     */
    private List<String> suggestedKeys(MappingNode top) {
      Map<String, String> raw = new LinkedHashMap<>();
      for (org.yaml.snakeyaml.nodes.NodeTuple t : top.getValue()) {
        if (t.getKeyNode() instanceof org.yaml.snakeyaml.nodes.ScalarNode k) {
          raw.put(
              k.getValue(),
              t.getValueNode() instanceof org.yaml.snakeyaml.nodes.ScalarNode v
                  ? v.getValue()
                  : "");
        }
      }
      boolean match =
          raw.containsKey("players") == raw.containsKey("entrants")
              ? expected == Kind.MATCH
              : raw.containsKey("players");
      Optional<FormatRules> format = byCode(match ? "match" : raw.getOrDefault("format", ""));
      List<String> suggested = new ArrayList<>();
      for (String key : SHARED_KEYS) {
        if (!key.equals(match ? "entrants" : "players")) {
          suggested.add(key);
        }
        if (key.equals("format")) {
          for (FormatRules f : formats) {
            if (format.map(f::equals).orElse(!f.code().equals("match"))) {
              f.keys().stream().filter(k -> !suggested.contains(k)).forEach(suggested::add);
            }
          }
        }
      }
      return suggested;
    }

    /** A file that lists players is a match file; one that lists entrants, a tournament file. */
    private Kind kind(Map<String, Entry> keys) {
      Entry players = keys.get("players");
      Entry entrants = keys.get("entrants");
      if (players != null && entrants != null) {
        Entry second =
            NodeReader.line(players.keyNode()) < NodeReader.line(entrants.keyNode())
                ? entrants
                : players;
        problems.add(
            second.keyNode(),
            "'players' and 'entrants' exclude each other",
            "'players' lists a match's players; 'entrants' a tournament's");
      }
      if (players != null && entrants != null) {
        return expected; // which of the two the user meant is the command's
      }
      return players != null ? Kind.MATCH : entrants != null ? Kind.TOURNAMENT : expected;
    }

    private Optional<String> name(MappingNode top, Map<String, Entry> keys, Kind kind) {
      Entry entry = keys.get("name");
      if (entry == null) {
        if (kind == Kind.MATCH) {
          Path file = source.getFileName();
          return Optional.of(file == null ? "match" : file.toString());
        }
        shared.missing(top, "name", "a name for people, such as 'Connect Four round robin'");
        return Optional.empty();
      }
      Optional<String> name = reader.text("'name'", entry.value());
      if (name.isPresent() && name.get().isBlank()) {
        reader.expected("'name'", "a text that is not blank", entry.value(), "");
        return Optional.empty();
      }
      if (name.isPresent() && name.get().chars().anyMatch(Character::isISOControl)) {
        problems.add(
            entry.value(),
            "'name' has a control character (such as NUL or a line break)",
            "a name is one line of printable text");
        return Optional.empty();
      }
      return name;
    }

    private List<String> codes() {
      return formats.stream().map(FormatRules::code).toList();
    }

    /**
     * The file's format: the one named by {@code format}, required in a tournament file; {@code
     * match} in a match file, which may name no other. A key of another format than the file's is a
     * problem at that key.
     */
    private Optional<FormatRules> format(MappingNode top, Map<String, Entry> keys, Kind kind) {
      Entry entry = keys.get("format");
      Optional<FormatRules> format;
      if (entry == null) {
        format = kind == Kind.MATCH ? byCode("match") : Optional.empty();
        if (format.isEmpty()) {
          shared.missing(top, "format", "formats: " + String.join(", ", codes()));
        }
      } else {
        Optional<String> code = reader.text("'format'", entry.value());
        format = code.flatMap(this::byCode);
        if (code.isPresent() && format.isEmpty()) {
          problems.add(
              entry.value(),
              "unknown format '" + code.get() + "'",
              Suggestions.hint(code.get(), codes(), "formats"));
        } else if (format.isPresent() && kind == Kind.MATCH && !code.get().equals("match")) {
          problems.add(
              entry.value(),
              "format " + code.get() + " lists 'entrants', not 'players'",
              "'players' is the short form of a match; write 'entrants' and a 'name' for a "
                  + code.get());
          format = Optional.empty();
        }
      }
      for (String key : keys.keySet()) {
        List<String> owners =
            formats.stream().filter(f -> f.keys().contains(key)).map(FormatRules::code).toList();
        if (owners.isEmpty() || format.isEmpty() || owners.contains(format.get().code())) {
          continue;
        }
        String whose =
            owners.size() == 1
                ? "format " + owners.get(0)
                : "formats "
                    + String.join(", ", owners.subList(0, owners.size() - 1))
                    + " and "
                    + owners.get(owners.size() - 1);
        problems.add(
            keys.get(key).keyNode(),
            "'" + key + "' applies only to " + whose,
            (kind == Kind.MATCH
                    ? "this is a match"
                    : "this tournament's format is " + format.get().code())
                + "; remove '"
                + key
                + "'");
        problems.refuse(keys.get(key).value());
      }
      return format;
    }

    private Optional<FormatRules> byCode(String code) {
      return formats.stream().filter(f -> f.code().equals(code)).findFirst();
    }

    /**
     * What the format reads from its own keys; while the format is unknown, every format reads its
     * keys with requirements off, so that their values' mistakes are still reported.
     */
    private Optional<? extends FormatSettings> formatSettings(
        MappingNode top, Map<String, Entry> keys, Entrants entrants, Optional<FormatRules> format) {
      Set<String> read = new HashSet<>();
      if (format.isPresent()) {
        Map<String, Entry> own = own(keys, format.get());
        return format.get().read(formatKeys(top, own, entrants, true, read));
      }
      for (FormatRules f : formats) {
        f.read(formatKeys(top, own(keys, f), entrants, false, read));
      }
      return Optional.empty();
    }

    private static Map<String, Entry> own(Map<String, Entry> keys, FormatRules format) {
      return keys.entrySet().stream()
          .filter(e -> format.keys().contains(e.getKey()))
          .collect(
              Collectors.toMap(
                  Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
    }

    private FormatKeys formatKeys(
        MappingNode top,
        Map<String, Entry> keys,
        Entrants entrants,
        boolean required,
        Set<String> read) {
      return new FormatKeys(
          shared,
          top,
          keys,
          entrants.entry(),
          entrants.count() < 0 ? OptionalInt.empty() : OptionalInt.of(entrants.count()),
          entrants.names(),
          required,
          read);
    }

    // ---- entrants

    private Entrants entrants(
        MappingNode top, Map<String, Entry> keys, Optional<Game> game, Kind kind) {
      String listKey = kind.listKey();
      Entry entry = keys.get(listKey);
      if (entry == null) {
        shared.missing(
            top,
            listKey,
            kind == Kind.MATCH
                ? "a list of "
                    + game.map(g -> g.players() + " ").orElse("")
                    + "players, each with at least a 'name' and a 'strategy'"
                : "a list of at least 2 entrants, each with at least a 'name' and a 'strategy'");
        return new Entrants(List.of(), Optional.empty(), -1, Optional.empty());
      }
      Optional<List<Node>> items = reader.list("'" + listKey + "'", entry.value());
      if (items.isEmpty()) {
        return new Entrants(List.of(), Optional.of(entry), -1, Optional.empty());
      }
      int count = items.get().size();
      engines = new Engines(keys);
      PlayerKeys entrantKeys = new PlayerKeys(shared, kind.noun(), kind.code());
      Map<String, Node> names = new LinkedHashMap<>();
      List<EntrantSpec> specs = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        entrant(entrantKeys, i + 1, items.get().get(i), game, names).ifPresent(specs::add);
      }
      return new Entrants(
          specs,
          Optional.of(entry),
          count,
          names.size() == count ? Optional.of(List.copyOf(names.keySet())) : Optional.empty());
    }

    /** The engines file, read once when the file names it or an entrant names an engine. */
    private Engines engines;

    /** The engines file of this config and its definitions, read on first use. */
    private final class Engines {
      private final Entry key;
      private EngineDefinitions.Read definitions;
      private Path file;

      Engines(Map<String, Entry> top) {
        this.key = top.get("engines");
        if (key != null) {
          load(key.value());
        }
      }

      private void load(Node at) {
        Optional<Path> written =
            key == null ? Optional.empty() : shared.path("'engines'", key.value());
        if (key != null && written.isEmpty()) {
          definitions = EngineDefinitions.Read.NONE;
          return;
        }
        file = EngineDefinitions.fileOf(source, written);
        definitions = EngineDefinitions.read(file, problems, at);
      }

      /** The definition an entrant's {@code engine} names; an unknown name is reported. */
      Optional<EngineDefinitions.Definition> named(Entry engine) {
        Optional<String> name = reader.text("'engine'", engine.value());
        if (name.isEmpty()) {
          return Optional.empty();
        }
        if (definitions == null) {
          load(engine.value());
        }
        EngineDefinitions.Definition found = definitions.good().get(name.get());
        boolean readable = definitions != EngineDefinitions.Read.NONE;
        if (found == null && readable && !definitions.named().contains(name.get())) {
          problems.add(
              engine.value(),
              "unknown engine '" + name.get() + "' (engines file " + file + ")",
              definitions.named().isEmpty()
                  ? "define it in " + file
                  : Suggestions.hint(name.get(), definitions.named(), "engines"));
        }
        return Optional.ofNullable(found);
      }
    }

    private Optional<EntrantSpec> entrant(
        PlayerKeys entrantKeys,
        int number,
        Node node,
        Optional<Game> game,
        Map<String, Node> names) {
      Optional<MappingNode> mapping = entrantKeys.mapping(number, node);
      if (mapping.isEmpty()) {
        return Optional.empty();
      }
      int before = problems.count();
      Map<String, Entry> keys = reader.entries(mapping.get(), ENTRANT_KEYS);
      if (keys.containsKey("engine")) {
        Optional<EngineDefinitions.Definition> definition = engines.named(keys.get("engine"));
        if (definition.isEmpty()) {
          return Optional.empty();
        }
        keys = EngineDefinitions.merged(definition.get(), keys);
      }
      Optional<PlayerSpec> player = entrantKeys.player(mapping.get(), keys, game, names);
      Optional<EntrantSpec.Clock> clock = entrantKeys.clock(keys);
      Optional<java.time.Duration> timeMargin = entrantKeys.timeMargin(keys);
      if (problems.count() > before) {
        return Optional.empty();
      }
      return Optional.of(new EntrantSpec(player.orElseThrow(), clock, timeMargin));
    }
  }
}
