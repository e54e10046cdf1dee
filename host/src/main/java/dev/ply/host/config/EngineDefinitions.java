package dev.ply.host.config;

import dev.ply.host.config.NodeReader.Entry;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * An engines file ({@code engines.yaml}): named engine definitions that the entrants of match and
 * tournament files take by {@code engine: NAME}, as cutechess's {@code engines.json} and
 * fastchess's {@code conf=} do, and that {@code ply engine check NAME} checks.
 *
 * <pre>
 * stockfish:                          # the engine's name: letters, digits, _ . -
 *   command: [/usr/games/stockfish]
 *   protocol: uci
 *   options: {Hash: 16, Threads: 1}
 *   working-directory: /tmp           # the engine runs there (default: Ply's own)
 *   init-strings: [setoption name Move Overhead value 20]   # sent once after the handshake
 *   ponder: true
 * </pre>
 *
 * <p>A definition takes the keys of an entrant that describe the program ({@link #KEYS}); the
 * entrant that names it may give any of them again, and its own value replaces the definition's
 * (the whole value: an entrant's {@code options} replace the definition's {@code options}). The
 * file is read only when an entrant names an engine, or by {@code ply engine check}.
 *
 * <p>A problem inside the file names the file and its line and column, as a problem of the config
 * does; the file is read through {@link ConfigFiles}, composed by {@link YamlTree} (no tag builds
 * an object). Stateless.
 */
final class EngineDefinitions {

  /** The keys of a definition, in the order the documentation gives them. */
  static final List<String> KEYS =
      List.of(
          "command",
          "protocol",
          "options",
          "working-directory",
          "init-strings",
          "ponder",
          "restart",
          "depth",
          "nodes",
          "time",
          "clock",
          "time-margin");

  /** The file read when a config names engines and no {@code engines} file. */
  static final String DEFAULT_FILE = "engines.yaml";

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]+");

  /**
   * One named engine.
   *
   * @param name its name, the key it is written under
   * @param nameNode the node of that key: an entrant without a {@code name} is given this one
   * @param keys its entries, each a key of {@link #KEYS}
   */
  record Definition(String name, Node nameNode, Map<String, Entry> keys) {}

  /**
   * What a file defines.
   *
   * @param good the definitions without a problem, by name, in file order
   * @param named every name the file gives, a definition with a problem included (an entrant that
   *     names one is not told the name is unknown)
   */
  record Read(Map<String, Definition> good, java.util.Set<String> named) {
    static final Read NONE = new Read(Map.of(), java.util.Set.of());
  }

  private EngineDefinitions() {}

  /**
   * Reads the definitions of {@code file}; its problems go to {@code into}, naming the file.
   *
   * @param at where the file was named (the {@code engines} key's value, or an entrant's {@code
   *     engine}): a file that cannot be read is reported there
   * @return what the file defines; nothing when it cannot be read
   */
  static Read read(Path file, Problems into, Node at) {
    if (!java.nio.file.Files.exists(file)) {
      into.add(
          at,
          "engines file '" + file + "': no such file",
          "define the engines there, or name the file with 'engines: FILE' at the top of the config");
      return Read.NONE;
    }
    String text;
    try {
      text = ConfigFiles.read(file, "an engines file");
    } catch (ConfigFiles.Unreadable e) {
      into.add(at, "engines file '" + file + "': " + e.getMessage(), e.hint());
      return Read.NONE;
    }
    Problems own = new Problems(file);
    Node root = YamlTree.compose(text, own);
    Read definitions = read(root, own);
    into.adopt(root, own);
    return definitions;
  }

  /**
   * Reads the definitions of an engines file alone, as {@code ply engine check NAME} does.
   *
   * @throws ConfigException with every problem of the file
   */
  static Read readAlone(Path file) throws ConfigException {
    Problems own = new Problems(file);
    String text = ConfigFiles.readConfig(file, "an engines file");
    Read definitions = read(YamlTree.compose(text, own), own);
    if (!own.isEmpty()) {
      throw own.toException();
    }
    return definitions;
  }

  private static Read read(Node root, Problems own) {
    NodeReader reader = new NodeReader(own);
    Map<String, Definition> definitions = new LinkedHashMap<>();
    java.util.Set<String> named = new java.util.LinkedHashSet<>();
    Read read = new Read(definitions, named);
    if (root == null || NodeReader.isNull(root) || own.isRefused(root)) {
      if (own.isEmpty()) {
        own.add(1, 1, "the file is empty", "define engines by name, such as 'stockfish:'");
      }
      return read;
    }
    if (!(root instanceof MappingNode top)) {
      reader.expected(
          "the engines file",
          "a mapping of engines by name",
          root,
          "write each engine as 'NAME:' followed by its 'command', 'protocol', …");
      return read;
    }
    for (Entry entry : reader.entries(top, null).values()) {
      named.add(entry.key());
      if (!NAME.matcher(entry.key()).matches()) {
        own.add(
            entry.keyNode(),
            "engine name '" + entry.key() + "': use letters, digits, '_', '.' and '-'",
            "");
        continue;
      }
      Optional<Map<String, Entry>> keys =
          reader.mappingEntries("engine '" + entry.key() + "'", entry.value(), KEYS);
      if (keys.isEmpty()) {
        continue;
      }
      if (!keys.get().containsKey("command")) {
        own.add(
            entry.value() instanceof MappingNode ? entry.value() : entry.keyNode(),
            "engine '" + entry.key() + "' has no 'command'",
            "give the program and its arguments, such as [/usr/games/stockfish]");
        continue;
      }
      definitions.put(
          entry.key(), new Definition(entry.key(), entry.keyNode(), Map.copyOf(keys.get())));
    }
    return read;
  }

  /**
   * An entrant's keys with its {@code engine}'s definition under them: the definition's entries,
   * each replaced by the entrant's own of the same key; a {@code name} from the definition's name
   * when the entrant has none.
   */
  static Map<String, Entry> merged(Definition definition, Map<String, Entry> entrant) {
    Map<String, Entry> keys = new LinkedHashMap<>();
    if (!entrant.containsKey("name")) {
      keys.put(
          "name",
          new Entry(
              "name",
              (org.yaml.snakeyaml.nodes.ScalarNode) definition.nameNode(),
              definition.nameNode()));
    }
    keys.putAll(definition.keys());
    entrant.forEach(
        (key, entry) -> {
          if (!key.equals("engine")) {
            keys.put(key, entry);
          }
        });
    return keys;
  }

  /** The engines file of a config: its {@code engines} key, or {@code engines.yaml} beside it. */
  static Path fileOf(Path source, Optional<Path> written) {
    return PluginPaths.resolve(source, written.orElse(Path.of(DEFAULT_FILE)));
  }
}
