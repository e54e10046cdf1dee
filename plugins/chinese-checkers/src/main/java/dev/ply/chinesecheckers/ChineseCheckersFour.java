package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import org.pf4j.Extension;

/** Chinese Checkers for four players ({@link ChineseCheckersGame} has the rules). */
@Extension
public final class ChineseCheckersFour extends ChineseCheckersGame implements Game {

  public ChineseCheckersFour() {
    super(4);
  }
}
