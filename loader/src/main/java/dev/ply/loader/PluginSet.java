package dev.ply.loader;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameLibrary;
import dev.ply.api.Strategy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import org.pf4j.DefaultVersionManager;
import org.pf4j.JarPluginManager;
import org.pf4j.PluginManager;
import org.pf4j.PluginWrapper;

/**
 * Every game, strategy and evaluator that the plugin jars of some directories provide, loaded
 * through PF4J: what the host loads, and what the plugin parent's check loads from each plugin jar
 * it builds, so that both say the same lines.
 *
 * <p>Loading never fails as a whole: each jar that cannot be used gives one line in {@link
 * #problems()} that names the jar, the cause and the fix, and the others load. The causes: corrupt;
 * no manifest or a manifest without the PF4J entries; the api or PF4J packed inside it; no
 * extension index (no {@code @Extension}, or annotation processing off); built for another api
 * version; a plugin id that another jar overrides; no extensions at all ({@link JarInspection} has
 * the ones seen in the jar's entries). So does each extension that cannot be used (its constructor
 * throws, its class listed in {@code META-INF/extensions.idx} is missing, it implements a copy of
 * the api bundled in its jar), and each class of the jar that would be a game, strategy or
 * evaluator but is missing from the index (its {@code @Extension} forgotten); the plugin's other
 * extensions still load. An id that two plugins offer loads from neither, and {@link #conflict}
 * names both jars. A run that needs a missing piece then fails when its config is checked, before
 * any game starts.
 *
 * <p>Used from one thread; the extensions it hands out are shared.
 */
public class PluginSet implements AutoCloseable {

  /** The extension points of the api, the kinds of extension a plugin may provide. */
  private static final List<Class<?>> API_TYPES = UnindexedClasses.API_TYPES;

  /** The name prefix of maven-shade-plugin's copy of a jar before shading. */
  private static final String SHADE_BACKUP = "original-";

  private final PluginManager manager;
  private final List<LoadedPlugin> plugins = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();

  /** The lines of the skipped copies, told after the lines of the jars they copy. */
  private final List<String> skipped = new ArrayList<>();

  /**
   * The extension being created, or null. A plugin whose constructor calls {@code System.exit} ends
   * every command; the shutdown hook then names it, so that the user learns which jar did.
   */
  private static volatile String creating;

