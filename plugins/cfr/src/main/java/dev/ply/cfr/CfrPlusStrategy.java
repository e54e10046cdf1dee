package dev.ply.cfr;

import dev.ply.api.Options;
import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.tree.GameTree;
import org.pf4j.Extension;

/** CFR+ (Tammelin 2014): {@link CfrPlus} on the whole tree. */
@Extension
public final class CfrPlusStrategy extends RegretStrategy {

  @Override
  public String id() {
    return "cfr-plus";
  }

  @Override
  public String description() {
    return "CFR+ (Tammelin 2014): regret matching+, alternating updates, linear averaging;"
        + " plays its average policy";
  }

  @Override
  long defaultIterations() {
    return 1000;
  }

  @Override
  RegretMinimizer minimizer(GameTree tree, Options options) {
    return new CfrPlus(tree);
  }
}
