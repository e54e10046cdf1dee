package dev.ply.host.cli;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Strategy;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.loader.LoadedPlugin;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code ply list}: the games, strategies and evaluators the plugins provide, each with the plugin
 * and jar it comes from, then every plugin with its version and path.
 */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description =
        "List the games, strategies and evaluators of the loaded plugins, with their" + " options.")
final class ListCommand implements Callable<Integer> {

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    try (PluginRegistry registry = plugins.load(spec.commandLine().getErr())) {
      out.println("Games");
      for (String id : registry.gameIds()) {
        Game g = registry.game(id).orElseThrow();
        out.printf(
            "  %-22s %-28s %s players   [%s]%n",
            id, g.displayName(), g.players(), label(registry, "game", id));
        if (!g.features().isEmpty()) {
          out.println("      kind: " + features(g.features()));
        }
        printOptions(out, g.variantOptions());
      }
      out.println();
      out.println("Strategies");
      for (String id : registry.strategyIds()) {
        Strategy s = registry.strategy(id).orElseThrow();
        out.printf("  %-22s %s   [%s]%n", id, s.description(), label(registry, "strategy", id));
        if (!s.handles().isEmpty()) {
          out.println("      plays games with: " + features(s.handles()));
        }
        java.util.List<String> plays =
            registry.gameIds().stream()
                .filter(g -> dev.ply.host.plugins.Fit.fits(s, registry.game(g).orElseThrow()))
                .toList();
        out.println(
            "      plays: "
                + (plays.isEmpty() ? "none of the loaded games" : String.join(", ", plays)));
        if (s instanceof dev.ply.api.GameSolver) {
          out.println("      solves whole games: ply solve GAME --strategy " + id);
        }
        printOptions(out, s.options());
      }
      out.println();
      out.println("Evaluators");
      for (String id : registry.evaluatorIds()) {
        Evaluator e = registry.evaluator(id).orElseThrow();
        out.printf(
            "  %-22s for %s: %s   [%s]%n",
            id, e.gameId(), e.description(), label(registry, "evaluator", id));
        printOptions(out, e.options());
      }
      out.println();
      out.println("Plugins");
      for (LoadedPlugin p : registry.plugins()) {
        out.printf("  %-22s %-16s %s%n", p.id(), p.version(), p.path());
      }
      if (!registry.problems().isEmpty()) {
        out.println();
        out.println("Problems (" + registry.problems().size() + "; see the warnings above)");
      }
    }
    return 0;
  }

  /** Game features in words, in the api's order: {@code chance nodes (dice, deals), ...}. */
  private static String features(java.util.Set<dev.ply.api.GameFeature> features) {
    return java.util.Arrays.stream(dev.ply.api.GameFeature.values())
        .filter(features::contains)
        .map(dev.ply.api.GameFeature::words)
        .collect(java.util.stream.Collectors.joining(", "));
  }

  /** {@code nim 1.0.0 from ply-plugin-nim-1.0.0.jar}: the plugin and the jar it came from. */
  private static String label(PluginRegistry registry, String kind, String id) {
    String pluginId = registry.pluginOf(kind, id);
    return registry
        .plugin(pluginId)
        .map(p -> p.label() + " from " + p.path().getFileName())
        .orElse(pluginId);
  }

  private static void printOptions(PrintWriter out, List<OptionSpec> options) {
    for (OptionSpec option : options) {
      out.println("      option " + option.help());
    }
  }
}
