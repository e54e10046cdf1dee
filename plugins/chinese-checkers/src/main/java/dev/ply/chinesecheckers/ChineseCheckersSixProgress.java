package dev.ply.chinesecheckers;

import dev.ply.api.Evaluator;
import org.pf4j.Extension;

/**
 * {@code chinese-checkers-6-progress}: {@link ProgressEvaluator} for {@code chinese-checkers-6}.
 */
@Extension
public final class ChineseCheckersSixProgress extends ProgressEvaluator implements Evaluator {

  public ChineseCheckersSixProgress() {
    super(6);
  }
}
