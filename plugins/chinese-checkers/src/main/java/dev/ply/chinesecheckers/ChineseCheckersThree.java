package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import org.pf4j.Extension;

/** Chinese Checkers for three players ({@link ChineseCheckersGame} has the rules). */
@Extension
public final class ChineseCheckersThree extends ChineseCheckersGame implements Game {

  public ChineseCheckersThree() {
    super(3);
  }
}
