package dev.ply.host.plugins;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.host.PlyVersion;
import dev.ply.host.config.Catalog;
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
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.pf4j.JarPluginManager;
import org.pf4j.PluginManager;
import org.pf4j.PluginWrapper;

/**
 * Every game, strategy and evaluator that the plugin jars of some directories provide, loaded
 * through PF4J.
 *
 * <p>Loading never fails as a whole: each jar that cannot be used (corrupt, no manifest, built for
 * another api version, a plugin id or extension id seen before, no extensions at all) gives one line
 * in {@link #problems()}, and the others load. A run that needs a missing piece then fails when its
 * config is checked, before any game starts.
 */
public final class PluginRegistry implements Catalog, AutoCloseable {

  private final PluginManager manager;
  private final List<LoadedPlugin> plugins = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();
  private final Map<String, Game> games = new LinkedHashMap<>();
  private final Map<String, Strategy> strategies = new LinkedHashMap<>();
  private final Map<String, Evaluator> evaluators = new LinkedHashMap<>();
  private final Map<String, String> providerOf = new LinkedHashMap<>();

  private PluginRegistry(PluginManager manager) {
    this.manager = manager;
  }

  /**
   * Loads every {@code *.jar} directly inside each directory, in name order.
   *
   * @param directories plugin directories; one that does not exist is a problem, not an error
   */
  public static PluginRegistry load(List<Path> directories) {
    JarPluginManager manager = new JarPluginManager(directories.toArray(Path[]::new));
    manager.setSystemVersion(PlyVersion.api());
    PluginRegistry registry = new PluginRegistry(manager);
    for (Path directory : directories) {
      registry.loadDirectory(directory);
    }
    registry.start();
    return registry;
  }

  private void loadDirectory(Path directory) {
    if (!Files.isDirectory(directory)) {
      problems.add(directory + ": no such plugin directory");
      return;
    }
    List<Path> jars;
    try (Stream<Path> files = Files.list(directory)) {
      jars = files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
    } catch (IOException e) {
      problems.add(directory + ": cannot list the directory: " + e.getMessage());
      return;
    }
    for (Path jar : jars) {
      loadJar(jar);
    }
  }

  private void loadJar(Path jar) {
    String declaredId;
    try (JarFile file = new JarFile(jar.toFile())) {
      Manifest manifest = file.getManifest();
      declaredId = manifest == null ? null : manifest.getMainAttributes().getValue("Plugin-Id");
    } catch (IOException e) {
      problems.add(jar + ": not a readable jar: " + e.getMessage());
      return;
    }
    if (declaredId == null || declaredId.isBlank()) {
      problems.add(jar + ": not a Ply plugin: its manifest has no Plugin-Id");
      return;
    }
    PluginWrapper first = manager.getPlugin(declaredId);
    if (first != null) {
      problems.add(jar + ": plugin id '" + declaredId + "' is already loaded from "
          + first.getPluginPath() + "; this jar is ignored");
      return;
    }
    String id;
    try {
      id = manager.loadPlugin(jar);
    } catch (RuntimeException e) {
      problems.add(jar + ": not a loadable plugin: " + rootMessage(e));
      return;
    }
    PluginWrapper wrapper = manager.getPlugin(id);
    if (wrapper != null && wrapper.getPluginState().isDisabled()) {
      problems.add(jar + ": plugin '" + id + "' requires Ply api "
          + wrapper.getDescriptor().getRequires() + ", but this host provides "
          + PlyVersion.api() + "; rebuild the plugin against this api");
      manager.unloadPlugin(id);
    }
  }

  private void start() {
    for (PluginWrapper wrapper : new ArrayList<>(manager.getPlugins())) {
      String id = wrapper.getPluginId();
      try {
        manager.startPlugin(id);
      } catch (RuntimeException e) {
        problems.add(wrapper.getPluginPath() + ": plugin '" + id + "' failed to start: "
            + rootMessage(e));
        continue;
      }
      if (!wrapper.getPluginState().isStarted()) {
        Throwable failure = wrapper.getFailedException();
        problems.add(wrapper.getPluginPath() + ": plugin '" + id + "' did not start"
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
      strategyIds = add(wrapper, Strategy.class, Strategy::id, strategies, "strategy");
      evaluatorIds = add(wrapper, Evaluator.class, Evaluator::id, evaluators, "evaluator");
    } catch (RuntimeException | LinkageError e) {
      problems.add(wrapper.getPluginPath() + ": plugin '" + pluginId
          + "' failed while creating its extensions: " + rootMessage(e));
      return;
    }
    if (gameIds.isEmpty() && strategyIds.isEmpty() && evaluatorIds.isEmpty()
        && manager.getExtensionClassNames(pluginId).isEmpty()) {
      problems.add(wrapper.getPluginPath() + ": plugin '" + pluginId + "' has no extensions"
          + " (no @Extension classes in META-INF/extensions.idx: was it compiled with annotation"
          + " processing on, -proc:full?)");
    }
    plugins.add(new LoadedPlugin(pluginId, wrapper.getDescriptor().getVersion(),
        String.valueOf(wrapper.getDescriptor().getPluginDescription()), wrapper.getPluginPath(),
        gameIds, strategyIds, evaluatorIds));
  }

  private <T> List<String> add(PluginWrapper wrapper, Class<T> type, Function<T, String> idOf,
      Map<String, T> into, String kind) {
    List<String> ids = new ArrayList<>();
    String pluginId = wrapper.getPluginId();
    for (T extension : manager.getExtensions(type, pluginId)) {
      String id = idOf.apply(extension);
      String key = kind + ":" + id;
      if (into.containsKey(id)) {
        problems.add(wrapper.getPluginPath() + ": " + kind + " id '" + id + "' of plugin '"
            + pluginId + "' is already provided by plugin '" + providerOf.get(key)
            + "'; this one is ignored");
        continue;
      }
      into.put(id, extension);
      providerOf.put(key, pluginId);
      ids.add(id);
    }
    return ids;
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

  @Override
  public Optional<Game> game(String id) {
    return Optional.ofNullable(games.get(id));
  }

  @Override
  public Optional<Strategy> strategy(String id) {
    return Optional.ofNullable(strategies.get(id));
  }

  @Override
  public Optional<Evaluator> evaluator(String id) {
    return Optional.ofNullable(evaluators.get(id));
  }

  @Override
  public Set<String> gameIds() {
    return Collections.unmodifiableSet(new TreeSet<>(games.keySet()));
  }

  @Override
  public Set<String> strategyIds() {
    return Collections.unmodifiableSet(new TreeSet<>(strategies.keySet()));
  }

  @Override
  public Set<String> evaluatorIds() {
    return Collections.unmodifiableSet(new TreeSet<>(evaluators.keySet()));
  }

  /** Stops the plugins (PF4J 3.14.1; 3.15.0's stopPlugins throws). */
  @Override
  public void close() {
    manager.stopPlugins();
  }
}
