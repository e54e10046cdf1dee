package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import org.pf4j.Extension;

/** Chinese Checkers for six players ({@link ChineseCheckersGame} has the rules). */
@Extension
public final class ChineseCheckersSix extends ChineseCheckersGame implements Game {

  public ChineseCheckersSix() {
    super(6);
  }
}
