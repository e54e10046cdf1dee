package dev.ply.chinesecheckers;

import dev.ply.api.Evaluator;
import org.pf4j.Extension;

/**
 * {@code chinese-checkers-3-progress}: {@link ProgressEvaluator} for {@code chinese-checkers-3}.
 */
@Extension
public final class ChineseCheckersThreeProgress extends ProgressEvaluator implements Evaluator {

  public ChineseCheckersThreeProgress() {
    super(3);
  }
}
