package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import org.pf4j.Extension;

/** Chinese Checkers for two players ({@link ChineseCheckersGame} has the rules). */
@Extension
public final class ChineseCheckers extends ChineseCheckersGame implements Game {

  public ChineseCheckers() {
    super(2);
  }
}
