package dev.ply.host.config;

import dev.ply.host.config.NodeReader.Entry;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One engine of an engines file, resolved for {@code ply engine check NAME}: what starts it and
 * what it is told before a game. The file's format is described at {@link EngineDefinitions}.
 *
 * @param name its name in the file
 * @param command its command line
 * @param protocol the protocol written, if any (without one, {@code ply engine check} asks)
 * @param options its options by name
 * @param workingDirectory the folder it runs in, if given
 * @param initStrings the lines sent after its options
 */
public record EngineSetup(
    String name,
    List<String> command,
    Optional<PlayerProtocol> protocol,
    Map<String, String> options,
    Optional<Path> workingDirectory,
    List<String> initStrings) {

  /** The engines file read when none is named: {@code engines.yaml}. */
  public static final String DEFAULT_FILE = EngineDefinitions.DEFAULT_FILE;

  /**
   * The engine {@code name} of {@code file}.
   *
   * @return the engine, or empty when the file defines no engine of that name
   * @throws ConfigException with every problem of the file, or of the engine's definition
   */
  public static Optional<EngineSetup> load(Path file, String name) throws ConfigException {
    EngineDefinitions.Read read = EngineDefinitions.readAlone(file);
    EngineDefinitions.Definition definition = read.good().get(name);
    if (definition == null) {
      return Optional.empty();
    }
    Problems problems = new Problems(file);
    NodeReader reader = new NodeReader(problems);
    PlayerKeys keys =
        new PlayerKeys(new SharedKeys(NO_PLUGINS, problems, reader), "engine", "file");
    Map<String, Entry> entries = definition.keys();
    Optional<Isolation> isolation = keys.isolationOf(entries);
    if (!problems.isEmpty()) {
      throw problems.toException();
    }
    Isolation i = isolation.orElseThrow();
    return Optional.of(
        new EngineSetup(
            name,
            i.command(),
            entries.containsKey("protocol") ? Optional.of(i.protocol()) : Optional.empty(),
            i.engineOptions(),
            i.workingDirectory(),
            i.initStrings()));
  }

  /** An engine's definition names no plugin: its keys are read without any. */
  private static final Catalog NO_PLUGINS =
      new Catalog() {
        @Override
        public Optional<dev.ply.api.Game> game(String id) {
          return Optional.empty();
        }

        @Override
        public Optional<dev.ply.api.Strategy> strategy(String id) {
          return Optional.empty();
        }

        @Override
        public Optional<dev.ply.api.Evaluator> evaluator(String id) {
          return Optional.empty();
        }

        @Override
        public java.util.Set<String> gameIds() {
          return java.util.Set.of();
        }

        @Override
        public java.util.Set<String> strategyIds() {
          return java.util.Set.of();
        }

        @Override
        public java.util.Set<String> evaluatorIds() {
          return java.util.Set.of();
        }
      };

  /** The names an engines file defines, in its order (for a hint). */
  public static List<String> names(Path file) throws ConfigException {
    return List.copyOf(EngineDefinitions.readAlone(file).named());
  }
}
