package dev.ply.host.config;

import static dev.ply.host.config.SharedKeys.available;
import static dev.ply.host.config.SharedKeys.read;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.host.config.NodeReader.Entry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * The keys of one player, shared by the {@code players} of a match file and the {@code entrants} of
 * a tournament file: {@code name}, {@code strategy}, {@code evaluator}, {@code options}, {@code
 * evaluator-options}, {@code depth}, {@code nodes} and {@code time}, resolved into a {@link
 * PlayerSpec}. Messages call it by the noun of its file ({@code player} or {@code entrant}).
 */
final class PlayerKeys {

  /** The keys read here, in the order the documentation gives them. */
  static final List<String> KEYS =
      List.of(
          "name",
          "strategy",
          "evaluator",
          "options",
          "evaluator-options",
          "depth",
          "nodes",
          "time",
          "isolation",
          "jvm-options",
          "command",
          "protocol",
          "url",
          "restart",
          "clock",
          "engine",
          "working-directory",
          "init-strings",
          "ponder",
          "time-margin");

  /** The keys of a {@code clock}. */
  static final List<String> CLOCK_KEYS = List.of("base", "increment", "moves");

  /** The values of {@code restart}. */
  static final List<String> RESTARTS = List.of("per-run", "per-game");

  /** The values of {@code isolation}. */
  static final List<String> ISOLATIONS = List.of("in-process", "process");

