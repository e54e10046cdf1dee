package dev.ply.host.cli;

import dev.ply.host.bench.SearchSignature;
import dev.ply.host.plugins.PluginRegistry;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code ply bench signature}: the node counts of every search strategy on a fixed set of positions
 * of the shipped games, and their sum, in the manner of a chess engine's {@code bench} command. The
 * counts are deterministic; a test pins the whole output, so that any change in what a search does
 * shows up as a changed signature, and changing it is a decision written in a commit.
 */
@Command(
    name = "signature",
    mixinStandardHelpOptions = true,
    description = {
      "Node counts of each search on a fixed set of positions, and their sum (the"
          + " signature): deterministic, pinned by a test, so that a change in search behaviour is"
          + " seen.",
      "Example: ply bench signature"
    })
final class BenchSignatureCommand implements Callable<Integer> {

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err)) {
      SearchSignature.lines(registry).forEach(out::println);
    } catch (IllegalStateException e) {
      err.println("ply bench signature: " + e.getMessage());
      return Main.RUNTIME_FAILURE;
    }
    return 0;
  }
}
