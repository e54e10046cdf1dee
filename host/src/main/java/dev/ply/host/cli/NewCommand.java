package dev.ply.host.cli;

import dev.ply.host.PlyVersion;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.scaffold.Scaffold;
import dev.ply.host.scaffold.Scaffold.Kind;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** {@code ply new game|strategy NAME}: a plugin project of one's own, ready to build. */
@Command(
    name = "new",
    mixinStandardHelpOptions = true,
    description =
        "Start a plugin project of your own: a Maven project with its wrapper, a small"
            + " working example, its conformance test, a tournament file and a README.",
    subcommands = {NewCommand.GameProject.class, NewCommand.StrategyProject.class})
final class NewCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  /** What followed {@code ply new} when it is not a kind ({@code gmae x}), for the hint. */
  @Unmatched List<String> words = new java.util.ArrayList<>();

  /**
   * {@code ply new} alone, or with a word that is no kind: which kind is missing, with the nearest
   * kind to a misspelt one; a usage error.
   */
  @Override
  public Integer call() {
    if (!words.isEmpty()) {
      String given = ConsoleText.clean(words.get(0), false);
      List<String> kinds = List.of(Kind.GAME.word(), Kind.STRATEGY.word());
      spec.commandLine()
          .getErr()
          .println(
              "ply new: '"
                  + given
                  + "' is not a kind of project; "
                  + dev.ply.host.config.Suggestions.hint(given, kinds, "kinds")
                  + " (ply new game NAME, or ply new strategy NAME)");
      return Main.USAGE_ERROR;
    }
    spec.commandLine()
        .getErr()
        .println("ply new: say which: ply new game NAME, or ply new" + " strategy NAME");
    spec.commandLine().usage(spec.commandLine().getErr());
    return Main.USAGE_ERROR;
  }

  /** {@code ply new game NAME}. */
  @Command(
      name = "game",
      mixinStandardHelpOptions = true,
      description = "A game plugin: a take-away game (a heap of stones) to replace with yours.")
  static final class GameProject extends Project {
    GameProject() {
      super(Kind.GAME);
    }
  }

  /** {@code ply new strategy NAME}. */
  @Command(
      name = "strategy",
      mixinStandardHelpOptions = true,
      description = "A strategy plugin: a greedy player, one move ahead, to replace with yours.")
  static final class StrategyProject extends Project {
    StrategyProject() {
      super(Kind.STRATEGY);
    }
  }

  /** What both kinds share: the name, the folder, the checks, the summary. */
  abstract static class Project implements Callable<Integer> {

    private final Kind kind;

    @Parameters(
        index = "0",
        paramLabel = "NAME",
        description =
            "The plugin's id, which is also the game's or strategy's id and the"
                + " project's artifactId: lower-case words joined by hyphens, such as my-game.")
    String name;

    @Option(
        names = "--dir",
        paramLabel = "DIR",
        description =
            "Where to write the project (default: ./NAME); it must be empty or not" + " exist yet.")
    Path dir;

    @Mixin PluginOptions plugins;

    @Spec CommandSpec spec;

    Project(Kind kind) {
      this.kind = kind;
    }

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      String command = "ply new " + kind.word();
      Optional<String> invalid = Scaffold.invalidId(name);
      if (invalid.isPresent()) {
        err.println(command + ": " + invalid.get());
        return Main.USAGE_ERROR;
      }
      Path target = dir != null ? dir : Path.of(name);
      try {
        if (!Scaffold.isFree(target)) {
          err.println(
              command
                  + ": "
                  + target
                  + (Files.isDirectory(target)
                      ? " already exists and is not empty; give another --dir, or remove it"
                      : " is a file; give another --dir"));
          return Main.USAGE_ERROR;
        }
      } catch (IOException e) {
        err.println(command + ": cannot read " + target + ": " + e.getMessage());
        return Main.RUNTIME_FAILURE;
      }
      Optional<String> taken = taken();
      if (taken.isPresent()) {
        err.println(
            command
                + ": "
                + taken.get()
                + "; choose another name, since two plugins"
                + " offering one id are refused by any run that uses it");
        return Main.USAGE_ERROR;
      }
      Scaffold.Names names = Scaffold.names(kind, name);
      List<Path> files;
      try {
        files = Scaffold.write(kind, names, target, values());
      } catch (IOException e) {
        err.println(command + ": cannot write the project in " + target + ": " + e.getMessage());
        return Main.RUNTIME_FAILURE;
      }
      summary(out, names, target, files);
      return 0;
    }

    /** Which loaded plugin already uses the id, as a plugin id or as an id of this kind. */
    private Optional<String> taken() {
      try (PluginRegistry registry = PluginRegistry.load(plugins.directories())) {
        Optional<String> plugin =
            registry.plugin(name).map(p -> "plugin id '" + name + "' is taken by " + p.path());
        boolean extension =
            kind == Kind.GAME
                ? registry.game(name).isPresent() || registry.conflict("game", name).isPresent()
                : registry.strategy(name).isPresent()
                    || registry.conflict("strategy", name).isPresent();
        if (plugin.isEmpty() && extension) {
          String owner = registry.pluginOf(kind.word(), name);
          return Optional.of(kind.word() + " id '" + name + "' is taken by plugin '" + owner + "'");
        }
        return plugin;
      }
    }

    /**
     * The template values. No file names a folder of this machine (the project is pushed and cloned
     * elsewhere): the README says to set {@code PLY_HOME} and put Ply's launcher on the PATH, and
     * writes {@code $PLY_HOME} where it needs the checkout.
     */
    private Map<String, String> values() {
      Map<String, String> values = new LinkedHashMap<>();
      values.put("plyVersion", PlyVersion.ply());
      values.put("plyContract", PlyVersion.api());
      values.put("plyMajor", PlyVersion.api().substring(0, PlyVersion.api().indexOf('.')));
      values.put("installKit", installKit("\"$PLY_HOME\""));
      return values;
    }

    private static String installKit(String home) {
      return "(cd "
          + (home != null ? home : "path/to/your/ply/checkout")
          + " && ./mvnw -B -q install -DskipTests -pl plugin-parent -am)";
    }

    private void summary(PrintWriter out, Scaffold.Names names, Path target, List<Path> files) {
      out.printf(
          "Created the %s plugin '%s' in %s (%d files):%n",
          kind.word(), names.id(), target, files.size());
      for (Path f : files) {
        out.println("  " + f);
      }
      out.println();
      String home = System.getProperty("ply.home");
      Path parentPom =
          Path.of(
              System.getProperty("user.home"),
              ".m2",
              "repository",
              "dev",
              "ply",
              "ply-plugin-parent",
              PlyVersion.ply(),
              "ply-plugin-parent-" + PlyVersion.ply() + ".pom");
      if (!Files.isRegularFile(parentPom)) {
        out.println(
            "Ply's kit (its plugin parent, api and conformance kit) is not in"
                + " ~/.m2/repository; unless your Maven uses another local repository, install it"
                + " once:");
        out.println("  " + installKit(home));
      }
      String ply = home != null ? Path.of(home, "ply").toString() : "ply";
      out.println(
          "Then build it (the conformance kit, then a check that the jar loads in Ply)"
              + " and play it:");
      out.println("  cd " + target);
      out.println("  ./mvnw verify");
      out.println("  " + ply + " tournament tournament.yaml");
      out.println("README.md says more: the dev loop, loading the jar everywhere, publishing.");
    }
  }
}