  static {
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  String culprit = creating;
                  if (culprit != null) {
                    System.err.println(
                        "ply: the JVM was ended while "
                            + culprit
                            + " was being created:"
                            + " its constructor exits; remove that jar or fix the plugin");
                    System.err.flush();
                  }
                },
                "ply-plugin-exit"));
  }

  private final Map<String, Game> games = new LinkedHashMap<>();
  private final Map<String, Strategy> strategies = new LinkedHashMap<>();
  private final Map<String, Evaluator> evaluators = new LinkedHashMap<>();
  private final Map<String, String> providerOf = new LinkedHashMap<>();

  /** kind:id of every id two plugins offer, with the sentence that names both jars. */
  private final Map<String, String> conflicts = new LinkedHashMap<>();

  /**
   * Loads every {@code *.jar} directly inside each directory, in name order, and each path that is
   * itself a jar. Of two jars with one plugin id, one loads and a line says which and why: see
   * {@link #PluginSet(List, Map)}.
   *
   * @param directories plugin directories and jars; one that does not exist, or a file that is not
   *     a jar, is a problem, not an error
   */
  protected PluginSet(List<Path> directories) {
    this(directories, Map.of());
  }

  /**
   * As {@link #PluginSet(List)}, with a name for the place each directory comes from, for the line
   * of a plugin id found in two jars. Of those, the one from a later directory of the list loads
   * (the list goes from the most general place to the most particular, so that a jar the user names
   * overrides Ply's own); within one directory, the higher {@code Plugin-Version}, then the jar
   * written last. A {@code original-*.jar} in a directory is maven-shade-plugin's copy of a jar
   * before shading, not a plugin of its own: it is skipped (with a line when the shaded jar beside
   * it is missing or refused), and loads only when named as a jar itself.
   *
   * @param places a name for each directory, such as {@code --plugins}; a directory without one is
   *     named by its path
   */
  protected PluginSet(List<Path> directories, Map<Path, String> places) {
    JarPluginManager jars = new JarPluginManager(directories.toArray(Path[]::new));
    jars.setSystemVersion(ApiVersion.contract());
    this.manager = jars;
    List<Candidate> candidates = new ArrayList<>();
    for (int i = 0; i < directories.size(); i++) {
      Path directory = directories.get(i);
      String place =
          places.getOrDefault(
              directory, (Files.isDirectory(directory) ? "the folder " : "the jar ") + directory);
      for (Path jar : jarsOf(directory)) {
        candidates.add(new Candidate(jar, i, place, JarInspection.inspect(jar)));
      }
    }
    List<Candidate> chosen = choose(candidates);
    problems.addAll(skipped);
    skipped.clear();
    for (Candidate c : chosen) {
      loadJar(c.jar());
    }
    start();
  }

  /** As {@link #PluginSet(List)}. */
  public static PluginSet load(List<Path> directories) {
    return new PluginSet(directories);
  }

  /**
   * A jar that may be loaded.
   *
   * @param jar its path
   * @param rank the index of its directory in the list: a higher one overrides a lower one
   * @param place the name of its directory's place, for lines
   * @param inspection what its entries say
   */
  private record Candidate(Path jar, int rank, String place, JarInspection.Result inspection) {

    String version() {
      return inspection.version().orElse("?");
    }
  }

  /** The jars of a directory (name order), or the jar itself; a line for what is neither. */
  private List<Path> jarsOf(Path directory) {
    if (Files.isRegularFile(directory)) {
      if (directory.getFileName().toString().endsWith(".jar")) {
        return List.of(directory);
      }
      problems.add(directory + ": not a plugin jar (a .jar file) or a directory of them");
      return List.of();
    }
    if (!Files.isDirectory(directory)) {
      problems.add(directory + ": no such plugin directory or jar");
      return List.of();
    }
    List<Path> jars;
    try (Stream<Path> files = Files.list(directory)) {
      jars = files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
    } catch (IOException e) {
      problems.add(directory + ": cannot list the directory: " + e.getMessage());
      return List.of();
    }
    List<Path> kept = new ArrayList<>();
    for (Path jar : jars) {
      String name = jar.getFileName().toString();
      if (!name.startsWith(SHADE_BACKUP)) {
        kept.add(jar);
        continue;
      }
      Path shaded = jar.resolveSibling(name.substring(SHADE_BACKUP.length()));
      if (!Files.isRegularFile(shaded) || JarInspection.inspect(shaded).refused()) {
        skipped.add(
            jar
                + ": skipped: it is maven-shade-plugin's copy of "
                + shaded.getFileName()
                + " before shading, not the plugin jar; fix "
                + shaded.getFileName()
                + (Files.isRegularFile(shaded) ? " (its line says how)" : " (it is missing)")
                + ", or give --plugins "
                + jar
                + " to load this copy anyway");
      }
    }
    return kept;
  }

  /**
   * The jars to load, in list order: each that is not refused, one per plugin id. Adds each jar's
   * findings to the problems, and one line for each plugin id found in several jars.
   */
  private List<Candidate> choose(List<Candidate> candidates) {
    Map<String, List<Candidate>> byId = new LinkedHashMap<>();
    for (Candidate c : candidates) {
      c.inspection().findings().forEach(f -> problems.add(f.line()));
      if (!c.inspection().refused()) {
        byId.computeIfAbsent(c.inspection().pluginId().orElseThrow(), k -> new ArrayList<>())
            .add(c);
      }
    }
    List<Candidate> chosen = new ArrayList<>();
    for (Map.Entry<String, List<Candidate>> e : byId.entrySet()) {
      List<Candidate> same = e.getValue();
      Candidate winner = same.get(0);
      for (Candidate c : same) {
        if (overrides(c, winner)) {
          winner = c;
        }
      }
      chosen.add(winner);
      for (Candidate loser : same) {
        if (loser != winner) {
          String count = same.size() == 2 ? "two" : String.valueOf(same.size());
          problems.add(
              "plugin id '"
                  + e.getKey()
                  + "' is in "
                  + count
                  + " jars: "
                  + winner.jar()
                  + " is loaded, not "
                  + loser.jar()
                  + ", because "
                  + why(winner, loser)
                  + " (remove one, or give each plugin its own id)");
        }
      }
    }
    chosen.sort(java.util.Comparator.comparingInt(candidates::indexOf));
    return chosen;
  }

  /** Whether {@code a} loads rather than {@code b}: a later place, newer version, later file. */
  private static boolean overrides(Candidate a, Candidate b) {
    if (a.rank() != b.rank()) {
      return a.rank() > b.rank();
    }
    int versions = compareVersions(a.version(), b.version());
    if (versions != 0) {
      return versions > 0;
    }
    int times = modified(a.jar()).compareTo(modified(b.jar()));
    return times != 0 ? times > 0 : a.jar().compareTo(b.jar()) > 0;
  }

  private static String why(Candidate winner, Candidate loser) {
    if (winner.rank() != loser.rank()) {
      // Two folders of one place (two --plugins, say): the later one wins, which says why.
      return winner.place().equals(loser.place())
          ? "the later " + winner.place() + " overrides the earlier one"
          : winner.place() + " overrides " + loser.place();
    }
    if (compareVersions(winner.version(), loser.version()) != 0) {
      return "its version " + winner.version() + " is newer than " + loser.version();
    }
    return "both are version "
        + winner.version()
        + " and it was "
        + (modified(winner.jar()).equals(modified(loser.jar())) ? "listed" : "written")
        + " last";
  }

  private static int compareVersions(String a, String b) {
    try {
      return Integer.signum(new DefaultVersionManager().compareVersions(a, b));
    } catch (RuntimeException e) {
      return 0;
    }
  }

  private static java.nio.file.attribute.FileTime modified(Path jar) {
    try {
      return Files.getLastModifiedTime(jar);
    } catch (IOException e) {
      return java.nio.file.attribute.FileTime.fromMillis(0);
    }
  }

  private void loadJar(Path jar) {
    String id;
    try {
      id = manager.loadPlugin(jar);
    } catch (RuntimeException e) {
      problems.add(jar + ": not a loadable plugin: " + rootMessage(e));
      return;
    }
    PluginWrapper wrapper = manager.getPlugin(id);
    if (wrapper != null && wrapper.getPluginState().isDisabled()) {
      problems.add(JarInspection.otherApi(jar, id, wrapper.getDescriptor().getRequires()));
      manager.unloadPlugin(id);
    }
  }

  private void start() {
    for (PluginWrapper wrapper : new ArrayList<>(manager.getPlugins())) {
      String id = wrapper.getPluginId();
      try {
        manager.startPlugin(id);
      } catch (RuntimeException e) {
        problems.add(
            wrapper.getPluginPath() + ": plugin '" + id + "' failed to start: " + rootMessage(e));
        continue;
      }
      if (!wrapper.getPluginState().isStarted()) {
        Throwable failure = wrapper.getFailedException();
        problems.add(
            wrapper.getPluginPath()
                + ": plugin '"
                + id
                + "' did not start"
                + (failure != null ? ": " + rootMessage(failure) : ""));
        continue;
      }
      register(wrapper);
    }
  }

  private void register(PluginWrapper wrapper) {
    String pluginId = wrapper.getPluginId();
    List<String> gameIds;
    List<String> strategyIds;
    List<String> evaluatorIds;
    try {
      gameIds = add(wrapper, Game.class, Game::id, games, "game");
      gameIds = new ArrayList<>(gameIds);
      gameIds.addAll(addLibraries(wrapper));
      strategyIds = add(wrapper, Strategy.class, Strategy::id, strategies, "strategy");
      evaluatorIds = add(wrapper, Evaluator.class, Evaluator::id, evaluators, "evaluator");
    } catch (RuntimeException | LinkageError e) {
      problems.add(
          wrapper.getPluginPath()
              + ": plugin '"
              + pluginId
              + "' failed while creating its extensions: "
              + rootMessage(e));
      return;
    }
    reportUnused(wrapper);
    reportUnindexed(wrapper);
    if (gameIds.isEmpty()
        && strategyIds.isEmpty()
        && evaluatorIds.isEmpty()
        && manager.getExtensionClassNames(pluginId).isEmpty()) {
      problems.add(
          wrapper.getPluginPath()
              + ": plugin '"
              + pluginId
              + "' has no extensions:"
              + " its META-INF/extensions.idx lists no class; annotate each Game, Strategy and"
              + " Evaluator class with @org.pf4j.Extension and compile with <proc>full</proc> (the"
              + " parent "
              + JarInspection.PARENT
              + " does)");
    }
    plugins.add(
        new LoadedPlugin(
            pluginId,
            wrapper.getDescriptor().getVersion(),
            String.valueOf(wrapper.getDescriptor().getPluginDescription()),
            wrapper.getPluginPath(),
            gameIds,
            strategyIds,
            evaluatorIds));
  }

  /**
   * Creates each extension of {@code type} that the plugin lists, one by one, and registers those
   * whose id is new. PF4J's own {@code getExtensions} would log and skip an extension whose
   * constructor throws; here it gives one line naming the class and the cause, and the plugin's
   * other extensions still load.
   */
  private <T> List<String> add(
      PluginWrapper wrapper,
      Class<T> type,
      Function<T, String> idOf,
      Map<String, T> into,
      String kind) {
    List<String> ids = new ArrayList<>();
    String pluginId = wrapper.getPluginId();
    for (Class<? extends T> extensionClass : manager.getExtensionClasses(type, pluginId)) {
      T extension;
      try {
        creating =
            "extension "
                + extensionClass.getName()
                + " of plugin '"
                + pluginId
                + "' ("
                + wrapper.getPluginPath()
                + ")";
        extension = manager.getExtensionFactory().create(extensionClass);
      } catch (RuntimeException | LinkageError e) {
        creating = null;
        problems.add(
            wrapper.getPluginPath()
                + ": extension "
                + extensionClass.getName()
                + " of plugin '"
                + pluginId
                + "' could not be created: "
                + rootMessage(e));
        continue;
      }
      creating = null;
      String id;
      try {
        id = idOf.apply(extension);
      } catch (RuntimeException | LinkageError e) {
        problems.add(
            wrapper.getPluginPath()
                + ": extension "
                + extensionClass.getName()
                + " of plugin '"
                + pluginId
                + "' failed to give its "
                + kind
                + " id: "
                + rootMessage(e));
        continue;
      }
      if (claim(wrapper, kind, id, extension, into)) {
        ids.add(id);
      }
    }
    return ids;
  }

  /**
   * The games of each {@link GameLibrary} the plugin lists, registered as its {@link Game}
   * extensions are: a library that cannot be created, or whose {@code games()} throws, gives one
   * line, and the plugin's other extensions still load.
   */
  private List<String> addLibraries(PluginWrapper wrapper) {
    List<String> ids = new ArrayList<>();
    String pluginId = wrapper.getPluginId();
    for (Class<? extends GameLibrary> libraryClass :
        manager.getExtensionClasses(GameLibrary.class, pluginId)) {
      List<Game> offered;
      try {
        creating =
            "game library "
                + libraryClass.getName()
                + " of plugin '"
                + pluginId
                + "' ("
                + wrapper.getPluginPath()
                + ")";
        offered = List.copyOf(manager.getExtensionFactory().create(libraryClass).games());
      } catch (RuntimeException | LinkageError e) {
        creating = null;
        problems.add(
            wrapper.getPluginPath()
                + ": game library "
                + libraryClass.getName()
                + " of plugin '"
                + pluginId
                + "' could not give its games: "
                + rootMessage(e));
        continue;
      }
      creating = null;
      for (Game game : offered) {
        String id;
        try {
          id = game.id();
        } catch (RuntimeException | LinkageError e) {
          problems.add(
              wrapper.getPluginPath()
                  + ": a game of library "
                  + libraryClass.getName()
                  + " of plugin '"
                  + pluginId
                  + "' failed to give its id: "
                  + rootMessage(e));
          continue;
        }
        if (claim(wrapper, "game", id, game, games)) {
          ids.add(id);
        }
      }
    }
    return ids;
  }

  /**
   * Registers an extension under its id, unless another plugin (or another extension of this one)
   * offers the id too: then neither keeps it, and a line names both plugins.
   *
   * @return whether the id is now this extension's
   */
  private <T> boolean claim(
      PluginWrapper wrapper, String kind, String id, T extension, Map<String, T> into) {
    String pluginId = wrapper.getPluginId();
    {
      String key = kind + ":" + id;
      if (into.containsKey(id) || conflicts.containsKey(key)) {
        String first = providerOf.get(key);
        String firstJar =
            manager.getPlugin(first) == null
                ? first
                : manager.getPlugin(first).getPluginPath().toString();
        String sentence =
            kind
                + " id '"
                + id
                + "' is offered by two plugins: '"
                + first
                + "' ("
                + firstJar
                + ") and '"
                + pluginId
                + "' ("
                + wrapper.getPluginPath()
                + ")";
        conflicts.put(key, sentence);
        into.remove(id);
        problems.add(sentence + "; a run that uses it is refused");
        return false;
      }
      into.put(id, extension);
      providerOf.put(key, pluginId);
      return true;
    }
  }

  /**
   * Reports each class that the plugin's {@code META-INF/extensions.idx} lists but that PF4J found
   * to be no game, strategy or evaluator (PF4J skips those silently): its class is not in the jar,
   * cannot be loaded, implements another copy of the api (the jar bundles the api), or implements
   * none of the three.
   */
  private void reportUnused(PluginWrapper wrapper) {
    String pluginId = wrapper.getPluginId();
    Set<String> used = new TreeSet<>();
    for (Class<?> type : API_TYPES) {
      manager.getExtensionClasses(type, pluginId).forEach(c -> used.add(c.getName()));
    }
    for (String className : new TreeSet<>(manager.getExtensionClassNames(pluginId))) {
      if (!used.contains(className)) {
        problems.add(
            wrapper.getPluginPath()
                + ": extension "
                + className
                + " of plugin '"
                + pluginId
                + "' is ignored: "
                + whyUnused(wrapper, className));
      }
    }
  }

  /**
   * Reports each class of the jar that would be a game, strategy or evaluator but that its {@code
   * META-INF/extensions.idx} does not list ({@link UnindexedClasses}).
   */
  private void reportUnindexed(PluginWrapper wrapper) {
    problems.addAll(
        UnindexedClasses.lines(
            wrapper.getPluginPath(),
            wrapper.getPluginClassLoader(),
            new TreeSet<>(manager.getExtensionClassNames(wrapper.getPluginId()))));
  }

  private static String whyUnused(PluginWrapper wrapper, String className) {
    Class<?> extensionClass;
    try {
      extensionClass = Class.forName(className, false, wrapper.getPluginClassLoader());
    } catch (ClassNotFoundException e) {
      return "META-INF/extensions.idx lists it, but the jar has no such class";
    } catch (LinkageError e) {
      return "its class cannot be loaded: " + rootMessage(e);
    }
    for (Class<?> type : API_TYPES) {
      if (implementsCopyOf(extensionClass, type)) {
        return "it implements its own copy of "
            + type.getName()
            + ", not this host's; declare"
            + " dev.ply:ply-api with <scope>provided</scope>, so that the jar does not pack it";
      }
    }
    return "it is not a Game, Strategy or Evaluator";
  }

  /** Whether a class or one of its supertypes has the name of {@code type} but is another class. */
  private static boolean implementsCopyOf(Class<?> c, Class<?> type) {
    if (c == null) {
      return false;
    }
    if (c != type && c.getName().equals(type.getName())) {
      return true;
    }
    for (Class<?> i : c.getInterfaces()) {
      if (implementsCopyOf(i, type)) {
        return true;
      }
    }
    return implementsCopyOf(c.getSuperclass(), type);
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String message = t.getMessage();
    String outer = e.getMessage();
    if (t != e && outer != null && message != null && !outer.contains(message)) {
      return outer + ": " + message;
    }
    return message != null ? message : t.getClass().getSimpleName();
  }

  /** The plugins that loaded, in load order. */
  public List<LoadedPlugin> plugins() {
    return Collections.unmodifiableList(plugins);
  }

  /** One line for each jar or extension that could not be used. */
  public List<String> problems() {
    return Collections.unmodifiableList(problems);
  }

  /** The id of the plugin that provides a game, strategy or evaluator id, for listings. */
  public String pluginOf(String kind, String id) {
    return providerOf.get(kind + ":" + id);
  }

  /** The loaded plugin with this id. */
  public Optional<LoadedPlugin> plugin(String pluginId) {
    return plugins.stream().filter(p -> p.id().equals(pluginId)).findFirst();
  }

  /**
   * The sentence that names the two plugins offering an id of this kind ({@code game}, {@code
   * strategy} or {@code evaluator}), if two do.
   */
  public Optional<String> conflict(String kind, String id) {
    return Optional.ofNullable(conflicts.get(kind + ":" + id));
  }

  /** The game with this id, if exactly one plugin offers it. */
  public Optional<Game> game(String id) {
    return Optional.ofNullable(games.get(id));
  }

  /** The strategy with this id, if exactly one plugin offers it. */
  public Optional<Strategy> strategy(String id) {
    return Optional.ofNullable(strategies.get(id));
  }

  /** The evaluator with this id, if exactly one plugin offers it. */
  public Optional<Evaluator> evaluator(String id) {
    return Optional.ofNullable(evaluators.get(id));
  }

  /** The ids of the games, sorted. */
  public Set<String> gameIds() {
    return Collections.unmodifiableSet(new TreeSet<>(games.keySet()));
  }

  /** The ids of the strategies, sorted. */
  public Set<String> strategyIds() {
    return Collections.unmodifiableSet(new TreeSet<>(strategies.keySet()));
  }

  /** The ids of the evaluators, sorted. */
  public Set<String> evaluatorIds() {
    return Collections.unmodifiableSet(new TreeSet<>(evaluators.keySet()));
  }

  /**
   * A new instance of every {@link GameLibrary} of the loaded plugins, in plugin order: what reads
   * a game from rules text a GGP game manager sends ({@code ply serve-ggp}). A library that cannot
   * be created is left out (its plugin's games said so when it loaded).
   */
  public List<GameLibrary> gameLibraries() {
    List<GameLibrary> libraries = new ArrayList<>();
    for (PluginWrapper wrapper : manager.getStartedPlugins()) {
      for (Class<? extends GameLibrary> c :
          manager.getExtensionClasses(GameLibrary.class, wrapper.getPluginId())) {
        try {
          libraries.add(manager.getExtensionFactory().create(c));
        } catch (RuntimeException | LinkageError e) {
          // reported when the plugin loaded
        }
      }
    }
    return libraries;
  }

  /** Stops the plugins (PF4J 3.14.1; 3.15.0's stopPlugins throws). */
  @Override
  public void close() {
    manager.stopPlugins();
  }
}