  /** The largest {@code depth}. */
  static final int MAX_DEPTH = 1000;

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]+");

  private final SharedKeys shared;
  private final Catalog catalog;
  private final Problems problems;
  private final NodeReader reader;
  private final String noun;
  private final String scope;

  /**
   * @param noun what one is called: {@code player} or {@code entrant}
   * @param scope where its name is unique: {@code match} or {@code tournament}
   */
  PlayerKeys(SharedKeys shared, String noun, String scope) {
    this.shared = shared;
    this.catalog = shared.catalog();
    this.problems = shared.problems();
    this.reader = shared.reader();
    this.noun = noun;
    this.scope = scope;
  }

  /**
   * The mapping of the {@code number}th (from 1) item of the list; a node that is no mapping is
   * reported, a refused node is skipped.
   */
  Optional<MappingNode> mapping(int number, Node node) {
    if (problems.isRefused(node)) {
      return Optional.empty();
    }
    if (node instanceof MappingNode mapping) {
      return Optional.of(mapping);
    }
    reader.expected(
        noun + " " + number,
        "a mapping",
        node,
        "write each " + noun + " as a mapping with at least 'name' and 'strategy'");
    return Optional.empty();
  }

  /**
   * The player of a mapping whose entries have been read; empty when any of its keys was reported.
   *
   * @param names the names taken so far, each with the node that took it; a new name is added
   */
  Optional<PlayerSpec> player(
      MappingNode mapping, Map<String, Entry> keys, Optional<Game> game, Map<String, Node> names) {
    int before = problems.count();
    Optional<String> name = name(mapping, keys, names);
    Optional<Isolation> isolation = isolation(keys);
    if (game.isPresent()
        && game.get().features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION)
        && !keys.containsKey("command")
        && keys.containsKey("isolation")
        && isolation.map(Isolation::process).orElse(false)) {
      problems.add(
          keys.get("isolation").value(),
          "a strategy plugin cannot play "
              + game.get().id()
              + " in a process of its own: a game of hidden information sends a child only its"
              + " seat's observation text, from which a plugin's view cannot be rebuilt",
          "remove 'isolation' (the strategy plays in Ply's process, handed its seat's view)");
    }
    boolean external =
        isolation
            .map(Isolation::external)
            .orElse(keys.containsKey("command") || keys.containsKey("url") || ggpWord(keys));
    boolean engine = isolation.map(i -> i.protocol().engine()).orElse(false);
    Optional<Strategy> strategy = external ? external(keys, engine) : strategy(mapping, keys, game);
    Optional<Evaluator> evaluator = evaluator(keys, game, strategy);
    Optional<Options> options =
        engine ? Optional.of(Options.empty()) : strategyOptions(keys, strategy);
    Optional<Options> evaluatorOptions =
        external ? Optional.of(Options.empty()) : evaluatorOptions(keys, evaluator);
    Optional<Long> depth = read(keys, "depth", n -> reader.integer("'depth'", n, 1, MAX_DEPTH));
    Optional<Long> nodes =
        read(keys, "nodes", n -> reader.integer("'nodes'", n, 1, Long.MAX_VALUE));
    isolation
        .filter(i -> i.protocol().engine())
        .ifPresent(i -> engineRules(i.protocol(), keys, game));
    Optional<Duration> time = read(keys, "time", n -> reader.duration("'time'", n, true));
    if (isolation.isPresent() && isolation.get().ggp().isPresent()) {
      isolation = ggp(mapping, keys, isolation.get(), time);
    }
    if (problems.count() > before) {
      return Optional.empty();
    }
    return Optional.of(
        new PlayerSpec(
            name.orElseThrow(),
            strategy.orElseThrow(),
            evaluator,
            options.orElseThrow(),
            depth.map(d -> OptionalInt.of(d.intValue())).orElse(OptionalInt.empty()),
            nodes.map(OptionalLong::of).orElse(OptionalLong.empty()),
            time,
            isolation.orElseThrow(),
            evaluatorOptions.orElseThrow()));
  }

  /**
   * What an engine's protocol cannot take ({@link PlayerProtocol}): a game it does not play, a
   * limit it has no word for, {@code options} where it has no command for them.
   */
  private void engineRules(PlayerProtocol protocol, Map<String, Entry> keys, Optional<Game> game) {
    if (game.isPresent()) {
      protocol
          .refusal(game.get(), Map.of())
          .ifPresent(
              why -> problems.add(keys.get("protocol").value(), why, protocol.refusalHint()));
    }
    for (String limit : List.of("depth", "nodes")) {
      if (keys.containsKey(limit) && !protocol.takes(limit)) {
        problems.add(
            keys.get(limit).keyNode(),
            "'" + limit + "' cannot be passed to " + protocol.engineNoun(),
            protocol.limitHint());
      }
    }
    if (keys.containsKey("options") && !protocol.takesOptions()) {
      problems.add(
          keys.get("options").keyNode(),
          "'options' cannot be sent to " + protocol.engineNoun(),
          protocol.optionsHint());
    }
  }

  /** What starts an engine of an engines file and what it is told: {@link #isolation}. */
  Optional<Isolation> isolationOf(Map<String, Entry> keys) {
    return isolation(keys);
  }

  /**
   * A GGP player's isolation with its play clock, its {@code time} per move: GGP plays on a play
   * clock of whole seconds and has no game clock.
   */
  private Optional<Isolation> ggp(
      MappingNode mapping, Map<String, Entry> keys, Isolation i, Optional<Duration> time) {
    int before = problems.count();
    if (keys.containsKey("clock")) {
      problems.add(
          keys.get("clock").keyNode(),
          "'clock' cannot be passed to a GGP player: GGP has a play clock per move, no game clock",
          "give 'time' (the play clock, whole seconds) instead");
    }
    if (time.isEmpty() && !keys.containsKey("time") && !keys.containsKey("clock")) {
      shared.missing(
          mapping, "time", "the play clock of a GGP player, whole seconds such as 'time: 10s'");
    }
    if (time.isPresent() && time.get().toSeconds() < 1) {
      problems.add(
          keys.get("time").value(),
          "'time' of a GGP player is less than 1s: GGP's play clock counts whole seconds",
          "give at least 'time: 1s'");
    }
    if (problems.count() > before || time.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new Isolation(
            true,
            List.of(),
            List.of(),
            PlayerProtocol.GGP,
            java.util.Map.of(),
            false,
            Optional.of(new GgpEndpoint(i.ggp().orElseThrow().url(), time.get()))));
  }

  /** Whether {@code protocol} says {@code ggp}: a GGP player needs no strategy. */
  private static boolean ggpWord(Map<String, Entry> keys) {
    return keys.containsKey("protocol")
        && keys.get("protocol").value() instanceof org.yaml.snakeyaml.nodes.ScalarNode scalar
        && scalar.getValue().equals(PlayerProtocol.GGP.word());
  }

  /** An entrant's {@code url}: an {@code http} or {@code https} URL with a host. */
  private Optional<java.net.URI> url(Map<String, Entry> keys) {
    Optional<String> text = read(keys, "url", n -> reader.text("'url'", n));
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      java.net.URI uri = new java.net.URI(text.get());
      if ((uri.getScheme() != null
              && (uri.getScheme().equals("http") || uri.getScheme().equals("https")))
          && uri.getHost() != null) {
        return Optional.of(
            uri.getPath() == null || uri.getPath().isEmpty() ? uri.resolve("/") : uri);
      }
    } catch (java.net.URISyntaxException e) {
      // said below
    }
    problems.add(
        keys.get("url").value(),
        "'url' is no http URL: '" + text.get() + "'",
        "give the GGP player's address, such as http://127.0.0.1:9147/");
    return Optional.empty();
  }

  /** {@code isolation}, {@code jvm-options} and {@code command}. */
  private Optional<Isolation> isolation(Map<String, Entry> keys) {
    int before = problems.count();
    Optional<String> mode = read(keys, "isolation", n -> reader.text("'isolation'", n));
    if (mode.isPresent() && !ISOLATIONS.contains(mode.get())) {
      problems.add(
          keys.get("isolation").value(),
          "unknown isolation '" + mode.get() + "'",
          Suggestions.hint(mode.get(), ISOLATIONS, "isolations"));
    }
    Optional<List<String>> jvm = read(keys, "jvm-options", n -> texts("'jvm-options'", n));
    Optional<List<String>> command = read(keys, "command", n -> texts("'command'", n));
    boolean hasUrl = keys.containsKey("url");
    if (hasUrl && command.isPresent()) {
      problems.add(
          keys.get("url").keyNode(),
          "'url' and 'command' exclude each other",
          "a GGP player is reached at its url, a program is started by its command: keep one");
    }
    if (hasUrl && keys.containsKey("strategy")) {
      problems.add(
          keys.get("url").keyNode(),
          "'url' and 'strategy' exclude each other",
          "a GGP player at a url plays instead of a strategy plugin: keep one of them");
    }
    if (hasUrl && mode.filter("in-process"::equals).isPresent()) {
      problems.add(
          keys.get("isolation").value(),
          "a GGP player at a 'url' always plays outside Ply",
          "remove 'isolation'");
    }
    if (command.isPresent() && command.get().isEmpty()) {
      problems.add(
          keys.get("command").value(),
          "'command' is empty",
          "give the program and its arguments, such as [python3, players/random_player.py]");
    }
    if (command.isPresent() && keys.containsKey("strategy")) {
      problems.add(
          keys.get("command").keyNode(),
          "'command' and 'strategy' exclude each other",
          "an external program plays instead of a strategy plugin: keep one of them");
    }
    if (command.isPresent() && mode.filter("in-process"::equals).isPresent()) {
      problems.add(
          keys.get("isolation").value(),
          "an external 'command' always runs in a process",
          "remove 'isolation', or write 'isolation: process'");
    }
    if (jvm.isPresent() && (command.isPresent() || !mode.filter("process"::equals).isPresent())) {
      problems.add(
          keys.get("jvm-options").keyNode(),
          "'jvm-options' apply only to a strategy with 'isolation: process'",
          command.isPresent()
              ? "an external command sets its own options"
              : "add 'isolation: process', or remove 'jvm-options'");
    }
    if (problems.count() > before) {
      return Optional.empty();
    }
    Optional<String> protocol = read(keys, "protocol", n -> reader.text("'protocol'", n));
    if (protocol.isPresent() && PlayerProtocol.named(protocol.get()).isEmpty()) {
      problems.add(
          keys.get("protocol").value(),
          "unknown protocol '" + protocol.get() + "'",
          Suggestions.hint(protocol.get(), PlayerProtocol.words(), "protocols"));
    }
    boolean ggp = protocol.filter(PlayerProtocol.GGP.word()::equals).isPresent();
    if (ggp && !hasUrl) {
      problems.add(
          keys.get("protocol").value(),
          "a GGP player needs its 'url'",
          "add the address it listens at, such as url: http://127.0.0.1:9147/ (ply serve-ggp"
              + " serves a strategy there)");
    }
    if (hasUrl && !ggp) {
      problems.add(
          keys.get("url").keyNode(),
          "'url' applies only to a GGP player",
          "add 'protocol: ggp', or remove 'url'");
    }
    Optional<java.net.URI> url = hasUrl && ggp ? url(keys) : Optional.empty();
    if (protocol.isPresent() && command.isEmpty() && !ggp) {
      problems.add(
          keys.get("protocol").keyNode(),
          "'protocol' applies only to an external" + " 'command'",
          "add the program's command line, or remove 'protocol'");
    }
    Map<String, String> engineOptions = new java.util.LinkedHashMap<>();
    PlayerProtocol speaks = protocol.flatMap(PlayerProtocol::named).orElse(PlayerProtocol.PLY);
    if (speaks.takesOptions() && keys.containsKey("options")) {
      reader
          .mappingEntries("'options'", keys.get("options").value(), null)
          .ifPresent(
              m ->
                  m.forEach(
                      (name, e) ->
                          reader
                              .text("'" + name + "'", e.value())
                              .ifPresent(v -> engineOptions.put(name, v))));
    }
    Optional<String> restart = read(keys, "restart", n -> reader.text("'restart'", n));
    if (restart.isPresent() && !RESTARTS.contains(restart.get())) {
      problems.add(
          keys.get("restart").value(),
          "unknown restart '" + restart.get() + "'",
          Suggestions.hint(restart.get(), RESTARTS, "values"));
    }
    if (restart.isPresent() && command.isEmpty()) {
      problems.add(
          keys.get("restart").keyNode(),
          "'restart' applies only to an external" + " 'command'",
          "remove 'restart'");
    }
    Optional<java.nio.file.Path> directory = workingDirectory(keys, command.isPresent());
    List<String> init = List.of();
    if (keys.containsKey("init-strings")) {
      init = read(keys, "init-strings", n -> texts("'init-strings'", n)).orElse(List.of());
      if (!speaks.takesOptions() || !speaks.engine()) {
        problems.add(
            keys.get("init-strings").keyNode(),
            "'init-strings' can be sent only to a UCI or xboard engine",
            "remove 'init-strings'");
      }
    }
    boolean ponder = read(keys, "ponder", n -> reader.bool("'ponder'", n)).orElse(false);
    if (keys.containsKey("ponder")
        && speaks != PlayerProtocol.UCI
        && speaks != PlayerProtocol.XBOARD) {
      problems.add(
          keys.get("ponder").keyNode(),
          "'ponder' applies only to a UCI or xboard engine",
          "Ply ponders with UCI's 'go ponder' and xboard's 'hard': remove 'ponder'");
    }
    if (problems.count() > before) {
      return Optional.empty();
    }
    if (url.isPresent()) {
      // Its play clock comes from 'time', read later: one second until then.
      return Optional.of(
          new Isolation(
              true,
              List.of(),
              List.of(),
              PlayerProtocol.GGP,
              Map.of(),
              false,
              Optional.of(new GgpEndpoint(url.get(), Duration.ofSeconds(1)))));
    }
    boolean process = command.isPresent() || mode.filter("process"::equals).isPresent();
    return Optional.of(
        new Isolation(
            process,
            jvm.orElse(List.of()),
            command.orElse(List.of()),
            speaks,
            engineOptions,
            restart.filter("per-game"::equals).isPresent(),
            directory,
            init,
            ponder));
  }

  /**
   * {@code working-directory}: a folder that exists, relative to the file it is written in (the
   * config, or the engines file of the entrant's {@code engine}); only for an external command.
   */
  private Optional<java.nio.file.Path> workingDirectory(Map<String, Entry> keys, boolean command) {
    Entry entry = keys.get("working-directory");
    if (entry == null) {
      return Optional.empty();
    }
    if (!command) {
      problems.add(
          entry.keyNode(),
          "'working-directory' applies only to an external 'command'",
          "remove 'working-directory'");
      return Optional.empty();
    }
    Optional<java.nio.file.Path> written = shared.path("'working-directory'", entry.value());
    if (written.isEmpty()) {
      return Optional.empty();
    }
    java.nio.file.Path dir = PluginPaths.resolve(problems.fileOf(entry.value()), written.get());
    if (!java.nio.file.Files.isDirectory(dir)) {
      problems.add(
          entry.value(),
          "'working-directory': " + written.get() + " is not a folder",
          "looked for " + dir + " (relative to the file it is written in)");
      return Optional.empty();
    }
    return Optional.of(dir);
  }

  /**
   * The stand-in strategy of an external player; it takes no evaluator, and options only when it is
   * an engine (they are the engine's own).
   */
  private Optional<Strategy> external(Map<String, Entry> keys, boolean engine) {
    for (String key :
        engine
            ? List.of("evaluator", "evaluator-options")
            : List.of("evaluator", "evaluator-options", "options")) {
      if (keys.containsKey(key)) {
        problems.add(
            keys.get(key).keyNode(),
            "'" + key + "' does not apply to an external" + " 'command'",
            "the program chooses its own moves: remove '" + key + "'");
      }
    }
    return Optional.of(new ExternalStrategy());
  }

  /** A list of texts, such as {@code [-Xmx256m, -Xss2m]}. */
  private Optional<List<String>> texts(String label, Node node) {
    Optional<List<Node>> items = reader.list(label, node);
    if (items.isEmpty()) {
      return Optional.empty();
    }
    java.util.ArrayList<String> values = new java.util.ArrayList<>();
    for (Node item : items.get()) {
      Optional<String> text = reader.text(label, item);
      if (text.isEmpty()) {
        return Optional.empty();
      }
      values.add(text.get());
    }
    return Optional.of(values);
  }

  private Optional<String> name(
      MappingNode mapping, Map<String, Entry> keys, Map<String, Node> names) {
    Entry entry = keys.get("name");
    if (entry == null) {
      shared.missing(
          mapping, "name", "a name of letters, digits, '_', '.' and '-', unique in the " + scope);
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
      problems.add(
          entry.value(),
          "duplicate "
              + noun
              + " name '"
              + name.get()
              + "' (first at line "
              + NodeReader.line(first)
              + ")",
          "give each " + noun + " its own name");
      return Optional.empty();
    }
    return name;
  }

  private Optional<Strategy> strategy(
      MappingNode mapping, Map<String, Entry> keys, Optional<Game> game) {
    Entry entry = keys.get("strategy");
    if (entry == null) {
      shared.missing(mapping, "strategy", available(catalog.strategyIds(), "strategies"));
      return Optional.empty();
    }
    Optional<String> id = reader.text("'strategy'", entry.value());
    if (id.isEmpty()) {
      return Optional.empty();
    }
    Optional<Strategy> strategy = catalog.strategy(id.get());
    Optional<String> conflict = catalog.conflict("strategy", id.get());
    if (conflict.isPresent()) {
      problems.add(entry.value(), conflict.get(), "remove one of the two jars");
    } else if (strategy.isEmpty()) {
      problems.add(
          entry.value(),
          "unknown strategy '" + id.get() + "'",
          shared.unknownIdHint(id.get(), catalog.strategyIds(), "strategies"));
    } else if (game.isPresent() && !dev.ply.host.plugins.Fit.fits(strategy.get(), game.get())) {
      Game g = game.get();
      List<String> able =
          catalog.strategyIds().stream()
              .filter(
                  s ->
                      catalog
                          .strategy(s)
                          .map(x -> dev.ply.host.plugins.Fit.fits(x, g))
                          .orElse(false))
              .toList();
      problems.add(
          entry.value(),
          "strategy '"
              + id.get()
              + "' "
              + dev.ply.host.plugins.Fit.whyNot(strategy.get(), g).orElseThrow(),
          able.isEmpty()
              ? "no loaded strategy supports it"
              : "strategies that do: " + String.join(", ", able));
    }
    return strategy;
  }

  private Optional<Evaluator> evaluator(
      Map<String, Entry> keys, Optional<Game> game, Optional<Strategy> strategy) {
    Entry entry = keys.get("evaluator");
    if (entry == null) {
      return Optional.empty();
    }
    Optional<String> id = reader.text("'evaluator'", entry.value());
    if (id.isEmpty()) {
      return Optional.empty();
    }
    Optional<Evaluator> evaluator = catalog.evaluator(id.get());
    Optional<String> conflict = catalog.conflict("evaluator", id.get());
    if (conflict.isPresent()) {
      problems.add(entry.value(), conflict.get(), "remove one of the two jars");
      return Optional.empty();
    }
    if (evaluator.isEmpty()) {
      Optional<String> near = Suggestions.nearest(id.get(), catalog.evaluatorIds());
      problems.add(
          entry.value(),
          "unknown evaluator '" + id.get() + "'",
          near.map(s -> "did you mean '" + s + "'?")
              .orElseGet(
                  () ->
                      game.map(shared::evaluatorsFor)
                          .orElseGet(() -> available(catalog.evaluatorIds(), "evaluators"))));
      return Optional.empty();
    }
    Evaluator e = evaluator.get();
    if (game.isPresent() && !e.gameId().equals(game.get().id())) {
      problems.add(
          entry.value(),
          "evaluator '"
              + e.id()
              + "' is for game '"
              + e.gameId()
              + "', not '"
              + game.get().id()
              + "'",
          shared.evaluatorsFor(game.get()));
    }
    if (strategy.isPresent() && !strategy.get().usesEvaluator()) {
      problems.add(
          entry.value(),
          "strategy '" + strategy.get().id() + "' does not use an evaluator",
          "remove 'evaluator' from this " + noun);
    }
    return evaluator;
  }

  private Optional<Options> strategyOptions(Map<String, Entry> keys, Optional<Strategy> strategy) {
    Entry entry = keys.get("options");
    Map<String, Entry> values = Map.of();
    if (entry != null) {
      Optional<Map<String, Entry>> read = reader.mappingEntries("'options'", entry.value(), null);
      if (read.isEmpty()) {
        return Optional.empty();
      }
      values = read.get();
    }
    if (strategy.isEmpty()) {
      return Optional.empty();
    }
    String owner = "strategy '" + strategy.get().id() + "'";
    return OptionValues.read(
        values, strategy.get().options(), owner, owner + " has no options", problems, reader);
  }

  /**
   * {@code evaluator-options}: the values of the evaluator's options, checked against its {@link
   * Evaluator#options()} as {@code options} are against the strategy's, defaults filled in; refused
   * without an {@code evaluator}. No options without an evaluator; empty after a problem.
   */
  private Optional<Options> evaluatorOptions(
      Map<String, Entry> keys, Optional<Evaluator> evaluator) {
    Entry entry = keys.get("evaluator-options");
    if (entry == null) {
      return Optional.of(
          evaluator.map(e -> Options.resolve(e.options(), Map.of())).orElse(Options.empty()));
    }
    Optional<Map<String, Entry>> values =
        reader.mappingEntries("'evaluator-options'", entry.value(), null);
    if (values.isEmpty()) {
      return Optional.empty();
    }
    if (!keys.containsKey("evaluator")) {
      problems.add(
          entry.keyNode(),
          "'evaluator-options' without an 'evaluator'",
          "name the evaluator they set, such as 'evaluator: connect-four-windows', or remove"
              + " 'evaluator-options'");
      return Optional.empty();
    }
    if (evaluator.isEmpty()) {
      return Optional.empty(); // the evaluator was reported
    }
    String owner = "evaluator '" + evaluator.get().id() + "'";
    return OptionValues.read(
        values.get(),
        evaluator.get().options(),
        owner,
        owner + " has no options",
        problems,
        reader);
  }

  /** An entrant's {@code time-margin}, if given: a duration, zero allowed. */
  Optional<Duration> timeMargin(Map<String, Entry> keys) {
    return read(keys, "time-margin", n -> reader.duration("'time-margin'", n, false));
  }

  /**
   * An entrant's {@code clock}, if given: {@code 'clock' and 'time' exclude each other} at its key.
   */
  Optional<EntrantSpec.Clock> clock(Map<String, Entry> keys) {
    Entry entry = keys.get("clock");
    if (entry == null) {
      return Optional.empty();
    }
    if (keys.containsKey("time")) {
      problems.add(
          entry.keyNode(),
          "'clock' and 'time' exclude each other",
          "'time' limits each move and 'clock' the whole game; keep one");
    }
    return clock(entry);
  }

  private Optional<EntrantSpec.Clock> clock(Entry entry) {
    if (entry.value() instanceof org.yaml.snakeyaml.nodes.ScalarNode
        && !NodeReader.isNull(entry.value())) {
      Optional<String> text = reader.text("'clock'", entry.value());
      if (text.isEmpty()) {
        return Optional.empty();
      }
      try {
        return Optional.of(ClockText.parse(text.get()));
      } catch (IllegalArgumentException e) {
        problems.add(
            entry.value(),
            "'clock': " + e.getMessage() + ": '" + text.get() + "'",
            ClockText.EXAMPLES);
        return Optional.empty();
      }
    }
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
    long moves =
        read(values.get(), "moves", n -> reader.integer("'moves'", n, 1, Integer.MAX_VALUE))
            .orElse(0L);
    if (problems.count() > before) {
      return Optional.empty();
    }
    return Optional.of(new EntrantSpec.Clock(baseTime.orElseThrow(), increment, (int) moves));
  }
}
