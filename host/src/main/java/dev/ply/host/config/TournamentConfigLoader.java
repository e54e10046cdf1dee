package dev.ply.host.config;

import static dev.ply.host.config.SharedKeys.read;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.host.config.EntrantSpec.Clock;
import dev.ply.host.config.NodeReader.Entry;
import dev.ply.host.config.TournamentConfig.Format;
import dev.ply.host.rating.SprtModel;
import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.StoreLocation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Loads a tournament file (YAML) into a {@link TournamentConfig}, checking the whole file first.
 *
 * <pre>
 * name: Connect Four round robin   # required, free text
 * description: free text
 * game: connect-four               # required: a two-player game id
 * variant: {width: 7, height: 6}   # the game's variant options
 * format: round-robin              # required: round-robin, gauntlet, swiss or knockout
 * cycles: 1                        # round-robin only: 1..1000, default 1
 * seeds: [alphabeta-d7]            # gauntlet only, required there: entrant names
 * rounds: 5                        # swiss only, required there: 1..1000
 * games-per-pairing: 2             # even, 2..10000, default 2: each opening twice, colours swapped
 *                                  #   (knockout: the games of each mini-match)
 * openings:                        # default: every game from the start position
 *   random-plies: 4                #   either 1..100 random legal plies ...
 *   file: openings.txt             #   ... or a file of openings, not both
 * seed: 1                          # any whole number, default 1
 * ply-cap: 1000                    # as in a match file
 * grace: 1s                        # as in a match file
 * move-cap: 60s                    # as in a match file
 * concurrency: 1                   # 1..256, default 1: games played at once
 * database: results/x.db           # default results/&lt;file name without extension&gt;.db
 * plugins: [../my-game/target]     # folders of plugin jars or jars, relative to this file
 * anchor: random                   # an entrant whose rating is fixed at 0
 * sprt: {elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05, model: logistic}   # exactly 2 entrants;
 *                                  #   model: logistic (default), normalized or bayeselo
 * entrants:                        # required: at least 2, with the keys of a match file's players
 *   - name: alphabeta-d7
 *     strategy: alphabeta
 *     depth: 7
 *     clock: {base: 10s, increment: 100ms}   # a game clock; not together with 'time'
 *   - {name: random, strategy: random}
 * </pre>
 *
 * <p>The rules and messages are those of {@link MatchConfigLoader}: keys are lower-case and
 * hyphenated, every problem is collected with its line, column and hint, scalars are read by the
 * type their key expects, and no tag builds an object. An entrant is checked exactly as a match
 * file's player (its strategy supports the game, its evaluator is for the game, …). Besides, in
 * plain words:
 *
 * <ul>
 *   <li>A key of another format, at its key: {@code 'rounds' applies only to format swiss}.
 *   <li>A seed or anchor that names no entrant: {@code unknown entrant 'x'}, with the nearest name;
 *       a seed named twice: {@code duplicate seed 'x' (first at line n)}; seeds that are all the
 *       entrants: {@code 'seeds': every entrant is a seed, so nobody plays}.
 *   <li>{@code 'games-per-pairing': expected an even number, got 3}.
 *   <li>{@code 'openings' takes 'random-plies' or 'file', not both} (at the second key; the file is
 *       then not read), {@code 'openings' needs 'random-plies' or 'file'} (at {@code openings}).
 *   <li>A problem of the openings file, at the {@code file} value: {@code openings file 'o.txt': no
 *       such file}, {@code openings file 'o.txt' has no openings}, {@code openings file 'o.txt',
 *       line 3, move 2: illegal move '9'} (hint: the legal moves), {@code …, move 2: cannot read
 *       move 'x'} (hint: the game's message), {@code …, move 9: the game is over before '4'},
 *       {@code openings file 'o.txt', line 3: the opening ends the game}.
 *   <li>{@code 'sprt' needs exactly 2 entrants, got 3}, {@code 'elo1': expected a number greater
 *       than 'elo0' (10), got 5}, {@code 'alpha': expected a number more than 0 and less than 0.5,
 *       got 0.5}.
 *   <li>{@code 'clock' and 'time' exclude each other} (at {@code clock}); {@code duplicate entrant
 *       name 'x' (first at line n)}; {@code a tournament needs at least 2 entrants, got 1}; {@code
 *       game 'x' is for 3 players; a tournament plays two-player games}.
 * </ul>
 *
 * <p>Swiss {@code rounds} may exceed the number of entrants less one: the pairer allows repeats
 * when no fresh pairing is left, so only the range 1..{@value #MAX_ROUNDS} is checked.
 *
 * <p>The openings file is read (UTF-8) relative to the tournament file's directory, and each of its
 * openings is replayed from {@link Game#newGame(Options)} with the file's variant. A line holds one
 * opening, its move texts separated by spaces; blank lines and comments are skipped, a comment
 * starting at a {@code #} at the start of a line or after a space (so a move text such as {@code
 * Qxf7#} keeps its {@code #}). Besides that file, the loader calls into the plugins it resolves as
 * {@link MatchConfigLoader} does. Stateless and thread-safe.
 */
public final class TournamentConfigLoader {

  /** Cycles of a round-robin when {@code cycles} is not given. */
  public static final int DEFAULT_CYCLES = 1;

  /** The most cycles of a round-robin. */
  public static final int MAX_CYCLES = 1000;

  /** The most Swiss rounds. */
  public static final int MAX_ROUNDS = 1000;

  /** Games per pairing when {@code games-per-pairing} is not given. */
  public static final int DEFAULT_GAMES_PER_PAIRING = 2;

  /** The most games per pairing. */
  public static final int MAX_GAMES_PER_PAIRING = 10_000;

  /** The most {@code random-plies} of an opening. */
  public static final int MAX_RANDOM_PLIES = 100;

  /** Games played at once when {@code concurrency} is not given. */
  public static final int DEFAULT_CONCURRENCY = 1;

  /** The most games played at once. */
  public static final int MAX_CONCURRENCY = 256;

  /** The SPRT's {@code alpha} when not given. */
  public static final double DEFAULT_SPRT_ALPHA = 0.05;

  /** The SPRT's {@code beta} when not given. */
  public static final double DEFAULT_SPRT_BETA = 0.05;

  /** The keys of a tournament file, in the order the documentation gives them. */
  public static final List<String> KEYS =
      List.of(
          "name",
          "description",
          "game",
          "variant",
          "format",
          "cycles",
          "seeds",
          "rounds",
          "games-per-pairing",
          "openings",
          "seed",
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
          "entrants");

  /** The keys of one entrant: those of a match file's player, and {@code clock}. */
  public static final List<String> ENTRANT_KEYS =
      Stream.concat(PlayerKeys.KEYS.stream(), Stream.of("clock")).toList();

  /** The keys of {@code openings}. */
  public static final List<String> OPENINGS_KEYS =
      List.of("random-plies", "file", "order", "plies", "start");

  /** The keys of {@code sprt}. */
  public static final List<String> SPRT_KEYS = List.of("elo0", "elo1", "alpha", "beta", "model");

  /** The keys of an entrant's {@code clock}. */
  public static final List<String> CLOCK_KEYS = List.of("base", "increment");

  /** How many legal moves the hint of an illegal opening move lists. */
  private static final int SHOWN_MOVES = 20;

  private TournamentConfigLoader() {}

  /**
   * Reads and checks a tournament file, and the openings file it names, if any.
   *
   * @param file the file, as the user named it; problems name it the same way
   * @param catalog the loaded plugins the file may name
   * @throws ConfigException with every problem found, when the file cannot be read or used
   */
  public static TournamentConfig load(Path file, Catalog catalog) throws ConfigException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(catalog, "catalog");
    return parse(ConfigFiles.readConfig(file, "a tournament file"), file, catalog);
  }

  /**
   * Checks the text of a tournament file that has already been read (or written by a test). An
   * openings {@code file} it names is still read from disk, relative to {@code source}'s directory.
   *
   * @param text the YAML text
   * @param source the name to give problems and {@link TournamentConfig#source()}; its directory
   *     locates an openings file, its file name gives the default database
   * @param catalog the loaded plugins the text may name
   * @throws ConfigException with every problem found
   */
  public static TournamentConfig parse(String text, Path source, Catalog catalog)
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
    return ConfigFiles.defaultDatabase(source, "tournament");
  }

  /**
   * The move texts of one line of an openings file: split at spaces, without a comment (from a
   * {@code #} at the start of the line or after a space); empty for a blank or comment line.
   */
  static List<String> moveTexts(String line) {
    int end = line.length();
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
        end = i;
        break;
      }
    }
    String body = line.substring(0, end).strip();
    return body.isEmpty() ? List.of() : List.of(body.split("\\s+"));
  }

  /**
   * The entrants as far as they could be read.
   *
   * @param count how many the list has, or -1 when there is no readable list
   * @param names every entrant's name, when every entrant has a good name of its own; empty
   *     otherwise, so that a seed or anchor is not blamed for an entrant's mistake
   */
  private record Entrants(List<EntrantSpec> specs, int count, Optional<List<String>> names) {
    static Entrants unknown() {
      return new Entrants(List.of(), -1, Optional.empty());
    }
  }

  /** The checking of one file: its problems so far and what has been resolved. */
  private static final class Check {
    private final String text;
    private final Path source;
    private final Problems problems;
    private final NodeReader reader;
    private final SharedKeys shared;
    private final PlayerKeys entrantKeys;

    Check(String text, Path source, Catalog catalog) {
      this.text = text;
      this.source = source;
      this.problems = new Problems(source);
      this.reader = new NodeReader(problems);
      this.shared = new SharedKeys(catalog, problems, reader);
      this.entrantKeys = new PlayerKeys(shared, "entrant", "tournament");
    }

    TournamentConfig run() throws ConfigException {
      MappingNode top =
          ConfigFiles.top(
              text,
              problems,
              "a tournament file needs at least 'name', 'game', 'format' and 'entrants'",
              "a tournament file starts with keys such as 'name:'");
      ConfigFiles.requireKind(top, "tournament", source, problems);

      Map<String, Entry> keys = reader.entries(top, KEYS);
      Optional<String> name = name(top, keys);
      String description = shared.description(keys);
      Optional<Game> game = game(top, keys);
      Optional<Options> variant = shared.variant(keys, game);
      Optional<Format> format = format(top, keys);
      int gamesPerPairing = gamesPerPairing(keys);
      Optional<Openings> openings = openings(keys, game, variant);
      long seed = shared.seed(keys, MatchConfigLoader.DEFAULT_SEED);
      int plyCap =
          shared.plyCap(
              keys,
              MatchConfigLoader.DEFAULT_PLY_CAP,
              MatchConfigLoader.MAX_PLY_CAP,
              game.map(Game::players).orElse(2));
      Adjudication adjudication = shared.adjudication(keys, game);
      Duration grace = shared.grace(keys, MatchConfigLoader.DEFAULT_GRACE);
      Duration moveCap = shared.moveCap(keys, MatchConfigLoader.DEFAULT_MOVE_CAP);
      ViolationPolicy violations = shared.violations(keys);
      int concurrency =
          read(keys, "concurrency", n -> reader.integer("'concurrency'", n, 1, MAX_CONCURRENCY))
              .orElse((long) DEFAULT_CONCURRENCY)
              .intValue();
      StoreLocation database = shared.database(keys, defaultDatabase(source));
      shared.plugins(keys, source);
      Entrants entrants = entrants(top, keys, game);

      int cycles =
          formatKey(
                  top,
                  keys,
                  "cycles",
                  Format.ROUND_ROBIN,
                  format,
                  "",
                  n -> reader.integer("'cycles'", n, 1, MAX_CYCLES))
              .orElse((long) DEFAULT_CYCLES)
              .intValue();
      Optional<List<String>> seeds =
          formatKey(
              top,
              keys,
              "seeds",
              Format.GAUNTLET,
              format,
              "the names of the entrants that play every other entrant, such as [alphabeta-d7]",
              n -> seeds(n, entrants));
      Optional<Long> rounds =
          formatKey(
              top,
              keys,
              "rounds",
              Format.SWISS,
              format,
              "the number of rounds, 1 to " + MAX_ROUNDS,
              n -> reader.integer("'rounds'", n, 1, MAX_ROUNDS));
      Optional<String> anchor = read(keys, "anchor", n -> anchor(n, entrants));
      Optional<SprtSpec> sprt = sprt(keys, entrants);

      if (!problems.isEmpty()) {
        throw problems.toException();
      }
      Format f = format.orElseThrow();
      return new TournamentConfig(
          source,
          text,
          name.orElseThrow(),
          description,
          new GameSpec(game.orElseThrow(), variant.orElseThrow()),
          f,
          f == Format.ROUND_ROBIN ? cycles : DEFAULT_CYCLES,
          f == Format.GAUNTLET ? seeds.orElseThrow() : List.of(),
          f == Format.SWISS ? rounds.orElseThrow().intValue() : 0,
          gamesPerPairing,
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
          adjudication);
    }

    // ---- the tournament

    private Optional<String> name(MappingNode top, Map<String, Entry> keys) {
      Entry entry = keys.get("name");
      if (entry == null) {
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
            "'name' has a control character (such as NUL or a line" + " break)",
            "a name is one line of printable text");
        return Optional.empty();
      }
      return name;
    }

    private Optional<Game> game(MappingNode top, Map<String, Entry> keys) {
      Optional<Game> game = shared.game(top, keys);
      if (game.isPresent() && game.get().players() != 2) {
        problems.add(
            keys.get("game").value(),
            "game '"
                + game.get().id()
                + "' is for "
                + game.get().players()
                + " players; a tournament plays two-player games",
            "a match file can seat more players");
      }
      return game;
    }

    private Optional<Format> format(MappingNode top, Map<String, Entry> keys) {
      Entry entry = keys.get("format");
      if (entry == null) {
        shared.missing(top, "format", "formats: " + String.join(", ", Format.codes()));
        return Optional.empty();
      }
      Optional<String> code = reader.text("'format'", entry.value());
      if (code.isEmpty()) {
        return Optional.empty();
      }
      Optional<Format> format = Format.ofCode(code.get());
      if (format.isEmpty()) {
        problems.add(
            entry.value(),
            "unknown format '" + code.get() + "'",
            Suggestions.hint(code.get(), Format.codes(), "formats"));
      }
      return format;
    }

    /**
     * The value of a key that only format {@code owner} takes: required under that format (unless
     * {@code missingHint} is empty), a problem at its key under another. While the format is
     * unknown, the value is still read, so that its own mistakes are reported.
     */
    private <T> Optional<T> formatKey(
        MappingNode top,
        Map<String, Entry> keys,
        String key,
        Format owner,
        Optional<Format> format,
        String missingHint,
        Function<Node, Optional<T>> reader) {
      Entry entry = keys.get(key);
      if (entry == null) {
        if (format.equals(Optional.of(owner)) && !missingHint.isEmpty()) {
          shared.missing(top, key, "format " + owner.code() + " needs " + missingHint);
        }
        return Optional.empty();
      }
      if (format.isPresent() && format.get() != owner) {
        problems.add(
            entry.keyNode(),
            "'" + key + "' applies only to format " + owner.code(),
            "this tournament's format is " + format.get().code() + "; remove '" + key + "'");
        return Optional.empty();
      }
      return reader.apply(entry.value());
    }

    private int gamesPerPairing(Map<String, Entry> keys) {
      Entry entry = keys.get("games-per-pairing");
      if (entry == null) {
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

    // ---- names of entrants: seeds and anchor

    private Optional<List<String>> seeds(Node node, Entrants entrants) {
      Optional<List<Node>> items = reader.list("'seeds'", node);
      if (items.isEmpty()) {
        return Optional.empty();
      }
      if (items.get().isEmpty()) {
        problems.add(
            node,
            "'seeds': expected at least one entrant name, got none",
            "a seed plays every entrant that is not a seed");
        return Optional.empty();
      }
      int before = problems.count();
      Map<String, Node> seen = new LinkedHashMap<>();
      for (Node item : items.get()) {
        Optional<String> name = entrantName("'seeds'", item, entrants);
        if (name.isEmpty()) {
          continue;
        }
        Node first = seen.putIfAbsent(name.get(), item);
        if (first != null) {
          problems.add(
              item,
              "duplicate seed '" + name.get() + "' (first at line " + NodeReader.line(first) + ")",
              "");
        }
      }
      if (problems.count() > before) {
        return Optional.empty();
      }
      if (entrants.names().isPresent() && seen.size() == entrants.count()) {
        problems.add(
            node,
            "'seeds': every entrant is a seed, so nobody plays",
            "a gauntlet needs at least one entrant that is not a seed");
        return Optional.empty();
      }
      return Optional.of(List.copyOf(seen.keySet()));
    }

    private Optional<String> anchor(Node node, Entrants entrants) {
      return entrantName("'anchor'", node, entrants);
    }

    /** A text that names an entrant (when the entrants' names are known). */
    private Optional<String> entrantName(String label, Node node, Entrants entrants) {
      Optional<String> name = reader.text(label, node);
      if (name.isEmpty() || entrants.names().isEmpty()) {
        return name;
      }
      List<String> names = entrants.names().get();
      if (!names.contains(name.get())) {
        problems.add(
            node,
            "unknown entrant '" + name.get() + "'",
            Suggestions.hint(name.get(), names, "entrants"));
        return Optional.empty();
      }
      return name;
    }

    // ---- openings

    /** The keys of {@code openings}, for the file's options. */
    private Map<String, Entry> openingsOptions = Map.of();

    private Optional<Openings> openings(
        Map<String, Entry> keys, Optional<Game> game, Optional<Options> variant) {
      Entry entry = keys.get("openings");
      if (entry == null) {
        return Optional.of(Openings.none());
      }
      Optional<Map<String, Entry>> values =
          reader.mappingEntries("'openings'", entry.value(), OPENINGS_KEYS);
      if (values.isEmpty()) {
        return Optional.empty();
      }
      openingsOptions = values.get();
      Entry plies = values.get().get("random-plies");
      Entry file = values.get().get("file");
      if (plies == null && file == null) {
        problems.add(
            entry.keyNode(),
            "'openings' needs 'random-plies' or 'file'",
            "remove 'openings' to play every game from the start position");
        return Optional.empty();
      }
      int before = problems.count();
      Optional<Openings> random =
          plies == null
              ? Optional.empty()
              : reader
                  .integer("'random-plies'", plies.value(), 1, MAX_RANDOM_PLIES)
                  .map(n -> new Openings.RandomPlies(n.intValue()));
      if (plies != null && file != null) {
        // The file is not read: which of the two the user meant is the first thing to settle.
        Entry second =
            plies.keyNode().getStartMark().getIndex() < file.keyNode().getStartMark().getIndex()
                ? file
                : plies;
        problems.add(
            second.keyNode(),
            "'openings' takes 'random-plies' or 'file', not both",
            "'random-plies' makes random openings; 'file' reads them from a file");
        shared.path("'file'", file.value());
        return Optional.empty();
      }
      Optional<Openings> fromFile =
          file == null ? Optional.empty() : fromFile(file.value(), game, variant);
      if (problems.count() > before) {
        return Optional.empty();
      }
      return random.or(() -> fromFile);
    }

    /** The openings of the file named at {@code node}, each replayed when the game is known. */
    private Optional<Openings> fromFile(Node node, Optional<Game> game, Optional<Options> variant) {
      Optional<Path> written = shared.path("'file'", node);
      if (written.isEmpty()) {
        return Optional.empty();
      }
      Path file = source.resolveSibling(written.get());
      String shown = "openings file '" + written.get() + "'";
      String content;
      try {
        content = ConfigFiles.readBook(file, "an openings file");
      } catch (ConfigFiles.Unreadable e) {
        problems.add(node, shown + ": " + e.getMessage(), e.hint());
        return Optional.empty();
      }
      if (content.startsWith("\uFEFF")) {
        content = content.substring(1);
      }
      int before = problems.count();
      List<List<String>> openings = new ArrayList<>();
      String name = file.getFileName().toString();
      boolean epd = OpeningFiles.isEpd(name);
      boolean fens =
          epd
              && game.map(g -> g.variantOptions().stream().anyMatch(o -> o.name().equals("fen")))
                  .orElse(true);
      if (epd && !fens) {
        problems.add(
            node,
            shown
                + " is an EPD book of positions, but game '"
                + game.orElseThrow().id()
                + "' takes no 'fen'",
            "use a file of moves instead");
        return Optional.empty();
      }
      List<Integer> lineNumbers = new ArrayList<>();
      if (OpeningFiles.isPgn(name)) {
        for (List<String> moves : OpeningFiles.pgnGames(content)) {
          openings.add(moves);
          lineNumbers.add(openings.size());
        }
      } else {
        List<String> lines = content.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
          List<String> opening = epd ? OpeningFiles.epdLine(lines.get(i)) : moveTexts(lines.get(i));
          if (opening == null) {
            problems.add(
                node,
                shown
                    + ", line "
                    + (i + 1)
                    + ": an EPD line starts with the four"
                    + " FEN fields of a position",
                "such as: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/" + "RNBQKBNR b KQkq -");
            continue;
          }
          if (!opening.isEmpty()) {
            openings.add(opening);
            lineNumbers.add(i + 1);
          }
        }
      }
      Map<String, Entry> options = openingsOptions;
      long plies = read(options, "plies", n -> reader.integer("'plies'", n, 1, 1000)).orElse(0L);
      long start =
          read(options, "start", n -> reader.integer("'start'", n, 1, 1_000_000)).orElse(1L);
      if (start > openings.size() && !openings.isEmpty()) {
        problems.add(
            options.get("start").value(),
            "'start' is " + start + " but " + shown + " has " + openings.size() + " openings",
            "");
        return Optional.empty();
      }
      for (int i = 0; i < openings.size(); i++) {
        List<String> o = openings.get(i);
        boolean position = !o.isEmpty() && o.get(0).equals("fen");
        if (plies > 0 && !position && o.size() > plies) {
          o = o.subList(0, (int) plies);
          openings.set(i, o);
        }
        if (game.isPresent() && variant.isPresent()) {
          replay(
              node,
              shown + (OpeningFiles.isPgn(name) ? ", game " : ", line ") + lineNumbers.get(i),
              o,
              game.get(),
              variant.get());
        }
      }
      if (problems.count() > before) {
        return Optional.empty();
      }
      if (openings.isEmpty()) {
        problems.add(
            node,
            shown + " has no openings",
            "write one opening per line: move texts separated by spaces");
        return Optional.empty();
      }
      openings = new ArrayList<>(openings.subList((int) start - 1, openings.size()));
      boolean random =
          read(
                  options,
                  "order",
                  n ->
                      reader
                          .text("'order'", n)
                          .flatMap(
                              t -> {
                                if (!t.equals("random") && !t.equals("sequential")) {
                                  problems.add(
                                      n, "'order' is random or sequential, not '" + t + "'", "");
                                  return Optional.empty();
                                }
                                return Optional.of(t.equals("random"));
                              }))
              .orElse(false);
      if (problems.count() > before) {
        return Optional.empty();
      }
      return Optional.of(new Openings.FromFile(file, openings, random));
    }

    /**
     * Plays one opening from the start position, reporting at {@code at} its first move that cannot
     * be read or is illegal, or that the opening leaves the game over.
     *
     * @param where the openings file and line, for messages
     */
    private void replay(Node at, String where, List<String> moves, Game game, Options variant) {
      String unfinished = "an opening must leave the game unfinished";
      try {
        Options start = variant;
        if (!moves.isEmpty() && moves.get(0).equals("fen")) {
          try {
            start = Openings.withFen(game, variant, moves);
            game.newGame(start);
          } catch (IllegalArgumentException e) {
            problems.add(at, where + ": " + e.getMessage(), "");
            return;
          }
          moves = Openings.movesAfterFen(moves);
        }
        GameState state = game.newGame(start);
        for (int i = 0; i < moves.size(); i++) {
          String move = moves.get(i);
          String here = where + ", move " + (i + 1) + ": ";
          if (state.isTerminal()) {
            problems.add(at, here + "the game is over before '" + move + "'", unfinished);
            return;
          }
          int m;
          try {
            m = state.textToMove(move);
          } catch (IllegalArgumentException e) {
            problems.add(
                at,
                here + "cannot read move '" + move + "'",
                Objects.requireNonNullElse(e.getMessage(), ""));
            return;
          }
          if (!state.isLegal(m)) {
            problems.add(at, here + "illegal move '" + move + "'", legalMoves(state));
            return;
          }
          state.play(m);
        }
        if (state.isTerminal()) {
          problems.add(at, where + ": the opening ends the game", unfinished);
        }
      } catch (RuntimeException e) {
        problems.add(
            at, where + ": game '" + game.id() + "' failed to replay the opening: " + e, "");
      }
    }

    /** {@code legal moves there: 0, 1, 2}, at most {@value #SHOWN_MOVES} of them. */
    private static String legalMoves(GameState state) {
      int[] buffer = new int[state.maxMoves()];
      int n = state.legalMoves(buffer);
      List<String> texts = new ArrayList<>();
      for (int i = 0; i < Math.min(n, SHOWN_MOVES); i++) {
        texts.add(state.moveToText(buffer[i]));
      }
      return "legal moves there: "
          + String.join(", ", texts)
          + (n > SHOWN_MOVES ? " and " + (n - SHOWN_MOVES) + " more" : "");
    }

    // ---- entrants

    private Entrants entrants(MappingNode top, Map<String, Entry> keys, Optional<Game> game) {
      Entry entry = keys.get("entrants");
      if (entry == null) {
        shared.missing(
            top,
            "entrants",
            "a list of at least 2 entrants, each with at least a 'name' and a 'strategy'");
        return Entrants.unknown();
      }
      Optional<List<Node>> items = reader.list("'entrants'", entry.value());
      if (items.isEmpty()) {
        return Entrants.unknown();
      }
      int count = items.get().size();
      if (count < 2) {
        problems.add(entry.keyNode(), "a tournament needs at least 2 entrants, got " + count, "");
      }
      Map<String, Node> names = new LinkedHashMap<>();
      List<EntrantSpec> specs = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        entrant(i + 1, items.get().get(i), game, names).ifPresent(specs::add);
      }
      return new Entrants(
          specs,
          count,
          names.size() == count ? Optional.of(List.copyOf(names.keySet())) : Optional.empty());
    }

    private Optional<EntrantSpec> entrant(
        int number, Node node, Optional<Game> game, Map<String, Node> names) {
      Optional<MappingNode> mapping = entrantKeys.mapping(number, node);
      if (mapping.isEmpty()) {
        return Optional.empty();
      }
      int before = problems.count();
      Map<String, Entry> keys = reader.entries(mapping.get(), ENTRANT_KEYS);
      Optional<PlayerSpec> player = entrantKeys.player(mapping.get(), keys, game, names);
      Entry clockEntry = keys.get("clock");
      Optional<Clock> clock = clockEntry == null ? Optional.empty() : clock(clockEntry);
      if (clockEntry != null && keys.containsKey("time")) {
        problems.add(
            clockEntry.keyNode(),
            "'clock' and 'time' exclude each other",
            "'time' limits each move and 'clock' the whole game; keep one");
      }
      if (problems.count() > before) {
        return Optional.empty();
      }
      return Optional.of(new EntrantSpec(player.orElseThrow(), clock));
    }

    private Optional<Clock> clock(Entry entry) {
      Optional<Map<String, Entry>> values =
          reader.mappingEntries("'clock'", entry.value(), CLOCK_KEYS);
      if (values.isEmpty()) {
        return Optional.empty();
      }
      int before = problems.count();
      Entry base = values.get().get("base");
      Optional<Duration> baseTime = Optional.empty();
      if (base == null) {
        Node at = entry.value() instanceof MappingNode ? entry.value() : entry.keyNode();
        problems.add(at, "missing required key 'base'", "the time for the whole game, such as 5m");
      } else {
        baseTime = reader.duration("'base'", base.value(), true);
      }
      Duration increment =
          read(values.get(), "increment", n -> reader.duration("'increment'", n, false))
              .orElse(Duration.ZERO);
      if (problems.count() > before) {
        return Optional.empty();
      }
      return Optional.of(new Clock(baseTime.orElseThrow(), increment));
    }

    // ---- sprt

    private Optional<SprtSpec> sprt(Map<String, Entry> keys, Entrants entrants) {
      Entry entry = keys.get("sprt");
      if (entry == null) {
        return Optional.empty();
      }
      int before = problems.count();
      if (entrants.count() >= 0 && entrants.count() != 2) {
        problems.add(
            entry.keyNode(),
            "'sprt' needs exactly 2 entrants, got " + entrants.count(),
            "the test compares two entrants; remove 'sprt' or keep two entrants");
      }
      Optional<Map<String, Entry>> values =
          reader.mappingEntries("'sprt'", entry.value(), SPRT_KEYS);
      if (values.isEmpty()) {
        return Optional.empty();
      }
      Node at = entry.value() instanceof MappingNode ? entry.value() : entry.keyNode();
      Optional<Double> elo0 = elo(values.get(), "elo0", at);
      Optional<Double> elo1 = elo(values.get(), "elo1", at);
      double alpha =
          read(values.get(), "alpha", n -> rate("'alpha'", n)).orElse(DEFAULT_SPRT_ALPHA);
      double beta = read(values.get(), "beta", n -> rate("'beta'", n)).orElse(DEFAULT_SPRT_BETA);
      SprtModel model =
          read(
                  values.get(),
                  "model",
                  n ->
                      reader
                          .text("'model'", n)
                          .flatMap(
                              code -> {
                                Optional<SprtModel> m = SprtModel.ofCode(code);
                                if (m.isEmpty()) {
                                  problems.add(
                                      n,
                                      "unknown SPRT model '" + code + "'",
                                      Suggestions.hint(code, SprtModel.codes(), "models"));
                                }
                                return m;
                              }))
              .orElse(SprtModel.LOGISTIC);
      if (elo0.isPresent() && elo1.isPresent() && !(elo0.get() < elo1.get())) {
        Node elo1Node = values.get().get("elo1").value();
        problems.add(
            elo1Node,
            "'elo1': expected a number greater than 'elo0' ("
                + raw(values.get().get("elo0").value())
                + "), got "
                + raw(elo1Node),
            "the test decides between a difference of elo0 (H0) and of elo1 (H1) Elo");
      }
      if (problems.count() > before) {
        return Optional.empty();
      }
      return Optional.of(new SprtSpec(elo0.orElseThrow(), elo1.orElseThrow(), alpha, beta, model));
    }

    private Optional<Double> elo(Map<String, Entry> values, String key, Node at) {
      Entry entry = values.get(key);
      if (entry == null) {
        problems.add(
            at,
            "missing required key '" + key + "'",
            "an Elo difference, such as " + (key.equals("elo0") ? "0" : "10"));
        return Optional.empty();
      }
      return reader.decimal("'" + key + "'", entry.value());
    }

    /** An error rate, more than 0 and less than 0.5. */
    private Optional<Double> rate(String label, Node node) {
      Optional<Double> rate = reader.decimal(label, node);
      if (rate.isPresent() && !(rate.get() > 0 && rate.get() < 0.5)) {
        problems.add(
            node,
            label + ": expected a number more than 0 and less than 0.5, got " + raw(node),
            "");
        return Optional.empty();
      }
      return rate;
    }

    /** The stripped text of a scalar that has been read as a number. */
    private static String raw(Node node) {
      return ((ScalarNode) node).getValue().strip();
    }
  }
}
