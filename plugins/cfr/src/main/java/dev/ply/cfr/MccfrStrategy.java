package dev.ply.cfr;

import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.cfr.regret.ExternalSamplingMccfr;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.tree.GameTree;
import java.util.List;
import org.pf4j.Extension;

/**
 * External-sampling Monte Carlo CFR (Lanctot et al. 2009): {@link ExternalSamplingMccfr}, seeded by
 * the option {@code seed} so that the policy trained for a game and options is always the same.
 */
@Extension
public final class MccfrStrategy extends RegretStrategy {

  static final String SEED = "seed";

  @Override
  public String id() {
    return "mccfr";
  }

  @Override
  public String description() {
    return "external-sampling Monte Carlo CFR (Lanctot et al. 2009): plays its average policy";
  }

  @Override
  long defaultIterations() {
    return 100_000;
  }

  @Override
  List<OptionSpec> moreOptions() {
    return List.of(
        OptionSpec.integer(SEED, 1, 0, Long.MAX_VALUE, "the seed of the sampling during training"));
  }

  @Override
  RegretMinimizer minimizer(GameTree tree, Options options) {
    return new ExternalSamplingMccfr(tree, options.getLong(SEED));
  }
}
