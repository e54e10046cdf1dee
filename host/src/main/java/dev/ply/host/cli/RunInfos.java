package dev.ply.host.cli;

import dev.ply.host.PlyVersion;
import dev.ply.host.config.GameSpec;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.Redaction;
import dev.ply.host.store.RunInfo;
import java.nio.file.Path;
import java.time.Instant;

/**
 * The record of a run's config and code, as {@code ply match} and {@code ply tournament} keep it.
 */
final class RunInfos {

  private RunInfos() {}

  /**
   * A run of kind {@code match} or {@code tournament}, started now with the loaded plugins, each
   * recorded with its jar's absolute path, so that {@code ply report} finds it from anywhere. The
   * config text is kept with its passwords hidden ({@link Redaction}): it is stored, shown in the
   * report and exported, and its digest finds the run again.
   */
  static RunInfo of(
      String kind,
      String name,
      Path source,
      String configText,
      dev.ply.host.store.StoreLocation database,
      GameSpec game,
      PluginRegistry registry) {
    String text = Redaction.config(configText, database);
    return new RunInfo(
        kind,
        name,
        source.toString(),
        text,
        RunInfo.sha256(text),
        game.game().id(),
        game.variant().toString(),
        Instant.now(),
        PlyVersion.ply(),
        RunInfo.currentJvm(),
        RunInfo.currentOs(),
        registry.plugins().stream()
            .map(
                p ->
                    PluginInfo.of(
                        p.id(), p.version(), p.path().toAbsolutePath().normalize(), provides(p)))
            .toList());
  }

  /** {@code game:nim}, {@code evaluator:nim-sum}: what a plugin offers. */
  private static java.util.List<String> provides(dev.ply.loader.LoadedPlugin p) {
    java.util.List<String> all = new java.util.ArrayList<>();
    p.games().forEach(id -> all.add("game:" + id));
    p.strategies().forEach(id -> all.add("strategy:" + id));
    p.evaluators().forEach(id -> all.add("evaluator:" + id));
    return all;
  }
}
