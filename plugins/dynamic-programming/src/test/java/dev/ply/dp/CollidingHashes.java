package dev.ply.dp;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.List;

/** A position whose hash keeps only its last bits: different positions soon share one. */
final class CollidingHashes implements GameState {

  private final GameState inner;
  private final long mask;

  CollidingHashes(GameState inner, long mask) {
    this.inner = inner;
    this.mask = mask;
  }

  @Override
  public long hash() {
    return inner.hash() & mask;
  }

  @Override
  public GameState copy() {
    return new CollidingHashes(inner.copy(), mask);
  }

  @Override
  public int playerToMove() {
    return inner.playerToMove();
  }

  @Override
  public int maxMoves() {
    return inner.maxMoves();
  }

  @Override
  public int legalMoves(int[] buffer) {
    return inner.legalMoves(buffer);
  }

  @Override
  public void play(int move) {
    inner.play(move);
  }

  @Override
  public void undo() {
    inner.undo();
  }

  @Override
  public int plies() {
    return inner.plies();
  }

  @Override
  public boolean isTerminal() {
    return inner.isTerminal();
  }

  @Override
  public int utility(int player) {
    return inner.utility(player);
  }

  @Override
  public String moveToText(int move) {
    return inner.moveToText(move);
  }

  @Override
  public int textToMove(String text) {
    return inner.textToMove(text);
  }

  @Override
  public String render() {
    return inner.render();
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    return inner.chanceOutcomes();
  }
}
