package dev.ply.host.cluster;

import dev.ply.host.bench.SearchSignature;
import dev.ply.host.config.ConfigException;
import dev.ply.host.config.RunConfigLoader;
import dev.ply.host.isolation.Players;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.RunInfo;
import dev.ply.host.tournament.Formats;
import dev.ply.host.tournament.Plans;
import dev.ply.host.tournament.TournamentPlan;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a worker needs to play a run's games exactly as the coordinator would: the config's kind,
 * text and path, the SHA-256 of every plugin jar the coordinator loaded, and its search signature.
 * Sent to every worker that joins; immutable.
 *
 * @param kind {@code match}, {@code tournament} or {@code tune}
 * @param configText the config file's text
 * @param source the config file's path on the coordinator (relative paths in it are read next to
 *     it, where it exists on the worker too)
 * @param configSha256 the SHA-256 of {@code configText}, which names the run's plan on a worker
 * @param plugins plugin id to the SHA-256 of its jar, as the coordinator loaded them
 * @param signature the coordinator's {@code ply bench signature}
 */
public record RunDescription(
    String kind,
    String configText,
    String source,
    String configSha256,
    Map<String, String> plugins,
    long signature)
    implements Serializable {

  /** The kind of a tuning's run, whose config is read in the tuning's format. */
  static final String TUNE = "tune";

  public RunDescription {
    plugins = Map.copyOf(plugins);
  }

  /** The description of the run {@code info} records, played with {@code registry}'s plugins. */
  public static RunDescription of(RunInfo info, PluginRegistry registry) {
    return new RunDescription(
        info.kind(),
        info.configText(),
        info.configPath(),
        info.configSha256(),
        pluginHashes(registry),
        SearchSignature.of(registry));
  }

  /** The SHA-256 of each loaded plugin's jar, by plugin id. */
  static Map<String, String> pluginHashes(PluginRegistry registry) {
    Map<String, String> hashes = new TreeMap<>();
    registry
        .plugins()
        .forEach(p -> hashes.put(p.id(), PluginInfo.of(p.id(), p.version(), p.path()).sha256()));
    return hashes;
  }

  /**
   * Why a worker with these plugins and this signature must not play the run, or empty if it may:
   * the first plugin that is missing or whose jar differs, else a different signature.
   */
  Optional<String> mismatch(Map<String, String> here, long signatureHere) {
    for (Map.Entry<String, String> p : new TreeMap<>(plugins).entrySet()) {
      String mine = here.get(p.getKey());
      if (mine == null) {
        return Optional.of(
            "plugin "
                + p.getKey()
                + " is not loaded on this worker: start it"
                + " with --plugins and the folder or jar of that plugin (a worker does not read the"
                + " config's plugins:, whose paths are the coordinator's)");
      }
      if (!mine.equals(p.getValue())) {
        return Optional.of(
            "plugin "
                + p.getKey()
                + "'s jar differs: SHA-256 "
                + abbrev(mine)
                + " on this worker, "
                + abbrev(p.getValue())
                + " on the coordinator");
      }
    }
    if (signatureHere != signature) {
      return Optional.of(
          "ply bench signature is "
              + signatureHere
              + " on this worker, "
              + signature
              + " on the coordinator: its searches would not play the same games");
    }
    return Optional.empty();
  }

  private static String abbrev(String sha) {
    return sha.length() > 12 ? sha.substring(0, 12) + "…" : sha;
  }

  /** The run's plan, built from the config text with this worker's plugins. */
  TournamentPlan plan(PluginRegistry registry, List<Path> pluginDirs, Path logDir)
      throws ConfigException {
    Path path = Path.of(source);
    Path dir = path.toAbsolutePath().getParent();
    Path configDir = dir != null && Files.isDirectory(dir) ? dir : Path.of("").toAbsolutePath();
    Players players = new Players(pluginDirs, logDir, configDir);
    if (kind.equals(TUNE)) {
      return Plans.of(
          RunConfigLoader.parse(
              configText,
              path,
              registry,
              List.of(dev.ply.host.tune.TuneFormat.FORMAT),
              RunConfigLoader.Kind.TOURNAMENT),
          Optional.empty(),
          players,
          dev.ply.host.tune.TuneFormat.FORMAT);
    }
    RunConfigLoader.Kind expected = RunConfigLoader.Kind.ofCode(kind);
    return Plans.of(
        RunConfigLoader.parse(configText, path, registry, Formats.ALL, expected),
        Optional.empty(),
        players);
  }
}
