package dev.ply.chinesecheckers;

import dev.ply.api.Evaluator;
import org.pf4j.Extension;

/** {@code chinese-checkers-progress}: {@link ProgressEvaluator} for {@code chinese-checkers}. */
@Extension
public final class ChineseCheckersProgress extends ProgressEvaluator implements Evaluator {

  public ChineseCheckersProgress() {
    super(2);
  }
}
