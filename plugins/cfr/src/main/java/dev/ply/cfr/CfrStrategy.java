package dev.ply.cfr;

import dev.ply.api.Options;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.regret.VanillaCfr;
import dev.ply.cfr.tree.GameTree;
import org.pf4j.Extension;

/** Vanilla CFR (Zinkevich et al. 2007): {@link VanillaCfr} on the whole tree. */
@Extension
public final class CfrStrategy extends RegretStrategy {

  @Override
  public String id() {
    return "cfr";
  }

  @Override
  public String description() {
    return "counterfactual regret minimization (Zinkevich et al. 2007): plays its average policy";
  }

  @Override
  long defaultIterations() {
    return 1000;
  }

  @Override
  RegretMinimizer minimizer(GameTree tree, Options options) {
    return new VanillaCfr(tree);
  }
}
