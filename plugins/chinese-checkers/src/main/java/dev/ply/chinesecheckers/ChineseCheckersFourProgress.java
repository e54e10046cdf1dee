package dev.ply.chinesecheckers;

import dev.ply.api.Evaluator;
import org.pf4j.Extension;

/**
 * {@code chinese-checkers-4-progress}: {@link ProgressEvaluator} for {@code chinese-checkers-4}.
 */
@Extension
public final class ChineseCheckersFourProgress extends ProgressEvaluator implements Evaluator {

  public ChineseCheckersFourProgress() {
    super(4);
  }
}
